// The issuer's signing key: one RS256 key pair made at start (tokens from a previous run stop
// verifying after a restart, which is what a key rotation does to a real tenant's old tokens).
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

export async function createSigningKey(): Promise<SigningKey> {
  const { privateKey, publicKey } = await generateKeyPair(SIGNING_ALG);
  const jwk = await exportJWK(publicKey);
  const kid = await calculateJwkThumbprint(jwk);
  return { kid, privateKey, publicKey, publicJwk: { ...jwk, kid, alg: SIGNING_ALG, use: 'sig' } };
}
