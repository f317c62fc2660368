// `npm run build` and `npm run build:sandbox` as a deploy runs them (ADR 0024), in child processes
// with a clean environment: without the live settings the live build stops and names each one;
// with them it builds, and its shipped files (source maps aside) hold no sandbox origin, no
// statechart view and no sandbox card form, where the sandbox build holds all three. The two
// builds run side by side, about 5 s each. No spec rule covers builds: this is issue 15's ask.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { markersIn } from '../../../scripts/build/shipped-files.ts';
import { REQUIRED_LIVE_SETTINGS } from '../../../src/app/config.ts';

/** A sandbox origin no default holds, so finding it means the build's environment leaked in. */
const SANDBOX_ORIGIN = 'http://sandbox-origin.test:4999';

const LIVE_SETTINGS = {
  VITE_API_URL: 'https://api.example.test',
  VITE_AUTH0_DOMAIN: 'https://id.example.test',
  VITE_AUTH0_CLIENT_ID: 'client',
  VITE_AUTH0_AUDIENCE: 'https://api.example.test',
  VITE_STRIPE_PUBLISHABLE_KEY: 'pk_test_123',
  VITE_MARKETING_URL: 'https://www.example.test',
  VITE_LEARN_URL: 'https://learn.example.test',
  VITE_WIDGET_PRICE_ID: 'price_widget',
};

/** Strings only the sandbox's parts put into a build, by part. */
const MARKERS = {
  'sandbox origin': [SANDBOX_ORIGIN.replace('http://', ''), 'localhost:4320'],
  'statechart view': ['StatechartPanel', 'Statechart view', 'statechart-active', 'mermaid'],
  'sandbox card form': ['/__cards/', '1234 1234 1234 1234', 'Routing number'],
} as const;
const ALL_MARKERS = Object.values(MARKERS).flat();

interface Run {
  code: number | null;
  output: string;
}

/** `npm run <script> -- <args>` with only `settings` as VITE_ variables (and none of vitest's NODE_ENV or MODE). */
function npmRun(script: string, args: string[], settings: Record<string, string>): Promise<Run> {
  const env: Record<string, string> = {};
  for (const [key, value] of Object.entries(process.env)) {
    if (value !== undefined && !key.startsWith('VITE_') && key !== 'NODE_ENV' && key !== 'MODE') env[key] = value;
  }
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', script, '--', ...args], { env: { ...env, ...settings }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, output }));
  });
}

const dirs: string[] = [];
const outDir = (name: string) => {
  const dir = mkdtempSync(join(tmpdir(), `build-modes-${name}-`));
  dirs.push(dir);
  return dir;
};
const buildArgs = (dir: string) => ['--outDir', dir, '--emptyOutDir', '--logLevel', 'error'];

afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe('build modes (ADR 0024)', () => {
  const unsetDir = outDir('unset');
  const liveDir = outDir('live');
  const sandboxDir = outDir('sandbox');
  const runs = Promise.all([
    npmRun('build', buildArgs(unsetDir), { VITE_SANDBOX_URL: SANDBOX_ORIGIN }),
    // A partial set: the three missing ones are named, the others not.
    npmRun('build', buildArgs(outDir('partial')), {
      VITE_API_URL: 'https://api.example.test',
      VITE_AUTH0_DOMAIN: 'https://id.example.test',
      VITE_AUTH0_CLIENT_ID: 'client',
      VITE_AUTH0_AUDIENCE: 'https://api.example.test',
      VITE_STRIPE_PUBLISHABLE_KEY: 'sk_live_secret',
    }),
    npmRun('build', buildArgs(liveDir), { ...LIVE_SETTINGS, VITE_SANDBOX_URL: SANDBOX_ORIGIN }),
    npmRun('build:sandbox', buildArgs(sandboxDir), { VITE_SANDBOX_URL: SANDBOX_ORIGIN }),
  ]);

  it('npm run build without the live settings exits non-zero, naming each one, and builds nothing', { timeout: 180_000 }, async () => {
    const [unset] = await runs;
    expect(unset.code).not.toBe(0);
    for (const setting of REQUIRED_LIVE_SETTINGS) expect(unset.output).toContain(`${setting}: missing`);
    expect(unset.output).toContain('npm run build:sandbox');
    expect(existsSync(join(unsetDir, 'index.html'))).toBe(false);
  });

  it('npm run build with a partial set names the missing and the invalid, and never prints a value', { timeout: 180_000 }, async () => {
    const [, partial] = await runs;
    expect(partial.code).not.toBe(0);
    expect(partial.output).toContain('VITE_STRIPE_PUBLISHABLE_KEY: not a publishable key (pk_…)');
    for (const setting of ['VITE_MARKETING_URL', 'VITE_LEARN_URL', 'VITE_WIDGET_PRICE_ID']) expect(partial.output).toContain(`${setting}: missing`);
    expect(partial.output).not.toContain('VITE_API_URL:');
    expect(partial.output).not.toContain('sk_live_secret');
  });

  it('npm run build with the live settings ships no sandbox origin, no statechart view and no sandbox card form', { timeout: 180_000 }, async () => {
    const [, , live, sandbox] = await runs;
    expect(live.code, live.output).toBe(0);
    expect(sandbox.code, sandbox.output).toBe(0);
    expect(markersIn(liveDir, ALL_MARKERS)).toEqual([]);
    // The markers are real: the sandbox build (what `npm run preview` serves) holds every one of them.
    expect(markersIn(sandboxDir, ALL_MARKERS)).toEqual(ALL_MARKERS);
  });
});
