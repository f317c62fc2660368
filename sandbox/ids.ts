// Random identifiers in the provider's formats ('mem_…', 'sub_…', 'pi_…', 'req_…').
import { createHash, randomBytes } from 'node:crypto';

export const randomToken = (bytes = 12): string => randomBytes(bytes).toString('hex');

export const newId = (prefix: string): string => `${prefix}_${randomToken(9)}`;

/** A request id for 5xx bodies, e.g. 'req_8f2k…'. */
export const newRequestId = (): string => newId('req');

/** Seeded accounts keep one id across resets, so tokens the issuer minted before a reset still name them. */
export const stableId = (prefix: string, seed: string): string =>
  `${prefix}_${createHash('sha256').update(seed).digest('hex').slice(0, 16)}`;

/** The client secret of a payment or setup intent, as the card provider shapes it. */
export const clientSecretFor = (intentId: string): string => `${intentId}_secret_${randomToken(12)}`;
