// The checkout (systemId 'checkout') on the real adapters: the product, account and new-firm calls,
// the session it follows, navigation, tracking and analytics, and its children: coupon, pricing and
// account from the start; payment, the sign-up dialog, company, NOMA and waitlist through loaders
// that fetch their code when the flow first needs them (checkout-parts.ts, docs/decisions/0035).
// Tracking calls never block or toast (src/api/calls/tracking.ts swallows failures).
import { fromPromise } from 'xstate';
import {
  checkoutMachine,
  type CheckOrgDiscountInput,
  type CheckOrgDiscountOutput,
  type LoadProductInput,
} from '../../../machines/checkout/checkout.machine.ts';
import { watchSessionThroughSystem } from '../../../machines/session/watch-session.ts';
import { clearDirectToPaymentInfo, saveDirectToPaymentInfo } from '../page-context.ts';
import { NOMA_EMAIL_STORAGE_KEY } from '../constants.ts';
import { accountWiring } from './account-wiring.ts';
import type { AppPorts } from './app-ports.ts';
import { checkoutPartLoaders } from './checkout-parts.ts';
import { couponWiring } from './coupon-wiring.ts';
import { createTheFirm } from './firm-wiring.ts';
import { pricingPageFor } from './navigation-targets.ts';
import { pricingWiring } from './pricing-wiring.ts';
import { purchaseEvents, RETURN_TO_PRICING_EVENT } from './purchase-analytics.ts';
import type { Product } from '../../../machines/domain/product.ts';

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
      account: accountWiring(ports),
      coupon: couponWiring(ports),
      pricing: pricingWiring(ports),
      ...checkoutPartLoaders(ports),
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
    },
  });
}
