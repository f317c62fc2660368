// Lighthouse in the bench: one run, and the two parts made of nothing but such runs.
// lighthouseOnce() is one Lighthouse 12 run (Node API, mobile preset with its simulated
// throttling, the default config) in a fresh headless Chromium (Debian's, or CHROME_PATH) with an
// empty profile: the three scores, LCP, TBT, FCP and CLS, and the audits that kept accessibility
// or best practices below 100; the CPU sweep (sweep.ts) runs it too.
// `--only lighthouse` (issue 16, ADR 0032): page 0 of the built app (/price_are5_pro_monthly,
// sandbox mode) and its floor (startFloor() in servers.ts) side by side, run round-robin (app,
// floor, app, floor...) so that load drift hits both, 7 runs each unless told (--runs). Prints
// every run, both pages' medians with their range, and the verdicts of stats.ts; the app's
// accessibility and best practices keep their budget of 100.
// `--only startup` (ADR 0034): the start-up devices' variants, below.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import * as constants from 'lighthouse/core/config/constants.js';
import { createSandbox } from '../../sandbox/server.ts';
import { chromiumPath } from '../../tests/e2e/support/chromium.ts';
import { buildApp as buildWithVite } from '../build/build-app.ts';
import { DEVICES_OFF_VARIABLE, STARTUP_DEVICES, type StartupDevice } from '../build/startup-devices.ts';
import { measure } from '../critical-js-size.ts';
import { appUrl, CHROMIUM_FLAGS, PAGE_ZERO_PATH, resetSandbox, sandboxPort, sandboxUrl, serveBuild, startFloor, withStack } from './servers.ts';
import { formatSpread, judgeAgainstFloor, kB, medianAndRange, ms, roundRobin, spread, table, type PageFigures, type PartReport, type SummaryRow } from './stats.ts';

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

/** `selfSignedTls`: the page's certificate is the bench's own for localhost (localhostCertificate() in servers.ts), which Chromium is told to accept. */
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

export interface LighthouseReport {
  rows: SummaryRow[];
  text: string;
}

const figuresOf = (r: LighthouseRun): PageFigures => ({ score: r.scores.performance, lcpMs: r.lcpMs, tbtMs: r.tbtMs, fcpMs: r.fcpMs });

export async function measureLighthouse(runs: number): Promise<LighthouseReport> {
  return withStack(async (stack) => {
    const floor = await startFloor();
    try {
      const pages = { app: `${stack.appUrl}${PAGE_ZERO_PATH}`, floor: `${floor.url}${PAGE_ZERO_PATH}` };
      const done: { page: keyof typeof pages; run: LighthouseRun }[] = [];
      for (const page of roundRobin(['app', 'floor'] as const, runs)) {
        if (page === 'app') await stack.resetSandbox();
        done.push({ page, run: await lighthouseOnce(pages[page]) });
      }
      const app = done.filter((d) => d.page === 'app').map((d) => d.run);
      const floorRuns = done.filter((d) => d.page === 'floor').map((d) => d.run);
      const out = [`Lighthouse 12, mobile preset (simulated throttling), ${runs} runs per page, round-robin: app ${pages.app}, floor ${pages.floor}`];
      out.push(
        table(
          ['#', 'page', 'performance', 'accessibility', 'best practices', 'FCP', 'LCP', 'TBT', 'CLS'],
          done.map(({ page, run: r }, i) => [String(i + 1), page, String(r.scores.performance), String(r.scores.accessibility), String(r.scores['best-practices']), ms(r.fcpMs), ms(r.lcpMs), ms(r.tbtMs), r.cls.toFixed(3)]),
        ),
      );
      const misses = [...new Set(app.flatMap((r) => r.misses))];
      if (misses.length > 0) out.push(`App audits short of a full score: ${misses.join('; ')}`);
      const verdicts = judgeAgainstFloor(app.map(figuresOf), floorRuns.map(figuresOf));
      const format = (figure: string) => (figure === 'performance score' ? String : ms);
      const unit = (figure: string) => (figure === 'performance score' ? '' : ' ms');
      out.push(
        '',
        'Page 0 against its floor (median, min–max):',
        table(
          ['figure', 'app', 'floor', 'app/floor', 'budget', 'verdict'],
          verdicts.map((v) => [v.figure, medianAndRange(v.app, unit(v.figure)), medianAndRange(v.floor, unit(v.figure)), `${v.ratio.toFixed(2)}×`, v.budget, v.pass ? 'pass' : 'FAIL']),
        ),
      );
      const rows: SummaryRow[] = verdicts.map((v) => ({
        figure: `Lighthouse ${v.figure}, app vs floor (median of ${v.app.runs})`,
        value: `${format(v.figure)(v.app.median)} vs ${format(v.figure)(v.floor.median)} (${v.ratio.toFixed(2)}×)`,
        budget: v.budget,
        pass: v.pass,
      }));
      for (const c of CATEGORIES.filter((c) => c !== 'performance')) {
        const s = spread(app.map((r) => r.scores[c]));
        rows.push({ figure: `Lighthouse ${c} (median of ${s.runs})`, value: formatSpread(s, String), budget: `>= ${BUDGETS[c]}`, pass: s.median >= BUDGETS[c] });
      }
      rows.push({ figure: 'Lighthouse CLS (median)', value: formatSpread(spread(app.map((r) => r.cls)), (n) => n.toFixed(3)), budget: 'printed', pass: true });
      return { rows, text: out.join('\n') };
    } finally {
      await floor.close();
    }
  });
}

