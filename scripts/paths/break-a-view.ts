// `npm run test:paths:breaks`: the test of the path runner itself (issue 29), the fixed case of
// `test:paths:mutants`. Its named view bugs (view-breaks.ts) are switched into the views of a
// throwaway worktree of HEAD and built once; with each bug live in turn it runs `npm run
// test:paths` there and checks that the run fails naming the path and the step, and that the
// replay command it prints fails again within the shortest failing path's steps. Nothing here
// touches the working copy.
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { switchedSource, type Mutant } from './mutants/switch.ts';
import { BREAKS, breakAsMutant, type ViewBreak } from './view-breaks.ts';
import { inWorktree, runPaths } from './worktree.ts';

const ENV = { E2E_SHARDS: '1', E2E_APP_PORT: '4391', E2E_SANDBOX_PORT: '4392', E2E_OUT_DIR: 'dist-e2e-breaks' };

interface Verdict {
  name: string;
  ok: boolean;
  lines: string[];
}

/** What the runner printed about the first failing path. */
export function readFailure(out: string): { path: string; step: number; steps: number; shortest: number; replay: string } | null {
  const failed = /path (\S+) failed at step (\d+)/.exec(out);
  const shortest = /shortest failing path \((\d+) of (\d+) steps\)/.exec(out);
  const replay = /replay it: npm run test:paths -- (--replay=\S+)/.exec(out);
  if (failed === null || shortest === null || replay === null) return null;
  return { path: failed[1] as string, step: Number(failed[2]), steps: Number(shortest[2]), shortest: Number(shortest[1]), replay: replay[1] as string };
}

/** The break live in the built worktree `dir`; `built` once a run has built it. */
function check(dir: string, item: ViewBreak, mutant: Mutant, built: boolean): Verdict {
  const env = { ...ENV, PATHS_MUTANT: String(mutant.id), ...(built ? { E2E_REUSE_BUILD: '1' } : {}) };
  const lines: string[] = [];
  const first = runPaths(dir, item.args, env);
  const failure = readFailure(first.out);
  if (first.code === 0 || failure === null) return { name: item.name, ok: false, lines: ['test:paths did not fail naming a path and a step', first.out.slice(-2000)] };
  lines.push(`fails: path ${failure.path}, step ${failure.step}; shortest failing path ${failure.shortest} of ${failure.steps} steps`);
  const again = runPaths(dir, [failure.replay], { ...env, E2E_REUSE_BUILD: '1' });
  const replayed = /path (\S+) failed at step (\d+)/.exec(again.out);
  if (again.code === 0 || replayed === null) return { name: item.name, ok: false, lines: [...lines, 'the replay command did not fail', again.out.slice(-2000)] };
  const replaySteps = Number(replayed[2]);
  lines.push(`the replay fails at step ${replaySteps}`);
  // A failing path already as short as it gets is its own shortest: the replay may not be longer.
  return { name: item.name, ok: replaySteps <= failure.shortest, lines };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const root = resolve('.');
  const chosen = process.argv.slice(2);
  const items = BREAKS.filter((item) => chosen.length === 0 || chosen.includes(item.name));
  const verdicts = inWorktree(root, 'paths-break-', (dir) => {
    const mutants = items.map((item, index) => breakAsMutant(item, readFileSync(join(dir, item.file), 'utf8'), index + 1));
    for (const file of new Set(mutants.map((mutant) => mutant.file))) {
      const path = join(dir, file);
      writeFileSync(path, switchedSource(readFileSync(path, 'utf8'), mutants.filter((mutant) => mutant.file === file)));
    }
    return items.map((item, index) => {
      console.log(`breaking: ${item.name}`);
      const verdict = check(dir, item, mutants[index] as Mutant, index > 0);
      console.log(`${verdict.ok ? 'ok' : 'NOT OK'}: ${item.name}\n${verdict.lines.map((line) => `  ${line}`).join('\n')}`);
      return verdict;
    });
  });
  process.exit(verdicts.every((verdict) => verdict.ok) ? 0 : 1);
}
