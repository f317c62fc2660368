// The sandbox's OpenID Connect issuer over real HTTP, as the Auth0 SPA SDK drives it: discovery,
// the code flow with PKCE, the login page, silent sign-in, refresh rotation, logout, password reset.
import { createHash, randomBytes } from 'node:crypto';
import { runInNewContext } from 'node:vm';
import { createRemoteJWKSet, decodeJwt, jwtVerify } from 'jose';
import { describe, expect, it } from 'vitest';
import { APP_ORIGIN, PASSWORD, startSandbox } from './harness.ts';
import type { Harness } from './harness.ts';

const CLIENT_ID = 'checkout-sandbox';
const AUDIENCE = 'https://api.checkout.test';
const SCOPE = 'openid profile email offline_access';
const AUTH0_CLIENT = Buffer.from(JSON.stringify({ name: 'auth0-spa-js', version: '2.27.0' })).toString('base64');

interface Pkce { verifier: string; challenge: string }
const pkce = (): Pkce => {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
};

interface AuthorizeOptions { pkce: Pkce; state?: string; nonce?: string; params?: Record<string, string | null> }

function authorizePath({ pkce: p, state = 'state-1', nonce = 'nonce-1', params = {} }: AuthorizeOptions): string {
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

const get = (h: Harness, path: string, cookie?: string) =>
  fetch(`${h.url}${path}`, { redirect: 'manual', headers: cookie ? { cookie } : {} });

/** Runs the web_message page's own script with a stand-in opener and returns what it posted. */
function postedMessages(html: string, frame: 'popup' | 'iframe' = 'popup') {
  const script = /<script>([\s\S]*?)<\/script>/.exec(html)?.[1];
  if (!script) throw new Error('no script on the page');
  const posted: { message: unknown; targetOrigin: string }[] = [];
  const target = { postMessage: (message: unknown, targetOrigin: string) => posted.push({ message: JSON.parse(JSON.stringify(message)), targetOrigin }) };
  const window: Record<string, unknown> = frame === 'popup' ? { opener: target, parent: null } : { opener: null, parent: target };
  if (frame === 'popup') window.parent = window;
  runInNewContext(script, { window });
  return posted;
}

async function codeFrom(res: Response): Promise<string> {
  expect(res.status).toBe(200);
  const [posted] = postedMessages(await res.text());
  const message = posted?.message as { type: string; response: { code?: string } } | undefined;
  expect(message?.type).toBe('authorization_response');
  const code = message?.response.code;
  if (!code) throw new Error(`no code in ${JSON.stringify(posted)}`);
  return code;
}

async function tokenCall(h: Harness, params: Record<string, string>) {
  const res = await fetch(`${h.url}/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'auth0-client': AUTH0_CLIENT, origin: APP_ORIGIN },
    body: new URLSearchParams({ client_id: CLIENT_ID, ...params }),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown>, res };
}

interface Tokens { access_token: string; id_token: string; refresh_token?: string; scope: string; expires_in: number; token_type: string }

/** The whole code flow for a member signed in through the app (the bks_token cookie). */
async function signInWithToken(h: Harness, email = 'member@example.com', scope = SCOPE): Promise<{ tokens: Tokens; nonce: string }> {
  const authToken = await h.logIn(email);
  const p = pkce();
  const nonce = `n-${randomBytes(6).toString('hex')}`;
  const code = await codeFrom(await get(h, authorizePath({ pkce: p, nonce, params: { scope } }), `bks_token=${authToken}`));
  const { status, body } = await tokenCall(h, { grant_type: 'authorization_code', code, code_verifier: p.verifier, redirect_uri: APP_ORIGIN });
  expect(status).toBe(200);
  return { tokens: asTokens(body), nonce };
}

function asTokens(body: Record<string, unknown>): Tokens {
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

const jwksOf = (h: Harness) => createRemoteJWKSet(new URL(`${h.url}/.well-known/jwks.json`));
const accountId = (h: Harness, email: string) => h.sandbox.store.accountByEmail(email)?.id;

describe('OpenID Connect discovery (API-44)', () => {
  it('API-44: publishes the issuer with a trailing slash, its endpoints at the origin root, and an RS256 key', async () => {
    const h = await startSandbox();
    const config = await h.json<Record<string, unknown>>('/.well-known/openid-configuration');
    expect(config.status).toBe(200);
    expect(config.body).toMatchObject({
      issuer: `${h.url}/`,
      authorization_endpoint: `${h.url}/authorize`,
      token_endpoint: `${h.url}/oauth/token`,
      userinfo_endpoint: `${h.url}/userinfo`,
      jwks_uri: `${h.url}/.well-known/jwks.json`,
      code_challenge_methods_supported: ['S256'],
      id_token_signing_alg_values_supported: ['RS256'],
    });
    const jwks = await h.json<{ keys: Record<string, unknown>[] }>('/.well-known/jwks.json');
    expect(jwks.body.keys).toHaveLength(1);
    expect(jwks.body.keys[0]).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig' });
    expect(jwks.body.keys[0]).not.toHaveProperty('d');
  });
});

describe('code flow with PKCE for a member signed in through the app (SCOPE-14, STORAGE-1, API-44)', () => {
  it('turns a bks_token cookie into a code, then into verified ID and access tokens', async () => {
    const h = await startSandbox();
    const { tokens, nonce } = await signInWithToken(h);
    expect(tokens).toMatchObject({ token_type: 'Bearer', expires_in: 3600, scope: SCOPE });
    expect(tokens.refresh_token).toEqual(expect.any(String));

    const id = await jwtVerify(tokens.id_token, jwksOf(h), { issuer: `${h.url}/`, audience: CLIENT_ID });
    expect(id.protectedHeader.alg).toBe('RS256');
    expect(id.payload).toMatchObject({
      sub: accountId(h, 'member@example.com'),
      nonce,
      email: 'member@example.com',
      name: 'Maya Member',
      given_name: 'Maya',
      family_name: 'Member',
    });
    expect(id.payload.exp).toBeGreaterThan(id.payload.iat ?? Infinity);

    const access = await jwtVerify(tokens.access_token, jwksOf(h), { issuer: `${h.url}/`, audience: AUDIENCE });
    expect(access.payload.aud).toEqual([AUDIENCE, `${h.url}/userinfo`]);
    expect(access.payload).toMatchObject({ azp: CLIENT_ID, scope: SCOPE, sub: accountId(h, 'member@example.com') });
    expect(access.payload.jti).toEqual(expect.any(String));
  });

  it('answers the token call with CORS for the app, and uses the web_message target origin of the redirect_uri', async () => {
    const h = await startSandbox();
    const authToken = await h.logIn('member@example.com');
    const p = pkce();
    const page = await get(h, authorizePath({ pkce: p, params: { redirect_uri: `${APP_ORIGIN}/checkout/return` } }), `bks_token=${authToken}`);
    const html = await page.text();
    for (const frame of ['popup', 'iframe'] as const) {
      const [posted] = postedMessages(html, frame);
      expect(posted?.targetOrigin).toBe(APP_ORIGIN);
      expect(posted?.message).toEqual({ type: 'authorization_response', response: { code: expect.any(String), state: 'state-1' } });
    }
    const code = (postedMessages(html)[0]?.message as { response: { code: string } }).response.code;
    const { status, res } = await tokenCall(h, { grant_type: 'authorization_code', code, code_verifier: p.verifier, redirect_uri: `${APP_ORIGIN}/checkout/return` });
    expect(status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe(APP_ORIGIN);
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('gives two tokens minted in the same second different jti values', async () => {
    const h = await startSandbox();
    const first = await signInWithToken(h);
    const second = await signInWithToken(h);
    expect(decodeJwt(first.tokens.access_token).jti).not.toBe(decodeJwt(second.tokens.access_token).jti);
    expect(first.tokens.access_token).not.toBe(second.tokens.access_token);
  });

  it('refuses a reused code, a wrong code_verifier and a different redirect_uri with invalid_grant', async () => {
    const h = await startSandbox();
    const authToken = await h.logIn('member@example.com');
    const cookie = `bks_token=${authToken}`;

    const p = pkce();
    const code = await codeFrom(await get(h, authorizePath({ pkce: p }), cookie));
    const wrongVerifier = await tokenCall(h, { grant_type: 'authorization_code', code, code_verifier: pkce().verifier, redirect_uri: APP_ORIGIN });
    expect(wrongVerifier).toMatchObject({ status: 400, body: { error: 'invalid_grant' } });
    // The code was spent by the failed attempt, as a single-use code must be.
    const retry = await tokenCall(h, { grant_type: 'authorization_code', code, code_verifier: p.verifier, redirect_uri: APP_ORIGIN });
    expect(retry).toMatchObject({ status: 400, body: { error: 'invalid_grant' } });

    const p2 = pkce();
    const code2 = await codeFrom(await get(h, authorizePath({ pkce: p2 }), cookie));
    const wrongRedirect = await tokenCall(h, { grant_type: 'authorization_code', code: code2, code_verifier: p2.verifier, redirect_uri: `${APP_ORIGIN}/elsewhere` });
    expect(wrongRedirect).toMatchObject({ status: 400, body: { error: 'invalid_grant', error_description: expect.any(String) } });

    const wrongClient = await fetch(`${h.url}/oauth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ client_id: 'someone-else', grant_type: 'authorization_code', code: 'x' }),
    });
    expect(wrongClient.status).toBe(401);
    expect(await wrongClient.json()).toMatchObject({ error: 'invalid_client' });
  });

  it('accepts a JSON token request as well as a form-encoded one', async () => {
    const h = await startSandbox();
    const authToken = await h.logIn('member@example.com');
    const p = pkce();
    const code = await codeFrom(await get(h, authorizePath({ pkce: p }), `bks_token=${authToken}`));
    const res = await fetch(`${h.url}/oauth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ client_id: CLIENT_ID, grant_type: 'authorization_code', code, code_verifier: p.verifier, redirect_uri: APP_ORIGIN }),
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ id_token: expect.any(String), access_token: expect.any(String) });
  });

  it('leaves out the refresh token when offline_access is not asked for', async () => {
    const h = await startSandbox();
    const { tokens } = await signInWithToken(h, 'member@example.com', 'openid profile email');
    expect(tokens.refresh_token).toBeUndefined();
    expect(tokens.id_token).toEqual(expect.any(String));
  });
});

describe('the API accepts the issuer access token as a member bearer (ROLE-6, ROLE-7)', () => {
  it('ROLE-6, ROLE-7: verifies a good token and rejects a tampered one, an ID token and one from another sandbox', async () => {
    const h = await startSandbox();
    const other = await startSandbox();
    const { tokens } = await signInWithToken(h);
    const good = await h.json<{ member: { email: string } }>('/v1/are/member/profile', { token: tokens.access_token });
    expect(good.status).toBe(200);
    expect(good.body.member.email).toBe('member@example.com');

    const [header, payload, signature] = tokens.access_token.split('.');
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()) as Record<string, unknown>;
    const forged = Buffer.from(JSON.stringify({ ...claims, sub: accountId(h, 'firm.admin@example.com') })).toString('base64url');
    const { tokens: foreign } = await signInWithToken(other);
    for (const token of [`${header}.${forged}.${signature}`, `${header}.${payload}.${(signature ?? '').slice(0, -4)}AAAA`, tokens.id_token, foreign.access_token]) {
      const res = await h.json('/v1/are/member/profile', { token });
      expect(res.status).toBe(401);
    }
  });

  it('answers /userinfo for the access token and refuses a missing one', async () => {
    const h = await startSandbox();
    const { tokens } = await signInWithToken(h);
    const info = await h.json('/userinfo', { token: tokens.access_token });
    expect(info).toMatchObject({ status: 200, body: { sub: accountId(h, 'member@example.com'), email: 'member@example.com', name: 'Maya Member' } });
    expect((await h.call('/userinfo')).status).toBe(401);
  });
});

describe('the login page (PAGE0-4)', () => {
  async function openLogin(h: Harness, p: Pkce) {
    const res = await get(h, authorizePath({ pkce: p }));
    expect(res.status).toBe(200);
    const html = await res.text();
    const txn = /name="txn" value="([^"]+)"/.exec(html)?.[1];
    if (!txn) throw new Error('no transaction on the login page');
    return { html, txn, res };
  }
  const postLogin = (h: Harness, fields: Record<string, string>) =>
    fetch(`${h.url}/login`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields),
    });

  it('shows labelled Email and Password inputs and a Log in button, and may not be framed', async () => {
    const h = await startSandbox();
    const { html, res } = await openLogin(h, pkce());
    expect(html).toContain('<label for="email">Email</label>');
    expect(html).toMatch(/<input id="email" name="email" type="email"/);
    expect(html).toContain('<label for="password">Password</label>');
    expect(html).toMatch(/<input id="password" name="password" type="password"/);
    expect(html).toContain('<button type="submit">Log in</button>');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
  });

  it("keeps the email and says 'Wrong email or password.' on a wrong password, escaping what was typed", async () => {
    const h = await startSandbox();
    const { txn } = await openLogin(h, pkce());
    const wrong = await postLogin(h, { txn, email: 'member@example.com', password: 'nope' });
    expect(wrong.status).toBe(401);
    const html = await wrong.text();
    expect(html).toContain('Wrong email or password.');
    expect(html).toContain('value="member@example.com"');
    expect(wrong.headers.getSetCookie()).toEqual([]);

    const hostile = await postLogin(h, { txn, email: '"><script>alert(1)</script>', password: 'x' });
    const hostileHtml = await hostile.text();
    expect(hostileHtml).not.toContain('<script>alert(1)</script>');
    expect(hostileHtml).toContain('&quot;&gt;&lt;script&gt;');
  });

  it('signs in with the right password: sets the session cookie and returns the code page', async () => {
    const h = await startSandbox();
    const p = pkce();
    const { txn } = await openLogin(h, p);
    const ok = await postLogin(h, { txn, email: 'Member@Example.com', password: PASSWORD });
    const cookies = ok.headers.getSetCookie();
    expect(cookies).toHaveLength(1);
    expect(cookies[0]).toMatch(/^sandbox_idp_session=[^;]+; Path=\/; Max-Age=86400; HttpOnly; SameSite=Lax$/);
    const code = await codeFrom(ok);
    const { status, body } = await tokenCall(h, { grant_type: 'authorization_code', code, code_verifier: p.verifier, redirect_uri: APP_ORIGIN });
    expect(status).toBe(200);
    expect(decodeJwt(String(body.id_token))).toMatchObject({ sub: accountId(h, 'member@example.com'), nonce: 'nonce-1' });

    // The transaction is spent, and the session now answers a silent sign-in without a prompt.
    expect((await postLogin(h, { txn, email: 'member@example.com', password: PASSWORD })).status).toBe(400);
    const session = (cookies[0] ?? '').split(';')[0] ?? '';
    await codeFrom(await get(h, authorizePath({ pkce: pkce(), params: { prompt: 'none' } }), session));
  });

  it('redirects with code and state in query mode', async () => {
    const h = await startSandbox();
    const authToken = await h.logIn('member@example.com');
    const res = await get(h, authorizePath({ pkce: pkce(), params: { response_mode: 'query', redirect_uri: `${APP_ORIGIN}/callback` } }), `bks_token=${authToken}`);
    expect(res.status).toBe(302);
    const location = new URL(res.headers.get('location') ?? '');
    expect(`${location.origin}${location.pathname}`).toBe(`${APP_ORIGIN}/callback`);
    expect(location.searchParams.get('code')).toEqual(expect.any(String));
    expect(location.searchParams.get('state')).toBe('state-1');
  });
});

describe('authorize refusals (ERR-IDP-1)', () => {
  it('answers prompt=none without a session with login_required, by web_message and by query', async () => {
    const h = await startSandbox();
    const silent = await get(h, authorizePath({ pkce: pkce(), params: { prompt: 'none' } }), 'bks_token=not-a-member-token');
    const [posted] = postedMessages(await silent.text(), 'iframe');
    expect(posted?.message).toEqual({ type: 'authorization_response', response: { error: 'login_required', error_description: 'Login required', state: 'state-1' } });

    const query = await get(h, authorizePath({ pkce: pkce(), params: { prompt: 'none', response_mode: 'query' } }));
    const location = new URL(query.headers.get('location') ?? '');
    expect(location.searchParams.get('error')).toBe('login_required');
    expect(location.searchParams.get('state')).toBe('state-1');
  });

  it('shows an error page, never a redirect, for an unknown client or a redirect_uri off the app origins', async () => {
    const h = await startSandbox();
    const refusals: Record<string, string | null>[] = [{ client_id: 'intruder' }, { redirect_uri: 'https://evil.example/cb' }, { redirect_uri: null }];
    for (const params of refusals) {
      const res = await get(h, authorizePath({ pkce: pkce(), params }));
      expect(res.status).toBe(400);
      expect(res.headers.get('location')).toBeNull();
      expect(await res.text()).not.toContain('postMessage');
    }
  });

  it('sends back invalid_request when PKCE S256 is missing, and access_denied for an unknown API', async () => {
    const h = await startSandbox();
    const cases: [Record<string, string | null>, string][] = [
      [{ code_challenge: null }, 'invalid_request'],
      [{ code_challenge_method: 'plain' }, 'invalid_request'],
      [{ audience: 'https://other.api' }, 'access_denied'],
      [{ response_type: 'token' }, 'unsupported_response_type'],
    ];
    for (const [params, error] of cases) {
      const [posted] = postedMessages(await (await get(h, authorizePath({ pkce: pkce(), params }))).text());
      expect(posted?.message).toMatchObject({ type: 'authorization_response', response: { error, state: 'state-1' } });
    }
  });

  it('shows the login page for prompt=login even with a session', async () => {
    const h = await startSandbox();
    const authToken = await h.logIn('member@example.com');
    const res = await get(h, authorizePath({ pkce: pkce(), params: { prompt: 'login' } }), `bks_token=${authToken}`);
    expect(await res.text()).toContain('<button type="submit">Log in</button>');
  });
});

describe('refresh-token rotation (SCOPE-14)', () => {
  it('issues a new refresh token and an id_token on each refresh; the old one is then refused', async () => {
    const h = await startSandbox();
    const { tokens } = await signInWithToken(h);
    const first = tokens.refresh_token ?? '';

    const refreshed = await tokenCall(h, { grant_type: 'refresh_token', refresh_token: first, redirect_uri: APP_ORIGIN });
    expect(refreshed.status).toBe(200);
    const second = String(refreshed.body.refresh_token);
    expect(second).not.toBe(first);
    const id = await jwtVerify(String(refreshed.body.id_token), jwksOf(h), { issuer: `${h.url}/`, audience: CLIENT_ID });
    expect(id.payload.sub).toBe(accountId(h, 'member@example.com'));
    expect(id.payload.nonce).toBeUndefined();
    await jwtVerify(String(refreshed.body.access_token), jwksOf(h), { issuer: `${h.url}/`, audience: AUDIENCE });
    expect(refreshed.body).toMatchObject({ scope: SCOPE, token_type: 'Bearer', expires_in: 3600 });

    const third = await tokenCall(h, { grant_type: 'refresh_token', refresh_token: second });
    expect(third.status).toBe(200);

    const replay = await tokenCall(h, { grant_type: 'refresh_token', refresh_token: first });
    expect(replay).toMatchObject({ status: 400, body: { error: 'invalid_grant', error_description: 'Unknown or invalid refresh token.' } });
    // Reuse means the token leaked: the whole family is revoked, the newest token included.
    const newest = await tokenCall(h, { grant_type: 'refresh_token', refresh_token: String(third.body.refresh_token) });
    expect(newest).toMatchObject({ status: 400, body: { error: 'invalid_grant' } });
  });

  it('refuses an unknown refresh token and an unsupported grant', async () => {
    const h = await startSandbox();
    expect(await tokenCall(h, { grant_type: 'refresh_token', refresh_token: 'made-up' })).toMatchObject({ status: 400, body: { error: 'invalid_grant' } });
    expect(await tokenCall(h, { grant_type: 'password' })).toMatchObject({ status: 400, body: { error: 'unsupported_grant_type' } });
  });
});

describe('logout (SCOPE-14, STORAGE-1)', () => {
  it('ends the issuer session, clears bks_token and returns to the app', async () => {
    const h = await startSandbox();
    const p = pkce();
    const login = await get(h, authorizePath({ pkce: p }));
    const txn = /name="txn" value="([^"]+)"/.exec(await login.text())?.[1] ?? '';
    const signedIn = await fetch(`${h.url}/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ txn, email: 'member@example.com', password: PASSWORD }),
    });
    const session = (signedIn.headers.getSetCookie()[0] ?? '').split(';')[0] ?? '';
    const authToken = await h.logIn('member@example.com');

    const returnTo = `${APP_ORIGIN}/price_are5_pro_monthly`;
    const out = await get(h, `/v2/logout?returnTo=${encodeURIComponent(returnTo)}&client_id=${CLIENT_ID}`, `${session}; bks_token=${authToken}`);
    expect(out.status).toBe(302);
    expect(out.headers.get('location')).toBe(returnTo);
    const cleared = out.headers.getSetCookie();
    expect(cleared).toEqual(expect.arrayContaining([expect.stringMatching(/^sandbox_idp_session=; Path=\/; Max-Age=0/), expect.stringMatching(/^bks_token=; Path=\/; Max-Age=0/)]));

    // The old session cookie, if a browser kept it, no longer signs anyone in.
    const silent = await get(h, authorizePath({ pkce: pkce(), params: { prompt: 'none' } }), session);
    expect(postedMessages(await silent.text())[0]?.message).toMatchObject({ response: { error: 'login_required' } });
  });

  it('does not redirect to a returnTo off the app origins', async () => {
    const h = await startSandbox();
    const out = await get(h, `/v2/logout?returnTo=${encodeURIComponent('https://evil.example/')}`);
    expect(out.status).toBe(400);
    expect(out.headers.get('location')).toBeNull();
    expect(out.headers.getSetCookie()).toHaveLength(2);
  });
});

describe('password reset through the identity provider (API-37, KNOWN-6)', () => {
  it("answers the reset text and records the request", async () => {
    const h = await startSandbox();
    const res = await h.call('/dbconnections/change_password', {
      body: { client_id: CLIENT_ID, email: 'member@example.com', connection: 'Username-Password-Authentication' },
      headers: { origin: APP_ORIGIN },
    });
    expect(res.status).toBe(200);
    expect(await res.text()).toBe("We've just sent you an email to reset your password.");
    expect(res.headers.get('access-control-allow-origin')).toBe(APP_ORIGIN);
    expect(h.sandbox.store.state.password_resets).toEqual([{ email: 'member@example.com', at: '2026-11-22T12:00:00.000Z' }]);
  });

  it('refuses a call without the client id or the email', async () => {
    const h = await startSandbox();
    for (const body of [{ email: 'member@example.com', connection: 'c' }, { client_id: CLIENT_ID, connection: 'c' }]) {
      expect((await h.call('/dbconnections/change_password', { body })).status).toBe(400);
    }
    expect(h.sandbox.store.state.password_resets).toEqual([]);
  });
});
