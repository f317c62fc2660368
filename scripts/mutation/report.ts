// Turns Stryker's JSON report (reports/mutation/mutation.json) into docs/statecharts/mutation.md:
// the mutation score per machine and overall, and every mutant that no test killed, with the
// note from survivor-notes.ts that kills or explains it. `npm run mutation` runs it after Stryker;
// `npm run mutation:report` runs it alone.
import { execSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { formatMutationMarkdown, parseMutationReport } from './report-format.ts';
import { survivorNotes } from './survivor-notes.ts';

const REPORT = 'reports/mutation/mutation.json';
const OUT = 'docs/statecharts/mutation.md';

function commit(): string {
  try {
    return execSync('git rev-parse --short HEAD', { encoding: 'utf8' }).trim();
  } catch {
    return 'unknown';
  }
}

let raw: string;
try {
  raw = readFileSync(REPORT, 'utf8');
} catch {
  console.error(`No ${REPORT}: run \`npm run mutation\` first.`);
  process.exit(1);
}
const report = parseMutationReport(JSON.parse(raw) as unknown);
writeFileSync(OUT, formatMutationMarkdown(report, survivorNotes, commit()));
console.log(`Wrote ${OUT}.`);
