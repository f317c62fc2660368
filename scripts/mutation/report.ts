// Turns Stryker's JSON reports (reports/mutation/<machine>.json, one per machine) into docs/statecharts/mutation.md:
// the mutation score per machine and overall, and every mutant that no test killed, with the
// note from survivor-notes.ts that kills or explains it. `npm run mutation` runs it after Stryker;
// `npm run mutation:report` runs it alone.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { formatMutationMarkdown, parseMutationReport } from './report-format.ts';
import { survivorNotes } from './survivor-notes.ts';

const REPORTS = 'reports/mutation';
const OUT = 'docs/statecharts/mutation.md';

function commit(): string {
  try {
    return execSync('git rev-parse --short HEAD', { encoding: 'utf8' }).trim();
  } catch {
    return 'unknown';
  }
}

const names = existsSync(REPORTS) ? readdirSync(REPORTS).filter((name) => name.endsWith('.json')) : [];
if (names.length === 0) {
  console.error(`No report in ${REPORTS}/: run \`npm run mutation\` first.`);
  process.exit(1);
}
const mutants = names.flatMap((name) => parseMutationReport(JSON.parse(readFileSync(join(REPORTS, name), 'utf8')) as unknown));
writeFileSync(OUT, formatMutationMarkdown(mutants, survivorNotes, commit()));
console.log(`Wrote ${OUT}.`);
