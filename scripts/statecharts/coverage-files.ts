// Where the recordings of a test run go: one JSON file per test file (vitest runs files in
// several worker processes, so no two writers share a file), merged when the report is built;
// and the browser journeys' recording, one JSON line per Playwright test (tests/e2e/support/test.ts).
import { existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { mergeRecords, type CoverageRecord } from './coverage-recorder.ts';
import { PATHS_RUN_FILE, type PathsRun } from '../../tests/paths/paths-run-file.ts';

/** Git-ignored (coverage/ is in .gitignore). */
export const RUN_DIR = 'coverage/statecharts/last-run';
/** Set to 1 to record; `npm run coverage:statecharts` sets it for its vitest run. */
export const RECORD_ENV = 'STATECHART_COVERAGE';

/** Git-ignored; emptied by the e2e global setup, so it holds the last e2e run (whole or not). */
export const BROWSER_RUN_FILE = 'test-results/statechart-coverage/browser.jsonl';

/** A recording and the test file it came from (relative to the project root). */
export interface SourcedRecord extends CoverageRecord {
  source: string;
}
export interface BrowserRun extends SourcedRecord {
  title: string;
}

/** The layers of tests the report shows side by side; `other` (tests/unit, tests/sandbox) counts in "all" only. */
export type Layer = 'machines' | 'views' | 'browser' | 'other';

export function layerOf(source: string): Layer {
  if (source.startsWith('tests/machines/')) return 'machines';
  if (source.startsWith('tests/views/')) return 'views';
  // The browser layer: the journeys and the paths generated from the statecharts (npm run test:paths).
  if (source.startsWith('tests/e2e/') || source.startsWith('tests/paths/')) return 'browser';
  return 'other';
}

let written = 0;

export function writeRun(record: SourcedRecord, dir: string = RUN_DIR): void {
  if (Object.keys(record.machines).length === 0) return;
  mkdirSync(dir, { recursive: true });
  written += 1;
  const name = `${process.pid}-${written}-${Math.random().toString(36).slice(2, 8)}.json`;
  // Written aside and renamed, so the report never reads half a file.
  writeFileSync(join(dir, `${name}.tmp`), JSON.stringify(record));
  renameSync(join(dir, `${name}.tmp`), join(dir, name));
}

export function clearRuns(dir: string = RUN_DIR): void {
  rmSync(dir, { recursive: true, force: true });
}

/** The vitest recordings, each with its test file, or null when there are none. */
export function readRuns(dir: string = RUN_DIR): SourcedRecord[] | null {
  let names: string[];
  try {
    names = readdirSync(dir).filter((name) => name.endsWith('.json'));
  } catch {
    return null;
  }
  if (names.length === 0) return null;
  return names.map((name) => JSON.parse(readFileSync(join(dir, name), 'utf8')) as SourcedRecord);
}

/** The browser journeys' recordings, or null when no e2e run has recorded any. */
export function readBrowserRuns(file: string = BROWSER_RUN_FILE): BrowserRun[] | null {
  if (!existsSync(file)) return null;
  const runs = readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as BrowserRun);
  return runs.length === 0 ? null : runs;
}

/**
 * The paths' recordings (tests/paths/paths-run-file.ts) as browser records, and the transition
 * pairs each machine's actors took one after the other; null when no `npm run test:paths` recorded.
 */
export function readPathsRuns(file: string = PATHS_RUN_FILE): { records: SourcedRecord[]; pairs: Map<string, Set<string>> } | null {
  if (!existsSync(file)) return null;
  const runs = readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as PathsRun);
  if (runs.length === 0) return null;
  const pairs = new Map<string, Set<string>>();
  for (const run of runs) {
    for (const [id, seen] of Object.entries(run.machines)) {
      const set = pairs.get(id) ?? new Set<string>();
      seen.pairs.forEach((pair) => set.add(pair));
      pairs.set(id, set);
    }
  }
  const records = runs.map((run) => ({
    source: 'tests/paths/paths.spec.ts',
    machines: Object.fromEntries(Object.entries(run.machines).map(([id, seen]) => [id, { states: seen.states, transitions: seen.transitions }])),
  }));
  return { records, pairs };
}

export function clearBrowserRuns(file: string = BROWSER_RUN_FILE): void {
  rmSync(file, { force: true });
}

/** Each layer's recordings merged into one, plus `all`. */
export function recordsByLayer(runs: readonly SourcedRecord[]): Record<Layer | 'all', CoverageRecord> {
  const of = (layer: Layer): CoverageRecord => mergeRecords(runs.filter((run) => layerOf(run.source) === layer));
  return { machines: of('machines'), views: of('views'), browser: of('browser'), other: of('other'), all: mergeRecords(runs) };
}
