// Where the recordings of a test run go: one JSON file per test file (vitest runs files in
// several worker processes, so no two writers share a file), merged when the report is built.
import { mkdirSync, readFileSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { mergeRecords, type CoverageRecord } from './coverage-recorder.ts';

/** Git-ignored (coverage/ is in .gitignore). */
export const RUN_DIR = 'coverage/statecharts/last-run';
/** Set to 1 to record; `npm run coverage:statecharts` sets it for its vitest run. */
export const RECORD_ENV = 'STATECHART_COVERAGE';

let written = 0;

export function writeRun(record: CoverageRecord, dir: string = RUN_DIR): void {
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

/** The merged recordings, or null when there are none. */
export function readRuns(dir: string = RUN_DIR): CoverageRecord | null {
  let names: string[];
  try {
    names = readdirSync(dir).filter((name) => name.endsWith('.json'));
  } catch {
    return null;
  }
  if (names.length === 0) return null;
  return mergeRecords(names.map((name) => JSON.parse(readFileSync(join(dir, name), 'utf8')) as CoverageRecord));
}
