// What holds page 0's Time to Interactive in Lighthouse's own simulation (ADR 0057): after one
// Lighthouse run of the app and one of the floor, reads back Lantern's simulated timeline of the
// TTI estimate and prints the chain that leads to the last long task: from that task, the
// dependency that finished last, down to the document. A request in the chain is time on the
// simulated network; a task is main-thread time at the CPU slowdown.
//   npx tsx scripts/bench/lantern-chain.ts [--speeds 4]
// It builds the sandbox app like the bench (BENCH_REUSE_BUILD=1 keeps dist-e2e-bench/).
import * as Lantern from 'lighthouse/core/lib/lantern/lantern.js';
import { createSandbox } from '../../sandbox/server.ts';
import { parseBenchArgs, valueOf } from './args.ts';
import { startFloor } from './floor.ts';
import { lighthouseOnce } from './lighthouse-run.ts';
import { appUrl, buildApp, PAGE_ZERO_PATH, resetSandbox, sandboxPort, serveBuild } from './servers.ts';

type Node = Lantern.Graph.Node;
const LONG_TASK_MS = 50;

const withoutOrigin = (url: string) => url.replace(/^https?:\/\/[^/]+/, '');

/** The script a task ran, from its events' data (a task with none is the browser's own work). */
function taskScript(node: Node): string {
  if (node.type !== 'cpu') return '';
  for (const event of node.childEvents) {
    const data: unknown = event.args?.data;
    if (typeof data === 'object' && data !== null && 'url' in data && typeof data.url === 'string' && data.url !== '') return withoutOrigin(data.url);
  }
  return '(no script)';
}

function describe(node: Node): string {
  return node.type === 'network' ? `request ${withoutOrigin(node.request.url)}` : `task    ${taskScript(node)}`;
}

/** The chain of last-finishing dependencies behind the simulation's last long task. */
function chainToLastLongTask(timings: ReadonlyMap<Node, { startTime: number; endTime: number }>): string[] {
  const longTasks = [...timings].filter(([node, t]) => node.type === 'cpu' && t.endTime - t.startTime > LONG_TASK_MS);
  let node = longTasks.sort((a, b) => b[1].endTime - a[1].endTime)[0]?.[0];
  const lines: string[] = [];
  while (node !== undefined) {
    const t = timings.get(node);
    if (t === undefined) break;
    lines.push(`${String(Math.round(t.startTime)).padStart(6)}–${String(Math.round(t.endTime)).padEnd(6)} ms  ${describe(node)}`);
    const finished = node.getDependencies().filter((d) => timings.has(d));
    node = finished.sort((a, b) => (timings.get(b)?.endTime ?? 0) - (timings.get(a)?.endTime ?? 0))[0];
  }
  return lines;
}

async function measure(name: string, url: string, speed: number): Promise<void> {
  const run = await lighthouseOnce(url, { cpuSlowdown: speed });
  console.log(`\n${name}, ${speed}x: TTI ${Math.round(run.ttiMs)} ms, FCP ${Math.round(run.fcpMs)} ms`);
  for (const label of ['optimisticInteractive', 'pessimisticInteractive']) {
    const timings = Lantern.Simulation.Simulator.allNodeTimings.get(label);
    console.log(`  ${label}:`);
    console.log((timings ? chainToLastLongTask(timings) : ['(not simulated)']).map((l) => `    ${l}`).join('\n'));
  }
}

const argv = process.argv.slice(2);
const speeds = valueOf(argv, '--speeds') === undefined ? [4] : parseBenchArgs(argv).speeds;
await buildApp();
const sandbox = await createSandbox({ port: sandboxPort, appOrigins: [appUrl], dataFile: null });
const floor = await startFloor();
const app = await serveBuild();
try {
  for (const speed of speeds) {
    await resetSandbox();
    await measure('app', `${appUrl}${PAGE_ZERO_PATH}`, speed);
    await measure('floor', `${floor.url}${PAGE_ZERO_PATH}`, speed);
  }
} finally {
  await app.close();
  await floor.close();
  await sandbox.close();
}
