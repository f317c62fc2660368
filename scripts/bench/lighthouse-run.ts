// One Lighthouse 12 run (Node API, mobile preset with its simulated throttling, the default config)
// in a fresh headless Chromium (Debian's, or CHROME_PATH) with an empty profile: the three scores,
// LCP, TBT, FCP and CLS, and the audits that kept accessibility or best practices below 100.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import * as constants from 'lighthouse/core/config/constants.js';
import { chromiumPath } from '../../tests/e2e/support/chromium.ts';
import { CHROMIUM_FLAGS } from './servers.ts';

/** Chromium's DevTools port for Lighthouse: in the bench's own range (4250-4259). */
const DEBUG_PORT = Number(process.env.BENCH_DEBUG_PORT ?? 4250);

export const BUDGETS = { performance: 95, accessibility: 100, 'best-practices': 100 } as const;
export type Category = keyof typeof BUDGETS;
export const CATEGORIES = Object.keys(BUDGETS) as Category[];

export interface LighthouseRun {
  scores: Record<Category, number>;
  lcpMs: number;
  tbtMs: number;
  fcpMs: number;
  cls: number;
  /** Time to Interactive (Lighthouse's `interactive`). */
  ttiMs: number;
  /** The main thread's total work during the load (`mainthread-work-breakdown`), at the run's CPU slowdown. */
  mainThreadMs: number;
  /** That work by Lighthouse's groups ('Script Evaluation', 'Other', ...), largest first. */
  mainThreadGroups: { group: string; ms: number }[];
  /** Script evaluation and parsing per script (`bootup-time`), largest first. */
  bootup: { url: string; ms: number }[];
  /** Audits below a full score in the budgeted categories other than performance: why a 100 was missed. */
  misses: string[];
}

async function waitForDevTools(port: number, chrome: ChildProcess): Promise<void> {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    if (chrome.exitCode !== null) throw new Error(`Chromium exited with ${chrome.exitCode} before DevTools answered`);
    try {
      const res = await fetch(`http://127.0.0.1:${port}/json/version`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`Chromium's DevTools did not answer on port ${port}`);
}

/** Lighthouse's mobile preset (Slow 4G, a Moto G Power's screen) with its CPU slowdown replaced: 4 is the preset's own. */
function throttlingAt(cpuSlowdown: number) {
  return { ...constants.throttling.mobileSlow4G, cpuSlowdownMultiplier: cpuSlowdown };
}

interface TableItem {
  groupLabel?: unknown;
  duration?: unknown;
  url?: unknown;
  total?: unknown;
}
function tableItems(details: unknown): TableItem[] {
  if (typeof details !== 'object' || details === null || !('items' in details) || !Array.isArray(details.items)) return [];
  return details.items as TableItem[];
}

/** `selfSignedTls`: the page's certificate is the bench's own for localhost (tls.ts), which Chromium is told to accept. */
export async function lighthouseOnce(url: string, options: { cpuSlowdown?: number; selfSignedTls?: boolean } = {}): Promise<LighthouseRun> {
  const profile = mkdtempSync(join(tmpdir(), 'bench-lh-'));
  const tls = options.selfSignedTls ? ['--ignore-certificate-errors'] : [];
  const chrome = spawn(chromiumPath(), ['--headless=new', `--remote-debugging-port=${DEBUG_PORT}`, `--user-data-dir=${profile}`, ...CHROMIUM_FLAGS, ...tls, 'about:blank'], { stdio: 'ignore' });
  try {
    await waitForDevTools(DEBUG_PORT, chrome);
    const throttling = options.cpuSlowdown === undefined ? {} : { throttling: throttlingAt(options.cpuSlowdown) };
    const result = await lighthouse(url, { port: DEBUG_PORT, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES], ...throttling });
    if (!result) throw new Error('Lighthouse returned no result');
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const score = (c: Category) => Math.round((lhr.categories[c]?.score ?? 0) * 100);
    const numeric = (id: string) => {
      const value = lhr.audits[id]?.numericValue;
      if (typeof value !== 'number') throw new Error(`Lighthouse gave no value for ${id}`);
      return value;
    };
    const misses = CATEGORIES.filter((c) => c !== 'performance').flatMap((c) =>
      (lhr.categories[c]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
        .map((ref) => `${c}: ${ref.id} (${lhr.audits[ref.id]?.title ?? ''})`),
    );
    return {
      scores: { performance: score('performance'), accessibility: score('accessibility'), 'best-practices': score('best-practices') },
      lcpMs: numeric('largest-contentful-paint'),
      tbtMs: numeric('total-blocking-time'),
      fcpMs: numeric('first-contentful-paint'),
      cls: numeric('cumulative-layout-shift'),
      ttiMs: numeric('interactive'),
      mainThreadMs: numeric('mainthread-work-breakdown'),
      mainThreadGroups: tableItems(lhr.audits['mainthread-work-breakdown']?.details).map((i) => ({ group: String(i.groupLabel), ms: Number(i.duration) })),
      bootup: tableItems(lhr.audits['bootup-time']?.details).map((i) => ({ url: String(i.url), ms: Number(i.total) })),
      misses,
    };
  } finally {
    chrome.kill('SIGTERM');
    await new Promise((r) => (chrome.exitCode !== null ? r(null) : chrome.once('exit', r)));
    try {
      // Chromium's helper processes may still be writing the profile for a moment after it exits.
      rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
    } catch {
      // A leftover temporary profile is not worth failing a run for.
    }
  }
}
