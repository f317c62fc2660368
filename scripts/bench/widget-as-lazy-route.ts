// Issue 16 asks whether the billing widget's two addresses should stay on widget.html (ADR 0016) or
// become lazy routes of index.html's router, "whichever measures better". A lazy route's first
// load cannot be smaller than index.html's entry with the router (both must run before any route
// renders) plus the widget's own chunks: this prints that floor beside widget.html's first load,
// from one build's manifest, so the choice rests on bytes the browser must fetch either way.
//   npm run build:sandbox -- --outDir dist-x --manifest && npx tsx scripts/bench/widget-as-lazy-route.ts dist-x
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { CHECKOUT_PAGE, keyForModule, staticClosure, type Manifest, type ManifestChunk } from './manifest.ts';
import { kB } from './stats.ts';
import { WIDGET_PAGE, widgetJs } from './widget-js.ts';

/** The module that holds index.html's router; a lazy widget route would hang under it. */
export const ROUTER_MODULE = 'src/app/routes.tsx';

export interface LazyRouteFloor {
  /** widget.html's first load today. */
  widgetPage: string[];
  /** index.html's entry, the router module and the widget's chunks other than widget.html's entry. */
  lazyRouteFloor: string[];
}

/** The files of both ways of serving the widget, from one manifest. */
export function lazyRouteFloor(manifest: Manifest, sourcesOf: (file: string) => readonly string[]): LazyRouteFloor {
  const file = (key: string) => (manifest[key] as ManifestChunk).file;
  const widget = widgetJs(manifest, sourcesOf);
  const widgetPage = [...widget.critical, ...widget.firstRenderLazy];
  const routerKey = keyForModule(manifest, ROUTER_MODULE);
  if (routerKey === undefined) throw new Error(`${ROUTER_MODULE} is not a chunk of this build`);
  // widget.html's own entry chunk is left out: as a route its page code would sit in a lazy chunk of
  // at least the page's size, so leaving it out only makes the floor lower.
  const widgetEntry = file(WIDGET_PAGE);
  const lazyRouteFloor = new Set([
    ...staticClosure(manifest, CHECKOUT_PAGE).map(file),
    ...staticClosure(manifest, routerKey).map(file),
    ...widgetPage.filter((f) => f !== widgetEntry),
  ]);
  return { widgetPage, lazyRouteFloor: [...lazyRouteFloor] };
}

function main(dir: string): void {
  const manifest = JSON.parse(readFileSync(join(dir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const sourcesOf = (f: string): string[] => {
    try {
      return (JSON.parse(readFileSync(join(dir, `${f}.map`), 'utf8')) as { sources?: string[] }).sources ?? [];
    } catch {
      return [];
    }
  };
  const gzip = (files: readonly string[]) => files.reduce((sum, f) => sum + gzipSync(readFileSync(join(dir, f)), { level: 6 }).length, 0);
  const { widgetPage, lazyRouteFloor: floor } = lazyRouteFloor(manifest, sourcesOf);
  console.log(`widget.html first load (ADR 0016)              ${kB(gzip(widgetPage)).padStart(9)} gzip (${widgetPage.length} files)`);
  console.log(`lazy route in index.html, at the very least      ${kB(gzip(floor)).padStart(9)} gzip (${floor.length} files)`);
}

if (process.argv[1]?.endsWith('widget-as-lazy-route.ts')) main(process.argv[2] ?? 'dist-widget-check');
