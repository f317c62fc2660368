// Which pages may be shown inside another page's frame (docs/decisions/0012): the billing widget by
// the app itself and the provider's learning site (plus origins named in VITE_WIDGET_FRAME_ANCESTORS);
// every other page, the checkout above all, by nobody (clickjacking). Sent as the CSP header
// frame-ancestors by the dev and preview servers (vite.config.ts); production hosting sends the same.
import type { Config } from './config.ts';

/** ROUTE-4..7: the widget's addresses. */
export const WIDGET_PATHS: readonly string[] = ['/updateBilling', '/displayBillingInfo'];

/** 'https://learn.example.com/x' → 'https://learn.example.com'; null for anything that is not an http(s) URL. */
function originOf(value: string): string | null {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : null;
  } catch {
    return null;
  }
}

/** The origins besides the app's own that may frame the widget. */
export function widgetFrameAncestors(config: Pick<Config, 'urls'>, extra = ''): string[] {
  const origins = [config.urls.learn, ...extra.split(/[\s,]+/)].map(originOf).filter((origin): origin is string => origin !== null);
  return [...new Set(origins)];
}

/** The Content-Security-Policy value for a page address. */
export function frameAncestorsPolicy(pathname: string, widgetAncestors: readonly string[]): string {
  const path = pathname.replace(/\/+$/, '') || '/';
  return WIDGET_PATHS.includes(path) ? ["frame-ancestors 'self'", ...widgetAncestors].join(' ') : "frame-ancestors 'none'";
}
