// `npm run coverage:statecharts`: runs the tests while recording what every real machine did,
// then prints states reached / total and transitions taken / total per machine, by layer (machine
// tests, view tests, browser journeys) and all together, lists what was never reached, and
// writes docs/statecharts/coverage.md. The browser journeys' layer is read from the last e2e run
// (test-results/statechart-coverage/browser.jsonl, written by `npm run test:e2e`) and the last
// `npm run test:paths` (paths.jsonl beside it, with the transition pairs the paths took).
//   npm run coverage:statecharts                      all tests
//   npm run coverage:statecharts -- tests/machines    arguments go to `vitest run`
//   npm run coverage:statecharts -- --from-last-run   report on the last recording, no test run
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { machineRegistry } from '../../machines/registry.ts';
import { browserMarks } from './browser-marks.ts';
import { BROWSER_RUN_FILE, clearRuns, readBrowserRuns, readPathsRuns, readRuns, recordsByLayer, RECORD_ENV, RUN_DIR } from './coverage-files.ts';
import { pairCoverage } from './pair-coverage.ts';
import { matchCoverage } from './coverage-match.ts';
import { formatMarkdown, formatText, type LayeredCoverage } from './coverage-report.ts';
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

  const runs = readRuns();
  if (runs === null) {
    console.error(`No recording in ${RUN_DIR}: run \`npm run coverage:statecharts\` (without --from-last-run).`);
    return 1;
  }
  const journeys = readBrowserRuns();
  // The browser layer: the journeys (npm run test:e2e) and the statechart paths (npm run test:paths).
  const paths = readPathsRuns();
  const browserRuns = journeys === null && paths === null ? null : [...(journeys ?? []), ...(paths?.records ?? [])];
  if (browserRuns === null) {
    console.error(
      `No browser journeys or paths recorded (${BROWSER_RUN_FILE}): the browser column is left out. Run \`npm run test:e2e\` and \`npm run test:paths\` first (they record), then this again.`,
    );
  }
  const layers = recordsByLayer([...runs, ...(browserRuns ?? [])]);
  const coverage: LayeredCoverage[] = machineRegistry.map(({ name, machine }) => ({
    name,
    all: matchCoverage(name, machine, layers.all.machines[machine.id]),
    machines: matchCoverage(name, machine, layers.machines.machines[machine.id]),
    views: matchCoverage(name, machine, layers.views.machines[machine.id]),
    browser: browserRuns === null ? null : matchCoverage(name, machine, layers.browser.machines[machine.id]),
  }));
  console.log(`\n${formatText(coverage.map((c) => c.all))}`);
  const file = join(DOCS_DIR, 'coverage.md');
  const missed = new Map(machineRegistry.map(({ machine }, i) => [machine.id, coverage[i]?.browser?.transitions.missed ?? []]));
  writeFileSync(file, formatMarkdown(coverage, browserMarks, paths === null ? null : pairCoverage(paths.pairs, missed)));
  console.log(`Wrote ${file}.`);
  if (testStatus !== 0) console.error('Some tests failed: the coverage above counts only what ran.');
  return testStatus;
}

process.exitCode = main();
