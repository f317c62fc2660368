// Taking the money (systemId 'payment') on the real adapters: the API, the card provider's registry
// (the mounted form, or a saved method), the same-origin return page and fresh idempotency keys.
import { fromCallback, fromPromise, type EventObject } from 'xstate';
import type { SetupIntent } from '../../../machines/domain/payment-method.ts';
import type { CardConfirmation, CardProvider, CardSubmission } from '../../../machines/payment/card-provider-port.ts';
import {
  paymentMachine,
  type ConfirmPaymentWithProviderInput,
  type PaymentContext,
  type RecordCheckoutEventInput,
} from '../../../machines/payment/payment.machine.ts';
import type { PaymentUnderWay } from '../../../machines/domain/purchase.ts';
import type { Subscription } from '../../../machines/domain/subscription.ts';
import type { PaymentEvent } from '../../../machines/payment/events.ts';
import { forgetPaymentUnderWay, rememberPaymentUnderWay } from '../../adapters/browser/payment-under-way.ts';
import { holdLock, type LockRequester } from '../../adapters/browser/purchase-lock.ts';
import type { PlanBought } from '../../adapters/browser/purchase-news.ts';
import { newIdempotencyKey, type Api } from '../../api/create-api.ts';
import { RETURN_PAGE_PATH } from '../constants.ts';
import type { AppPorts } from './app-wiring.ts';

interface PaymentPorts {
  api: Pick<
    Api,
    | 'loadActiveSubscriptions'
    | 'createSubscription'
    | 'completeSubscription'
    | 'upgradeSubscription'
    | 'createSetupIntent'
    | 'setDefaultPaymentMethod'
    | 'loadPaymentMethodRecord'
    | 'trackTerms'
    | 'trackUpgrade'
  >;
  /** The card-provider registry of src/adapters/card-provider (Stripe or sandbox). */
  cardProvider: CardProvider;
  /** `${location.origin}/return-page` (ROUTE-8, ROUTE-9). */
  returnUrl: string;
  /** `newIdempotencyKey` of src/api. */
  newIdempotencyKey: () => string;
  /** Re-fetch the member's active subscriptions (the checkout's or account's reload). */
  reloadSubscriptions: () => Promise<unknown>;
  /** window.dataLayer push (src/adapters/browser/analytics.ts). */
  pushAnalytics: (event: { event: string; [field: string]: unknown }) => void;
  /** navigator.locks, or undefined where the browser has none. */
  locks: LockRequester | undefined;
  /** This tab's record of a payment under way (session storage). */
  underWay: { remember: (record: Omit<PaymentUnderWay, 'since'>) => void; forget: () => void };
  /** The other tabs are told of a purchase. */
  tellOtherTabs: (bought: PlanBought) => void;
}

function paymentImplementations(ports: PaymentPorts) {
  const { api, cardProvider } = ports;
  return {
    actors: {
      'hold the purchase lock': fromCallback<EventObject, { name: string }>(({ input, sendBack }) =>
        holdLock(ports.locks, input.name, () => sendBack({ type: 'purchase lock.held' } satisfies PaymentEvent)),
      ),
      // Quiet: the machine shows the failure below or above the form itself.
      'read the subscriptions before buying': fromPromise<Subscription[]>(({ signal }) => api.loadActiveSubscriptions({ quiet: true, signal })),
      'check entered payment details': fromPromise<CardSubmission>(() => cardProvider.submit()),
      'new idempotency key': fromPromise<string>(async () => ports.newIdempotencyKey()),
      // Quiet: the machine shows 'Please update your payment method.' itself (ERR-CHECKOUT-1).
      'load payment method record': fromPromise<Awaited<ReturnType<Api['loadPaymentMethodRecord']>>, { paymentMethodId: string }>(
        ({ input, signal }) => api.loadPaymentMethodRecord(input.paymentMethodId, { quiet: true, signal }),
      ),
      'create subscription': fromPromise<Awaited<ReturnType<Api['createSubscription']>>, Parameters<Api['createSubscription']>[0]>(
        ({ input }) => api.createSubscription(input),
      ),
      'confirm payment with card provider': fromPromise<CardConfirmation, ConfirmPaymentWithProviderInput>(({ input }) =>
        cardProvider.confirmPayment({ ...input, returnUrl: ports.returnUrl }),
      ),
      'attach payment method': fromPromise<Awaited<ReturnType<Api['completeSubscription']>>, Parameters<Api['completeSubscription']>[0]>(
        ({ input }) => api.completeSubscription(input),
      ),
      'reload subscriptions': fromPromise<unknown>(() => ports.reloadSubscriptions()),
      // The machine takes no failure of these: the tracking calls answer even when they fail.
      'record checkout event': fromPromise<unknown, RecordCheckoutEventInput>(() => api.trackTerms()),
      'track upgrade': fromPromise<unknown, { origin: string; priceId: string }>(({ input }) => api.trackUpgrade(input)),
      'upgrade subscription': fromPromise<Awaited<ReturnType<Api['upgradeSubscription']>>, Parameters<Api['upgradeSubscription']>[0]>(
        ({ input }) => api.upgradeSubscription(input),
      ),
      'create setup intent': fromPromise<SetupIntent>(({ signal }) => api.createSetupIntent({ signal })),
      'confirm setup with card provider': fromPromise<CardConfirmation, { clientSecret: string }>(({ input }) =>
        cardProvider.confirmSetup({ clientSecret: input.clientSecret, returnUrl: ports.returnUrl }),
      ),
      'set default payment method': fromPromise<Awaited<ReturnType<Api['setDefaultPaymentMethod']>>, { paymentMethodId: string }>(
        ({ input }) => api.setDefaultPaymentMethod(input.paymentMethodId),
      ),
    },
    actions: {
      'report unsuccessful checkout submission': ({ context }: { context: PaymentContext }) =>
        ports.pushAnalytics({ event: 'checkoutSubmissionUnsuccessful', message: context.message?.text ?? null }),
      'remember the payment under way': (_: unknown, record: Omit<PaymentUnderWay, 'since'>) => ports.underWay.remember(record),
      'forget the payment under way': () => ports.underWay.forget(),
      'tell the other tabs of the purchase': (_: unknown, bought: PlanBought) => ports.tellOtherTabs(bought),
    },
  };
}

/** ROUTE-8/9, API-42/43: where the card provider sends the browser back (same origin). */
export const returnUrlFor = (origin: string): string => `${origin.replace(/\/+$/, '')}${RETURN_PAGE_PATH}`;

export function paymentWiring({ api, browser, cardProvider, page }: Pick<AppPorts, 'api' | 'browser' | 'cardProvider' | 'page'>) {
  return paymentMachine.provide(
    paymentImplementations({
      api,
      cardProvider: cardProvider.registry,
      returnUrl: returnUrlFor(page.origin),
      newIdempotencyKey,
      // CONFIRM-6, PAY-8: the provider's view of the member's subscriptions is read again.
      reloadSubscriptions: () => api.loadActiveSubscriptions(),
      pushAnalytics: (event) => browser.analytics.push(event),
      locks: browser.locks,
      underWay: {
        remember: (record) => rememberPaymentUnderWay(browser.sessionStore, record, Date.now()),
        forget: () => forgetPaymentUnderWay(browser.sessionStore),
      },
      tellOtherTabs: (bought) => browser.purchaseNews.tell(bought),
    }),
  );
}
