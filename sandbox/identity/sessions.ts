// Who is signed in at the issuer. Two things count as a session: the issuer's own cookie, set
// after a login on its page (one day), and the app's bks_token cookie holding a member token.
// The app (localhost:5173) and the issuer (localhost:4320) share cookies because cookies ignore
// ports, so a sign-in through the app's own dialogs needs no second prompt here (ADR 0003).
import { randomBytes } from 'node:crypto';
import type { Store } from '../context.ts';
import type { Request } from '../http.ts';
import type { AccountRecord } from '../state.ts';

export const SESSION_COOKIE = 'sandbox_idp_session';
export const TOKEN_COOKIE = 'bks_token';
const SESSION_SECONDS = 86_400;

interface Session {
  accountId: string;
  expiresAt: number;
}

export function sessionCookie(id: string): string {
  return `${SESSION_COOKIE}=${id}; Path=/; Max-Age=${SESSION_SECONDS}; HttpOnly; SameSite=Lax`;
}

/** Expires a cookie set with Path=/ and no Domain (how the sandbox app sets bks_token too). */
export const clearedCookie = (name: string): string =>
  `${name}=; Path=/; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; SameSite=Lax`;

export function createSessions(clock: () => number = Date.now) {
  const sessions = new Map<string, Session>();
  return {
    start(accountId: string): string {
      const now = clock();
      for (const [id, s] of sessions) if (s.expiresAt <= now) sessions.delete(id);
      const id = randomBytes(24).toString('base64url');
      sessions.set(id, { accountId, expiresAt: now + SESSION_SECONDS * 1000 });
      return id;
    },
    accountIdOf(id: string): string | null {
      const session = sessions.get(id);
      return session && session.expiresAt > clock() ? session.accountId : null;
    },
    end(id: string): void {
      sessions.delete(id);
    },
  };
}

export type Sessions = ReturnType<typeof createSessions>;

export interface SessionSources {
  store: Store;
  sessions: Sessions;
  /** The account id of a valid access token of this issuer (the app may keep one in bks_token). */
  accountIdOfAccessToken(token: string): Promise<string | null>;
}

/**
 * The signed-in account, or null. bks_token wins over the issuer's own cookie: it carries the
 * app's latest sign-in, which may be a different account than an older login on this page.
 */
export async function signedInAccount(req: Request, sources: SessionSources): Promise<AccountRecord | null> {
  const { store, sessions } = sources;
  const token = req.cookies[TOKEN_COOKIE];
  if (token) {
    const byToken = store.accountByAuthToken(token);
    if (byToken) return byToken;
    const accountId = await sources.accountIdOfAccessToken(token);
    const byAccessToken = accountId ? store.accountById(accountId) : undefined;
    if (byAccessToken) return byAccessToken;
  }
  const sessionId = req.cookies[SESSION_COOKIE];
  const accountId = sessionId ? sessions.accountIdOf(sessionId) : null;
  // A reset may have removed the account the session names.
  return (accountId && store.accountById(accountId)) || null;
}
