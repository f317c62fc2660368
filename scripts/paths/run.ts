// `npm run test:paths`: the paths generated from the statecharts, played in Chromium (issue 29).
//   --cover=states|transitions|pairs   which path set (default transitions)
//   --machine=coupon,payment           which machines (default every machine with drivers)
//   --smoke                            every state of the smoke machines (part of `npm test`)
//   --replay=<machine>:<walk>          one path, as a failing path's report prints it
// The paths are dealt out to E2E_SHARDS shards (default 2), each with its own sandbox and build,
// as the end-to-end suite's are; every path stands alone, so any shard may take any path.
import { rmSync } from 'node:fs';
import { runShard, shardCount } from '../e2e-shards.ts';
import { PATHS_RUN_FILE } from '../../tests/paths/paths-run-file.ts';

const OPTIONS: Record<string, string> = { '--cover': 'PATHS_COVER', '--machine': 'PATHS_MACHINES', '--replay': 'PATHS_REPLAY' };

export function pathsEnv(args: readonly string[]): Record<string, string> {
  const env: Record<string, string> = {};
  for (const arg of args) {
    if (arg === '--smoke') {
      env.PATHS_SMOKE = '1';
      continue;
    }
    const [name = '', value = ''] = arg.split(/=(.*)/s);
    const variable = OPTIONS[name];
    if (variable === undefined) throw new Error(`unknown option '${arg}': --cover=, --machine=, --smoke, --replay=`);
    env[variable] = value;
  }
  return env;
}

const env = pathsEnv(process.argv.slice(2));
// A replay is one path: one shard. Otherwise the paths' own record starts afresh.
const count = env.PATHS_REPLAY === undefined ? shardCount() : 1;
if (env.PATHS_REPLAY === undefined) rmSync(PATHS_RUN_FILE, { force: true });
const started = Date.now();
const codes = await Promise.all(
  Array.from({ length: count }, (_, i) =>
    // Shard 1 always plays the first path; a later one may be dealt none when a set is small.
    runShard(i + 1, count, ['--config=playwright.paths.config.ts', ...(i > 0 ? ['--pass-with-no-tests'] : [])], { ...env, PATHS_SHARD: `${i + 1}/${count}`, E2E_KEEP_BROWSER_RUNS: '1', E2E_SANDBOX_ONLY: '1' }),
  ),
);
const failed = codes.filter((code) => code !== 0).length;
// playwright.config.ts sets `retries: 0`: a walk that fails now and then fails the run.
console.log(`paths: ${count} shard(s), ${failed} failed, no walk retried, ${Math.round((Date.now() - started) / 1000)} s`);
process.exit(failed === 0 ? 0 : 1);
