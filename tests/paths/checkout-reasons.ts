// Why the individual checkout's walks leave some events and transitions to others, or to nobody
// (issue 29, docs/decisions/0049): each reason is shown in docs/statecharts/coverage.md.

const ORGANISATION_START = 'walked by the checkout-organisation starts (?o=); this start opens the individual checkout';
const FIRM_ADMIN_START =
  "walked by the checkout-firm-admin start, which holds the firm's request until the account data has come; this start's sign-up makes no firm";

/** ROLE-9 (docs/decisions/0060): two tabs, or a reload while a payment finishes; a path walks one page load of one tab. */
const TWO_TABS = 'needs a second tab of the same member that buys the plan: walked by tests/e2e/one-purchase-per-plan.spec.ts';
const RELOADED_WHILE_PAYING = 'needs a reload while the payment finishes (its record in session storage): walked by tests/e2e/one-purchase-per-plan.spec.ts';

/** Event types this start never causes, and why. */
export const NOT_FROM_THIS_START: Readonly<Record<string, string>> = {
  'sign-in hand-off.member signed in': "raised by the machine itself on each 'session.signed in' (walked through that event)",
  'sign-in hand-off.member refused':
    "raised by the machine itself on a 'session.signed in' while another member's NOMA email is stored (walked by the checkout-organisation-stored-noma start)",
  'leaving the page': 'sent on pagehide (SCOPE-13): the page and its step feed are gone before the transition could be reported',
  'xstate.done.actor.check org discount': ORGANISATION_START,
  'xstate.error.actor.check org discount': ORGANISATION_START,
  'noma.verified': ORGANISATION_START,
  'noma.dialog closed': ORGANISATION_START,
  'waitlist.seats available': ORGANISATION_START,
  'waitlist.member limit reached': ORGANISATION_START,
  'other tab.plan bought': TWO_TABS,
  'payment.plan already held': TWO_TABS,
  'xstate.done.actor.read the subscriptions': RELOADED_WHILE_PAYING,
  'xstate.error.actor.read the subscriptions': RELOADED_WHILE_PAYING,
  'xstate.after.the payment takes too long.completing the payment': RELOADED_WHILE_PAYING,
  'xstate.after.a moment.checkout.checkout flow.checkout open.page.completing the payment.waiting to read again': RELOADED_WHILE_PAYING,
  'xstate.done.actor.create the firm': FIRM_ADMIN_START,
  'xstate.error.actor.create the firm': FIRM_ADMIN_START,
};

/** Transitions no browser walk takes, by the coverage report's label, and why. */
export const CHECKOUT_LEFT_OUT: Readonly<Record<string, string>> = {
  "checkout flow › opening the checkout → checkout flow › leaving for the pricing page : always [no price id]":
    "taken as the machine starts on '/' (ROUTE-1), before any event: a path set plans from the first event, and every start here opens a plan's address",
  "checkout flow › checkout open › page › arriving → checkout flow › checkout open › page › getting ready to pay : always [the visitor is signed in and the direct to payment flag is set]":
    "needs a member already signed in, with the direct-to-payment flag, as the checkout opens: a second page load; each walk opens the checkout once in a fresh browser",
  "checkout flow › checkout open › page › order summary › showing the order → checkout flow › checkout open › page › getting ready to pay : sign-in hand-off.member signed in [the direct to payment flag is set]":
    "the direct-to-payment flag is set by Proceed, which opens the popup ('waiting for sign-in'); back on the order with the flag set, a member comes only with a restored session on a second page load",
  "checkout flow › checkout open › page › order summary › finishing the sign-in → checkout flow › checkout open › page › order summary › showing the order : session.sign-in failed":
    "walked by the session's paths (their silent sign-in with the dialog's token fails); the checkout's walks cannot fail only that profile call without failing the dialog's own calls",
  "checkout flow › checkout open › page › payment method › showing the payment method → (stays) : confirm payment [the plan refuses the saved method]":
    "ROLE-17, CONST-23: under the card-only notice Confirm Payment is disabled (a saved bank account for an individual plan); kept, as it guards money",
  "checkout flow › checkout open › page › payment method › re-entering credentials → (stays) : sign-in hand-off.member refused":
    "a NOMA email of someone else must be stored as the member signs back in (PAGELOAD-5): an organisation walk that verifies one, presses LOG OUT on page 1 and signs back in as another member could take it; not written yet",
  "checkout flow › checkout open › page › checkout complete → (stays) : sign in":
    "'Log in' shows on the completion only when the session signed out while the payment ran. Walked with the payment's last answer held and LOG OUT pressed meanwhile (the price driver's LOG OUT while paying), the payment completes, then the reload of the member's subscriptions finds no session and the network dialog ('Your session is no longer valid…') covers the completion: whether a member who signed out should still be reloaded is a product question, so the walk is not offered",
};
