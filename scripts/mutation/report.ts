// Turns Stryker's results (reports/stryker-incremental/<machine>.json, committed: the incremental
// file is the full report of the last run) into docs/statecharts/mutation.md: the mutation score per
// machine and overall, and every mutant that no test killed, with the note from
// scripts/mutation/notes/<machine>.ts that kills or explains it. `npm run mutation` runs it after
// Stryker; `npm run mutation:report` runs it alone.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { formatMutationMarkdown, parseMutationReport } from './report-format.ts';
import type { SurvivorNotes } from './survivor-note.ts';

const RESULTS = 'reports/stryker-incremental';
const NOTES = 'scripts/mutation/notes';
const OUT = 'docs/statecharts/mutation.md';

function commit(): string {
  try {
    return execSync('git rev-parse --short HEAD', { encoding: 'utf8' }).trim();
  } catch {
    return 'unknown';
  }
}

async function allNotes(): Promise<SurvivorNotes> {
  const files = existsSync(NOTES) ? readdirSync(NOTES).filter((name) => name.endsWith('.ts')) : [];
  const loaded = await Promise.all(
    files.map(async (name) => ((await import(pathToFileURL(resolve(NOTES, name)).href)) as { notes: SurvivorNotes }).notes),
  );
  return Object.assign({}, ...loaded) as SurvivorNotes;
}

const names = existsSync(RESULTS) ? readdirSync(RESULTS).filter((name) => name.endsWith('.json')) : [];
if (names.length === 0) {
  console.error(`No result in ${RESULTS}/: run \`npm run mutation\` first.`);
  process.exit(1);
}
const mutants = names.flatMap((name) => parseMutationReport(JSON.parse(readFileSync(join(RESULTS, name), 'utf8')) as unknown));
writeFileSync(OUT, formatMutationMarkdown(mutants, await allNotes(), commit()));
console.log(`Wrote ${OUT}.`);
