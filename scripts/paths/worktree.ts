// A throwaway worktree of HEAD for the path runner's own tests (break-a-view.ts, mutants/): the
// views are changed there, never in the working copy, and it is removed afterwards.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export function inWorktree<T>(root: string, prefix: string, work: (dir: string) => T): T {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  try {
    execFileSync('git', ['worktree', 'add', '--detach', dir, 'HEAD'], { cwd: root, stdio: 'ignore' });
    symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'));
    return work(dir);
  } finally {
    spawnSync('git', ['worktree', 'remove', '--force', dir], { cwd: root });
    rmSync(dir, { recursive: true, force: true });
  }
}

/** `npm run test:paths -- <args>` in `cwd` with `env` added: its exit code and everything it printed. */
export function runPaths(cwd: string, args: readonly string[], env: Readonly<Record<string, string>>): { code: number; out: string } {
  const result = spawnSync('npm', ['run', '--silent', 'test:paths', '--', ...args], { cwd, env: { ...process.env, ...env }, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  return { code: result.status ?? 1, out: `${result.stdout}${result.stderr}` };
}
