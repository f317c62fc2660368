// Where page 0's load work goes, beside the floor's, as Lighthouse itself sees it (issue 32, ADR
// 0055): Lighthouse's mobile preset on the app and on the floor (round-robin, --runs N each, at
// --speed, 4 unless told), with V8's sampler added to Lighthouse's own trace. Lighthouse throttles by
// simulation, multiplying what the main thread did unthrottled, so this prints that unthrottled work:
// the main thread's tasks and busy time per window of the load, and the sampled JavaScript by
// package or app folder (--by file: by source file) through the source maps (the floor is built
// with maps for this). Medians over the runs.
//   npx tsx scripts/bench/load-work.ts [--runs 3] [--speed 4] [--by file] [--windows 300,600,900,1500]
// BENCH_REUSE_BUILD=1 keeps the bench's build (E2E_OUT_DIR). The machine's load hits both pages
// alike; read the two side by side, not against another day's figures.
import { existsSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { pathToFileURL } from 'node:url';
import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping';
import { valueOf } from './args.ts';
import { roundRobin } from './compare.ts';
import { startFloor } from './floor.ts';
import { lighthouseOnce } from './lighthouse-run.ts';
import { outDir, PAGE_ZERO_PATH, withStack } from './servers.ts';
import type { SampledNode, TraceEvent } from './trace-types.ts';
import { spread } from './stats.ts';


type Event = TraceEvent;

export interface LoadWork {
  tasks: number;
  busyMs: number;
  /** Busy time per window of the load (ms from navigation), keyed "from–to". */
  windows: Map<string, number>;
  /** Sampled JavaScript time by where its code lives. */
  places: Map<string, number>;
}

function placer(dir: string, byFile: boolean) {
  const maps = new Map<string, TraceMap | null>();
  return (url: string, line: number, column: number): string => {
    const file = /\/(assets\/.+\.js)$/.exec(url)?.[1];
    if (file === undefined) return url === '' ? '(no script)' : '(the page itself)';
    const mapFile = `${dir}/${file}.map`;
    if (!maps.has(mapFile)) maps.set(mapFile, existsSync(mapFile) ? new TraceMap(readFileSync(mapFile, 'utf8')) : null);
    const map = maps.get(mapFile);
    const found = map ? originalPositionFor(map, { line: line + 1, column }).source : null;
    if (found === null || found === undefined) return `${file} (module set-up)`;
    const source = found.replace(/^(\.\.\/)+/, '').replace(/^.*?node_modules\//, 'node_modules/');
    if (byFile) return source.replace('node_modules/', 'nm/');
    const pkg = /^node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source)?.[1];
    return pkg !== undefined ? `nm/${pkg}` : source.split('/').slice(0, 2).join('/');
  };
}

/** The unthrottled work of one Lighthouse trace: its main thread's tasks and the sampled JavaScript. */
export function loadWork(events: readonly Event[], dir: string, byFile: boolean, windows: readonly number[]): LoadWork {
  const nav = events.find((e) => e.name === 'navigationStart' && e.args?.data?.isLoadingMainFrame);
  if (!nav) throw new Error('no navigation in the trace');
  const main = events.find((e) => e.pid === nav.pid && e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  const tasks = events.filter((e) => e.pid === nav.pid && e.tid === main?.tid && e.ph === 'X' && e.name === 'RunTask' && e.ts >= nav.ts);
  const byWindow = new Map<string, number>();
  let from = 0;
  for (const to of [...windows, Number.POSITIVE_INFINITY]) {
    const key = `${from}–${Number.isFinite(to) ? to : 'end'}`;
    byWindow.set(key, tasks.filter((t) => (t.ts - nav.ts) / 1000 >= from && (t.ts - nav.ts) / 1000 < to).reduce((sum, t) => sum + (t.dur ?? 0) / 1000, 0));
    from = to;
  }
  const nodes = new Map<number, SampledNode>();
  const samples: { id: number; ts: number }[] = [];
  let ts = 0;
  for (const e of events) {
    if (e.pid !== nav.pid) continue;
    if (e.name === 'Profile') ts = e.args?.data?.startTime ?? ts;
    if (e.name !== 'ProfileChunk') continue;
    for (const n of e.args?.data?.cpuProfile?.nodes ?? []) nodes.set(n.id, n);
    const deltas = e.args?.data?.timeDeltas ?? [];
    (e.args?.data?.cpuProfile?.samples ?? []).forEach((id, i) => {
      ts += deltas[i] ?? 0;
      samples.push({ id, ts });
    });
  }
  const place = placer(dir, byFile);
  const places = new Map<string, number>();
  for (let i = 1; i < samples.length; i++) {
    let node = nodes.get(samples[i]!.id);
    const name = node?.callFrame.functionName;
    if (!node || name === '(idle)' || name === '(program)') continue;
    // A native function (a DOM call, a RegExp) counts for the script that called it.
    while (node && !node.callFrame.url && name !== '(garbage collector)') node = node.parent === undefined ? undefined : nodes.get(node.parent);
    const key = name === '(garbage collector)' ? '(garbage collector)' : node ? place(node.callFrame.url ?? '', node.callFrame.lineNumber ?? 0, node.callFrame.columnNumber ?? 0) : '(no script)';
    places.set(key, (places.get(key) ?? 0) + (samples[i]!.ts - samples[i - 1]!.ts) / 1000);
  }
  return { tasks: tasks.length, busyMs: tasks.reduce((sum, t) => sum + (t.dur ?? 0) / 1000, 0), windows: byWindow, places };
}

function medians(readings: readonly Map<string, number>[], top: number, sort: boolean): string[] {
  const keys = [...new Set(readings.flatMap((r) => [...r.keys()]))];
  const rows = keys.map((k) => ({ k, ms: spread(readings.map((r) => r.get(k) ?? 0)).median }));
  return (sort ? rows.sort((a, b) => b.ms - a.ms) : rows).slice(0, top).map(({ k, ms }) => `${String(Math.round(ms)).padStart(6)} ms  ${k}`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const args = process.argv.slice(2);
  const option = (name: string) => valueOf(args, name);
  const runs = Number(option('--runs') ?? 3);
  const speed = Number(option('--speed') ?? 4);
  const byFile = option('--by') === 'file';
  const windows = (option('--windows') ?? '300,600,900,1500').split(',').map(Number);
  await withStack(async (stack) => {
    const floor = await startFloor({ sourcemap: true });
    try {
      const pages = { app: { url: `${stack.appUrl}${PAGE_ZERO_PATH}`, dir: outDir }, floor: { url: `${floor.url}${PAGE_ZERO_PATH}`, dir: floor.dir } };
      const readings: Record<keyof typeof pages, LoadWork[]> = { app: [], floor: [] };
      for (const page of roundRobin(['app', 'floor'] as const, runs)) {
        if (page === 'app') await stack.resetSandbox();
        const run = await lighthouseOnce(pages[page].url, { cpuSlowdown: speed, sampled: true });
        readings[page].push(loadWork((run.trace?.traceEvents ?? []) as Event[], pages[page].dir, byFile, windows));
        console.log(`${page}: load ${loadavg()[0]?.toFixed(2)}, score ${run.scores.performance}, TTI ${Math.round(run.ttiMs)} ms, main thread ${Math.round(run.mainThreadMs)} ms at ${speed}x`);
      }
      for (const page of ['app', 'floor'] as const) {
        const r = readings[page];
        console.log(`\n${page}, unthrottled, medians of ${r.length}: ${spread(r.map((x) => x.tasks)).median} tasks, busy ${Math.round(spread(r.map((x) => x.busyMs)).median)} ms`);
        console.log('busy by window of the load (ms from navigation):', medians(r.map((x) => x.windows), 20, false).join(';'));
        console.log('sampled JavaScript by where its code lives (the sampler adds its own overhead):');
        console.log(medians(r.map((x) => x.places), byFile ? 40 : 25, true).join('\n'));
      }
    } finally {
      await floor.close();
    }
  });
}
