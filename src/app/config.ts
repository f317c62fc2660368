// The app's configuration. Vite's mode decides which app it is (ADR 0024): mode `sandbox`
// (npm start, npm run build:sandbox, npm run preview) talks to the local sandbox; every other mode
// is the live app, whose settings are validated with valibot here, once for the build
// (vite.config.ts) and again at start, so a missing or invalid one is named, not met later.
import * as v from 'valibot';

/** Vite's mode of the sandbox app; any other mode (`production` by default) builds the live app. */
export const SANDBOX_MODE = 'sandbox';

export type AppMode = 'sandbox' | 'live';

/** The app a Vite mode makes: `sandbox` for mode `sandbox`, live for every other mode. */
export function appModeOf(viteMode: unknown): AppMode {
  return viteMode === SANDBOX_MODE ? 'sandbox' : 'live';
}

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
  mode: AppMode;
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

// The messages say what is expected and never repeat the value: a secret key pasted into the
// wrong variable must not end up in a build log.
const MISSING = 'missing';
const nonEmpty = v.pipe(v.string(MISSING), v.trim(), v.minLength(1, MISSING));
const url = v.pipe(v.string(MISSING), v.trim(), v.url('not an absolute URL'));

/** The live app's required settings (README.md, "Live mode"; .env.example). */
const LiveEnv = v.object({
  VITE_API_URL: url,
  VITE_AUTH0_DOMAIN: url,
  VITE_AUTH0_CLIENT_ID: nonEmpty,
  VITE_AUTH0_AUDIENCE: nonEmpty,
  VITE_STRIPE_PUBLISHABLE_KEY: v.pipe(nonEmpty, v.startsWith('pk_', 'not a publishable key (pk_…)')),
  VITE_MARKETING_URL: url,
  VITE_LEARN_URL: url,
  VITE_WIDGET_PRICE_ID: nonEmpty,
});

export const REQUIRED_LIVE_SETTINGS = Object.keys(LiveEnv.entries);

export interface SettingProblem {
  setting: string;
  /** 'missing', or what is wrong with the value (without the value). */
  problem: string;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
  constructor(readonly problems: SettingProblem[]) {
    super(`Live mode configuration is incomplete or invalid: ${problems.map((p) => p.setting).join(', ')}. See README.md, "Live mode".`);
  }
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

/** The sandbox app: every external address is a page of the sandbox origin. */
export function sandboxConfig(env: Env): Config {
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

/** The live app, every required setting checked (a ConfigError names each one missing or invalid). */
export function liveConfig(env: Env): Config {
  const result = v.safeParse(LiveEnv, Object.fromEntries(Object.keys(LiveEnv.entries).map((k) => [k, text(env, k)])));
  if (!result.success) {
    const problems = new Map<string, string>();
    for (const issue of result.issues) {
      const setting = v.getDotPath(issue) ?? 'environment';
      if (!problems.has(setting)) problems.set(setting, issue.message);
    }
    throw new ConfigError([...problems].map(([setting, problem]) => ({ setting, problem })));
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

/** The configuration of the app `env.MODE` (Vite's mode) makes; a ConfigError for a live one lacking settings. */
export function loadConfig(env: Env): Config {
  return appModeOf(env.MODE) === 'sandbox' ? sandboxConfig(env) : liveConfig(env);
}

/** The configuration, or the error the app shows instead of itself (any other failure is thrown). */
export function configOrError(env: Env): Config | ConfigError {
  return orConfigError(() => loadConfig(env));
}

/** What `load` returns, or the ConfigError it throws (any other failure is thrown). */
export function orConfigError(load: () => Config): Config | ConfigError {
  try {
    return load();
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
}
