// The identity client's settings (spec section 9) as the adapter hands them to the Auth0 SDK, and
// the two the SDK fixes itself (lock wait, retries), checked against the installed SDK's source.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { auth0Options } from '../../../src/adapters/identity/auth0.ts';

const options = auth0Options({ domain: 'http://localhost:4320', clientId: 'checkout-sandbox', audience: 'https://api.checkout.test' }, 'http://localhost:4183');

describe('identity client settings (CONST-44..52)', () => {
  it('CONST-44: scope openid profile email; the audience and the app origin as redirect_uri', () => {
    expect(options.authorizationParams).toEqual({ audience: 'https://api.checkout.test', redirect_uri: 'http://localhost:4183', scope: 'openid profile email' });
    expect(options.domain).toBe('http://localhost:4320');
    // An explicit http issuer is rewritten to https by the SDK and fails: it stays unset.
    expect(options.issuer).toBeUndefined();
  });

  it('CONST-45, CONST-46, CONST-47, CONST-48, CONST-51: timeouts 10 s / 60 s, leeway 60 s, session cookie 1 day', () => {
    expect(options).toMatchObject({ httpTimeoutInSeconds: 10, authorizeTimeoutInSeconds: 60, leeway: 60, sessionCheckExpiryDays: 1 });
  });

  it('CONST-52, SCOPE-14: memory cache, refresh tokens with the iframe as fallback', () => {
    expect(options).toMatchObject({ cacheLocation: 'memory', useRefreshTokens: true, useRefreshTokensFallback: true });
  });

  it('CONST-49, CONST-50: the SDK itself waits 5 s for its locks and tries token requests 3 times', () => {
    const require = createRequire(import.meta.url);
    const dist = dirname(require.resolve('@auth0/auth0-spa-js'));
    const constants = readFileSync(join(dist, '..', 'typings', 'constants.d.ts'), 'utf8');
    expect(constants).toContain('DEFAULT_SILENT_TOKEN_RETRY_COUNT = 3');
    const bundle = readFileSync(join(dist, '..', 'auth0-spa-js.production.esm.js'), 'utf8');
    expect(bundle).toMatch(/runWithLock\([^,]+,5e3/);
  });
});
