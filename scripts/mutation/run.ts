// `npm run mutation`: runs Stryker on machines/ (stryker.config.mjs), then writes
// docs/statecharts/mutation.md from its JSON report. Arguments go to `stryker run`, e.g.
//   npm run mutation -- --mutate 'machines/coupon/**/*.ts'
//   npm run mutation -- --force          (ignore the incremental file, test every mutant)
import { spawnSync } from 'node:child_process';

const started = Date.now();
const stryker = spawnSync('npx', ['--no-install', 'stryker', 'run', ...process.argv.slice(2)], { stdio: 'inherit' });
const minutes = ((Date.now() - started) / 60_000).toFixed(1);
console.log(`Stryker took ${minutes} min.`);
if (stryker.status !== 0) {
  process.exitCode = stryker.status ?? 1;
} else {
  const report = spawnSync('npx', ['--no-install', 'tsx', 'scripts/mutation/report.ts'], { stdio: 'inherit' });
  process.exitCode = report.status ?? 1;
}
