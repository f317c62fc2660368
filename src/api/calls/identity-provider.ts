// The identity provider's password-reset call: the one call to a host other than the API's.
import type { CallOptions, Http } from '../client.ts';

export interface IdentityProviderRef {
  /** The issuer's origin, e.g. https://tenant.auth0.com or the sandbox origin. */
  domain: string;
  clientId: string;
  connection: string;
}

/**
 * POST {domain}/dbconnections/change_password (rule API-37). The answer is text ('We've just
 * sent you an email to reset your password.').
 */
export function requestPasswordReset(http: Http, identity: IdentityProviderRef, email: string, options: CallOptions = {}): Promise<string> {
  return http.text({
    ...options,
    method: 'POST',
    path: `${identity.domain.replace(/\/+$/, '')}/dbconnections/change_password`,
    auth: 'guest',
    json: { client_id: identity.clientId, email: email.trim(), connection: identity.connection },
  });
}
