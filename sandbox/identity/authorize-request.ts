// Checking an /authorize request. Errors about the client or the redirect_uri cannot be sent
// back to the app (there is nowhere safe to send them) and show an error page; every other
// error goes back to the app the way it asked (web_message or query), as OAuth 2 requires.
import { parseScope } from './scopes.ts';

export type ResponseMode = 'web_message' | 'query';

/** Where and how the answer of an authorize request goes back to the app. */
export interface Delivery {
  redirectUri: string;
  responseMode: ResponseMode;
  state: string | null;
}

export interface AuthorizeRequest extends Delivery {
  clientId: string;
  scope: string;
  audience: string;
  nonce: string | null;
  codeChallenge: string;
  prompt: string | null;
}

export interface AuthorizeError {
  error: string;
  error_description: string;
}

export type AuthorizeCheck =
  | { kind: 'ok'; request: AuthorizeRequest }
  | { kind: 'undeliverable'; description: string }
  | { kind: 'error'; delivery: Delivery; error: AuthorizeError };

export interface AuthorizeSettings {
  clientId: string;
  audience: string;
  appOrigins: readonly string[];
}

/** A redirect_uri is allowed when it is an app origin or a path on one. */
export function isAppUrl(value: string, appOrigins: readonly string[]): boolean {
  try {
    const url = new URL(value);
    return appOrigins.includes(url.origin);
  } catch {
    return false;
  }
}

// RFC 7636: the S256 challenge is the base64url SHA-256 of the verifier (43 characters).
const S256_CHALLENGE = /^[A-Za-z0-9_-]{43}$/;

export function checkAuthorizeRequest(params: URLSearchParams, settings: AuthorizeSettings): AuthorizeCheck {
  const get = (name: string): string | null => {
    const value = params.get(name);
    return value === null || value === '' ? null : value;
  };

  const clientId = get('client_id');
  if (clientId !== settings.clientId) {
    return { kind: 'undeliverable', description: clientId ? `Unknown client: ${clientId}` : 'Missing required parameter: client_id' };
  }
  const redirectUri = get('redirect_uri');
  if (!redirectUri) return { kind: 'undeliverable', description: 'Missing required parameter: redirect_uri' };
  if (!isAppUrl(redirectUri, settings.appOrigins)) {
    return { kind: 'undeliverable', description: `Callback URL mismatch. ${redirectUri} is not in the list of allowed callback URLs` };
  }
  const mode = get('response_mode') ?? 'query';
  if (mode !== 'web_message' && mode !== 'query') {
    return { kind: 'undeliverable', description: `Unsupported response_mode: ${mode}` };
  }

  const delivery: Delivery = { redirectUri, responseMode: mode, state: get('state') };
  const fail = (error: string, description: string): AuthorizeCheck => ({ kind: 'error', delivery, error: { error, error_description: description } });

  const responseType = get('response_type');
  if (responseType !== 'code') return fail('unsupported_response_type', `Unsupported response_type: ${responseType ?? '(none)'}`);
  const challenge = get('code_challenge');
  const method = get('code_challenge_method');
  if (!challenge || method !== 'S256') return fail('invalid_request', 'PKCE with code_challenge_method S256 is required');
  if (!S256_CHALLENGE.test(challenge)) return fail('invalid_request', 'code_challenge is not a base64url SHA-256 value');
  const audience = get('audience') ?? settings.audience;
  if (audience !== settings.audience) return fail('access_denied', `Service not found: ${audience}`);
  const scopes = parseScope(get('scope') ?? 'openid');
  if (!scopes.includes('openid')) scopes.unshift('openid');

  return {
    kind: 'ok',
    request: {
      ...delivery,
      clientId,
      scope: scopes.join(' '),
      audience,
      nonce: get('nonce'),
      codeChallenge: challenge,
      prompt: get('prompt'),
    },
  };
}
