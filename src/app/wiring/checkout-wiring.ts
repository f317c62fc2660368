// The checkout (systemId 'checkout') on the real adapters: the product, account and new-firm calls,
// the session it follows, navigation, tracking and analytics, and its children: coupon, pricing and
// account from the start; payment, the sign-up dialog, company, NOMA and waitlist through loaders
// that fetch their code when the flow first needs them (../checkout-parts.ts, docs/decisions/0035).
// Tracking calls never block or toast (src/api/calls/tracking.ts swallows failures).
import { fromCallback, fromPromise, type EventObject } from 'xstate';
import {
  checkoutMachine,
  type CheckOrgDiscountInput,
  type CheckOrgDiscountOutput,
  type CreateFirmInput,
  type CreateFirmOutput,
  type LoadProductInput,
  type OrganisationParts,
  type PurchaseAnalytics,
  type SignUpParts,
} from '../../../machines/checkout/checkout.machine.ts';
import type { OtherTabEvent } from '../../../machines/checkout/events.ts';
import type { Product } from '../../../machines/domain/product.ts';
import type { Subscription } from '../../../machines/domain/subscription.ts';
import { forgetPaymentUnderWay } from '../../adapters/browser/payment-under-way.ts';
import type { PaymentParts } from '../../../machines/payment/payment.machine.ts';
import { watchSessionThroughSystem } from '../../../machines/session/watch-session.ts';
import type { AnalyticsEvent } from '../../adapters/browser/analytics.ts';
import type { Api } from '../../api/create-api.ts';
import type { Notify } from '../../api/notices.ts';
import { fetchOrganisationWiring, fetchSignUpWiring } from '../checkout-parts.ts';
import { NOMA_EMAIL_STORAGE_KEY } from '../constants.ts';
import { pricingPageFor } from '../navigation-targets.ts';
import { clearDirectToPaymentInfo, saveDirectToPaymentInfo } from '../page-context.ts';
import { fetchPaymentWiring } from '../payment-part.ts';
import { accountWiring } from './account-wiring.ts';
import type { AppPorts } from './app-wiring.ts';
import { couponWiring } from './coupon-wiring.ts';
import { pricingWiring } from './pricing-wiring.ts';

/** SUMMARY-6: the event of page 0's 'Update Selection'. */
const RETURN_TO_PRICING_EVENT = 'returnToPricingPage';

/**
 * PAY-12: the analytics pushed when a purchase completes, as one GA4-style 'purchase' event on
 * window.dataLayer (amounts in dollars there, as tag managers expect; cents everywhere else).
 */
export function purchaseEvents(purchase: PurchaseAnalytics): AnalyticsEvent[] {
  return [
    {
      event: 'purchase',
      checkoutPath: purchase.path,
      audience: purchase.audience,
      ecommerce: {
        transaction_id: purchase.invoiceId,
        currency: 'USD',
        value: purchase.total === null ? null : purchase.total / 100,
        items: purchase.priceIds.map((priceId, index) => ({ item_id: priceId, item_name: purchase.names[index] ?? null, quantity: 1 })),
      },
    },
  ];
}

/**
 * 'create the firm': the new firm admin's POST /v1/network/group (API-36), made as that member once
 * the session holds their token (docs/decisions/0020). Not quiet: a failure shows the error
 * catalogue's toast with the server's message (ERR-AUTH-8), in the sign-up flow's toast area
 * (top-right, 5 s: CONST-37/38), since it is that flow's last step and no dialog is open any more
 * to show it. admin_is_user is false: the form does not ask (ROLE-12).
 */
export function createTheFirm(api: Pick<Api, 'createFirm'>, notifySignUp: Notify) {
  return fromPromise<CreateFirmOutput, CreateFirmInput>(async ({ input, signal }) => {
    const group = await api.createFirm({ organization: input.organization, adminIsUser: false }, { signal, notify: notifySignUp });
    return { slug: group.slug };
  });
}

export function checkoutWiring(ports: AppPorts) {
  const { api, browser, config, page } = ports;
  const { navigation } = browser;
  return checkoutMachine.provide({
    actors: {
      'load product': fromPromise<Product[], LoadProductInput>(({ input, signal }) => api.loadProducts(input.priceIds, { signal })),
      'check org discount': fromPromise<CheckOrgDiscountOutput, CheckOrgDiscountInput>(async ({ input, signal }) => {
        const answer = await api.checkOrgDiscount(input, { signal });
        return { allow: answer.allow };
      }),
      'create the firm': createTheFirm(api, ports.notifySignUp),
      'watch session': watchSessionThroughSystem,
      'read the subscriptions': fromPromise<Subscription[]>(({ signal }) => api.loadActiveSubscriptions({ silent: true, signal })),
      'hear purchases in other tabs': fromCallback<EventObject>(({ sendBack }) =>
        browser.purchaseNews.hear((bought) => sendBack({ type: 'other tab.plan bought', ...bought } satisfies OtherTabEvent)),
      ),
      account: accountWiring(ports),
      coupon: couponWiring(ports),
      pricing: pricingWiring(ports),
      // A rejected import() goes to the loading state's onError.
      'load the sign-up parts': fromPromise<SignUpParts>(async () => {
        const { authWiring } = await fetchSignUpWiring();
        return { auth: authWiring(ports) };
      }),
      'load the payment parts': fromPromise<PaymentParts>(async () => {
        const { paymentWiring } = await fetchPaymentWiring();
        return { payment: paymentWiring(ports) };
      }),
      'load the organisation parts': fromPromise<OrganisationParts>(async () => {
        const { organisationParts } = await fetchOrganisationWiring();
        return organisationParts(ports);
      }),
    },
    actions: {
      // Redirects replace the checkout in history (ROUTE-10, ROUTE-11): Back does not bounce again.
      'go to pricing page': ({ context }) => navigation.replace(pricingPageFor(context.products, config.urls)),
      'go to marketing home': () => navigation.replace(config.urls.marketingHome),
      'go to learning site': () => navigation.assign(config.urls.learn),
      'go to group management': () => navigation.assign(config.urls.learnGroups),
      'open the dashboard': () => navigation.assign(config.urls.learn),
      'track price': (_, params) => void api.trackPrice(params.priceId),
      'record checkout origin': () => void api.trackCheckoutOrigin({ origin: page.href(), referrer: page.referrer() }),
      'save direct to payment flag': () => saveDirectToPaymentInfo(browser.sessionStore),
      'clear direct to payment flag': () => clearDirectToPaymentInfo(browser.sessionStore),
      'push purchase events': (_, params) => {
        for (const event of purchaseEvents(params)) browser.analytics.push(event);
      },
      'report abandoned checkout': () => void api.abandonCheckout({ referrer: page.referrer() }),
      'record the return to the pricing page': () => browser.analytics.push({ event: RETURN_TO_PRICING_EVENT }),
      // SIGNUP-FORM-9: after a sign-up the billing form starts at the top of the page.
      'scroll to top': () => navigation.scrollToTop(),
      // PAGELOAD-4, STORAGE-3.
      'forget noma email': () => browser.localStore.remove(NOMA_EMAIL_STORAGE_KEY),
      'remove the stored payment under way': () => forgetPaymentUnderWay(browser.sessionStore),
    },
  });
}
