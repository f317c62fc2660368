// What the issuer remembers between calls: single-use authorization codes and rotating refresh
// tokens. In memory only: the signing key is new on each start, so nothing issued before a
// restart could be honoured anyway.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { AuthorizeRequest } from './authorize-request.ts';

const CODE_SECONDS = 300;
const REFRESH_TOKEN_SECONDS = 30 * 86_400;

export interface IssuedCode {
  request: AuthorizeRequest;
  accountId: string;
  expiresAt: number;
}

export interface RefreshRecord {
  accountId: string;
  scope: string;
  audience: string;
  /** Every token rotated from one login shares a family, so a replay can end them all. */
  family: string;
  used: boolean;
  expiresAt: number;
}

export type Rotation =
  | { ok: true; record: RefreshRecord }
  | { ok: false; reason: 'unknown' | 'expired' | 'reused' };

const opaque = (): string => randomBytes(32).toString('base64url');

/** RFC 7636 S256: BASE64URL(SHA256(code_verifier)) must equal the code_challenge. */
export function pkceMatches(verifier: string, challenge: string): boolean {
  if (!/^[A-Za-z0-9\-._~]{43,128}$/.test(verifier)) return false;
  const computed = Buffer.from(createHash('sha256').update(verifier).digest('base64url'));
  const expected = Buffer.from(challenge);
  return computed.length === expected.length && timingSafeEqual(computed, expected);
}

export function createGrantStore(clock: () => number = Date.now) {
  const codes = new Map<string, IssuedCode>();
  const refreshTokens = new Map<string, RefreshRecord>();

  const prune = (): void => {
    const now = clock();
    for (const [code, issued] of codes) if (issued.expiresAt <= now) codes.delete(code);
    for (const [token, record] of refreshTokens) if (record.expiresAt <= now) refreshTokens.delete(token);
  };

  return {
    issueCode(request: AuthorizeRequest, accountId: string): string {
      prune();
      const code = opaque();
      codes.set(code, { request, accountId, expiresAt: clock() + CODE_SECONDS * 1000 });
      return code;
    },

    /** A code works once; a second use finds nothing. */
    redeemCode(code: string): IssuedCode | null {
      const issued = codes.get(code);
      codes.delete(code);
      return issued && issued.expiresAt > clock() ? issued : null;
    },

    issueRefreshToken(grant: { accountId: string; scope: string; audience: string; family?: string }): string {
      prune();
      const token = opaque();
      refreshTokens.set(token, {
        accountId: grant.accountId,
        scope: grant.scope,
        audience: grant.audience,
        family: grant.family ?? opaque(),
        used: false,
        expiresAt: clock() + REFRESH_TOKEN_SECONDS * 1000,
      });
      return token;
    },

    /**
     * Spends a refresh token. A spent token presented again means it leaked (or a client lost
     * a race): the whole family is revoked, as Auth0's rotation with reuse detection does.
     */
    spendRefreshToken(token: string): Rotation {
      const record = refreshTokens.get(token);
      if (!record) return { ok: false, reason: 'unknown' };
      if (record.expiresAt <= clock()) {
        refreshTokens.delete(token);
        return { ok: false, reason: 'expired' };
      }
      if (record.used) {
        for (const [other, r] of refreshTokens) if (r.family === record.family) refreshTokens.delete(other);
        return { ok: false, reason: 'reused' };
      }
      record.used = true;
      return { ok: true, record };
    },
  };
}

export type GrantStore = ReturnType<typeof createGrantStore>;
