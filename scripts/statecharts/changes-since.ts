// `npm run diagrams -- --since REF`: the machines at REF are unpacked (git archive) into a
// temporary folder that borrows this work tree's node_modules, and a child process prints their
// chart models; the same for the work tree; model-diff.ts says what changed.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describeChanges, type ModelOutline } from './model-diff.ts';

const PRINT = resolve(import.meta.dirname, 'print-models.ts');

function modelsOf(root: string): ModelOutline[] {
  const json = execFileSync(process.execPath, ['--import', 'tsx', PRINT, join(root, 'machines/registry.ts')], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return JSON.parse(json) as ModelOutline[];
}

export function changesSince(ref: string): string {
  const repo = execFileSync('git', ['rev-parse', '--show-toplevel'], { encoding: 'utf8' }).trim();
  const commit = execFileSync('git', ['rev-parse', '--verify', `${ref}^{commit}`], { encoding: 'utf8' }).trim();
  const dir = mkdtempSync(join(tmpdir(), 'statecharts-since-'));
  try {
    execFileSync('sh', ['-c', `git archive ${commit} | tar -x -C "${dir}"`], { cwd: repo, stdio: ['ignore', 'ignore', 'inherit'] });
    symlinkSync(join(repo, 'node_modules'), join(dir, 'node_modules'), 'dir');
    return describeChanges(modelsOf(dir), modelsOf(repo), `${ref} (${commit.slice(0, 7)})`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
