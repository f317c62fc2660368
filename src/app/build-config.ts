// The configuration this build was made with (ADR 0024). Vite replaces import.meta.env.MODE and
// each setting read below with its value at build time, so a live build holds the live settings
// only, and its sandbox branch (with the sandbox's addresses) is dropped as dead code. Reading
// import.meta.env whole would inline every VITE_ variable of the build's environment instead.
import { liveConfig, orConfigError, sandboxConfig, type Config, type ConfigError } from './config.ts';

export function configOfThisBuild(): Config | ConfigError {
  const shared = {
    VITE_BRAND_NAME: import.meta.env.VITE_BRAND_NAME,
    VITE_BRAND_LOGO_URL: import.meta.env.VITE_BRAND_LOGO_URL,
    VITE_WIDGET_PRICE_ID: import.meta.env.VITE_WIDGET_PRICE_ID,
  };
  // The literal, not SANDBOX_MODE: the bundler folds this comparison only when both sides are literals.
  if (import.meta.env.MODE === 'sandbox') return sandboxConfig({ ...shared, VITE_SANDBOX_URL: import.meta.env.VITE_SANDBOX_URL });
  const live = {
    ...shared,
    VITE_API_URL: import.meta.env.VITE_API_URL,
    VITE_AUTH0_DOMAIN: import.meta.env.VITE_AUTH0_DOMAIN,
    VITE_AUTH0_CLIENT_ID: import.meta.env.VITE_AUTH0_CLIENT_ID,
    VITE_AUTH0_AUDIENCE: import.meta.env.VITE_AUTH0_AUDIENCE,
    VITE_AUTH0_CONNECTION: import.meta.env.VITE_AUTH0_CONNECTION,
    VITE_STRIPE_PUBLISHABLE_KEY: import.meta.env.VITE_STRIPE_PUBLISHABLE_KEY,
    VITE_MARKETING_URL: import.meta.env.VITE_MARKETING_URL,
    VITE_LEARN_URL: import.meta.env.VITE_LEARN_URL,
    VITE_PRICING_INDIVIDUAL_URL: import.meta.env.VITE_PRICING_INDIVIDUAL_URL,
    VITE_PRICING_FIRM_URL: import.meta.env.VITE_PRICING_FIRM_URL,
    VITE_LEARN_GROUPS_URL: import.meta.env.VITE_LEARN_GROUPS_URL,
    VITE_RESET_PASSWORD_URL: import.meta.env.VITE_RESET_PASSWORD_URL,
    VITE_TERMS_URL: import.meta.env.VITE_TERMS_URL,
    VITE_PRIVACY_URL: import.meta.env.VITE_PRIVACY_URL,
    VITE_COOKIE_DOMAIN: import.meta.env.VITE_COOKIE_DOMAIN,
    VITE_CHAT_WIDGET_URL: import.meta.env.VITE_CHAT_WIDGET_URL,
    VITE_TELEMETRY_KEY: import.meta.env.VITE_TELEMETRY_KEY,
  };
  // liveConfig, not loadConfig: loadConfig would bring the sandbox branch back into a live build.
  return orConfigError(() => liveConfig(live));
}
