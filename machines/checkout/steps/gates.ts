// The gates between page 0 and the page after a sign-in (docs/decisions/0010): the account data,
// the company, the association email and the organisation's seats; the code of their dialogs and of
// the payment child is fetched on the way, the first time it is needed (docs/decisions/0035).
import { and } from 'xstate';
import { checkoutSetup } from '../checkout.setup.ts';

/**
 * Between page 0 and the page after a sign-in, in the order of docs/decisions/0010: the
 * account data (PAGE0-5), the company (COMPANY-1..6), the association email (NOMA-FLOW),
 * the organisation's seats (PAGELOAD-6, WAITLIST-1). Page 0 shows under the dialogs.
 */
export const gettingReadyToPay = checkoutSetup.createStateConfig({
  id: 'getting ready to pay',
  tags: 'page 0',
  description:
    "The checks between signing in and paying, in order: the member's account data, the company dialog, the association email, the organisation's seats.",
  initial: 'loading your account',
  on: {
    'session.signed out': { target: '#order summary' },
  },
  states: {
    'loading your account': {
      tags: 'busy',
      always: [
        // docs/decisions/0060: whichever way the member came in, a payment still finishing is waited for.
        { guard: 'a payment for this plan is under way', target: '#completing the payment' },
        { guard: and(['the account data is loaded', 'the member may not buy this plan']), target: '#order summary' },
        // The organisation dialogs' code comes first when one of their gates may open (docs/decisions/0035).
        { guard: and(['the account data is loaded', 'the organisation parts are missing']), target: 'loading the organisation parts' },
        { guard: 'the account data is loaded', target: 'checking the company' },
      ],
    },
    /** The company, NOMA and seat-count children's code, fetched once; then the gates in order. */
    'loading the organisation parts': {
      tags: 'busy',
      invoke: {
        id: 'load the organisation parts',
        src: 'load the organisation parts',
        onDone: { target: 'checking the company', actions: { type: 'keep the organisation parts', params: ({ event }) => ({ parts: event.output }) } },
        // ERR-NETWORK-4, RETRY-3: told like any failed call; page 0 stays.
        onError: { target: '#order summary', actions: { type: 'open network dialog', params: { reason: 'other' } } },
      },
    },
    'checking the company': {
      always: [{ guard: 'the company dialog is needed', target: 'creating your company' }, { target: 'checking the association email' }],
    },
    /** COMPANY-1..6, ROLE-13: the dialog (systemId 'company'); closing it keeps the product blocked. */
    'creating your company': {
      entry: 'start the company dialog',
      exit: 'stop the company dialog',
      on: {
        'company.created': { target: 'reloading the member', actions: 'ask the session to reload the member' },
        'company.dialog closed': {
          target: '#order summary',
          actions: { type: 'keep the typed company name', params: ({ event }) => ({ name: event.name }) },
        },
      },
    },
    /** API-41: the member is now the company's admin; the gate is asked again with the fresh profile. */
    'reloading the member': {
      tags: 'busy',
      // The same member again (a reload is no new sign-in, so never refused, PAGELOAD-5).
      on: { 'sign-in hand-off.member signed in': { target: 'checking the company' } },
    },
    'checking the association email': {
      always: [
        { guard: 'the association email must be verified', target: 'verifying the association email' },
        { target: 'checking the seats' },
      ],
    },
    /** NOMA-1..3, NOMA-FLOW-1..3, ROLE-14: the dialog (systemId 'noma'); closing it keeps the product blocked. */
    'verifying the association email': {
      entry: 'start the association email dialog',
      exit: 'stop the association email dialog',
      on: {
        'noma.verified': {
          target: 'checking the seats',
          actions: { type: 'remember the noma email', params: ({ event }) => ({ email: event.email }) },
        },
        'noma.dialog closed': {
          target: '#order summary',
          actions: { type: 'keep the typed noma email', params: ({ event }) => ({ email: event.email }) },
        },
      },
    },
    'checking the seats': {
      always: [{ guard: 'organisation checkout', target: 'organisation seats' }, { target: 'ready to pay' }],
    },
    /** PAGELOAD-6, STATE-ORG-4, ROLE-15: the seat count, after sign-in (systemId 'waitlist'). */
    'organisation seats': {
      description: "The organisation's seat count after sign-in, and the waitlist screen when the member limit is reached.",
      entry: 'start the seat count',
      exit: 'stop the seat count',
      initial: 'counting the seats',
      states: {
        'counting the seats': {
          on: {
            'waitlist.seats available': { target: '#getting ready to pay.ready to pay' },
            'waitlist.member limit reached': { target: 'waitlist' },
          },
        },
        /** WAITLIST-1..5: the waitlist screen replaces the checkout; the child shows it and joins. */
        waitlist: {},
      },
    },
    'ready to pay': {
      always: [
        // Page 1 or 2 waits for the payment child's code (docs/decisions/0035): the click that led here is kept.
        { guard: 'the payment parts are missing', target: 'loading the payment parts' },
        // SIGNUP-FORM-8/9, ADMIN-8: a new account goes to billing, at the top of the page.
        {
          guard: 'the next page is payment details',
          target: '#payment details',
          actions: ['choose the payment form', 'scroll to top', { type: 'remember the next page', params: { page: 'payment method' } }],
        },
        { target: '#payment method' },
      ],
    },
    /** The payment child starts once its code is here, then the way to page 1 or 2 goes on. */
    'loading the payment parts': {
      tags: 'busy',
      invoke: {
        id: 'load the payment parts',
        src: 'load the payment parts',
        onDone: { target: 'ready to pay', actions: { type: 'start the payment part', params: ({ event }) => ({ parts: event.output }) } },
        // ERR-NETWORK-4, RETRY-3: told like any failed call; page 0 stays.
        onError: { target: '#order summary', actions: { type: 'open network dialog', params: { reason: 'other' } } },
      },
    },
  },
});
