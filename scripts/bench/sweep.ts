// The CPU sweep (issue 32, ADR 0047): Lighthouse's mobile preset on page 0 and on its floor
// (startFloor() in servers.ts) at several CPU slowdowns (2x, 4x, 6x unless told), round-robin at
// each speed (app, floor, app, floor...) so that load drift hits both, 5 runs per page per speed
// unless told. Prints every run, then per speed both pages' medians with their range for score,
// LCP, TBT, TTI and the main thread's total, the verdicts of stats.ts, and where each page's
// main-thread time went.
//   npm run bench -- --only sweep [--runs 5] [--speeds 2,4,6] [--protocol h2]
// BENCH_BUILDS="before=dist-before" (servers.ts) adds other sandbox builds (of another commit, built with
// the bench's settings) to the round-robin, each served in turn on the app's port, so a change is
// measured side by side with what it replaces; they are printed, not judged.
import type { Protocol } from './index.ts';
import { lighthouseOnce, type LighthouseRun } from './lighthouse.ts';
import { createSandbox } from '../../sandbox/server.ts';
import { appUrl, buildApp, extraBuilds, httpsAppUrl, localhostCertificate, outDir, PAGE_ZERO_PATH, resetSandbox, sandboxPort, startFloor, withBuild } from './servers.ts';
import { judgeSweepSpeed, medianAndRange, ms, roundRobin, spread, table, type PartReport, type SummaryRow, type SweepFigures } from './stats.ts';
import { loadavg } from 'node:os';

type Page = string;

const figuresOf = (r: LighthouseRun): SweepFigures => ({ score: r.scores.performance, lcpMs: r.lcpMs, tbtMs: r.tbtMs, ttiMs: r.ttiMs, mainThreadMs: r.mainThreadMs });


/** Median milliseconds per key over the runs, largest first: where a page's main thread went. */
function medianBreakdown(runs: readonly { key: string; ms: number }[][], top: number): string {
  const keys = [...new Set(runs.flatMap((r) => r.map((e) => e.key)))];
  const medians = keys.map((key) => ({ key, ms: spread(runs.map((r) => r.find((e) => e.key === key)?.ms ?? 0)).median }));
  return medians
    .sort((a, b) => b.ms - a.ms)
    .slice(0, top)
    .map((m) => `${m.key} ${ms(m.ms)}`)
    .join('; ');
}

/**
 * `progress` gets each speed's block as soon as it is measured: on a loaded machine a sweep may
 * outlast the bench's limit for a part, and the speeds done are then still on the screen.
 */
export async function measureSweep(
  runs: number,
  speeds: readonly number[],
  progress: (text: string) => void = () => undefined,
  protocol: Protocol = 'http1',
): Promise<PartReport> {
  await buildApp();
  const builds = [{ name: 'app', dir: outDir }, ...extraBuilds()];
  const PAGES = [...builds.map((b) => b.name), 'floor'];
  const tls = protocol === 'h2' ? localhostCertificate() : null;
  const https = tls === null ? undefined : { key: tls.key, cert: tls.cert };
  const origin = tls === null ? appUrl : httpsAppUrl;
  const lighthouseOptions = (cpuSlowdown: number) => ({ cpuSlowdown, selfSignedTls: tls !== null });
  const sandbox = await createSandbox({ port: sandboxPort, appOrigins: [origin], dataFile: null });
  try {
    const floor = await startFloor({ https });
    try {
      const served = tls === null ? 'HTTP/1.1' : 'HTTP/2 with TLS';
      const out = [`Lighthouse 12, mobile preset with its CPU slowdown at ${speeds.map((s) => `${s}x`).join(', ')}, ${runs} runs per page per speed, round-robin, served over ${served}: ${builds.map((b) => `${b.name} (${b.dir}/)`).join(', ')} at ${origin}${PAGE_ZERO_PATH}, floor at ${floor.url}${PAGE_ZERO_PATH}`];
      const rows: SummaryRow[] = [];
      progress(out[0] ?? '');
      for (const speed of speeds) {
        const printed = out.length;
        const done: { page: Page; run: LighthouseRun; load: string }[] = [];
        for (const page of roundRobin(PAGES, runs)) {
          const load = loadavg()[0]?.toFixed(2) ?? '?';
          const build = builds.find((b) => b.name === page);
          if (build === undefined) {
            done.push({ page, run: await lighthouseOnce(`${floor.url}${PAGE_ZERO_PATH}`, lighthouseOptions(speed)), load });
            continue;
          }
          await resetSandbox();
          done.push({ page, run: await withBuild(build.dir, https, () => lighthouseOnce(`${origin}${PAGE_ZERO_PATH}`, lighthouseOptions(speed))), load });
        }
        const of = (page: Page) => done.filter((d) => d.page === page).map((d) => d.run);
        out.push(
          '',
          `--- ${speed}x CPU slowdown`,
          table(
            ['#', 'page', 'load', 'score', 'LCP', 'TBT', 'TTI', 'main thread'],
            done.map(({ page, run: r, load }, i) => [String(i + 1), page, load, String(r.scores.performance), ms(r.lcpMs), ms(r.tbtMs), ms(r.ttiMs), ms(r.mainThreadMs)]),
          ),
        );
        const verdicts = judgeSweepSpeed(speed, of('app').map(figuresOf), of('floor').map(figuresOf));
        for (const other of builds.slice(1)) {
          const theirs = judgeSweepSpeed(speed, of(other.name).map(figuresOf), of('floor').map(figuresOf));
          out.push('', `${other.name} (${other.dir}/), printed for comparison:`, table(['figure', other.name, 'floor', `${other.name}/floor`], theirs.map((v) => [v.figure, medianAndRange(v.app, ''), medianAndRange(v.floor, ''), `${v.ratio.toFixed(2)}×`])));
        }
        const unit = (figure: string) => (figure === 'performance score' ? '' : ' ms');
        out.push(
          '',
          table(
            ['figure', 'app', 'floor', 'app/floor', 'budget', 'verdict'],
            verdicts.map((v) => [v.figure, medianAndRange(v.app, unit(v.figure)), medianAndRange(v.floor, unit(v.figure)), `${v.ratio.toFixed(2)}×`, v.budget, v.pass ? 'pass' : 'FAIL']),
          ),
        );
        for (const page of PAGES) {
          out.push(`${page}'s main thread (medians): ${medianBreakdown(of(page).map((r) => r.mainThreadGroups.map((g) => ({ key: g.group, ms: g.ms }))), 6)}`);
          out.push(`${page}'s scripts (bootup-time medians): ${medianBreakdown(of(page).map((r) => r.bootup.map((b) => ({ key: b.url.replace(/^https?:\/\/[^/]+/, ''), ms: b.ms }))), 6)}`);
        }
        progress(out.slice(printed).join('\n'));
        rows.push(
          ...verdicts.map((v) => ({
            figure: `${speed}x: ${v.figure}, app vs floor (median of ${v.app.runs})`,
            value: `${Math.round(v.app.median)} vs ${Math.round(v.floor.median)} (${v.ratio.toFixed(2)}×)`,
            budget: v.budget,
            pass: v.pass,
          })),
        );
      }
      return { rows, text: out.join('\n') };
    } finally {
      await floor.close();
    }
  } finally {
    await sandbox.close();
    tls?.remove();
  }
}
