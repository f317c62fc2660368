// Pure helpers of the bench: the median and range of repeated runs, kilobytes, and the summary
// table with each figure's budget and verdict. No I/O, so tests/unit/bench covers them.

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
