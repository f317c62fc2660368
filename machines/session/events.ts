// Events the session machine accepts, from views (top bar, sign-in buttons) and from other
// machines (checkout asks for a login on Proceed, PAGE0-4; network retry asks for a member reload).

export type SessionEvent =
  /** Open the identity provider's popup (a click: the popup must open inside it). */
  | { type: 'log in' }
  /** End the session here and at the identity provider, which then returns to this page. */
  | { type: 'log out' }
  /** Load the member profile again (rule API-41), e.g. after creating a company. */
  | { type: 'reload member' }
  /** The flow that reacted to a fresh login (checkout moving to page 1) clears justLoggedIn. */
  | { type: 'login handled' };
