// Minting and checking the issuer's JWTs. Token times follow the real clock, not the sandbox's
// business clock: the SDK checks `exp` against the browser's clock and the API's jose check
// against the server's, so a pinned business date must not make fresh tokens look expired.
import { randomUUID } from 'node:crypto';
import type { JWTPayload } from 'jose';
import { SignJWT, jwtVerify } from 'jose';
import type { AccountRecord } from '../state.ts';
import type { SigningKey } from './keys.ts';
import { SIGNING_ALG } from './keys.ts';
import { hasScope } from './scopes.ts';

export const ACCESS_TOKEN_SECONDS = 3600;
export const ID_TOKEN_SECONDS = 36_000;

export interface TokenSettings {
  /** `${origin}/`: the trailing slash is what the SDK expects in `iss`. */
  issuer: string;
  clientId: string;
  key: SigningKey;
}

/** What a token is issued for: whose, which scopes, which API, and the login's nonce. */
export interface Grant {
  account: AccountRecord;
  scope: string;
  audience: string;
  nonce: string | null;
}

export const userinfoAudience = (issuer: string): string => `${issuer}userinfo`;

/** The profile claims the scopes allow (OpenID Connect's standard claims). */
export function profileClaims(account: AccountRecord, scope: string): Record<string, string | boolean> {
  const claims: Record<string, string | boolean> = {};
  if (hasScope(scope, 'profile')) {
    claims.name = `${account.first_name} ${account.last_name}`.trim();
    claims.given_name = account.first_name;
    claims.family_name = account.last_name;
  }
  if (hasScope(scope, 'email')) {
    claims.email = account.email;
    claims.email_verified = true;
  }
  return claims;
}

const nowSeconds = (): number => Math.floor(Date.now() / 1000);

export function createTokenMinter(settings: TokenSettings) {
  const { issuer, clientId, key } = settings;
  const header = { alg: SIGNING_ALG, typ: 'JWT', kid: key.kid };

  return {
    async idToken(grant: Grant): Promise<string> {
      const iat = nowSeconds();
      const payload: JWTPayload = { ...profileClaims(grant.account, grant.scope) };
      if (grant.nonce) payload.nonce = grant.nonce;
      return new SignJWT(payload)
        .setProtectedHeader(header)
        .setIssuer(issuer)
        .setAudience(clientId)
        .setSubject(grant.account.id)
        .setIssuedAt(iat)
        .setExpirationTime(iat + ID_TOKEN_SECONDS)
        // Two tokens minted in the same second must still differ.
        .setJti(randomUUID())
        .sign(key.privateKey);
    },

    async accessToken(grant: Grant): Promise<string> {
      const iat = nowSeconds();
      return new SignJWT({ azp: clientId, scope: grant.scope })
        .setProtectedHeader(header)
        .setIssuer(issuer)
        .setAudience([grant.audience, userinfoAudience(issuer)])
        .setSubject(grant.account.id)
        .setIssuedAt(iat)
        .setExpirationTime(iat + ACCESS_TOKEN_SECONDS)
        .setJti(randomUUID())
        .sign(key.privateKey);
    },

    /** The claims of a valid access token for `audience`, or null (bad signature, issuer, audience, expiry). */
    async verifyAccessToken(token: string, audience: string): Promise<JWTPayload | null> {
      try {
        const { payload } = await jwtVerify(token, key.publicKey, { issuer, audience, algorithms: [SIGNING_ALG] });
        return typeof payload.sub === 'string' ? payload : null;
      } catch {
        return null;
      }
    },
  };
}

export type TokenMinter = ReturnType<typeof createTokenMinter>;
