// Mermaid's ESM build as sandbox-only static files (ADR 0025): the live statechart view imports
// `<base>statechart-view/mermaid/mermaid.esm.min.mjs` at run time, which loads only the chunks a
// state diagram needs. Vite never bundles it (bundling Mermaid regrouped the app's own chunks,
// ADR 0019). Served from node_modules in dev, copied into the output by sandbox builds; a live
// build (the view compiled out) gets nothing.
import { createReadStream, readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, normalize, sep } from 'node:path';
import type { Plugin } from 'vite';

/** Where the files sit under the app's base; src/statechart-view/render-diagram.ts loads from it. */
export const MERMAID_STATIC_DIR = 'statechart-view/mermaid';

const distDir = (): string => dirname(createRequire(import.meta.url).resolve('mermaid/dist/mermaid.esm.min.mjs'));

/** The ESM entry and its chunks, relative to Mermaid's dist folder (no source maps). */
export function mermaidStaticFiles(dist = distDir()): string[] {
  const chunks = readdirSync(join(dist, 'chunks/mermaid.esm.min')).filter((file) => file.endsWith('.mjs'));
  return ['mermaid.esm.min.mjs', ...chunks.map((file) => `chunks/mermaid.esm.min/${file}`)];
}

export function statechartMermaidPlugin(enabled: boolean): Plugin {
  return {
    name: 'checkout:statechart-mermaid',
    configureServer(server) {
      if (!enabled) return;
      const dist = distDir();
      const prefix = `${server.config.base}${MERMAID_STATIC_DIR}/`;
      server.middlewares.use((request, response, next) => {
        const url = (request.url ?? '').split('?', 1)[0] ?? '';
        if (!url.startsWith(prefix)) return next();
        const file = normalize(join(dist, url.slice(prefix.length)));
        if (!file.startsWith(dist + sep) || !file.endsWith('.mjs') || !statSync(file, { throwIfNoEntry: false })?.isFile()) return next();
        response.setHeader('Content-Type', 'text/javascript; charset=utf-8');
        createReadStream(file).pipe(response);
      });
    },
    generateBundle() {
      if (!enabled) return;
      const dist = distDir();
      for (const file of mermaidStaticFiles(dist)) {
        this.emitFile({ type: 'asset', fileName: `${MERMAID_STATIC_DIR}/${file}`, source: readFileSync(join(dist, file)) });
      }
    },
  };
}
