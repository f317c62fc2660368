// The widget's first load on main before issue 16, for the bench's comparison (issue 16: "the
// widget's first load no larger than main's before this issue, measured in the same run"). The
// base is the first parent of the merge that brought ADR 0029 (react-router and framer-motion) into
// main, unless --base names another commit. It is checked out in a git worktree outside the repo
// (/tmp/bench-base, or BENCH_BASE_DIR), installed with `npm ci` when its lock file changed, built in
// sandbox mode, and measured with the same widgetJs() as the app.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { readManifest } from '../critical-js-size.ts';
import { widgetJs } from './widget-js.ts';

const BASE_DIR = process.env.BENCH_BASE_DIR ?? '/tmp/bench-base';
const LOCK_STAMP = '.bench-lock-sha256';
const ROUTER_ADR = 'docs/decisions/0029-*';

const git = (args: readonly string[], cwd = process.cwd()) => execFileSync('git', args, { cwd, encoding: 'utf8' }).trim();

/** main's commit before the react-router work: the first parent of the oldest first-parent commit of main touching ADR 0029. */
export function mainBeforeIssue16(): string {
  const touching = git(['log', '--first-parent', '--format=%H', 'main', '--', ROUTER_ADR]).split('\n').filter(Boolean);
  const merge = touching.at(-1);
  if (merge === undefined) throw new Error(`no commit of main touches ${ROUTER_ADR}: pass --base <commit>`);
  return git(['rev-parse', `${merge}^1`]);
}

/** The base checked out, installed and built into BASE_DIR/dist-bench; returns the build folder. */
export function buildBase(commit: string, sandboxUrl: string): string {
  const sha = git(['rev-parse', commit]);
  if (!existsSync(BASE_DIR)) git(['worktree', 'add', '--detach', BASE_DIR, sha]);
  else if (git(['rev-parse', 'HEAD'], BASE_DIR) !== sha) git(['checkout', '--detach', sha], BASE_DIR);
  const lockHash = createHash('sha256').update(readFileSync(join(BASE_DIR, 'package-lock.json'))).digest('hex');
  const stamp = join(BASE_DIR, 'node_modules', LOCK_STAMP);
  if (!existsSync(stamp) || readFileSync(stamp, 'utf8') !== lockHash) {
    // --include=dev: the app's own build has set NODE_ENV=production in this process, which would
    // leave out the devDependencies (vite among them) that the base's build needs.
    execFileSync('npm', ['ci', '--include=dev', '--no-audit', '--no-fund'], { cwd: BASE_DIR, stdio: 'ignore' });
    writeFileSync(stamp, lockHash);
  }
  const outDir = join(BASE_DIR, 'dist-bench');
  // Only the sandbox's address among the VITE_ settings, as the app's bench build (servers.ts).
  const env = Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.startsWith('VITE_')));
  execFileSync('npx', ['vite', 'build', '--mode', 'sandbox', '--outDir', outDir, '--emptyOutDir', '--manifest', '--logLevel', 'warn'], {
    cwd: BASE_DIR,
    env: { ...env, VITE_SANDBOX_URL: sandboxUrl },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return outDir;
}

export interface WidgetFirstLoad {
  gzip: number;
  files: number;
}

/** widget.html's first load in a build: its entry, static imports, and the lazy chunks its first render waits for (gzip level 6). */
export function widgetFirstLoad(dir: string): WidgetFirstLoad {
  const sourcesOf = (file: string): string[] => {
    try {
      return (JSON.parse(readFileSync(join(dir, `${file}.map`), 'utf8')) as { sources?: string[] }).sources ?? [];
    } catch {
      return [];
    }
  };
  const js = widgetJs(readManifest(dir), sourcesOf);
  const files = [...new Set([...js.critical, ...js.firstRenderLazy])];
  return { gzip: files.reduce((sum, f) => sum + gzipSync(readFileSync(join(dir, f)), { level: 6 }).length, 0), files: files.length };
}
