// `npm run test:e2e`: the end-to-end suite as Playwright shards run side by side. Every spec shares
// one sandbox with the others of its run (they reset it between tests), so the suite runs on one
// worker; a shard is a whole run of its own instead, with its own sandbox, its own two builds and
// its own ports (tests/e2e/support/sandbox.ts reads them), so shards cannot see each other's data.
// E2E_SHARDS sets how many (default 2, one per core here); 1 is a plain `playwright test`.
// The tests are dealt out in turn, not cut in halves as `--shard` does: the long accessibility
// sweeps all sit at the start of the list, and halves left one shard running 2.5 minutes alone.
// Extra arguments choose the tests as for Playwright (`npm run test:e2e -- tests/e2e/back-forward.spec.ts`;
// options in their `--name=value` form).
import { execFileSync, spawn } from 'node:child_process';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { clearBrowserRuns } from './statecharts/coverage-files.ts';

/** The environment of shard `index` (1-based): ports and build folders apart from every other shard's. */
export function shardEnv(index: number, base: Readonly<Record<string, string | undefined>> = process.env): Record<string, string> {
  const offset = index - 1;
  const appPort = Number(base.E2E_APP_PORT ?? 4183) + offset;
  return {
    E2E_APP_PORT: String(appPort),
    E2E_LIVE_APP_PORT: String(appPort + 100),
    E2E_SANDBOX_PORT: String(Number(base.E2E_SANDBOX_PORT ?? 4330) + offset),
    E2E_OUT_DIR: `${base.E2E_OUT_DIR ?? 'dist-e2e'}${offset === 0 ? '' : `-shard${index}`}`,
    // The shards append to one statechart-coverage file, cleared once here rather than by each.
    E2E_KEEP_BROWSER_RUNS: '1',
  };
}

export function shardCount(env: Readonly<Record<string, string | undefined>> = process.env): number {
  const count = Number(env.E2E_SHARDS ?? 2);
  if (!Number.isInteger(count) || count < 1) throw new Error(`E2E_SHARDS must be a whole number of at least 1, got ${env.E2E_SHARDS}`);
  return count;
}

interface ListedSuite {
  specs?: { file: string; line: number }[];
  suites?: ListedSuite[];
}

/** Every test the arguments choose, as `file:line` locations, in Playwright's order. */
function listTests(args: readonly string[]): string[] {
  const out = execFileSync('npx', ['playwright', 'test', '--list', '--reporter=json', ...args], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  const listed = JSON.parse(out) as { config: { rootDir: string }; suites: ListedSuite[] };
  const locations: string[] = [];
  const walk = (suite: ListedSuite) => {
    for (const spec of suite.specs ?? []) locations.push(`${relative(process.cwd(), join(listed.config.rootDir, spec.file))}:${spec.line}`);
    for (const child of suite.suites ?? []) walk(child);
  };
  listed.suites.forEach(walk);
  return [...new Set(locations)];
}

/** Test i goes to shard i mod count: each shard gets every count-th test of the list. */
export function dealTests(locations: readonly string[], count: number): string[][] {
  return Array.from({ length: count }, (_, shard) => locations.filter((_, i) => i % count === shard));
}

export function runShard(index: number, count: number, args: readonly string[], extraEnv: Readonly<Record<string, string>> = {}): Promise<number> {
  const child = spawn('npx', ['playwright', 'test', ...args], {
    env: { ...process.env, ...shardEnv(index), ...extraEnv },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // Each line is tagged with its shard, so two interleaved lists stay readable.
  const tag = count > 1 ? `[${index}/${count}] ` : '';
  for (const stream of [child.stdout, child.stderr]) {
    let rest = '';
    stream.on('data', (chunk: Buffer) => {
      const lines = (rest + chunk.toString()).split('\n');
      rest = lines.pop() ?? '';
      for (const line of lines) process.stdout.write(`${tag}${line}\n`);
    });
    stream.on('end', () => rest && process.stdout.write(`${tag}${rest}\n`));
  }
  return new Promise((resolve) => child.on('close', (code) => resolve(code ?? 1)));
}

/** Runs the tests the arguments choose in shards side by side; resolves with the exit code. */
export async function runShards(args: readonly string[], label = 'end-to-end'): Promise<number> {
  const count = shardCount();
  // Options (written `--grep=…`) go to every shard; files and locations are what gets dealt.
  const options = args.filter((arg) => arg.startsWith('-'));
  const hands = count > 1 ? dealTests(listTests(args), count).filter((hand) => hand.length > 0).map((hand) => [...options, ...hand]) : [args];
  const started = Date.now();
  const codes = await Promise.all(hands.map((hand, i) => runShard(i + 1, hands.length, hand)));
  const failed = codes.filter((code) => code !== 0).length;
  console.log(`${label}: ${hands.length} shard(s), ${failed} failed, ${Math.round((Date.now() - started) / 1000)} s`);
  return failed === 0 ? 0 : 1;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  clearBrowserRuns();
  process.exit(await runShards(process.argv.slice(2)));
}
