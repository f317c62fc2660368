// Where page 0's main thread goes during the load (issue 32): the built app (or the floor, --floor)
// in Chromium with the CPU slowed (4x unless --rate N), traced and sampled for the whole load and
// the seconds after it (--wait, 6000 ms), as Lighthouse's main-thread total counts it. Prints the
// main thread's busy time (every top-level task summed), the trace's own kinds of work, and the
// sampled JavaScript by where its code lives (the package, or the app's folder), through the
// source maps. Medians of --runs N (default 3).
//   npx tsx scripts/bench/main-thread.ts [--runs 3] [--rate 4] [--floor] [--by file]
// BENCH_REUSE_BUILD=1 keeps the bench's build (dist-e2e-bench/). Run it on a quiet machine.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping';
import { valueOf } from './args.ts';
import { startFloor } from './floor.ts';
import type { Profile, ProfileNode, TraceEvent } from './trace-types.ts';
import { launchChromium, outDir, PAGE_ZERO_PATH, withStack } from './servers.ts';
import { spread } from './stats.ts';


const maps = new Map<string, TraceMap | null>();
function mapFor(file: string, dirs: readonly string[]): TraceMap | null {
  if (!maps.has(file)) {
    const found = dirs.map((d) => `${d}/${file}.map`).find((p) => existsSync(p));
    maps.set(file, found === undefined ? null : new TraceMap(readFileSync(found, 'utf8')));
  }
  return maps.get(file) ?? null;
}

/** A sample's frame as the place its code lives: 'nm/react-dom', 'src/views', 'machines/checkout', or the file with --by file. */
function placeOf(url: string, line: number, column: number, dirs: readonly string[], byFile: boolean): string {
  const file = /\/(assets\/.+\.js)$/.exec(url)?.[1];
  if (file === undefined) return url === '' ? '(no script)' : byFile ? `(the page itself) ${url.replace(/^https?:\/\/[^/]+/, '')}:${line + 1}` : '(the page itself)';
  const map = mapFor(file, dirs);
  if (!map) return file;
  const found = originalPositionFor(map, { line: line + 1, column }).source;
  if (found === null) return `${file} (unmapped)`;
  const source = found.replace(/^(\.\.\/)+/, '');
  if (byFile) return source.replace('node_modules/', 'nm/');
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source)?.[1];
  if (pkg !== undefined) return `nm/${pkg}`;
  return source.split('/').slice(0, 2).join('/');
}

interface Reading {
  /** Per 500 ms of the load: busy time and its three largest places. */
  timeline: string[];
  busyMs: number;
  kinds: Map<string, number>;
  places: Map<string, number>;
}

const KINDS = ['EvaluateScript', 'v8.evaluateModule', 'v8.compile', 'v8.compileModule', 'FunctionCall', 'TimerFire', 'RunMicrotasks', 'EventDispatch', 'Layout', 'UpdateLayoutTree', 'Paint', 'ParseHTML', 'ParseAuthorStyleSheet', 'MinorGC', 'MajorGC'];