// `npm run bench -- --only startup` (issue 16, ADR 0034): does each of ADR 0021's start-up devices
// earn its place? Builds the app (sandbox mode) with every device, without each one in turn, and
// without any (scripts/build/startup-devices.ts), then runs Lighthouse round-robin over those
// builds and the floor, so that the machine's load reaches every variant alike. Every build is
// served in turn on the app's port (one origin, so the sandbox's CORS and the policy stay as in
// the other parts). Prints every run with the load average, then each variant's median and
// min–max of score, LCP, TBT and FCP, and its critical-path JS. It judges nothing: ADR 0034 does.
const SETTINGS = { VITE_SANDBOX_URL: sandboxUrl };

export interface Variant {
  name: string;
  off: readonly StartupDevice[];
}

/**
 * Every device on, each one off in turn, all off; BENCH_STARTUP_VARIANTS (a comma list of those
 * names, e.g. "current,no task-chain") keeps only the ones named, for a quicker run of one question.
 */
export function startupVariants(only: string | undefined = process.env.BENCH_STARTUP_VARIANTS): Variant[] {
  const all = [{ name: 'current', off: [] }, ...STARTUP_DEVICES.map((d) => ({ name: `no ${d}`, off: [d] })), { name: 'none', off: [...STARTUP_DEVICES] }];
  if (only === undefined || only.trim() === '') return all;
  const names = only.split(',').map((n) => n.trim());
  const unknown = names.filter((n) => !all.some((v) => v.name === n));
  if (unknown.length > 0) throw new Error(`BENCH_STARTUP_VARIANTS: unknown variant(s) ${unknown.join(', ')} (variants: ${all.map((v) => v.name).join(', ')})`);
  return all.filter((v) => names.includes(v.name));
}

const dirOf = (v: Variant) => `dist-bench-startup-${v.name.replace(/\W+/g, '-')}`;
const load = () => loadavg().map((n) => n.toFixed(2)).join(', ');

async function buildVariant(v: Variant): Promise<void> {
  const saved = process.env[DEVICES_OFF_VARIABLE];
  process.env[DEVICES_OFF_VARIABLE] = v.off.join(',');
  try {
    await buildWithVite({ app: 'sandbox', outDir: dirOf(v), manifest: true, settings: SETTINGS });
  } finally {
    if (saved === undefined) delete process.env[DEVICES_OFF_VARIABLE];
    else process.env[DEVICES_OFF_VARIABLE] = saved;
  }
}

export async function measureStartupVariants(runs: number): Promise<PartReport> {
  const variants = startupVariants();
  for (const v of variants) {
    if (!(process.env.BENCH_REUSE_BUILD === '1')) await buildVariant(v);
    console.log(`built ${v.name} into ${dirOf(v)}/ (load average ${load()})`);
  }
  const sandbox = await createSandbox({ port: sandboxPort, appOrigins: [appUrl], dataFile: null });
  const floor = await startFloor();
  const done: { target: string; run: LighthouseRun; load: string }[] = [];
  try {
    const targets = [...variants.map((v) => v.name), 'floor'];
    for (const target of roundRobin(targets, runs)) {
      const variant = variants.find((v) => v.name === target);
      const atStart = load();
      if (variant === undefined) {
        done.push({ target, run: await lighthouseOnce(`${floor.url}${PAGE_ZERO_PATH}`), load: atStart });
      } else {
        await resetSandbox();
        const server = await serveBuild(dirOf(variant));
        try {
          done.push({ target, run: await lighthouseOnce(`${appUrl}${PAGE_ZERO_PATH}`), load: atStart });
        } finally {
          await server.close();
        }
      }
      const last = done[done.length - 1];
      if (last) console.log(`${done.length}. ${target}: ${last.run.scores.performance}, LCP ${ms(last.run.lcpMs)}, TBT ${ms(last.run.tbtMs)} (load ${atStart})`);
    }
  } finally {
    await floor.close();
    await sandbox.close();
  }
  const out = [`Start-up devices: Lighthouse 12 mobile, ${runs} runs per variant, round-robin over ${variants.length} builds and the floor`];
  out.push(table(['#', 'variant', 'load (1, 5, 15 min)', 'score', 'FCP', 'LCP', 'TBT'], done.map((d, i) => [String(i + 1), d.target, d.load, String(d.run.scores.performance), ms(d.run.fcpMs), ms(d.run.lcpMs), ms(d.run.tbtMs)])));
  const cell = (samples: number[], unit: string) => {
    const s = spread(samples);
    return `${Math.round(s.median)} (${Math.round(s.min)}–${Math.round(s.max)})${unit}`;
  };
  const rowsOf = (target: string) => done.filter((d) => d.target === target).map((d) => d.run);
  out.push(
    '',
    'Median (min–max) per variant:',
    table(
      ['variant', 'devices off', 'critical JS', 'score', 'LCP', 'TBT', 'FCP'],
      [...variants.map((v) => v.name), 'floor'].map((target) => {
        const r = rowsOf(target);
        const variant = variants.find((v) => v.name === target);
        return [
          target,
          variant ? variant.off.join(', ') || '-' : '-',
          variant ? kB(measure(dirOf(variant)).gzip) : '-',
          cell(r.map((x) => x.scores.performance), ''),
          cell(r.map((x) => x.lcpMs), ' ms'),
          cell(r.map((x) => x.tbtMs), ' ms'),
          cell(r.map((x) => x.fcpMs), ' ms'),
        ];
      }),
    ),
  );
  return { rows: [{ figure: 'Start-up devices, Lighthouse per variant', value: 'printed above', budget: 'printed', pass: true }], text: out.join('\n') };
}
