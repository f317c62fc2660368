// Pure parts of the side-by-side bench (issue 16, ADR 0032): the round-robin order of the runs, and
// the verdicts of page 0 against its floor on the medians: score at least 95 and at least the
// floor's, LCP at most 0.7 times the floor's, TBT at most the floor's. No I/O (tests/unit/bench).
import { spread, type Spread } from './stats.ts';

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
