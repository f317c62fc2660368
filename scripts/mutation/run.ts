// `npm run mutation`: runs Stryker on each folder of machines/ in turn, each against its own
// tests (selection.ts), then writes docs/statecharts/mutation.md from the JSON reports.
//   npm run mutation                      every machine (incremental: unchanged mutants are reused)
//   npm run mutation -- coupon payment    only these machines
//   npm run mutation -- --force           (with or without names) test every mutant again
import { spawnSync } from 'node:child_process';
import { MACHINE_ENV, machineFolders, mutatePatterns } from './selection.ts';

const args = process.argv.slice(2);
const flags = args.filter((arg) => arg.startsWith('--'));
const named = args.filter((arg) => !arg.startsWith('--'));
const all = machineFolders();
const unknown = named.filter((name) => !all.includes(name));
if (unknown.length > 0) {
  console.error(`No such machine folder: ${unknown.join(', ')} (machines/: ${all.join(', ')}).`);
  process.exit(1);
}

let failed = false;
for (const machine of named.length > 0 ? named : all) {
  const started = Date.now();
  const result = spawnSync('npx', ['--no-install', 'stryker', 'run', '--mutate', mutatePatterns(machine).join(','), ...flags], {
    stdio: 'inherit',
    env: { ...process.env, [MACHINE_ENV]: machine },
  });
  console.log(`machines/${machine}: Stryker took ${((Date.now() - started) / 60_000).toFixed(1)} min.`);
  failed ||= result.status !== 0;
}
const report = spawnSync('npx', ['--no-install', 'tsx', 'scripts/mutation/report.ts'], { stdio: 'inherit' });
process.exitCode = failed || report.status !== 0 ? 1 : 0;
