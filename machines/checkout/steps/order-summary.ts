// Page 0 and the sign-in around it: the order, the login popup, the sign-up dialog (docs/decisions/0009),
// the session's silent sign-in with the dialog's token, and the new firm admin's firm (0020).
import { and, not } from 'xstate';
import { checkoutSetup } from '../checkout.setup.ts';

/**
 * 0009: 'Create an account' opens the dialog (systemId 'auth'), at once when its code is here, else
 * once it has arrived: the click is kept by 'loading the sign-up parts' (docs/decisions/0035).
 */
const createAnAccount = [
  { guard: and([not('the visitor is signed in'), 'the sign-up parts are here']), target: 'signing up', actions: 'open the sign-up dialog' },
  { guard: not('the visitor is signed in'), target: 'loading the sign-up parts' },
] as const;

/**
 * PAGELOAD-3: the sign-in popup offered once on arrival, as an offer (nobody clicked), so the
 * session says nothing when the browser blocks it (ADR 0041). Used on arriving and on page 0.
 */
export const offerTheSignIn = ['note the sign-in was offered', { type: 'open sign-in popup', params: { offered: true } }] as const;

/**
 * STORAGE-4: Proceed's login saves the 'direct to payment info' flag first, so a visitor who ends
 * up signed in some other way (the popup closed or blocked, a sign-in in another tab, then a
 * reload) comes back to page 1 (CHECKOUT-FLOW-5); the login this Proceed opens uses it up too.
 */
const saveTheWayToPayment = ['remember the direct to payment flag', 'save direct to payment flag'] as const;
/** CHECKOUT-FLOW-6: the flag is used up by the sign-in that takes the member on to the payment pages, whichever it is. */
export const useUpTheWayToPayment = ['forget the direct to payment flag', 'clear direct to payment flag'] as const;

