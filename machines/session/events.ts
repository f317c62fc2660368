// Events the session machine accepts, from views (top bar, sign-in buttons) and from other
// machines (checkout asks for a login on Proceed, PAGE0-4, hands over a dialog's member token and
// asks for a member reload after creating a company; network retry asks for a member reload), and
// what the 'watch session' actor (watch-session.ts) tells the machines that follow the session.
import type { SessionMember } from './rules.ts';

export type SessionEvent =
  /**
   * Open the identity provider's popup (a click: the popup must open inside it). `offered`: nobody
   * clicked, the checkout offers the sign-in on arrival (PAGELOAD-3); a browser that blocks that
   * popup is then not worth a message, since the visitor asked for nothing (ADR 0041).
   */
  | { type: 'log in'; offered?: boolean }
  /**
   * A sign-up or sign-in dialog answered with the member's auth_token (STATE-ACCOUNT-3, SIGNIN-6):
   * store it in bks_token, then take the session over silently, without a second prompt (0003).
   */
  | { type: 'signed in with member token'; token: string }
  /** End the session here and at the identity provider, which then returns to this page. */
  | { type: 'log out' }
  /** Load the member profile again (rule API-41), e.g. after creating a company. */
  | { type: 'reload member' }
  /** The flow that reacted to a fresh login (checkout moving to page 1) clears justLoggedIn. */
  | { type: 'login handled' };

/**
 * What the injected 'watch session' callback actor sends while it follows the session actor
 * (systemId 'session'): 'session.signed in' when it reaches 'authenticated' with a member (again
 * after a member reload), 'session.signed out' when it settles on 'anonymous', 'session.sign-in
 * failed' when a popup sign-in ends without a member (closed, blocked or refused). The checkout and
 * the billing widget both take these.
 */
export type SessionWatchEvent =
  | { type: 'session.signed in'; member: SessionMember }
  | { type: 'session.signed out' }
  | { type: 'session.sign-in failed'; message: string };
