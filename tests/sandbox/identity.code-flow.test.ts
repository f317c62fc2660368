// The sandbox's OpenID Connect issuer over real HTTP, as the Auth0 SPA SDK drives it: discovery, the
// code flow with PKCE, and its access token as the API's member bearer.
import { decodeJwt, jwtVerify } from 'jose';
import { describe, expect, it } from 'vitest';
import { APP_ORIGIN, startSandbox } from './harness.ts';
import { CLIENT_ID, AUDIENCE, SCOPE, pkce, authorizePath, get, postedMessages, codeFrom, tokenCall, signInWithToken, jwksOf, accountId } from './identity-client.ts';

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
