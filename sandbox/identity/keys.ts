// The issuer's signing key: one RS256 key pair per process (tokens from a previous run stop
// verifying after a restart, which is what a key rotation does to a real tenant's old tokens).
// Sandboxes in one process share it: RSA generation costs ~0.3 s and tests start many sandboxes.
import type { CryptoKey, JWK } from 'jose';
import { calculateJwkThumbprint, exportJWK, generateKeyPair } from 'jose';

export const SIGNING_ALG = 'RS256';

export interface SigningKey {
  kid: string;
  privateKey: CryptoKey;
  publicKey: CryptoKey;
  /** The public half as published at /.well-known/jwks.json. */
  publicJwk: JWK;
}

let processKey: Promise<SigningKey> | undefined;

export function createSigningKey(): Promise<SigningKey> {
  processKey ??= makeSigningKey();
  return processKey;
}

async function makeSigningKey(): Promise<SigningKey> {
  const { privateKey, publicKey } = await generateKeyPair(SIGNING_ALG);
  const jwk = await exportJWK(publicKey);
  const kid = await calculateJwkThumbprint(jwk);
  return { kid, privateKey, publicKey, publicJwk: { ...jwk, kid, alg: SIGNING_ALG, use: 'sig' } };
}
