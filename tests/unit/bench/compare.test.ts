// The side-by-side bench's pure parts (scripts/bench/compare.ts, args.ts): the round-robin order,
// the verdicts of page 0 against its floor, and the command line. Not a spec rule: issue 16's
// "Done when" figures (docs/decisions/0032).
import { describe, expect, it } from 'vitest';
import { parseBenchArgs } from '../../../scripts/bench/args.ts';
import { judgeAgainstFloor, ratioOf, roundRobin, type PageFigures } from '../../../scripts/bench/compare.ts';

const run = (score: number, lcpMs: number, tbtMs: number, fcpMs = 500): PageFigures => ({ score, lcpMs, tbtMs, fcpMs });
const verdict = (app: PageFigures[], floor: PageFigures[], figure: string) => judgeAgainstFloor(app, floor).find((v) => v.figure === figure);

describe('round-robin order', () => {
  it('alternates the pages round after round, so load drift reaches both', () => {
    expect(roundRobin(['app', 'floor'], 3)).toEqual(['app', 'floor', 'app', 'floor', 'app', 'floor']);
  });

  it('refuses no rounds or a fraction', () => {
    expect(() => roundRobin(['app'], 0)).toThrow();
    expect(() => roundRobin(['app'], 1.5)).toThrow();
  });
});

describe('page 0 against its floor, on the medians', () => {
  // The figures from landed main: 99 vs 96, LCP 907 vs 1542 ms, TBT 97 vs 192 ms.
  const app = [run(99, 907, 97), run(97, 950, 120), run(100, 880, 60)];
  const floor = [run(96, 1542, 192), run(94, 1600, 250), run(97, 1500, 150)];

  it('passes the issue\'s figures: score 99 vs 96, LCP 0.59 times, TBT below the floor\'s', () => {
    const verdicts = judgeAgainstFloor(app, floor);
    expect(verdicts.map((v) => [v.figure, v.pass])).toEqual([
      ['performance score', true],
      ['LCP', true],
      ['TBT', true],
      ['FCP', true],
    ]);
    expect(verdicts[1]?.ratio).toBeCloseTo(907 / 1542, 5);
    expect(verdicts[0]?.app).toEqual({ median: 99, min: 97, max: 100, runs: 3 });
  });

  it('fails a score under 95 even when the floor is lower still', () => {
    expect(verdict([run(94, 500, 50)], [run(90, 1000, 100)], 'performance score')?.pass).toBe(false);
  });

  it('fails a score of 95 or more that is under the floor\'s', () => {
    expect(verdict([run(96, 500, 50)], [run(97, 1000, 100)], 'performance score')?.pass).toBe(false);
    expect(verdict([run(97, 500, 50)], [run(97, 1000, 100)], 'performance score')?.pass).toBe(true);
  });

  it('holds LCP to 0.7 times the floor\'s, the bound included', () => {
    expect(verdict([run(99, 700, 50)], [run(96, 1000, 100)], 'LCP')?.pass).toBe(true);
    expect(verdict([run(99, 701, 50)], [run(96, 1000, 100)], 'LCP')?.pass).toBe(false);
  });

  it('holds TBT to at most the floor\'s', () => {
    expect(verdict([run(99, 500, 100)], [run(96, 1000, 100)], 'TBT')?.pass).toBe(true);
    expect(verdict([run(99, 500, 101)], [run(96, 1000, 100)], 'TBT')?.pass).toBe(false);
  });

  it('judges the median, not one lucky run', () => {
    const lucky = [run(99, 500, 10), run(99, 500, 300), run(99, 500, 310)];
    expect(verdict(lucky, [run(96, 1000, 200)], 'TBT')?.pass).toBe(false);
  });

  it('gives a ratio against a floor of 0 without dividing by it', () => {
    expect(ratioOf(0, 0)).toBe(1);
    expect(ratioOf(5, 0)).toBe(Number.POSITIVE_INFINITY);
  });
});

describe('the bench\'s command line', () => {
  it('runs 7 Lighthouse runs per page and every part but the start-up variants by default', () => {
    expect(parseBenchArgs([])).toEqual({ runs: 7, only: ['js', 'lighthouse', 'requests', 'pay'], base: undefined });
    expect(parseBenchArgs(['--only', 'startup']).only).toEqual(['startup']);
  });

  it('takes --runs, --only and --base, with a space or an equals sign', () => {
    expect(parseBenchArgs(['--runs', '2', '--only=js,lighthouse', '--base', 'abc123'])).toEqual({ runs: 2, only: ['js', 'lighthouse'], base: 'abc123' });
    expect(parseBenchArgs(['--runs=3']).runs).toBe(3);
  });

  it('reads BENCH_LIGHTHOUSE_RUNS when --runs is not given, and --runs wins over it', () => {
    expect(parseBenchArgs([], { BENCH_LIGHTHOUSE_RUNS: '5' }).runs).toBe(5);
    expect(parseBenchArgs(['--runs', '1'], { BENCH_LIGHTHOUSE_RUNS: '5' }).runs).toBe(1);
  });

  it('refuses a bad run count, an unknown part or a flag without its value', () => {
    expect(() => parseBenchArgs(['--runs', '0'])).toThrow(/--runs/);
    expect(() => parseBenchArgs(['--runs', 'seven'])).toThrow(/--runs/);
    expect(() => parseBenchArgs(['--only', 'js,speed'])).toThrow(/speed/);
    expect(() => parseBenchArgs(['--base'])).toThrow(/--base/);
  });
});
