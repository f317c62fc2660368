// What every sandbox module receives: the store, the clock, the origins, and the identity verifier.
import type { State, AccountRecord } from './state.ts';

export interface Store {
  /** The live records; mutate them, then call save(). */
  readonly state: State;
  /** Persist (to the data file when one is configured; a no-op in memory mode). */
  save(): void;
  /** Restore the seed from the catalogue. */
  reset(): void;
  accountByEmail(email: string): AccountRecord | undefined;
  accountByAuthToken(token: string): AccountRecord | undefined;
  accountById(id: string): AccountRecord | undefined;
}

export interface IdentityVerifier {
  /** The account id of a valid access token from the sandbox issuer, or null. */
  verifyAccessToken(token: string): Promise<string | null>;
}

export interface SandboxContext {
  /** The sandbox's own origin, e.g. http://localhost:4320 (also the issuer, with a trailing slash as iss). */
  origin: string;
  /** Origins allowed by CORS (the app's dev and preview origins). */
  appOrigins: string[];
  store: Store;
  now(): Date;
  identity: IdentityVerifier;
  /** The OAuth client id the app uses (sandbox default 'checkout-sandbox'). */
  clientId: string;
  /** The API audience the app asks tokens for (sandbox default 'https://api.checkout.test'). */
  audience: string;
}
