// The identity adapter's error mapping (src/adapters/identity): what the Auth0 SDK throws becomes
// an IdentityError with the member-facing message of its code (rule ERR-IDP-1).
import { describe, expect, it } from 'vitest';
import { IDENTITY_ERROR_MESSAGES, IdentityError } from '../../../machines/session/identity-port.ts';
import { toIdentityError } from '../../../src/adapters/identity/identity-errors.ts';
import { theSignInWindowWasRefused, TRY_AGAIN } from '../../../machines/session/rules.ts';

/** The shape of the SDK's GenericError and subclasses: an Error with `error` and `error_description`. */
function sdkError(error: string, description: string): Error {
  return Object.assign(new Error(description), { error, error_description: description });
}

describe('ERR-IDP-1: identity-client errors are surfaced with their own messages', () => {
  it.each([
    ['timeout', 'Timeout', 'timeout'],
    ['cancelled', 'Popup closed', 'popup_cancelled'],
    ['popup_open', 'Unable to open a popup for loginWithPopup - window.open returned `null`', 'popup_blocked'],
    ['mfa_required', 'Multifactor authentication required', 'mfa_required'],
    ['missing_refresh_token', "Missing Refresh Token (audience: 'x', scope: 'y')", 'missing_refresh_token'],
    ['login_required', 'Login required', 'login_required'],
    ['consent_required', 'Consent required', 'login_required'],
    ['invalid_grant', 'Unknown or invalid refresh token.', 'login_required'],
    ['state_mismatch', 'Invalid state', 'state_mismatch'],
    ['access_denied', 'Nope', 'unknown'],
  ] as const)('%s becomes %s', (sdkCode, description, code) => {
    const mapped = toIdentityError(sdkError(sdkCode, description));
    expect(mapped).toBeInstanceOf(IdentityError);
    expect(mapped.code).toBe(code);
    expect(mapped.message).toBe(IDENTITY_ERROR_MESSAGES[code]);
    expect(mapped.detail).toBe(`${sdkCode}: ${description}`);
  });

  it('anything else (a failed chunk load, a thrown string) is unknown, and IdentityErrors pass through', () => {
    expect(toIdentityError(new TypeError('Failed to fetch dynamically imported module')).code).toBe('unknown');
    expect(toIdentityError('boom').code).toBe('unknown');
    const original = new IdentityError('popup_blocked');
    expect(toIdentityError(original)).toBe(original);
  });
});

describe('ERR-IDP-1: a sign-in window that never came up or was closed is offered again', () => {
  it("ERR-IDP-1: its message carries a 'Try again' button; other identity errors do not", () => {
    expect(TRY_AGAIN).toBe('Try again');
    expect(theSignInWindowWasRefused('popup_blocked')).toBe(true);
    expect(theSignInWindowWasRefused('popup_cancelled')).toBe(true);
    expect(theSignInWindowWasRefused('timeout')).toBe(false);
    expect(theSignInWindowWasRefused(null)).toBe(false);
  });
});
