// The security headers of the built app (ADR 0014): one Content-Security-Policy per kind of route,
// computed from the same configuration the app reads (src/app/config.ts), plus the fixed headers.
// vite.config.ts serves them in `vite preview`; `npm run headers` prints them for a production server.
import type { Config } from '../../src/app/config.ts';
import { WIDGET_PATHS } from '../../src/app/route-table.ts';

export type RouteKind = 'checkout' | 'widget';

/** The billing widget's routes (spec section 2, from the app's route table); every other path is the checkout. */
export { WIDGET_PATHS };

/** Who may frame the checkout: only the app's own origin (no clickjacking of the pay button). */
export const CHECKOUT_FRAME_ANCESTORS: readonly string[] = ["'self'"];

/**
 * Who may frame the billing widget (ADR 0012): the app itself and the provider's learning site,
 * whose account pages show it. Change it here and only here: the preview server, `npm run
 * headers`, the nginx map and the tests all read this function.
 */
export function widgetFrameAncestors(config: Pick<Config, 'urls'>): string[] {
  return unique(["'self'", originOf(config.urls.learn)]);
}

/** Stripe.js and the frames it opens (Stripe's published CSP list for Elements), live mode only. */
export const STRIPE_SOURCES = {
  script: ['https://js.stripe.com', 'https://*.js.stripe.com'],
  frame: ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
  connect: ['https://api.stripe.com'],
} as const;

export interface PolicyInput {
  config: Config;
  /** `'sha256-…'` sources of the inline scripts of the built index.html (see inline-scripts.ts). */
  inlineScriptHashes: readonly string[];
  /** Where browsers post violation reports (the sandbox in end-to-end tests); null for none. */
  reportUri?: string | null;
}

/** `/updateBilling`, `/displayBillingInfo/` and `/updateBilling?x=1` are the widget. */
export function routeKind(pathname: string): RouteKind {
  const path = pathname.split(/[?#]/, 1)[0] ?? '/';
  const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return WIDGET_PATHS.includes(trimmed) ? 'widget' : 'checkout';
}

/** The origin of an absolute http(s) URL; null for a relative one (already covered by 'self'). */
function originOf(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : null;
  } catch {
    return null;
  }
}

const unique = (sources: readonly (string | null)[]): string[] =>
  sources.filter((s): s is string => s !== null).filter((s, i, all) => all.indexOf(s) === i);

/** Directive name → sources, in the order they are written. */
export function policyDirectives(input: PolicyInput, route: RouteKind): [string, string[]][] {
  const { config } = input;
  const live = config.mode === 'live';
  const api = originOf(config.apiUrl);
  const identity = originOf(config.identity.domain);
  // The hidden 1-pixel frame of STATE-ACCOUNT-5 points to the learning site.
  const learn = originOf(config.urls.learn);
  const chat = live ? originOf(config.chatWidgetUrl) : null;
  const logo = originOf(config.brand.logoUrl);

  const directives: [string, string[]][] = [
    ['default-src', ["'none'"]],
    // Bundled modules only, plus inline scripts of index.html by hash; never 'unsafe-inline' or 'unsafe-eval'.
    ['script-src', unique(["'self'", ...input.inlineScriptHashes, ...(live ? STRIPE_SOURCES.script : []), chat])],
    // Emotion (Chakra UI) writes <style> elements at run time; a static host cannot give each
    // response a fresh nonce, so inline styles are allowed and scripts are not (ADR 0014).
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', unique(["'self'", logo, chat])],
    ['font-src', ["'self'"]],
    // 'self' for the module-preload fallback of browsers without <link rel=modulepreload>.
    // The sandbox is the API, the issuer and the card processor at once: one origin.
    ['connect-src', unique(["'self'", api, identity, ...(live ? STRIPE_SOURCES.connect : []), chat])],
    // The identity provider's silent sign-in frame, the learning site's frame, and the card
    // processor's frames (Stripe's in live mode, the sandbox's authentication page otherwise).
    ['frame-src', unique([identity, learn, ...(live ? STRIPE_SOURCES.frame : [api]), chat])],
    // The Auth0 SDK runs its refresh-token worker from a blob: URL it creates itself.
    ['worker-src', ['blob:']],
    ['manifest-src', ["'self'"]],
    ['form-action', ["'self'"]],
    ['base-uri', ["'none'"]],
    ['object-src', ["'none'"]],
    ['frame-ancestors', route === 'widget' ? widgetFrameAncestors(config) : [...CHECKOUT_FRAME_ANCESTORS]],
  ];
  if (input.reportUri) directives.push(['report-uri', [input.reportUri]]);
  return directives;
}

export function contentSecurityPolicy(input: PolicyInput, route: RouteKind): string {
  return policyDirectives(input, route)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

/** Powerful features the checkout never uses are switched off for it and every frame in it. */
export function permissionsPolicy(config: Config): string {
  const off = ['accelerometer', 'camera', 'display-capture', 'geolocation', 'gyroscope', 'magnetometer', 'microphone', 'midi', 'usb'];
  // Stripe's wallet buttons (Apple Pay, Google Pay) use the Payment Request API inside its frames.
  const payment = config.mode === 'live' ? `payment=(self "${STRIPE_SOURCES.script[0]}")` : 'payment=()';
  return [...off.map((feature) => `${feature}=()`), payment].join(', ');
}

/** Every header the app's HTML and assets are served with, for one kind of route. */
export function securityHeaders(input: PolicyInput, route: RouteKind): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(input, route),
    // Other origins (the API, Stripe, the identity provider) see the origin only, never the path
    // or query (which can carry an organisation id); same-origin requests keep the full URL.
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Content-Type-Options': 'nosniff',
    'Permissions-Policy': permissionsPolicy(input.config),
  };
}
