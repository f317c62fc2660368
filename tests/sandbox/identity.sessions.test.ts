// The sandbox's OpenID Connect issuer over real HTTP, as the Auth0 SPA SDK drives it: the login page,
// refused authorizations, silent sign-in, refresh rotation, logout and password reset.
import { decodeJwt, jwtVerify } from 'jose';
import { describe, expect, it } from 'vitest';
import { APP_ORIGIN, PASSWORD, startSandbox } from './harness.ts';
import type { Harness } from './harness.ts';
import { CLIENT_ID, AUDIENCE, SCOPE, type Pkce, pkce, authorizePath, get, postedMessages, codeFrom, tokenCall, signInWithToken, jwksOf, accountId } from './identity-client.ts';

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
