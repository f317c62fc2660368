// What the issuer's route modules share: its settings, the account store and its memories.
import type { Store } from '../context.ts';
import type { Request, Reply } from '../http.ts';
import { json } from '../http.ts';
import type { AccountRecord } from '../state.ts';
import type { GrantStore } from './grants.ts';
import type { SigningKey } from './keys.ts';
import type { LoginTransactions } from './login-transactions.ts';
import type { Sessions } from './sessions.ts';
import type { TokenMinter } from './tokens.ts';

export interface IssuerContext {
  /** The sandbox origin, e.g. http://localhost:4320 (no trailing slash). */
  origin: string;
  /** `${origin}/`, the `iss` of every token. */
  issuer: string;
  clientId: string;
  audience: string;
  appOrigins: string[];
  store: Store;
  now(): Date;
  key: SigningKey;
  tokens: TokenMinter;
  grants: GrantStore;
  sessions: Sessions;
  transactions: LoginTransactions;
  signedIn(req: Request): Promise<AccountRecord | null>;
}

/** The answers of the issuer's pages and token calls must never be cached. */
export const NO_STORE = { 'cache-control': 'no-store', pragma: 'no-cache' } as const;

/** OAuth 2's error body (RFC 6749 §5.2). */
export const oauthError = (status: number, error: string, description: string): Reply =>
  json(status, { error, error_description: description }, { ...NO_STORE });

/** A string field of a form or JSON body. */
export function field(body: unknown, name: string): string | undefined {
  if (typeof body !== 'object' || body === null || !Object.hasOwn(body, name)) return undefined;
  const value: unknown = Reflect.get(body, name);
  return typeof value === 'string' ? value : undefined;
}
