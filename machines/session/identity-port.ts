// The identity port: what the session's actors ask of the identity provider, and its failures.
// Implemented by src/adapters/identity/auth0.ts (the Auth0 SDK) and by stubs in tests; no SDK here.
// The card provider has its own port beside the payment machine; API calls are not ports: the
// machines only name those actors, and each machine's file in src/app/wiring/ builds them from the Api.

/** Who the identity provider says is signed in (the ID token's claims we use). */
export interface IdentityUser {
  /** The identity provider's subject (`sub`). */
  id: string;
  email: string | null;
  name: string | null;
}

/** The identity provider's client, as the session actors use it (spec sections 6, 7 and 9). */
export interface IdentityPort {
  /** Silently asks whether a session exists; null when not (never opens a window). */
  checkSession(): Promise<IdentityUser | null>;
  /** Signs in through a popup. Opens the popup before its first await, so call it from a click. */
  logInWithPopup(): Promise<IdentityUser>;
  /** A bearer access token for member calls (rule API-4), renewed silently (refresh token). */
  getAccessToken(): Promise<string>;
  /** Ends the local and the provider's session, then the provider sends the browser to returnTo. */
  logOut(returnTo: string): Promise<void>;
}

/** The identity-client failures the spec names (rule ERR-IDP-1), plus 'unknown'. */
export type IdentityErrorCode =
  | 'timeout'
  | 'popup_cancelled'
  | 'popup_blocked'
  | 'mfa_required'
  | 'missing_refresh_token'
  | 'login_required'
  | 'state_mismatch'
  | 'unknown';

/** What the member reads for each failure (rule ERR-IDP-1: the spec gives no texts, these are ours). */
export const IDENTITY_ERROR_MESSAGES: Record<IdentityErrorCode, string> = {
  timeout: 'The sign-in window took too long to answer. Please try again.',
  popup_cancelled: 'The sign-in window was closed before you finished signing in.',
  popup_blocked: 'Your browser blocked the sign-in window. Please allow pop-ups for this site and try again.',
  mfa_required: 'Your account needs a second verification step. Please log in again and complete it.',
  missing_refresh_token: 'Your session has expired. Please log in again.',
  login_required: 'Please log in to continue.',
  state_mismatch: 'The sign-in answer could not be verified. Please try again.',
  unknown: 'Signing in failed. Please try again.',
};

/** A failure of the identity client, with a code the machines branch on and a message for the member. */
export class IdentityError extends Error {
  override name = 'IdentityError';
  readonly code: IdentityErrorCode;
  /** The provider's own description, for logs; never shown to the member. */
  readonly detail: string | null;

  constructor(code: IdentityErrorCode, detail: string | null = null, options?: { cause?: unknown }) {
    super(IDENTITY_ERROR_MESSAGES[code], options);
    this.code = code;
    this.detail = detail;
  }
}

export const isIdentityError = (error: unknown): error is IdentityError => error instanceof IdentityError;
