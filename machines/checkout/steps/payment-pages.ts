// Page 1 (the saved method, Confirm Payment) and page 2 (the card form: pay or save a card); both
// wait for the settled price before any charge (CONST-22, docs/decisions/0027).
import { checkoutSetup } from '../checkout.setup.ts';
import type { Subscription } from '../../domain/subscription.ts';

/** ROLE-9, ALREADY-SUB-1/2: read right before the charge, the plan was bought in another tab; nothing was charged here. */
const planAlreadyHeld = {
  target: '#order summary',
  actions: [
    { type: 'keep the subscriptions read', params: ({ event }: { event: { subscriptions: Subscription[] } }) => ({ subscriptions: event.subscriptions }) },
    'ask the account to read the subscriptions again',
  ],
} as const;

/** Page 1 (PAGE1-1..12), priced at the saved method's billing address (CONFIRM-3). */
export const paymentMethod = checkoutSetup.createStateConfig({
  id: 'payment method',
  tags: 'page 1',
  description:
    'Page 1: the saved payment method, priced at its billing address; Confirm Payment once the price is settled; signing in again after a sign-out.',
  initial: 'showing the payment method',
  entry: 'price at the saved address',
  // CHECKOUT-FLOW-4, ALREADY-SUB-1, FIRM-MEMBER-2 are the gate's (gates.ts): the subscriptions are
  // read before page 1 and nothing on pages 1 and 2 reads them again (ADR 0049).
  on: {
    'account.payment methods stored': { actions: 'price at the saved address' },
    'payment.plan already held': planAlreadyHeld,
  },
  // ROLE-9, CHECKOUT-FLOW-4: the plan was bought in another tab meanwhile (docs/decisions/0060).
  always: { guard: 'the member may not buy this plan', target: '#order summary' },
  states: {
    'showing the payment method': {
      on: {
        'confirm payment': [
          // ROLE-17, CONST-23: the member is told to add a card; nothing is charged.
          { guard: 'the plan refuses the saved method' },
          { target: 'waiting for the settled price', actions: 'ask pricing for the settled price' },
        ],
        'add payment method': { target: '#payment details', actions: 'choose the payment form' },
        'update payment method': { target: '#payment details', actions: 'choose the payment form' },
        cancel: { target: '#order summary' },
        'session.signed out': { target: 're-entering credentials' },
      },
    },
    /** CONST-22: Confirm Payment pays the price of the saved address, never one about to change. */
    'waiting for the settled price': {
      tags: 'settling the price',
      on: {
        'pricing.price settled': { target: 'showing the payment method', actions: 'ask payment to confirm' },
        // The toast has told why; the visitor presses again.
        'pricing.failed': { target: 'showing the payment method' },
        // CONFIRM-12: Cancel is disabled meanwhile.
        'session.signed out': { target: 're-entering credentials' },
      },
    },
    /** PAGE1-9/10. */
    're-entering credentials': {
      tags: 're-entering credentials',
      on: {
        'sign in': { actions: ['forget the sign-in error', 'open sign-in popup'] },
        // A member refused (PAGELOAD-5) is being logged out: the button stays.
        'sign-in hand-off.member refused': {},
        'sign-in hand-off.member signed in': { target: '#getting ready to pay', actions: 'tell the session the login was handled' },
        'session.sign-in failed': {
          actions: { type: 'note the sign-in failed', params: ({ event }) => ({ message: event.message }) },
        },
        cancel: { target: '#order summary' },
      },
    },
  },
});

/** Page 2 (PAGE2-1..3): pay, or save a card (SAVECARD-1/2). */
export const paymentDetails = checkoutSetup.createStateConfig({
  id: 'payment details',
  tags: 'page 2',
  description: 'Page 2: the card form, to pay or to save a card; Pay waits for the price of the address typed.',
  initial: 'filling in the details',
  // ROLE-9, CHECKOUT-FLOW-4: the plan was bought in another tab meanwhile (docs/decisions/0060).
  always: { guard: 'the member may not buy this plan', target: '#order summary' },
  states: {
    'filling in the details': {
      on: {
        pay: [
          { guard: 'the form saves a card', actions: 'ask payment to save the card' },
          { target: 'waiting for the settled price', actions: 'ask pricing for the settled price' },
        ],
      },
    },
    /** CONST-22, REPRICE-2: Pay inside the 500 ms quiet period pays the price of the address typed. */
    'waiting for the settled price': {
      tags: 'settling the price',
      on: {
        'pricing.price settled': { target: 'filling in the details', actions: 'ask payment to pay' },
        'pricing.failed': { target: 'filling in the details' },
      },
    },
  },
  on: {
    'payment.plan already held': planAlreadyHeld,
    cancel: { target: '#payment method' },
    // SAVECARD-7: the form closes; the account reloads the payment methods.
    'payment.card saved': { target: '#payment method', actions: 'tell the account a card was saved' },
    'session.signed out': { target: '#payment method.re-entering credentials' },
  },
});
