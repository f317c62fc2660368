// How the Auth0 SPA SDK drives the sandbox's OpenID Connect issuer, over real HTTP, for the identity
// tests: PKCE, the authorize address, the token call, the page's posted messages, the signed-in member's tokens.
import { createHash, randomBytes } from 'node:crypto';
import { runInNewContext } from 'node:vm';
import { createRemoteJWKSet } from 'jose';
import { expect } from 'vitest';
import { APP_ORIGIN } from './harness.ts';
import type { Harness } from './harness.ts';

export const CLIENT_ID = 'checkout-sandbox';
export const AUDIENCE = 'https://api.checkout.test';
export const SCOPE = 'openid profile email offline_access';
export const AUTH0_CLIENT = Buffer.from(JSON.stringify({ name: 'auth0-spa-js', version: '2.27.0' })).toString('base64');

export interface Pkce { verifier: string; challenge: string }
export const pkce = (): Pkce => {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
};

export interface AuthorizeOptions { pkce: Pkce; state?: string; nonce?: string; params?: Record<string, string | null> }

export function authorizePath({ pkce: p, state = 'state-1', nonce = 'nonce-1', params = {} }: AuthorizeOptions): string {
  const query = new URLSearchParams({
    client_id: CLIENT_ID,
    redirect_uri: APP_ORIGIN,
    response_type: 'code',
    response_mode: 'web_message',
    scope: SCOPE,
    audience: AUDIENCE,
    state,
    nonce,
    code_challenge: p.challenge,
    code_challenge_method: 'S256',
  });
  for (const [key, value] of Object.entries(params)) {
    if (value === null) query.delete(key);
    else query.set(key, value);
  }
  return `/authorize?${query.toString()}`;
}

export const get = (h: Harness, path: string, cookie?: string) =>
  fetch(`${h.url}${path}`, { redirect: 'manual', headers: cookie ? { cookie } : {} });

/** Runs the web_message page's own script with a stand-in opener and returns what it posted. */
export function postedMessages(html: string, frame: 'popup' | 'iframe' = 'popup') {
  const script = /<script>([\s\S]*?)<\/script>/.exec(html)?.[1];
  if (!script) throw new Error('no script on the page');
  const posted: { message: unknown; targetOrigin: string }[] = [];
  const target = { postMessage: (message: unknown, targetOrigin: string) => posted.push({ message: JSON.parse(JSON.stringify(message)), targetOrigin }) };
  const window: Record<string, unknown> = frame === 'popup' ? { opener: target, parent: null } : { opener: null, parent: target };
  if (frame === 'popup') window.parent = window;
  runInNewContext(script, { window });
  return posted;
}

export async function codeFrom(res: Response): Promise<string> {
  expect(res.status).toBe(200);
  const [posted] = postedMessages(await res.text());
  const message = posted?.message as { type: string; response: { code?: string } } | undefined;
  expect(message?.type).toBe('authorization_response');
  const code = message?.response.code;
  if (!code) throw new Error(`no code in ${JSON.stringify(posted)}`);
  return code;
}

export async function tokenCall(h: Harness, params: Record<string, string>) {
  const res = await fetch(`${h.url}/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'auth0-client': AUTH0_CLIENT, origin: APP_ORIGIN },
    body: new URLSearchParams({ client_id: CLIENT_ID, ...params }),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown>, res };
}

export interface Tokens { access_token: string; id_token: string; refresh_token?: string; scope: string; expires_in: number; token_type: string }

/** The whole code flow for a member signed in through the app (the bks_token cookie). */
export async function signInWithToken(h: Harness, email = 'member@example.com', scope = SCOPE): Promise<{ tokens: Tokens; nonce: string }> {
  const authToken = await h.logIn(email);
  const p = pkce();
  const nonce = `n-${randomBytes(6).toString('hex')}`;
  const code = await codeFrom(await get(h, authorizePath({ pkce: p, nonce, params: { scope } }), `bks_token=${authToken}`));
  const { status, body } = await tokenCall(h, { grant_type: 'authorization_code', code, code_verifier: p.verifier, redirect_uri: APP_ORIGIN });
  expect(status).toBe(200);
  return { tokens: asTokens(body), nonce };
}

export function asTokens(body: Record<string, unknown>): Tokens {
  const text = (key: string): string => {
    const value = body[key];
    if (typeof value !== 'string') throw new Error(`token answer lacks ${key}: ${JSON.stringify(body)}`);
    return value;
  };
  const refresh = body.refresh_token;
  return {
    access_token: text('access_token'),
    id_token: text('id_token'),
    scope: text('scope'),
    token_type: text('token_type'),
    expires_in: Number(body.expires_in),
    ...(typeof refresh === 'string' ? { refresh_token: refresh } : {}),
  };
}

export const jwksOf = (h: Harness) => createRemoteJWKSet(new URL(`${h.url}/.well-known/jwks.json`));
export const accountId = (h: Harness, email: string) => h.sandbox.store.accountByEmail(email)?.id;
