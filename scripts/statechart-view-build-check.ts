// Checks that the statechart view (issue 7) ships in sandbox builds only: builds the app twice
// (the sandbox app, and the live app with dummy live settings, ADR 0024), looks for the view's code and Mermaid
// in each output, and prints each build's critical-path JS (scripts/critical-js-size.ts).
//   npx tsx scripts/statechart-view-build-check.ts
// Exits non-zero when the live build carries any of it, or the sandbox build lacks it.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { kB } from './bench/stats.ts';
import { buildApp } from './build/build-app.ts';
import { markersIn } from './build/shipped-files.ts';
import { measure } from './critical-js-size.ts';

// Strings only the view's code holds (its chunk, its button, its highlight, Mermaid's file).
const MARKERS = ['StatechartPanel', 'Statechart view', 'statechart-active', 'mermaid'];

const DUMMY_LIVE_ENV: Record<string, string> = {
  VITE_API_URL: 'https://api.example.test',
  VITE_AUTH0_DOMAIN: 'https://id.example.test',
  VITE_AUTH0_CLIENT_ID: 'dummy-client',
  VITE_AUTH0_AUDIENCE: 'https://api.example.test',
  VITE_STRIPE_PUBLISHABLE_KEY: 'pk_test_dummy',
  VITE_MARKETING_URL: 'https://www.example.test',
  VITE_LEARN_URL: 'https://learn.example.test',
  VITE_WIDGET_PRICE_ID: 'price_dummy',
};

async function buildInto(mode: 'sandbox' | 'live'): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), `statechart-view-${mode}-`));
  await buildApp({ app: mode, outDir: dir, manifest: true, logLevel: 'error', settings: mode === 'live' ? DUMMY_LIVE_ENV : {} });
  return dir;
}

let failed = false;
for (const mode of ['sandbox', 'live'] as const) {
  const dir = await buildInto(mode);
  try {
    const found = markersIn(dir, MARKERS);
    const critical = measure(dir);
    const entry = critical.chunks[0];
    console.log(
      `${mode}: critical JS ${critical.chunks.length} file(s), gzip ${kB(critical.gzip)}; entry ${entry?.file} gzip ${kB(entry?.gzip ?? 0)}; view markers found: ${found.length ? found.join(', ') : 'none'}`,
    );
    const ok = mode === 'live' ? found.length === 0 : MARKERS.every((m) => found.includes(m));
    if (!ok) {
      failed = true;
      console.error(mode === 'live' ? '  FAIL: the live build carries the statechart view.' : '  FAIL: the sandbox build lacks the statechart view.');
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
process.exitCode = failed ? 1 : 0;
