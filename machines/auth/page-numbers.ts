// The dialog's page numbers (MODAL-1), read from its state: the page shown is the state under 'open',
// and the machine keeps the number nowhere else. A file of its own: page 0 asks only whether the
// dialog is open, so its bundle carries none of the forms' texts and validation (docs/decisions/0035).

/** MODAL-1: 0 closed, then the spec's own order (docs/decisions/0009). */
export const AUTH_PAGES = {
  closed: 0,
  individualSignUp: 1,
  signIn: 2,
  knownAccount: 3,
  firmAdminSignUp: 4,
} as const;
export type AuthPage = (typeof AUTH_PAGES)[keyof typeof AUTH_PAGES];

/** The state under 'open' that shows each page (auth.machine.ts); 'closed' is page 0. */
export const PAGE_STATES = {
  'individual sign-up': AUTH_PAGES.individualSignUp,
  'sign in': AUTH_PAGES.signIn,
  'known account': AUTH_PAGES.knownAccount,
  'firm admin sign-up': AUTH_PAGES.firmAdminSignUp,
} as const;
export type AuthPageState = keyof typeof PAGE_STATES;

const PAGES = Object.entries(PAGE_STATES) as [AuthPageState, AuthPage][];

/**
 * The page shown, asked of the state through `isIn`: a snapshot's `matches` for the views, a guard's
 * `stateIn` for an action that runs while the dialog is on a page.
 */
export function pageShown(isIn: (state: { open: AuthPageState }) => boolean): AuthPage {
  return PAGES.find(([state]) => isIn({ open: state }))?.[1] ?? AUTH_PAGES.closed;
}

/** Whether the dialog shows: every state under 'open' is a page with a form. */
export const selectAuthDialogIsOpen = (snapshot: { matches(state: 'open'): boolean }): boolean => snapshot.matches('open');
