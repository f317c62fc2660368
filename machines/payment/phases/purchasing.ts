// The payment's purchase phase: path (a) of Confirm Payment on page 1 and Pay on page 2, from the
// checks to create, confirm, attach, reload and record; a retry resumes where the last one stopped.
import { holdThePurchaseLock, paymentSetup, present, underWay, whenThePlanIsHeld } from '../payment.setup.ts';

/** Path (a) of page 1 and the pay flow of page 2: create, confirm, attach, reload, record. */
export const purchasing = paymentSetup.createStateConfig({
  description:
    'Buying the cart with Confirm Payment (page 1) or Pay (page 2), one tab at a time: the checks, the subscriptions read again, the new subscription, the card provider, attaching the card, reload and record; a retry resumes where it stopped.',
  tags: 'processing',
  // ROLE-9 (docs/decisions/0060): held from here until the payment ends, so no other tab buys the cart meanwhile.
  invoke: holdThePurchaseLock,
  initial: 'waiting for the purchase lock',
  states: {
    /** Another tab of this browser is buying the same cart for this member: this one waits its turn. */
    'waiting for the purchase lock': {
      on: { 'purchase lock.held': { target: 'resuming' } },
    },
    resuming: {
      always: [
        { guard: 'paid but not attached', target: 'attaching payment method' },
        { guard: 'is pay flow', target: 'checking entered details' },
        { target: 'validating saved payment method' },
      ],
    },
    'checking entered details': {
      invoke: {
        id: 'check entered payment details',
        src: 'check entered payment details',
        onDone: [
          {
            guard: { type: 'provider said no', params: ({ event }) => ({ result: event.output }) },
            target: '#payment.ready',
            actions: { type: 'show provider message', params: ({ event }) => ({ result: event.output }) },
          },
          { target: 'preparing key' },
        ],
        // The card provider port answers every check with an outcome: it does not reject.
      },
    },
    /** Page 1: the saved method must still exist ('payment method not found', ERR-CHECKOUT-1). */
    'validating saved payment method': {
      invoke: {
        id: 'validate saved payment method',
        src: 'load payment method record',
        input: ({ context }) => ({ paymentMethodId: present(context.purchase?.savedPaymentMethod, 'the saved payment method').id }),
        onDone: { target: 'preparing key', actions: { type: 'keep phone from record', params: ({ event }) => ({ record: event.output }) } },
        onError: { target: 'purchase failed', actions: { type: 'show failure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    'preparing key': {
      always: [
        // This attempt's own subscription exists: confirm it, whatever the list says now.
        { guard: 'has payment intent', target: 'confirming payment with card provider' },
        { target: 'reading the subscriptions again' },
      ],
    },
    /** ROLE-9, ALREADY-SUB-1/2: another tab may have bought the plan since this page read the list. */
    'reading the subscriptions again': {
      invoke: {
        id: 'read the subscriptions before buying',
        src: 'read the subscriptions before buying',
        onDone: [
          whenThePlanIsHeld,
          { guard: 'has key for this cart', target: 'creating subscription' },
          { target: 'getting new idempotency key' },
        ],
        // Not known whether the plan is held: nothing is bought (no double charge).
        onError: { target: 'purchase failed', actions: { type: 'show failure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    'getting new idempotency key': {
      invoke: {
        id: 'new idempotency key',
        src: 'new idempotency key',
        // Made in the browser (crypto.randomUUID): it does not fail.
        onDone: { target: 'creating subscription', actions: { type: 'keep idempotency key', params: ({ event }) => ({ key: event.output }) } },
      },
    },
    /** CONFIRM-4, PAY-2 (member variant, with the cart's idempotency key). */
    'creating subscription': {
      invoke: {
        id: 'create subscription',
        src: 'create subscription',
        input: ({ context }) => {
          const purchase = present(context.purchase, 'the purchase');
          return {
            customer: present(context.details, 'the customer details'),
            priceIds: purchase.items.map((item) => item.price_id),
            coupon: purchase.coupon,
            txr: purchase.taxRateId,
            idempotencyKey: present(context.idempotency, 'the idempotency key').key,
            // ENTITY-13: the pay flow's payload carries the member; page 1's confirm does not.
            ...(context.flow === 'pay' && purchase.memberId !== null ? { memberId: purchase.memberId } : {}),
          };
        },
        onDone: {
          target: 'confirming payment with card provider',
          actions: [
            { type: 'keep payment response', params: ({ event }) => ({ created: event.output }) },
            { type: 'remember the payment under way', params: ({ context }) => underWay(context, 'new purchase') },
          ],
        },
        onError: {
          target: 'purchase failed',
          actions: [
            { type: 'forget key if refused', params: ({ event }) => ({ error: event.error }) },
            { type: 'show failure', params: ({ event }) => ({ error: event.error }) },
          ],
        },
      },
    },
    /** CONFIRM-5 (with the saved method), PAY-3 (with the entered card or bank account). */
    'confirming payment with card provider': {
      invoke: {
        id: 'confirm payment with card provider',
        src: 'confirm payment with card provider',
        input: ({ context }) => {
          const clientSecret = present(context.paymentResponse, 'the payment response').clientSecret;
          if (context.flow === 'pay') return { clientSecret };
          return { clientSecret, paymentMethodId: present(context.purchase?.savedPaymentMethod, 'the saved payment method').id };
        },
        onDone: [
          {
            guard: { type: 'provider said no', params: ({ event }) => ({ result: event.output }) },
            target: '#payment.ready',
            actions: [
              { type: 'show provider message', params: ({ event }) => ({ result: event.output }) },
              'forget payment intent',
              'forget the payment under way',
            ],
          },
          {
            target: 'attaching payment method',
            actions: { type: 'keep confirmation', params: ({ event }) => ({ confirmation: event.output }) },
          },
        ],
        // The answer never came (the connection dropped; the port rejects only then): the card may
        // have been charged, so the intent is kept and a retry confirms that same intent instead of
        // creating another (PAY-2, no double charge).
        onError: { target: 'purchase failed', actions: { type: 'show failure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    /** PAY-7 (subscription/success with cart, subscription, payment method and secret). */
    'attaching payment method': {
      invoke: {
        id: 'attach payment method',
        src: 'attach payment method',
        input: ({ context }) => {
          const { paymentResponse, paymentMethodId } = present(context.confirmation, 'the confirmed payment');
          return { cartId: paymentResponse.cartId, subId: paymentResponse.subId, pmId: paymentMethodId, clientSecret: paymentResponse.clientSecret };
        },
        onDone: {
          target: 'reloading subscriptions',
          actions: [{ type: 'keep invoice', params: ({ event }) => ({ invoiceId: event.output.invoice_id }) }, 'forget the payment under way'],
        },
        // ERR-CHECKOUT-5: the overlay stops; the payment stays confirmed for a retry.
        onError: { target: 'purchase failed', actions: { type: 'show failure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    /** CONFIRM-6, PAY-8: a failed reload does not undo a payment. */
    'reloading subscriptions': {
      invoke: {
        id: 'reload subscriptions',
        src: 'reload subscriptions',
        onDone: { target: 'recording checkout event' },
        onError: { target: 'recording checkout event' },
      },
    },
    /** CONFIRM-7, SCOPE-13: terms acceptance and the checkout are recorded. */
    'recording checkout event': {
      invoke: {
        id: 'record checkout event',
        src: 'record checkout event',
        input: ({ context }) => {
          const items = present(context.purchase, 'the purchase').items;
          return { priceIds: items.map((item) => item.price_id), names: items.map((item) => item.name) };
        },
        // The tracking call answers even when it fails (it swallows its errors): it does not reject.
        onDone: { target: '#payment.paid' },
      },
    },
    /** An unexpected failure (not a provider's answer): on page 2 it is reported (ERR-CHECKOUT-6). */
    'purchase failed': {
      always: [
        { guard: 'is pay flow', target: '#payment.ready', actions: 'report unsuccessful checkout submission' },
        { target: '#payment.ready' },
      ],
    },
  },
});
