// An experiment for ADR 0022, not part of the product: the critical path of /{price_id} if React
// DOM were replaced by preact/compat (aliased, no source change). Preact is not a dependency, so
// point PREACT_DIR at a folder where it is installed:
//   npm install --prefix /tmp/preact preact@10 && PREACT_DIR=/tmp/preact npx tsx scripts/bench/preact-option.ts
// Prints the figure the bench prints for the real build (the same measure()). The end-to-end suite can run against
// the same aliases (E2E_OUT_DIR=dist-preact, see the ADR) to see what breaks.
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { buildApp } from '../build/build-app.ts';
import { measure } from '../critical-js-size.ts';
import { sandboxUrl } from './servers.ts';
import { kB } from './stats.ts';

/** Vite aliases that make every import of React resolve to preact/compat under `preactDir`. */
export function preactAliases(preactDir: string): { find: RegExp; replacement: string }[] {
  const p = resolve(preactDir, 'node_modules/preact');
  const compat = `${p}/compat/dist/compat.module.js`;
  return [
    { find: /^react-dom\/client$/, replacement: `${p}/compat/client.mjs` },
    { find: /^react-dom$/, replacement: compat },
    { find: /^react\/jsx(-dev)?-runtime$/, replacement: `${p}/compat/jsx-runtime.mjs` },
    { find: /^react$/, replacement: compat },
  ];
}

async function main(): Promise<void> {
  const preactDir = process.env.PREACT_DIR;
  if (!preactDir || !existsSync(resolve(preactDir, 'node_modules/preact/package.json'))) {
    throw new Error('set PREACT_DIR to a folder with preact installed (npm install --prefix DIR preact@10)');
  }
  const outDir = process.env.E2E_OUT_DIR ?? 'dist-preact';
  // The sandbox app, as the bench measures it (servers.ts).
  await buildApp({ app: 'sandbox', outDir, manifest: true, settings: { VITE_SANDBOX_URL: sandboxUrl }, extra: { resolve: { alias: preactAliases(preactDir) } } });
  const path = measure(outDir);
  const version = (JSON.parse(readFileSync(resolve(preactDir, 'node_modules/preact/package.json'), 'utf8')) as { version: string }).version;
  console.log(`With preact/compat ${version} instead of React DOM: critical path of /{price_id} ${kB(path.gzip)} gzip in ${path.chunks.length} files (built into ${outDir}/)`);
}

await main();
