// The payment's plan switch phase: path (b) of Confirm Payment on page 1, the member's ARE
// subscription upgraded to the cart's product under the cart's idempotency key (CONFIRM-9..11).
import { firstItem, holdThePurchaseLock, paymentSetup, present, underWay, whenThePlanIsHeld } from '../payment.setup.ts';
import { findAreSubscription, UPGRADE_ORIGIN } from '../rules.ts';

/** Path (b) of page 1: switch the member's ARE subscription to the cart's product (CONFIRM-9..11). */
export const switchingPlan = paymentSetup.createStateConfig({
  description:
    "Confirm Payment for a member with an ARE subscription, one tab at a time: the subscriptions read again, then that subscription switched to the cart's product, under the cart's idempotency key.",
  tags: 'processing',
  // ROLE-9 (docs/decisions/0060): the same lock as a new purchase of the cart.
  invoke: holdThePurchaseLock,
  initial: 'waiting for the purchase lock',
  states: {
    'waiting for the purchase lock': {
      on: { 'purchase lock.held': { target: 'tracking upgrade' } },
    },
    'tracking upgrade': {
      invoke: {
        id: 'track upgrade',
        src: 'track upgrade',
        input: ({ context }) => ({ origin: UPGRADE_ORIGIN, priceId: firstItem(context.purchase).price_id }),
        // The tracking call answers even when it fails (it swallows its errors): it does not reject.
        onDone: { target: 'reading the subscriptions again' },
      },
    },
    /** ROLE-9: another tab may have switched to this plan since this page read the list. */
    'reading the subscriptions again': {
      invoke: {
        id: 'read the subscriptions before switching',
        src: 'read the subscriptions before buying',
        onDone: [
          whenThePlanIsHeld,
          { guard: 'has key for this cart', target: 'upgrading subscription' },
          { target: 'getting new idempotency key' },
        ],
        onError: { target: '#payment.ready', actions: { type: 'show failure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    'getting new idempotency key': {
      invoke: {
        id: 'new idempotency key for plan switch',
        src: 'new idempotency key',
        // Made in the browser (crypto.randomUUID): it does not fail.
        onDone: { target: 'upgrading subscription', actions: { type: 'keep idempotency key', params: ({ event }) => ({ key: event.output }) } },
      },
    },
    'upgrading subscription': {
      // A reload before the answer must not offer the switch again (docs/decisions/0060).
      entry: { type: 'remember the payment under way', params: ({ context }) => underWay(context, 'plan switch') },
      exit: 'forget the payment under way',
      invoke: {
        id: 'upgrade subscription',
        src: 'upgrade subscription',
        input: ({ context }) => {
          const purchase = present(context.purchase, 'the purchase');
          return {
            activeSubId: present(findAreSubscription(purchase), 'the ARE subscription').id,
            targetPriceId: firstItem(purchase).price_id,
            taxRateId: purchase.taxRateId,
            coupon: purchase.coupon,
            idempotencyKey: present(context.idempotency, 'the idempotency key').key,
          };
        },
        onDone: { target: 'reloading subscriptions', actions: { type: 'keep invoice', params: ({ event }) => ({ invoiceId: event.output.invoice_id }) } },
        // CONFIRM-11: the buttons come back with the message below the form.
        onError: {
          target: '#payment.ready',
          actions: [
            { type: 'forget key if refused', params: ({ event }) => ({ error: event.error }) },
            { type: 'show failure', params: ({ event }) => ({ error: event.error }) },
          ],
        },
      },
    },
    'reloading subscriptions': {
      invoke: {
        id: 'reload subscriptions after plan switch',
        src: 'reload subscriptions',
        onDone: { target: '#payment.paid' },
        onError: { target: '#payment.paid' },
      },
    },
  },
});