async function readOnce(url: string, rate: number, waitMs: number, dirs: readonly string[], byFile: boolean): Promise<Reading> {
  const browser = await launchChromium({ popupBlocker: true });
  try {
    const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
    await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'v8', 'toplevel'] });
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForTimeout(waitMs);
    const trace = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
    const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: Profile };
    const main = trace.traceEvents.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
    if (!main) throw new Error('no renderer main thread in the trace');
    const onMain = trace.traceEvents.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X');
    const tasks = onMain.filter((e) => e.name === 'RunTask');
    const busyMs = tasks.reduce((sum, t) => sum + (t.dur ?? 0), 0) / 1000;
    const kinds = new Map<string, number>();
    for (const e of onMain) if (KINDS.includes(e.name)) kinds.set(e.name, (kinds.get(e.name) ?? 0) + (e.dur ?? 0) / 1000);
    const byId = new Map(profile.nodes.map((n) => [n.id, n]));
    const parent = new Map<number, ProfileNode>();
    for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n);
    // A native function (a DOM call, a RegExp) counts for the script that called it.
    const withScript = (n: ProfileNode): ProfileNode => {
      for (let at: ProfileNode | undefined = n; at; at = parent.get(at.id)) if (at.callFrame.url !== '') return at;
      return n;
    };
    const places = new Map<string, number>();
    const start = trace.traceEvents.find((e) => e.name === 'navigationStart' && e.pid === main.pid)?.ts ?? tasks[0]?.ts ?? 0;
    const bucketOf = (ts: number) => Math.floor((ts - start) / 500_000);
    const buckets = new Map<number, { busy: number; places: Map<string, number> }>();
    const bucket = (b: number) => buckets.get(b) ?? buckets.set(b, { busy: 0, places: new Map() }).get(b)!;
    for (const t of tasks) bucket(bucketOf(t.ts)).busy += (t.dur ?? 0) / 1000;
    let last = profile.startTime;
    profile.samples.forEach((id, i) => {
      const delta = (profile.timeDeltas[i] ?? 0) / 1000;
      last += profile.timeDeltas[i] ?? 0;
      const at = bucketOf(last);
      const node = byId.get(id);
      const name = node?.callFrame.functionName;
      if (!node || name === '(idle)' || name === '(program)') return;
      const caller = withScript(node);
      const place = name === '(garbage collector)' ? '(garbage collector)' : placeOf(caller.callFrame.url, caller.callFrame.lineNumber, caller.callFrame.columnNumber, dirs, byFile);
      places.set(place, (places.get(place) ?? 0) + delta);
      const here = bucket(at).places;
      here.set(place, (here.get(place) ?? 0) + delta);
    });
    const timeline = [...buckets]
      .sort((a, b) => a[0] - b[0])
      .map(([b, { busy, places: p }]) => `${String(b * 500).padStart(6)} ms  busy ${String(Math.round(busy)).padStart(4)} ms  ${[...p].sort((x, y) => y[1] - x[1]).slice(0, 4).map(([k, v]) => `${k} ${Math.round(v)}`).join(', ')}`);
    return { timeline, busyMs, kinds, places };
  } finally {
    await browser.close();
  }
}

function medians(readings: readonly Map<string, number>[], top: number): string[] {
  const keys = [...new Set(readings.flatMap((r) => [...r.keys()]))];
  return keys
    .map((k) => ({ k, ms: spread(readings.map((r) => r.get(k) ?? 0)).median }))
    .sort((a, b) => b.ms - a.ms)
    .slice(0, top)
    .map(({ k, ms }) => `${String(Math.round(ms)).padStart(6)} ms  ${k}`);
}

async function measure(url: string, runs: number, rate: number, waitMs: number, dirs: readonly string[], byFile: boolean, before: () => Promise<void>): Promise<string[]> {
  const readings: Reading[] = [];
  for (let i = 0; i < runs; i++) {
    await before();
    readings.push(await readOnce(url, rate, waitMs, dirs, byFile));
  }
  const busy = spread(readings.map((r) => r.busyMs));
  return [
    'the last run, per 500 ms from navigation (busy time; where the samples fell):',
    ...(readings.at(-1)?.timeline ?? []),
    `${url}, CPU ${rate}x slower, ${runs} runs: main thread busy ${Math.round(busy.median)} ms (${Math.round(busy.min)}–${Math.round(busy.max)})`,
    'by kind of work (nested kinds overlap):',
    ...medians(readings.map((r) => r.kinds), 12),
    'sampled JavaScript and GC by where the code lives:',
    ...medians(readings.map((r) => r.places), byFile ? 40 : 25),
  ];
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const args = process.argv.slice(2);
  const option = (name: string) => valueOf(args, name);
  const runs = Number(option('--runs') ?? 3);
  const rate = Number(option('--rate') ?? 4);
  const waitMs = Number(option('--wait') ?? 6000);
  const byFile = option('--by') === 'file';
  const path = option('--path') ?? PAGE_ZERO_PATH;
  if (args.includes('--floor')) {
    const floor = await startFloor();
    try {
      const dirs = readdirSync('/tmp').filter((d) => d.startsWith('bench-floor-')).map((d) => join('/tmp', d));
      console.log((await measure(`${floor.url}${path}`, runs, rate, waitMs, dirs, byFile, async () => {})).join('\n'));
    } finally {
      await floor.close();
    }
  } else {
    await withStack(async (stack) => {
      console.log((await measure(`${stack.appUrl}${path}`, runs, rate, waitMs, [outDir], byFile, () => stack.resetSandbox())).join('\n'));
    });
  }
}
