// `npm run coverage:statecharts`: runs the tests while recording what every real machine did,
// then prints states reached / total and transitions taken / total per machine, lists what was
// never reached, and writes docs/statecharts/coverage.md.
//   npm run coverage:statecharts                      all tests
//   npm run coverage:statecharts -- tests/machines    arguments go to `vitest run`
//   npm run coverage:statecharts -- --from-last-run   report on the last recording, no test run
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { machineRegistry } from '../../machines/registry.ts';
import { clearRuns, readRuns, RECORD_ENV, RUN_DIR } from './coverage-files.ts';
import { matchCoverage } from './coverage-match.ts';
import { formatMarkdown, formatText } from './coverage-report.ts';
import { DOCS_DIR } from './pages.ts';

const CONFIG = 'scripts/statecharts/vitest-recording.config.ts';

function runTests(vitestArgs: readonly string[]): number {
  clearRuns();
  const result = spawnSync('npx', ['--no-install', 'vitest', 'run', '--config', CONFIG, ...vitestArgs], {
    stdio: 'inherit',
    env: { ...process.env, [RECORD_ENV]: '1' },
  });
  return result.status ?? 1;
}

function main(): number {
  const args = process.argv.slice(2);
  const fromLastRun = args.includes('--from-last-run');
  const testStatus = fromLastRun ? 0 : runTests(args.filter((arg) => arg !== '--from-last-run'));

  const record = readRuns();
  if (record === null) {
    console.error(`No recording in ${RUN_DIR}: run \`npm run coverage:statecharts\` (without --from-last-run).`);
    return 1;
  }
  const coverage = machineRegistry.map(({ name, machine }) => matchCoverage(name, machine, record.machines[machine.id]));
  console.log(`\n${formatText(coverage)}`);
  const file = join(DOCS_DIR, 'coverage.md');
  writeFileSync(file, formatMarkdown(coverage));
  console.log(`Wrote ${file}.`);
  if (testStatus !== 0) console.error('Some tests failed: the coverage above counts only what ran.');
  return testStatus;
}

process.exitCode = main();
