// `npx tsx scripts/accessibility-table.ts`: runs tests/e2e/accessibility.spec.ts and prints the
// table of screens × widths it scanned (rules passed, violations, what axe left for a person to
// review) and the run time. Pass the usual E2E_* variables to run beside other builds.
import { spawnSync } from 'node:child_process';

interface Annotation {
  type: string;
  description?: string;
}
interface Result {
  status: string;
  duration: number;
  annotations?: Annotation[];
}
interface Suite {
  specs?: { title: string; tests: { results: Result[] }[] }[];
  suites?: Suite[];
}
interface Report {
  suites: Suite[];
  stats: { duration: number; expected: number; unexpected: number };
}

const run = spawnSync('npx', ['playwright', 'test', 'tests/e2e/accessibility.spec.ts', '--reporter=json'], {
  encoding: 'utf8',
  maxBuffer: 64 * 1024 * 1024,
  stdio: ['ignore', 'pipe', 'inherit'],
});
const report = JSON.parse(run.stdout) as Report;

const rows: string[] = [];
const tests: string[] = [];
const walk = (suite: Suite): void => {
  for (const spec of suite.specs ?? []) {
    for (const test of spec.tests) {
      for (const result of test.results) {
        tests.push(`${result.status.padEnd(8)} ${(result.duration / 1000).toFixed(1).padStart(6)} s  ${spec.title.split(':').slice(1).join(':').trim()}`);
        for (const annotation of result.annotations ?? []) if (annotation.type === 'axe' && annotation.description) rows.push(annotation.description);
      }
    }
  }
  for (const child of suite.suites ?? []) walk(child);
};
for (const suite of report.suites) walk(suite);

console.log('Screen @ width: axe result');
for (const row of rows) console.log(`  ${row}`);
console.log('\nTests');
for (const line of tests) console.log(`  ${line}`);
const violated = rows.filter((row) => !/ 0 violated/.test(row)).length;
console.log(`\n${rows.length} scans, ${violated} with violations; ${report.stats.expected} tests passed, ${report.stats.unexpected} failed; ${(report.stats.duration / 1000).toFixed(1)} s in all.`);
process.exit(run.status ?? 1);
