// VALID-SIGNUP-8: the sister product's name the sign-up dialog shows ('Email already exists on …').
// Sandbox mode: the sandbox catalogue's sister_product_name; live mode: VITE_SISTER_PRODUCT_NAME,
// else the checkout's neutral fallback words.
import type { Config } from './config.ts';

export const SANDBOX_SISTER_PRODUCT_NAME = 'Atlas Network';

// The one setting read, not import.meta.env whole: that would put every VITE_ variable into the bundle.
const BUILD_ENV = { VITE_SISTER_PRODUCT_NAME: import.meta.env.VITE_SISTER_PRODUCT_NAME };

export function sisterProductNameFor(config: Pick<Config, 'mode'>, env: Record<string, unknown> = BUILD_ENV): string | undefined {
  const configured = env.VITE_SISTER_PRODUCT_NAME;
  if (typeof configured === 'string' && configured.trim() !== '') return configured.trim();
  return config.mode === 'sandbox' ? SANDBOX_SISTER_PRODUCT_NAME : undefined;
}
