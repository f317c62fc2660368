// Which HTML file answers an address (ADR 0016): the billing widget's routes (exactly those
// routeKind() calls 'widget', with a trailing slash or a query) get widget.html; /{price id} of a
// product the build rendered gets its page 0 file, page-zero/{price id}.html (ADR 0061); every
// other address index.html, as the single-page fallback did. `/widget.html` itself is not an address of
// the app: it gets index.html like any unknown address, so the widget document only ever runs on
// the widget's routes. vite.config.ts serves this in `npm start` and `vite preview` (and so in the
// end-to-end tests and the bench); docs/deploy/nginx.conf does the same in production.
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Connect, Plugin } from 'vite';
import { routeKind } from '../security/headers.ts';

export const WIDGET_HTML = '/widget.html';
export const CHECKOUT_HTML = '/index.html';

export const PAGE_ZERO_DIR = 'page-zero';

/** The page 0 file of the product `/{price id}` names: a single path segment of id characters. */
export function pageZeroFile(path: string): string | null {
  const match = /^\/([A-Za-z0-9_-]+)$/.exec(path);
  return match ? `/${PAGE_ZERO_DIR}/${match[1]}.html` : null;
}

/**
 * The URL to serve instead of `url` (path and query), or null to leave the request alone.
 * `built` says whether the build wrote a file (a path such as /page-zero/price_x.html).
 */
export function pageEntryRewrite(url: string, built: (file: string) => boolean = () => false): string | null {
  const [path = '/', query = ''] = url.split(/(?=[?#])/, 2);
  if (path === WIDGET_HTML) return `${CHECKOUT_HTML}${query}`;
  if (routeKind(path) === 'widget') return `${WIDGET_HTML}${query}`;
  const pageZero = pageZeroFile(path);
  // An asset or a module of the dev server is never a page.
  return pageZero !== null && built(pageZero) ? `${pageZero}${query}` : null;
}

const rewriteIn = (folder: string | null): Connect.NextHandleFunction => (req, _res, next) => {
  const built = (file: string) => folder !== null && existsSync(join(folder, file));
  const target = req.url === undefined ? null : pageEntryRewrite(req.url, built);
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
    // The dev server renders no page 0 files.
    configureServer(server) {
      server.middlewares.use(rewriteIn(null));
    },
    configurePreviewServer(server) {
      server.middlewares.use(rewriteIn(resolve(server.config.root, server.config.build.outDir)));
    },
  };
}
