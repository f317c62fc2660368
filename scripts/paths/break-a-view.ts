// `npm run test:paths:breaks`: the test of the path runner itself (issue 29). Each case breaks a
// view on purpose in a throwaway worktree of HEAD, runs `npm run test:paths` there, and checks
// that it fails naming the path and the step, and that the replay command it prints fails again
// within the shortest failing path's steps. The worktree is removed afterwards; nothing here
// touches the working copy.
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { BREAKS, type ViewBreak } from './view-breaks.ts';
import { inWorktree, runPaths } from './worktree.ts';

const ENV = { E2E_SHARDS: '1', E2E_APP_PORT: '4391', E2E_SANDBOX_PORT: '4392', E2E_OUT_DIR: 'dist-e2e-breaks' };

interface Verdict {
  name: string;
  ok: boolean;
  lines: string[];
}

const run = (cwd: string, args: readonly string[]) => runPaths(cwd, args, ENV);

/** What the runner printed about the first failing path. */
export function readFailure(out: string): { path: string; step: number; steps: number; shortest: number; replay: string } | null {
  const failed = /path (\S+) failed at step (\d+)/.exec(out);
  const shortest = /shortest failing path \((\d+) of (\d+) steps\)/.exec(out);
  const replay = /replay it: npm run test:paths -- (--replay=\S+)/.exec(out);
  if (failed === null || shortest === null || replay === null) return null;
  return { path: failed[1] as string, step: Number(failed[2]), steps: Number(shortest[2]), shortest: Number(shortest[1]), replay: replay[1] as string };
}

function check(root: string, item: ViewBreak): Verdict {
  return inWorktree(root, 'paths-break-', (dir): Verdict => {
    const lines: string[] = [];
    const file = join(dir, item.file);
    const source = readFileSync(file, 'utf8');
    if (!source.includes(item.from)) return { name: item.name, ok: false, lines: [`${item.file} no longer holds ${JSON.stringify(item.from)}: update scripts/paths/view-breaks.ts`] };
    writeFileSync(file, source.replace(item.from, item.to));
    const first = run(dir, item.args);
    const failure = readFailure(first.out);
    if (first.code === 0 || failure === null) return { name: item.name, ok: false, lines: ['test:paths did not fail naming a path and a step', first.out.slice(-2000)] };
    lines.push(`fails: path ${failure.path}, step ${failure.step}; shortest failing path ${failure.shortest} of ${failure.steps} steps`);
    const again = run(dir, [failure.replay]);
    const replayed = /path (\S+) failed at step (\d+)/.exec(again.out);
    if (again.code === 0 || replayed === null) return { name: item.name, ok: false, lines: [...lines, 'the replay command did not fail', again.out.slice(-2000)] };
    const replaySteps = Number(replayed[2]);
    lines.push(`the replay fails at step ${replaySteps}`);
    // A failing path already as short as it gets is its own shortest: the replay may not be longer.
    return { name: item.name, ok: replaySteps <= failure.shortest, lines };
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const root = resolve('.');
  const chosen = process.argv.slice(2);
  const verdicts = BREAKS.filter((item) => chosen.length === 0 || chosen.includes(item.name)).map((item) => {
    console.log(`breaking: ${item.name}`);
    const verdict = check(root, item);
    console.log(`${verdict.ok ? 'ok' : 'NOT OK'}: ${item.name}\n${verdict.lines.map((line) => `  ${line}`).join('\n')}`);
    return verdict;
  });
  process.exit(verdicts.every((verdict) => verdict.ok) ? 0 : 1);
}
