// The app's configuration: sandbox mode by default, live mode when VITE_API_URL is set.
// Validated with valibot at start so a missing variable fails with its name, not later.
import * as v from 'valibot';

export interface ExternalUrls {
  marketingHome: string;
  pricingIndividual: string;
  pricingFirm: string;
  learn: string;
  learnGroups: string;
  resetPassword: string;
  terms: string;
  privacy: string;
}

export interface Config {
  mode: 'sandbox' | 'live';
  apiUrl: string;
  identity: { domain: string; clientId: string; audience: string; connection: string };
  /** Live mode only: the Stripe publishable key. */
  stripePublishableKey: string | null;
  urls: ExternalUrls;
  /** The shared provider domain of the bks_token cookie; null means the current host. */
  cookieDomain: string | null;
  brand: { name: string; logoUrl: string | null };
  /** The widget's default product (spec 9): separate sandbox and live price ids. */
  widgetPriceId: string;
  /** Live-mode integrations; all off unless configured. */
  chatWidgetUrl: string | null;
  telemetryKey: string | null;
}

const nonEmpty = v.pipe(v.string(), v.trim(), v.minLength(1));
const url = v.pipe(v.string(), v.trim(), v.url());

const LiveEnv = v.object({
  VITE_API_URL: url,
  VITE_AUTH0_DOMAIN: url,
  VITE_AUTH0_CLIENT_ID: nonEmpty,
  VITE_AUTH0_AUDIENCE: nonEmpty,
  VITE_STRIPE_PUBLISHABLE_KEY: v.pipe(nonEmpty, v.startsWith('pk_')),
  VITE_MARKETING_URL: url,
  VITE_LEARN_URL: url,
  VITE_WIDGET_PRICE_ID: nonEmpty,
});

export class ConfigError extends Error {
  override name = 'ConfigError';
}

export type Env = Record<string, string | boolean | undefined>;

const text = (env: Env, key: string): string | undefined => {
  const value = env[key];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
};

const trimSlash = (s: string) => s.replace(/\/+$/, '');

function brandFrom(env: Env): Config['brand'] {
  return { name: text(env, 'VITE_BRAND_NAME') ?? 'Studio Learning', logoUrl: text(env, 'VITE_BRAND_LOGO_URL') ?? null };
}

export function loadConfig(env: Env): Config {
  if (text(env, 'VITE_API_URL') === undefined) {
    // Sandbox mode: every external address is a page of the sandbox origin.
    const sandbox = trimSlash(text(env, 'VITE_SANDBOX_URL') ?? 'http://localhost:4320');
    return {
      mode: 'sandbox',
      apiUrl: sandbox,
      identity: { domain: sandbox, clientId: 'checkout-sandbox', audience: 'https://api.checkout.test', connection: 'Username-Password-Authentication' },
      stripePublishableKey: null,
      urls: {
        marketingHome: `${sandbox}/`,
        pricingIndividual: `${sandbox}/pricing/individual`,
        pricingFirm: `${sandbox}/pricing/firm`,
        learn: `${sandbox}/learn`,
        learnGroups: `${sandbox}/learn/groups`,
        resetPassword: `${sandbox}/reset-password`,
        terms: `${sandbox}/terms`,
        privacy: `${sandbox}/privacy`,
      },
      cookieDomain: null,
      brand: brandFrom(env),
      widgetPriceId: text(env, 'VITE_WIDGET_PRICE_ID') ?? 'price_are5_expert_firm_monthly',
      chatWidgetUrl: null,
      telemetryKey: null,
    };
  }
  const result = v.safeParse(LiveEnv, Object.fromEntries(Object.keys(LiveEnv.entries).map((k) => [k, text(env, k)])));
  if (!result.success) {
    const missing = result.issues.map((issue) => v.getDotPath(issue) ?? 'environment').filter((k, i, all) => all.indexOf(k) === i);
    throw new ConfigError(`Live mode configuration is incomplete or invalid: ${missing.join(', ')}. See README.md, "Live mode".`);
  }
  const e = result.output;
  const marketing = trimSlash(e.VITE_MARKETING_URL);
  const learn = trimSlash(e.VITE_LEARN_URL);
  return {
    mode: 'live',
    apiUrl: trimSlash(e.VITE_API_URL),
    identity: {
      domain: trimSlash(e.VITE_AUTH0_DOMAIN),
      clientId: e.VITE_AUTH0_CLIENT_ID,
      audience: e.VITE_AUTH0_AUDIENCE,
      connection: text(env, 'VITE_AUTH0_CONNECTION') ?? 'Username-Password-Authentication',
    },
    stripePublishableKey: e.VITE_STRIPE_PUBLISHABLE_KEY,
    urls: {
      marketingHome: `${marketing}/`,
      pricingIndividual: text(env, 'VITE_PRICING_INDIVIDUAL_URL') ?? `${marketing}/pricing/individual`,
      pricingFirm: text(env, 'VITE_PRICING_FIRM_URL') ?? `${marketing}/pricing/firm`,
      learn,
      learnGroups: text(env, 'VITE_LEARN_GROUPS_URL') ?? `${learn}/groups`,
      resetPassword: text(env, 'VITE_RESET_PASSWORD_URL') ?? `${marketing}/reset-password`,
      terms: text(env, 'VITE_TERMS_URL') ?? `${marketing}/terms`,
      privacy: text(env, 'VITE_PRIVACY_URL') ?? `${marketing}/privacy`,
    },
    cookieDomain: text(env, 'VITE_COOKIE_DOMAIN') ?? null,
    brand: brandFrom(env),
    widgetPriceId: e.VITE_WIDGET_PRICE_ID,
    chatWidgetUrl: text(env, 'VITE_CHAT_WIDGET_URL') ?? null,
    telemetryKey: text(env, 'VITE_TELEMETRY_KEY') ?? null,
  };
}

/** The configuration, or the error the app shows instead of itself (any other failure is thrown). */
export function configOrError(env: Env): Config | ConfigError {
  try {
    return loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
}
