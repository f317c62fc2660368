// Owns taking the money: Confirm Payment on page 1 (new purchase or ARE plan switch), Pay on page 2,
// and saving a card; the renewal consent, the idempotency key of each cart and the messages shown.
import { paymentSetup } from './payment.setup.ts';
import { purchasing } from './phases/purchasing.ts';
import { savingCard } from './phases/saving-card.ts';
import { switchingPlan } from './phases/switching-plan.ts';
import { EMPTY_CARD_FORM, isPlanSwitch } from './rules.ts';

export type { ConfirmPaymentWithProviderInput, PaymentContext, PaymentFlow, RecordCheckoutEventInput } from './types.ts';

export const paymentMachine = paymentSetup.createMachine({
  id: 'payment',
  context: () => ({
    renewalConsent: false,
    form: EMPTY_CARD_FORM,
    flow: null,
    purchase: null,
    details: null,
    fingerprint: null,
    idempotency: null,
    paymentResponse: null,
    confirmation: null,
    setupClientSecret: null,
    setupPaymentMethodId: null,
    invoiceId: null,
    message: null,
  }),
  on: {
    'card form changed': { actions: { type: 'remember card form', params: ({ event }) => ({ form: event.form }) } },
    'accept renewal terms': { actions: { type: 'remember renewal consent', params: ({ event }) => ({ accepted: event.accepted }) } },
  },
  initial: 'ready',
  states: {
    /** The buttons are enabled; every other state ignores the buttons' events (no double charge). */
    ready: {
      on: {
        'confirm payment': {
          guard: 'renewal terms accepted',
          target: 'checking confirm request',
          actions: {
            type: 'start attempt',
            params: ({ event }) => ({ flow: isPlanSwitch(event.purchase) ? 'plan switch' : 'confirm', purchase: event.purchase }),
          },
        },
        // VALID-CHECKOUT-3/4: with an incomplete address nothing is attempted and nothing is said.
        pay: {
          guard: 'payment form ready',
          target: 'purchasing',
          actions: { type: 'start attempt', params: ({ event }) => ({ flow: 'pay', purchase: event.purchase }) },
        },
        // Sent only while a member is signed in: the checkout's page 2 and the widget's form close on sign-out.
        'save card': { guard: 'card form complete', target: 'saving card', actions: { type: 'start attempt', params: { flow: 'save card', purchase: null } } },
        'dismiss message': { actions: 'clear message' },
      },
    },
    'checking confirm request': {
      always: [
        { guard: 'switches ARE plan', target: 'switching plan' },
        { guard: 'no saved payment method', target: 'ready', actions: 'show update payment method' },
        // CONFIRM-3: the saved method's address is incomplete; the message says so (docs/decisions/0027).
        { guard: 'billing address incomplete', target: 'ready', actions: 'show incomplete billing address' },
        { target: 'purchasing' },
      ],
    },
    purchasing,
    'switching plan': switchingPlan,
    'saving card': savingCard,
    /**
     * The purchase is complete; the parent shows what comes next. Buttons do nothing here: the
     * checkout's completion dialog leads away, and a new purchase loads the page (and this actor) anew.
     */
    paid: {
      entry: [
        'tell parent payment succeeded',
        {
          type: 'tell the other tabs of the purchase',
          params: ({ context }) => ({
            memberId: context.purchase?.memberId ?? '',
            priceIds: (context.purchase?.items ?? []).map((item) => item.price_id),
          }),
        },
        'forget attempt',
      ],
    },
  },
});

export type PaymentMachine = typeof paymentMachine;

/** What 'load the payment parts' gives the checkout and the billing widget: taking the money (systemId 'payment'). */
export interface PaymentParts {
  payment: PaymentMachine;
}
