// The sandbox's OpenID Connect issuer, shaped like Auth0 so the real @auth0/auth0-spa-js SDK signs
// in against it: discovery and keys, /authorize with its login page, /oauth/token, /userinfo,
// /v2/logout and the password-reset call, all at the root of the sandbox origin.
import type { Router } from '../http.ts';
import type { IdentityVerifier, Store } from '../context.ts';
import { registerAuthorize } from './authorize-routes.ts';
import { registerDiscovery } from './discovery-routes.ts';
import { createGrantStore } from './grants.ts';
import type { IssuerContext } from './issuer-context.ts';
import { createSigningKey } from './keys.ts';
import { createLoginTransactions } from './login-transactions.ts';
import { registerPasswordReset } from './password-reset-route.ts';
import { registerSessionRoutes } from './session-routes.ts';
import { createSessions, signedInAccount } from './sessions.ts';
import { registerToken } from './token-route.ts';
import { createTokenMinter } from './tokens.ts';

export interface IdentityOptions {
  origin: string;
  clientId: string;
  audience: string;
  appOrigins: string[];
  store: Store;
  now(): Date;
}

export interface IdentityProvider {
  verifier: IdentityVerifier;
  register(router: Router): void;
}

export async function createIdentityProvider(options: IdentityOptions): Promise<IdentityProvider> {
  const origin = options.origin.replace(/\/+$/, '');
  const issuer = `${origin}/`;
  const key = await createSigningKey();
  const tokens = createTokenMinter({ issuer, clientId: options.clientId, key });
  const sessions = createSessions();

  const accountIdOfAccessToken = async (token: string): Promise<string | null> =>
    (await tokens.verifyAccessToken(token, options.audience))?.sub ?? null;

  const ctx: IssuerContext = {
    origin,
    issuer,
    clientId: options.clientId,
    audience: options.audience,
    appOrigins: options.appOrigins,
    store: options.store,
    now: options.now,
    key,
    tokens,
    grants: createGrantStore(),
    sessions,
    transactions: createLoginTransactions(),
    signedIn: (req) => signedInAccount(req, { store: options.store, sessions, accountIdOfAccessToken }),
  };

  return {
    verifier: { verifyAccessToken: accountIdOfAccessToken },
    register(router) {
      registerDiscovery(router, ctx);
      registerAuthorize(router, ctx);
      registerToken(router, ctx);
      registerSessionRoutes(router, ctx);
      registerPasswordReset(router, ctx);
    },
  };
}
