// Pure helpers of the bench: the median and range of repeated runs, kilobytes, the summary table
// with each figure's budget and verdict, and the side-by-side verdicts (issue 16, ADR 0032): the
// round-robin order of the runs, and page 0 against its floor on the medians (score at least 95
// and at least the floor's, LCP at most 0.7 times the floor's, TBT at most the floor's), and the
// CPU sweep's verdicts at one speed. No I/O, so tests/unit/bench covers them.

export interface Spread {
  median: number;
  min: number;
  max: number;
  runs: number;
}

/** Median (mean of the middle two for an even count) and range; throws on no samples. */
export function spread(samples: readonly number[]): Spread {
  if (samples.length === 0) throw new Error('spread() needs at least one sample');
  if (samples.some((s) => !Number.isFinite(s))) throw new Error(`spread() got a non-finite sample: ${samples.join(', ')}`);
  const sorted = [...samples].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  const median = sorted.length % 2 === 1 ? (sorted[mid] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
  return { median, min: sorted[0] as number, max: sorted[sorted.length - 1] as number, runs: sorted.length };
}

/** "1234 (1100 to 1400, 5 runs)" with the given formatter. */
export function formatSpread(s: Spread, format: (n: number) => string): string {
  return `${format(s.median)} (${format(s.min)} to ${format(s.max)}, ${s.runs} runs)`;
}

/** Bytes as kB (1 kB = 1000 bytes, as Vite and Lighthouse print them). */
export const kB = (bytes: number): string => `${(bytes / 1000).toFixed(1)} kB`;

export const ms = (value: number): string => `${Math.round(value)} ms`;

/** "649 (647–651) ms", "97.5 (96–99)": the median, then the range; a unitless score keeps one decimal. */
export function medianAndRange(s: Spread, unit: string): string {
  const n = (v: number) => (unit === '' ? String(Math.round(v * 10) / 10) : String(Math.round(v)));
  return `${n(s.median)} (${n(s.min)}–${n(s.max)})${unit}`;
}

export interface SummaryRow {
  figure: string;
  value: string;
  budget: string;
  pass: boolean;
}

/** What a part of the bench answers: its summary rows and the text it printed. */
export interface PartReport {
  rows: SummaryRow[];
  text: string;
}

/** A plain-text table whose columns fit their widest cell. */
export function table(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: readonly string[]) => cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join('  ').trimEnd();
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

export function summaryTable(rows: readonly SummaryRow[]): string {
  return table(
    ['figure', 'measured', 'budget', 'verdict'],
    rows.map((r) => [r.figure, r.value, r.budget, r.pass ? 'pass' : 'FAIL']),
  );
}

/** The runs' order: every target once per round (app, floor, app, floor...), so load drift hits all alike. */
export function roundRobin<T>(targets: readonly T[], rounds: number): T[] {
  if (!Number.isInteger(rounds) || rounds < 1) throw new Error(`rounds must be a whole number of at least 1, got ${rounds}`);
  return Array.from({ length: rounds }, () => [...targets]).flat();
}

/** The figures one Lighthouse run gives for page 0. */
export interface PageFigures {
  score: number;
  lcpMs: number;
  tbtMs: number;
  fcpMs: number;
}

export const FIGURES = ['score', 'lcpMs', 'tbtMs', 'fcpMs'] as const;
export type Figure = (typeof FIGURES)[number];

export const SCORE_BUDGET = 95;
export const LCP_RATIO_BUDGET = 0.7;

export interface Verdict {
  figure: string;
  app: Spread;
  floor: Spread;
  /** app median / floor median. */
  ratio: number;
  budget: string;
  pass: boolean;
}

/** app median / floor median; a floor of 0 gives 1 when the app is 0 too, else Infinity. */
export function ratioOf(app: number, floor: number): number {
  if (floor === 0) return app === 0 ? 1 : Number.POSITIVE_INFINITY;
  return app / floor;
}

/** One figure of both pages' runs: each page's median and range, and the ratio of the medians. */
function sideBySide<T, K extends keyof T>(app: readonly T[], floor: readonly T[], figure: K) {
  const a = spread(app.map((r) => Number(r[figure])));
  const f = spread(floor.map((r) => Number(r[figure])));
  return { app: a, floor: f, ratio: ratioOf(a.median, f.median) };
}

/** The verdicts on the medians of both sets of runs (FCP is printed, not judged). */
export function judgeAgainstFloor(app: readonly PageFigures[], floor: readonly PageFigures[]): Verdict[] {
  const both = (figure: Figure) => sideBySide(app, floor, figure);
  const score = both('score');
  const lcp = both('lcpMs');
  const tbt = both('tbtMs');
  const fcp = both('fcpMs');
  return [
    { figure: 'performance score', ...score, budget: `>= ${SCORE_BUDGET} and >= floor`, pass: score.app.median >= SCORE_BUDGET && score.app.median >= score.floor.median },
    { figure: 'LCP', ...lcp, budget: `app/floor <= ${LCP_RATIO_BUDGET}`, pass: lcp.ratio <= LCP_RATIO_BUDGET },
    { figure: 'TBT', ...tbt, budget: 'app <= floor', pass: tbt.app.median <= tbt.floor.median },
    { figure: 'FCP', ...fcp, budget: 'printed', pass: true },
  ];
}

/** What one run of the CPU sweep gives for a page (issue 32). */
export interface SweepFigures {
  score: number;
  lcpMs: number;
  tbtMs: number;
  ttiMs: number;
  mainThreadMs: number;
}

export const SWEEP_LCP_RATIO_BUDGET = 0.6;
export const SWEEP_MAIN_THREAD_RATIO_BUDGET = 1.5;
/** The speed at which the main thread's total is judged: Lighthouse's mobile preset. */
export const SWEEP_MAIN_THREAD_SPEED = 4;

/**
 * The sweep's verdicts at one CPU slowdown, on the medians: score at least the floor's, TBT and
 * Time to Interactive at most the floor's, LCP at most 0.6 times the floor's, and at 4x the main
 * thread's total at most 1.5 times the floor's (printed at the other speeds).
 */
export function judgeSweepSpeed(cpuSlowdown: number, app: readonly SweepFigures[], floor: readonly SweepFigures[]): Verdict[] {
  const both = (figure: keyof SweepFigures) => sideBySide(app, floor, figure);
  const score = both('score');
  const lcp = both('lcpMs');
  const tbt = both('tbtMs');
  const tti = both('ttiMs');
  const main = both('mainThreadMs');
  const judgedMain = cpuSlowdown === SWEEP_MAIN_THREAD_SPEED;
  return [
    { figure: 'performance score', ...score, budget: '>= floor', pass: score.app.median >= score.floor.median },
    { figure: 'LCP', ...lcp, budget: `app/floor <= ${SWEEP_LCP_RATIO_BUDGET}`, pass: lcp.ratio <= SWEEP_LCP_RATIO_BUDGET },
    { figure: 'TBT', ...tbt, budget: 'app <= floor', pass: tbt.app.median <= tbt.floor.median },
    { figure: 'TTI', ...tti, budget: 'app <= floor', pass: tti.app.median <= tti.floor.median },
    {
      figure: 'main-thread work',
      ...main,
      budget: judgedMain ? `app/floor <= ${SWEEP_MAIN_THREAD_RATIO_BUDGET}` : 'printed',
      pass: !judgedMain || main.ratio <= SWEEP_MAIN_THREAD_RATIO_BUDGET,
    },
  ];
}
