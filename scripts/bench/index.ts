// `npm run bench` (issue 8, Performance; issue 16): builds the app in sandbox mode once, then
// measures, one after another so they never share the CPU, the landing page's JS and the widget's
// against main's before issue 16 (js-size.ts), Lighthouse side by side with the floor (lighthouse.ts,
// 7 runs each unless `-- --runs N`), the request counts of a member's sign-in and reload (request-count.ts) and the
// time from Pay to the completion modal (pay-timing.ts). Each part starts and stops its own
// sandbox and `vite preview`. Prints each part, then a summary with budgets and verdicts; exits 1
// when a budget is missed. Not a test: timings depend on the machine, whose load is printed.
// `-- --only js,lighthouse` runs some parts (js, lighthouse, sweep, felt, requests, pay, startup); `-- --base SHA` compares the widget with another commit.
import { cpus, loadavg } from 'node:os';
import { parseBenchArgs, type PartName } from './args.ts';
import { measureFelt } from './felt.ts';
import { measureJsSize } from './js-size.ts';
import { measureLighthouse } from './lighthouse.ts';
import { measurePayTiming } from './pay-timing.ts';
import { measureRequestCounts } from './request-count.ts';
import { buildApp, outDir } from './servers.ts';
import { measureStartupVariants } from './startup-variants.ts';
import { extraBuilds, measureSweep } from './sweep.ts';
import { summaryTable, type SummaryRow } from './stats.ts';

/** A part that hangs (a browser that never answers) fails its figures instead of stalling the bench; Lighthouse gets 3 min per round. */
const PART_LIMIT_MINUTES = Number(process.env.BENCH_PART_LIMIT_MINUTES ?? 10);

function withinMinutes<T>(minutes: number, title: string, work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const limit = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${title} took more than ${minutes} min`)), minutes * 60_000);
  });
  return Promise.race([work, limit]).finally(() => clearTimeout(timer));
}

const load = () => loadavg().map((n) => n.toFixed(2)).join(', ');

const args = parseBenchArgs(process.argv.slice(2), process.env);
const parts: { name: PartName; title: string; minutes?: number; run: () => Promise<{ rows: SummaryRow[]; text: string }> }[] = [
  { name: 'js', title: 'JS size', run: () => measureJsSize(args.base) },
  { name: 'lighthouse', title: `Lighthouse, app and floor (${args.runs} runs each)`, minutes: Math.max(PART_LIMIT_MINUTES, 3 * args.runs), run: () => measureLighthouse(args.runs) },
  // The sweep prints each speed as it ends (a limit reached later keeps them); about a minute a run
  // per page on a loaded machine, for the app, the floor and each build of BENCH_SWEEP_BUILDS.
  {
    name: 'sweep',
    title: `CPU sweep, app and floor at ${args.speeds.join('x, ')}x (${args.sweepRuns} runs each)`,
    minutes: Math.max(PART_LIMIT_MINUTES, args.speeds.length * args.sweepRuns * (2 + extraBuilds().length)),
    run: async () => ({ rows: (await measureSweep(args.sweepRuns, args.speeds, (text) => console.log(text), args.protocol)).rows, text: '(printed above, speed by speed)' }),
  },
  {
    name: 'felt',
    title: `What a visitor feels, app and floor at ${args.feltSpeeds.join('x, ')}x with Slow 4G (${args.feltRuns} loads each)`,
    minutes: Math.max(PART_LIMIT_MINUTES, args.feltSpeeds.length * args.feltRuns),
    run: async () => ({ rows: (await measureFelt(args.feltRuns, args.feltSpeeds, (text) => console.log(text))).rows, text: '(printed above, speed by speed)' }),
  },
  { name: 'requests', title: 'Request counts', run: measureRequestCounts },
  { name: 'pay', title: 'Pay to completion', run: measurePayTiming },
  { name: 'startup', title: `Start-up devices (${args.runs} runs per variant)`, minutes: Math.max(PART_LIMIT_MINUTES, 20 + 8 * args.runs), run: () => measureStartupVariants(args.runs) },
];

const started = Date.now();
console.log(`Bench on ${cpus().length} CPUs; load average (1, 5, 15 min) at start: ${load()}`);
await buildApp();
console.log(`Built in sandbox mode into ${outDir}/`);
const rows: SummaryRow[] = [];
for (const part of parts.filter((p) => args.only.includes(p.name))) {
  console.log(`\n=== ${part.title} (load average ${load()})`);
  try {
    const report = await withinMinutes(part.minutes ?? PART_LIMIT_MINUTES, part.title, part.run());
    console.log(report.text);
    rows.push(...report.rows);
  } catch (error) {
    console.log(`${part.title} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    rows.push({ figure: part.title, value: 'did not run to the end', budget: '-', pass: false });
  }
}
console.log(`\n=== Summary (${Math.round((Date.now() - started) / 1000)} s; load average at the end: ${load()})`);
console.log(summaryTable(rows));
const failed = rows.filter((r) => !r.pass).length;
console.log(failed === 0 ? '\nEvery figure meets its budget.' : `\n${failed} figure(s) miss their budget.`);
// Exit explicitly: a part stopped by its time limit may leave a server or browser behind.
process.exit(failed === 0 ? 0 : 1);
