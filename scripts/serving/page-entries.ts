// Which HTML file answers an address (ADR 0016): the billing widget's routes (exactly those
// routeKind() calls 'widget', with a trailing slash or a query) get widget.html, every other
// address index.html, as the single-page fallback did. `/widget.html` itself is not an address of
// the app: it gets index.html like any unknown address, so the widget document only ever runs on
// the widget's routes. vite.config.ts serves this in `npm start` and `vite preview` (and so in the
// end-to-end tests and the bench); docs/deploy/nginx.conf does the same in production.
import type { Connect, Plugin } from 'vite';
import { routeKind } from '../security/headers.ts';

export const WIDGET_HTML = '/widget.html';
export const CHECKOUT_HTML = '/index.html';

/** The URL to serve instead of `url` (path and query), or null to leave the request alone. */
export function pageEntryRewrite(url: string): string | null {
  const [path = '/', query = ''] = url.split(/(?=[?#])/, 2);
  if (path === WIDGET_HTML) return `${CHECKOUT_HTML}${query}`;
  // An asset or a module of the dev server is never a page.
  if (routeKind(path) !== 'widget') return null;
  return `${WIDGET_HTML}${query}`;
}

const rewrite: Connect.NextHandleFunction = (req, _res, next) => {
  const target = req.url === undefined ? null : pageEntryRewrite(req.url);
  if (target !== null) req.url = target;
  next();
};

/**
 * Rewrites the widget's addresses to widget.html before Vite's own HTML fallback (which would
 * answer index.html). Registered after the security headers plugin: those headers are chosen from
 * the address the browser asked for, read before this rewrite.
 */
export function pageEntriesPlugin(): Plugin {
  return {
    name: 'checkout:page-entries',
    configureServer(server) {
      server.middlewares.use(rewrite);
    },
    configurePreviewServer(server) {
      server.middlewares.use(rewrite);
    },
  };
}