/** Page 0 (PAGE0-1..6), with the sign-up dialog over it (docs/decisions/0009). */
export const orderSummary = checkoutSetup.createStateConfig({
  id: 'order summary',
  tags: 'page 0',
  description: 'Page 0: the order, the sign-in popup and the sign-up dialog over it, and the firm a new firm admin creates.',
  initial: 'showing the order',
  states: {
    'showing the order': {
      // Page 1 follows a sign-in, unless the dialog has just created an account (then page 2).
      entry: { type: 'remember the next page', params: { page: 'payment method' } },
      on: {
        'create an account': createAnAccount,
        // ALREADY-SUB-2 (no button), FIRM-MEMBER-2 (disabled): a member who may not buy the plan
        // cannot press it, and the account gate would send them back here anyway.
        'proceed to checkout': [
          { guard: 'the visitor is signed in', target: '#getting ready to pay' },
          // PAGE0-4 (the popup counts as offered: no second one on arrival).
          { target: 'waiting for sign-in', actions: ['note the sign-in was offered', ...saveTheWayToPayment, 'open sign-in popup'] },
        ],
        // A member refused (PAGELOAD-5) is being logged out: page 0 stays.
        'sign-in hand-off.member signed in': [
          // docs/decisions/0060: reloaded while this member's payment was finishing.
          {
            guard: { type: 'a payment for this plan is under way', params: ({ event }) => ({ member: event.member }) },
            target: '#completing the payment',
          },
          { guard: 'the direct to payment flag is set', target: '#getting ready to pay', actions: useUpTheWayToPayment },
        ],
        // PAGELOAD-3: the session turned out anonymous after the page opened.
        'session.signed out': {
          guard: 'the sign-in popup was not offered yet',
          target: 'waiting for sign-in',
          actions: offerTheSignIn,
        },
      },
    },
    /** The popup is open (or was blocked: the page stays usable). */
    'waiting for sign-in': {
      entry: { type: 'remember the next page', params: { page: 'payment method' } },
      on: {
        // CHECKOUT-FLOW-3, PAGE0-6.
        'sign-in hand-off.member refused': { target: 'showing the order' },
        'sign-in hand-off.member signed in': [
          {
            guard: 'the direct to payment flag is set',
            target: '#getting ready to pay',
            actions: [...useUpTheWayToPayment, 'tell the session the login was handled'],
          },
          { target: '#getting ready to pay', actions: 'tell the session the login was handled' },
        ],
        'session.sign-in failed': {
          target: 'showing the order',
          actions: { type: 'note the sign-in failed', params: ({ event }) => ({ message: event.message }) },
        },
        // PAGELOAD-3: a blocked popup leaves the button working.
        'proceed to checkout': { actions: ['forget the sign-in error', ...saveTheWayToPayment, 'open sign-in popup'] },
        // A popup still open (or silently blocked) does not stop the dialog.
        'create an account': createAnAccount,
      },
    },
    /**
     * 'Create an account' was pressed before the dialog's code arrived: the dialog opens once it is
     * here; another press meanwhile changes nothing. A failed fetch is told like any failed call
     * (ERR-NETWORK-4; its Retry reloads the page, RETRY-3) and page 0 stays.
     */
    'loading the sign-up parts': {
      tags: 'opening the sign-up dialog',
      invoke: {
        id: 'load the sign-up parts',
        src: 'load the sign-up parts',
        onDone: {
          target: 'signing up',
          actions: [{ type: 'start the sign-up dialog', params: ({ event }) => ({ parts: event.output }) }, 'open the sign-up dialog'],
        },
        onError: { target: 'showing the order', actions: { type: 'open network dialog', params: { reason: 'other' } } },
      },
    },
    /** The sign-up / sign-in dialog is open (its pages, 'Email already exists', 'Welcome Back!' are the child's). */
    'signing up': {
      on: {
        // SIGNUP-FORM-7/8, KNOWN-8, ADMIN-8, SIGNIN-6/7: whichever form signed in, the session takes its
        // token; a new firm admin's firm is created once the session holds that token (API-36, 0020).
        'auth.signed in': {
          target: 'finishing the sign-in',
          actions: [
            { type: 'sign the session in with the member token', params: ({ event }) => ({ token: event.authToken }) },
            { type: 'remember the next page', params: ({ event }) => ({ page: event.nextPage }) },
            { type: 'remember the firm to create', params: ({ event }) => ({ firmName: event.firmName }) },
          ],
        },
        'auth.dialog closed': { target: 'showing the order' },
      },
    },
    /**
     * The session stores bks_token and signs in silently on it (docs/decisions/0003): no
     * second prompt. If it cannot, page 0 stays with its popup button and the message.
     */
    'finishing the sign-in': {
      on: {
        'sign-in hand-off.member refused': { target: 'showing the order', actions: 'forget the firm to create' },
        'sign-in hand-off.member signed in': [
          // API-36: member calls need the session's bearer token, so the firm comes now.
          { guard: 'a firm waits to be created', target: 'creating the firm', actions: [...useUpTheWayToPayment, 'tell the session the login was handled'] },
          { target: '#getting ready to pay', actions: [...useUpTheWayToPayment, 'tell the session the login was handled'] },
        ],
        'session.sign-in failed': {
          target: 'showing the order',
          actions: [
            'forget the firm to create',
            'note the sign-in was offered',
            { type: 'note the sign-in failed', params: ({ event }) => ({ message: event.message }) },
          ],
        },
        // No 'session.signed out' here: LOG OUT is hidden while the session signs in with the
        // dialog's token, and a silent sign-in that ends anonymous says 'session.sign-in failed'
        // first (watch-session.ts), which has already left this state (docs/decisions/0049).
      },
    },
    /**
     * API-36, ROLE-12 (docs/decisions/0020): the new admin creates the firm. A failure
     * toasts its message (ERR-AUTH-8) and billing still comes: the login exists, and
     * the company gate asks for a company if the member is no admin after all.
     */
    'creating the firm': {
      tags: 'busy',
      invoke: {
        id: 'create the firm',
        src: 'create the firm',
        input: ({ context }) => ({ organization: context.firmToCreate ?? '' }),
        onDone: { target: 'reloading the new admin', actions: ['forget the firm to create', 'ask the session to reload the member'] },
        onError: { target: '#getting ready to pay', actions: 'forget the firm to create' },
      },
      on: {
        'session.signed out': { target: 'showing the order', actions: ['forget the firm to create', 'note the sign-in was offered'] },
      },
    },
    /** The profile loaded before the firm existed: groupAccounts and isGroupAdmin are read again before the company gate. */
    'reloading the new admin': {
      tags: 'busy',
      on: {
        // The same member's profile read again (the gates judge it). LOG OUT is hidden while the
        // session reads it, so it ends signed in or with a failed sign-in, never just signed out.
        'sign-in hand-off.member signed in': { target: '#getting ready to pay' },
        'session.sign-in failed': {
          target: 'showing the order',
          actions: ['note the sign-in was offered', { type: 'note the sign-in failed', params: ({ event }) => ({ message: event.message }) }],
        },
      },
    },
  },
});
