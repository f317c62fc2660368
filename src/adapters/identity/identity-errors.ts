// Turns what the Auth0 SPA SDK throws into the machines' IdentityError (rule ERR-IDP-1). The SDK's
// errors carry an `error` code string (GenericError and subclasses); matching on it, not on
// classes, keeps this file free of the SDK so it stays out of the first bundle.
import { IdentityError, isIdentityError, type IdentityErrorCode } from '../../../machines/session/identity-port.ts';

const CODES: Record<string, IdentityErrorCode> = {
  timeout: 'timeout',
  cancelled: 'popup_cancelled',
  popup_open: 'popup_blocked',
  mfa_required: 'mfa_required',
  missing_refresh_token: 'missing_refresh_token',
  login_required: 'login_required',
  consent_required: 'login_required',
  interaction_required: 'login_required',
  // A refresh token that was revoked or rotated away: the member must sign in again.
  invalid_grant: 'login_required',
  state_mismatch: 'state_mismatch',
};

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

/** The SDK's error code, or null when the value is not one of its errors. */
function sdkCode(error: unknown): string | null {
  return typeof error === 'object' && error !== null && 'error' in error ? text(error.error) : null;
}

export function toIdentityError(error: unknown): IdentityError {
  if (isIdentityError(error)) return error;
  const code = sdkCode(error);
  const description = typeof error === 'object' && error !== null && 'error_description' in error ? text(error.error_description) : null;
  const detail = [code, description ?? (error instanceof Error ? error.message : null)].filter((part) => part !== null).join(': ') || null;
  return new IdentityError((code !== null ? CODES[code] : undefined) ?? 'unknown', detail, { cause: error });
}
