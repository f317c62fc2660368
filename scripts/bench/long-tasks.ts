// What fills page 0's long tasks (TBT's raw material): the built app in Chromium with the CPU slowed
// 4x (Lighthouse's mobile factor), traced and sampled; every main-thread task over 50 ms is listed
// with its start, its length, the trace events inside it and the source lines (through the source
// maps) where its samples fell: the app's own innermost frame, or with --self each sample's own frame.
//   npx tsx scripts/bench/long-tasks.ts [--runs N] [--self] [--path /price_are5_pro_monthly]
// It builds the sandbox app like the bench (BENCH_REUSE_BUILD=1 keeps dist-e2e-bench/). Run it on a
// quiet machine: under load every task is longer.
import { existsSync, readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping';
import type { CDPSession } from 'playwright-core';
import { valueOf } from './args.ts';
import type { Profile, TraceEvent } from './trace-types.ts';
import { launchChromium, outDir, PAGE_ZERO_PATH, withStack } from './servers.ts';

/** Lighthouse's mobile CPU factor; a task longer than 50 ms at this speed blocks. */
const SLOWDOWN = 4;
const LONG_MS = 50;


const maps = new Map<string, TraceMap | null>();
/** A built file's line and column as its source's file and line (node_modules shortened to nm/). */
function sourceOf(url: string, line: number, column: number): string {
  const file = /\/(assets\/.+\.js)$/.exec(url)?.[1];
  if (file === undefined) return `${url.replace(/^https?:\/\/[^/]+/, '') || '(page)'}:${line + 1}`;
  const mapFile = `${outDir}/${file}.map`;
  if (!maps.has(mapFile)) maps.set(mapFile, existsSync(mapFile) ? new TraceMap(readFileSync(mapFile, 'utf8')) : null);
  const map = maps.get(mapFile);
  if (!map) return `${file}:${line + 1}`;
  const at = originalPositionFor(map, { line: line + 1, column });
  return `${(at.source ?? '?').replace(/^(\.\.\/)+/, '').replace('node_modules/', 'nm/')}:${at.line ?? '?'}`;
}

/** Per sample: its time and the label it counts under. */
function labelledSamples(profile: Profile, self: boolean): { ts: number; label: string }[] {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const label = (id: number): string => {
    let fallback: string | null = null;
    for (let n = byId.get(id); n; n = byId.get(parent.get(n.id) ?? -1)) {
      if (!n.callFrame.url) continue;
      const here = sourceOf(n.callFrame.url, n.callFrame.lineNumber, n.callFrame.columnNumber);
      if (self) return `${here} ${n.callFrame.functionName}`;
      fallback ??= here;
      if (/^(src|machines)\//.test(here)) return here;
    }
    return fallback ?? byId.get(id)?.callFrame.functionName ?? '?';
  };
  let ts = profile.startTime;
  return profile.samples.flatMap((id, i) => {
    ts += profile.timeDeltas[i] ?? 0;
    const name = byId.get(id)?.callFrame.functionName;
    return name === '(idle)' || name === '(program)' ? [] : [{ ts, label: label(id) }];
  });
}

const INNER = ['EvaluateScript', 'v8.evaluateModule', 'FunctionCall', 'TimerFire', 'RunMicrotasks', 'EventDispatch', 'Layout', 'UpdateLayoutTree', 'Paint', 'ParseHTML', 'MinorGC', 'MajorGC'];

function top(counts: Map<string, number>, total: number, n: number, unit: (v: number) => string): string {
  return [...counts].sort((a, b) => b[1] - a[1]).slice(0, n).map(([k, v]) => `${unit(v)} ${k}`).join('; ') || '-';
}

async function traceOnce(url: string, self: boolean): Promise<string[]> {
  const browser = await launchChromium({ popupBlocker: true });
  try {
    const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
    const cdp: CDPSession = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOWDOWN });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
    await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'toplevel'] });
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForTimeout(6000);
    const trace = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
    const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: Profile };
    const main = trace.traceEvents.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
    if (!main) throw new Error('no renderer main thread in the trace');
    const onMain = trace.traceEvents.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X');
    const start = trace.traceEvents.find((e) => e.name === 'navigationStart' && e.pid === main.pid)?.ts ?? onMain[0]?.ts ?? 0;
    const samples = labelledSamples(profile, self);
    const lines: string[] = [];
    let blocking = 0;
    for (const task of onMain.filter((e) => e.name === 'RunTask' && (e.dur ?? 0) > LONG_MS * 1000)) {
      const end = task.ts + (task.dur ?? 0);
      blocking += (task.dur ?? 0) / 1000 - LONG_MS;
      const kinds = new Map<string, number>();
      for (const e of onMain) {
        if (e === task || e.ts < task.ts || e.ts + (e.dur ?? 0) > end || !INNER.includes(e.name)) continue;
        kinds.set(e.name, (kinds.get(e.name) ?? 0) + (e.dur ?? 0) / 1000);
      }
      const inside = samples.filter((s) => s.ts >= task.ts && s.ts <= end);
      const where = new Map<string, number>();
      for (const s of inside) where.set(s.label, (where.get(s.label) ?? 0) + 1);
      lines.push(`${String(Math.round((task.ts - start) / 1000)).padStart(6)} ms  ${((task.dur ?? 0) / 1000).toFixed(0).padStart(4)} ms  ${top(kinds, 0, 3, (v) => `${v.toFixed(0)} ms`)}`);
      lines.push(`                   samples: ${top(where, inside.length, 4, (v) => `${Math.round((100 * v) / Math.max(1, inside.length))}%`)}`);
    }
    lines.push(`blocking (the tasks' time over ${LONG_MS} ms, summed): ${Math.round(blocking)} ms`);
    return lines;
  } finally {
    await browser.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const args = process.argv.slice(2);
  const option = (name: string) => valueOf(args, name);
  const runs = Number(option('--runs') ?? 1);
  const path = option('--path') ?? PAGE_ZERO_PATH;
  await withStack(async (stack) => {
    for (let run = 1; run <= runs; run++) {
      await stack.resetSandbox();
      console.log(`\nrun ${run}: ${stack.appUrl}${path}, CPU ${SLOWDOWN}x slower; tasks over ${LONG_MS} ms (start, length, what ran, where the samples fell)`);
      for (const line of await traceOnce(`${stack.appUrl}${path}`, args.includes('--self'))) console.log(line);
    }
  });
}
