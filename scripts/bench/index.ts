// `npm run bench` (issue 8, Performance; issue 16): builds the app in sandbox mode once, then
// measures, one after another so they never share the CPU, the landing page's JS and the widget's
// against main's before issue 16 (js-size.ts), Lighthouse side by side with the floor (lighthouse.ts,
// 7 runs each unless `-- --runs N`), the request counts of a member's sign-in and reload and the
// time from Pay to the completion modal (member-journeys.ts). Each part starts and stops its own
// sandbox and `vite preview`. Prints each part, then a summary with budgets and verdicts; exits 1
// when a budget is missed. Not a test: timings depend on the machine, whose load is printed.
// `-- --only js,lighthouse` runs some parts (js, lighthouse, sweep, felt, requests, pay, startup),
// one part alone with its name only; `-- --base SHA` compares the widget with another commit.
//
// The command line (pure, tests/unit/bench): `npm run bench -- --runs 7 --only lighthouse,js`.
// --runs sets the Lighthouse runs per page (default 7, or BENCH_LIGHTHOUSE_RUNS); --only keeps the
// named parts; --base names the commit whose widget is compared (default: main before issue 16);
// --speeds sets the CPU slowdowns of the sweep (default 2,4,6), which runs 5 times per page per speed
// unless --runs says otherwise; the felt part loads each page 3 times at 4x and 6x unless --runs and
// --speeds say otherwise; --protocol h2 serves the sweep's pages over HTTP/2 with TLS, as
// docs/deploy/nginx.conf does (default http1, what the budgets were set with; ADR 0057).
import { realpathSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { measureFelt } from './felt.ts';
import { measureJsSize } from './js-size.ts';
import { measureLighthouse, measureStartupVariants } from './lighthouse.ts';
import { measurePayTiming, measureRequestCounts } from './member-journeys.ts';
import { buildApp, extraBuilds, outDir } from './servers.ts';
import { measureSweep } from './sweep.ts';
import { summaryTable, type PartReport, type SummaryRow } from './stats.ts';

export const PART_NAMES = ['js', 'lighthouse', 'sweep', 'felt', 'requests', 'pay', 'startup'] as const;
export type PartName = (typeof PART_NAMES)[number];
export const PROTOCOLS = ['http1', 'h2'] as const;
export type Protocol = (typeof PROTOCOLS)[number];
/** The parts a bench without --only runs: `startup` (ADR 0034's variants, 6 builds) and `felt` (new, ADR 0061) only when named. */
export const DEFAULT_PARTS: readonly PartName[] = ['js', 'lighthouse', 'sweep', 'requests', 'pay'];

export interface BenchArgs {
  runs: number;
  /** Lighthouse runs per page per speed in the CPU sweep. */
  sweepRuns: number;
  /** The sweep's CPU slowdowns. */
  speeds: number[];
  /** Loads per page per speed of the felt part (3 unless --runs says otherwise). */
  feltRuns: number;
  /** The felt part's CPU slowdowns (4 and 6 unless --speeds says otherwise). */
  feltSpeeds: number[];
  only: PartName[];
  base: string | undefined;
  /** How the sweep serves page 0 and the floor. */
  protocol: Protocol;
}

const DEFAULT_RUNS = 7;
const DEFAULT_SWEEP_RUNS = 5;
const DEFAULT_SPEEDS = [2, 4, 6];
const DEFAULT_FELT_RUNS = 3;
const DEFAULT_FELT_SPEEDS = [4, 6];

/** The value of `--flag value` or `--flag=value` in argv, or undefined when the flag is absent. */
export function valueOf(argv: readonly string[], flag: string): string | undefined {
  const i = argv.findIndex((a) => a === flag || a.startsWith(`${flag}=`));
  if (i < 0) return undefined;
  const arg = argv[i] as string;
  const value = arg.includes('=') ? arg.slice(arg.indexOf('=') + 1) : argv[i + 1];
  if (value === undefined || value.startsWith('--')) throw new Error(`${flag} needs a value`);
  return value;
}

export function parseBenchArgs(argv: readonly string[], env: Readonly<Record<string, string | undefined>> = {}): BenchArgs {
  const runsText = valueOf(argv, '--runs') ?? env.BENCH_LIGHTHOUSE_RUNS ?? String(DEFAULT_RUNS);
  const runs = Number(runsText);
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs must be a whole number of at least 1, got ${runsText}`);
  const runsGiven = valueOf(argv, '--runs') ?? env.BENCH_LIGHTHOUSE_RUNS;
  const speedsText = valueOf(argv, '--speeds');
  const speeds = speedsText === undefined ? DEFAULT_SPEEDS : speedsText.split(',').map((s) => Number(s.trim()));
  if (speeds.some((s) => !Number.isFinite(s) || s < 1)) throw new Error(`--speeds must be CPU slowdowns of at least 1, got ${speedsText}`);
  const onlyText = valueOf(argv, '--only');
  const only = onlyText === undefined ? [...DEFAULT_PARTS] : onlyText.split(',').map((p) => p.trim());
  const unknown = only.filter((p) => !(PART_NAMES as readonly string[]).includes(p));
  if (unknown.length > 0) throw new Error(`--only: unknown part(s) ${unknown.join(', ')} (parts: ${PART_NAMES.join(', ')})`);
  const protocol = valueOf(argv, '--protocol') ?? 'http1';
  if (!(PROTOCOLS as readonly string[]).includes(protocol)) throw new Error(`--protocol must be one of ${PROTOCOLS.join(', ')}, got ${protocol}`);
  return {
    runs,
    sweepRuns: runsGiven === undefined ? DEFAULT_SWEEP_RUNS : runs,
    speeds,
    feltRuns: runsGiven === undefined ? DEFAULT_FELT_RUNS : runs,
    feltSpeeds: speedsText === undefined ? DEFAULT_FELT_SPEEDS : speeds,
    only: only as PartName[],
    base: valueOf(argv, '--base'),
    protocol: protocol as Protocol,
  };
}

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

/** Run by `npm run bench`; tests/unit/bench imports this file for parseBenchArgs alone, and then nothing runs. */
function runAsScript(): boolean {
  try {
    return realpathSync(process.argv[1] ?? '') === realpathSync(fileURLToPath(import.meta.url));
  } catch {
    return false;
  }
}

if (runAsScript()) {
  const args = parseBenchArgs(process.argv.slice(2), process.env);
  const parts: { name: PartName; title: string; minutes?: number; run: () => Promise<PartReport> }[] = [
    { name: 'js', title: 'JS size', run: () => measureJsSize(args.base) },
    { name: 'lighthouse', title: `Lighthouse, app and floor (${args.runs} runs each)`, minutes: Math.max(PART_LIMIT_MINUTES, 3 * args.runs), run: () => measureLighthouse(args.runs) },
    // The sweep prints each speed as it ends (a limit reached later keeps them); about a minute a run
    // per page on a loaded machine, for the app, the floor and each build of BENCH_BUILDS.
    {
      name: 'sweep',
      title: `CPU sweep, app and floor at ${args.speeds.join('x, ')}x (${args.sweepRuns} runs each)`,
      minutes: Math.max(PART_LIMIT_MINUTES, args.speeds.length * args.sweepRuns * (2 + extraBuilds().length)),
      run: async () => ({ rows: (await measureSweep(args.sweepRuns, args.speeds, (text) => console.log(text), args.protocol)).rows, text: '(printed above, speed by speed)' }),
    },
    {
      name: 'felt',
      title: `What a visitor feels, app and floor at ${args.feltSpeeds.join('x, ')}x with Slow 4G (${args.feltRuns} loads each)`,
      minutes: Math.max(PART_LIMIT_MINUTES, args.feltSpeeds.length * args.feltRuns * (1 + extraBuilds().length)),
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
}
