// The bench's command line (pure, tests/unit/bench): `npm run bench -- --runs 7 --only lighthouse,js`.
// --runs sets the Lighthouse runs per page (default 7, or BENCH_LIGHTHOUSE_RUNS); --only keeps the
// named parts; --base names the commit whose widget is compared (default: main before issue 16);
// --speeds sets the CPU slowdowns of the sweep (default 2,4,6), which runs 5 times per page per speed
// unless --runs says otherwise; the felt part loads each page 3 times at 4x and 6x unless --runs and
// --speeds say otherwise; --protocol h2 serves the sweep's pages over HTTP/2 with TLS, as
// docs/deploy/nginx.conf does (default http1, what the budgets were set with; ADR 0057).

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
