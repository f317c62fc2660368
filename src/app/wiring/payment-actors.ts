// The payment machine's actors and actions built from the API, the card provider and the browser,
// so the wiring provides them in one line: paymentMachine.provide(paymentImplementations(ports)).
import { fromPromise } from 'xstate';
import type { Api } from '../../api/create-api.ts';
import type { CardConfirmation, CardProvider, CardSubmission } from '../../../machines/payment/card-provider-port.ts';
import type { ConfirmPaymentWithProviderInput, PaymentContext, RecordCheckoutEventInput } from '../../../machines/payment/payment.machine.ts';
import type { SetupIntent } from '../../../machines/domain/payment-method.ts';

export interface PaymentPorts {
  api: Pick<
    Api,
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
  reloadPage: () => void;
}

export function paymentImplementations(ports: PaymentPorts) {
  const { api, cardProvider } = ports;
  return {
    actors: {
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
      'reload page': () => ports.reloadPage(),
    },
  };
}
