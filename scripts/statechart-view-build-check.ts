// Checks that the statechart view (issue 7) ships in sandbox builds only: builds the app twice
// (sandbox mode, and live mode with dummy live settings), looks for the view's code and Mermaid's
// static ESM files (ADR 0025) in each output, and prints each build's critical-path JS
// (scripts/critical-js-size.ts).
//   npx tsx scripts/statechart-view-build-check.ts
// Exits non-zero when the live build carries any of it, or the sandbox build lacks it.
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'vite';
import { kB } from './bench/stats.ts';
import { measure } from './critical-js-size.ts';
import { MERMAID_STATIC_DIR } from './build/statechart-mermaid-plugin.ts';

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

/** Markers found in the shipped files (source maps left out: they quote the sources). */
function markersIn(dir: string): string[] {
  const files = ['index.html', ...readdirSync(join(dir, 'assets')).map((f) => join('assets', f))].filter((f) => !f.endsWith('.map'));
  const found = new Set<string>();
  for (const file of files) {
    const text = `${file}\n${readFileSync(join(dir, file), 'utf8')}`;
    for (const marker of MARKERS) if (text.includes(marker)) found.add(marker);
  }
  return [...found];
}

async function buildInto(mode: 'sandbox' | 'live'): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), `statechart-view-${mode}-`));
  const saved = { ...process.env };
  for (const key of Object.keys(DUMMY_LIVE_ENV)) delete process.env[key];
  if (mode === 'live') Object.assign(process.env, DUMMY_LIVE_ENV);
  try {
    await build({ mode: 'production', logLevel: 'error', build: { outDir: dir, emptyOutDir: true, manifest: true } });
  } finally {
    process.env = saved;
  }
  return dir;
}

let failed = false;
for (const mode of ['sandbox', 'live'] as const) {
  const dir = await buildInto(mode);
  try {
    const found = markersIn(dir);
    if (existsSync(join(dir, MERMAID_STATIC_DIR, 'mermaid.esm.min.mjs'))) found.push(`${MERMAID_STATIC_DIR}/`);
    const critical = measure(dir);
    const entry = critical.chunks[0];
    console.log(
      `${mode}: critical JS ${critical.chunks.length} file(s), gzip ${kB(critical.gzip)}; entry ${entry?.file} gzip ${kB(entry?.gzip ?? 0)}; view markers found: ${found.length ? found.join(', ') : 'none'}`,
    );
    const ok = mode === 'live' ? found.length === 0 : [...MARKERS, `${MERMAID_STATIC_DIR}/`].every((m) => found.includes(m));
    if (!ok) {
      failed = true;
      console.error(mode === 'live' ? '  FAIL: the live build carries the statechart view.' : '  FAIL: the sandbox build lacks the statechart view.');
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
process.exitCode = failed ? 1 : 0;
