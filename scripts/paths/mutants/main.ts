// `npm run test:paths:mutants` (issue 43): how strong the browser walks are against view bugs.
//   --sample N   mutants drawn from every site of src/views (default 40)
//   --seed S     the draw's seed (default 1): the same seed draws the same mutants
//   --keep-going a mutant's walks go on after the first failure (slower; default: stop there)
//   --only 2,9   of the sample, these mutants only (a survivor's fix, checked in minutes)
// In a throwaway worktree of HEAD the sample is switched into the views (switch.ts) and built once.
// With no mutant live, the smoke walks and then the full transitions walks of every machine run,
// recording which walks reached which mutant. Per reached mutant, the smoke walks that reached it
// run again with it live; when they all pass (or none reached it), so do the full walks that
// reached it: the smoke walks visit every state once, and some bugs only show on a second visit or
// in another machine's walks (a coupon removed, a dialog opened again). A mutant is killed when a
// walk fails with it live (a full walk: twice, and passes without it). The report, per view file:
// killed, survived, not reached and equivalent (equivalent.ts), each survivor with its diff, and
// the score: killed / (reached − equivalent). It is also written to test-results/paths-mutants.md.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { equivalenceOf } from './equivalent.ts';
import { sitesOf } from './sites.ts';
import { diffOf, sample, switchedSource, type Mutant } from './switch.ts';
import { inWorktree, runPaths } from '../worktree.ts';

// Ports apart for two shards: 4393/4394 the apps, 4395/4396 their sandboxes.
const ENV = { E2E_SHARDS: '1', E2E_APP_PORT: '4393', E2E_SANDBOX_PORT: '4395', E2E_OUT_DIR: 'dist-e2e-mutants' };
const REPORT = 'test-results/paths-mutants.md';

/** `--name N` or `--name=N`, a whole number. */
function option(name: string, fallback: number): number {
  const args = process.argv.slice(2);
  const at = args.findIndex((arg) => arg === `--${name}` || arg.startsWith(`--${name}=`));
  if (at < 0) return fallback;
  const arg = args[at] as string;
  const value = Number(arg.includes('=') ? arg.slice(arg.indexOf('=') + 1) : args[at + 1]);
  if (!Number.isInteger(value) || value < 0) throw new Error(`--${name} takes a whole number`);
  return value;
}

/** The machine a walk's id names: 'auth/transitions/6' → 'auth'. */
const machineOf = (walk: string): string => walk.split('/')[0] ?? '';

/**
 * The full walks that reached a mutant, with it live. A walk's failure is a kill only if it fails
 * again with the mutant and passes without it; a walk that fails now and then would otherwise
 * count as a kill whenever it happens to fail beside a mutant. Such a walk is left out and the
 * others go on.
 */
function judgedByFullWalks(dir: string, walks: readonly string[], live: Readonly<Record<string, string>>): Verdict {
  const run = (only: readonly string[], env: Readonly<Record<string, string>>) => runPaths(dir, [`--machine=${[...new Set(only.map(machineOf))].sort().join(',')}`], { ...env, PATHS_ONLY: only.join(',') });
  let left = [...walks];
  while (left.length > 0) {
    const full = run(left, live);
    if (full.code === 0) return { kind: 'survived' };
    const failed = /path (\S+) failed at/.exec(full.out)?.[1];
    if (failed === undefined) return { kind: 'killed', by: firstFailure(full.out) };
    const again = run([failed], live).code !== 0;
    const without = again && run([failed], { ...ENV, E2E_REUSE_BUILD: '1', PATHS_NO_SHRINK: '1' }).code === 0;
    if (again && without) return { kind: 'killed', by: `${firstFailure(full.out)} (full walk, twice)` };
    console.log(`${failed} ${again ? 'fails with no mutant live too' : 'passes with the mutant live when played again'}: not a kill; the other walks go on`);
    left = left.filter((walk) => walk !== failed);
  }
  return { kind: 'survived' };
}

/** Per mutant, the walks that evaluated it, as a run with PATHS_MUTANTS_REACHED wrote them. */
function reachedIn(file: string): Map<number, Set<string>> {
  const reached = new Map<number, Set<string>>();
  if (!existsSync(file)) return reached;
  for (const line of readFileSync(file, 'utf8').split('\n').filter(Boolean)) {
    const [path = '', id = ''] = line.split('\t');
    reached.set(Number(id), (reached.get(Number(id)) ?? new Set()).add(path));
  }
  return reached;
}

type Verdict = { kind: 'killed'; by: string } | { kind: 'survived' } | { kind: 'not reached' } | { kind: 'equivalent'; reason: string };

const firstFailure = (out: string): string => /path \S+ failed at step \d+ \([^)]*\) in [^:]*: [^\n]*/.exec(out)?.[0].slice(0, 240) ?? out.split('\n').filter((line) => line.includes('Error')).slice(0, 1).join('') ?? 'a walk failed';

function report(mutants: readonly Mutant[], verdicts: ReadonlyMap<number, Verdict>, minutes: number, seed: number): string {
  const files = [...new Set(mutants.map((m) => m.file))].sort();
  const count = (kind: Verdict['kind'], of: readonly Mutant[] = mutants) => of.filter((m) => verdicts.get(m.id)?.kind === kind).length;
  const killed = count('killed');
  const scored = killed + count('survived');
  const lines = [
    `# Mutants of src/views against the browser walks`,
    '',
    `${mutants.length} mutants (seed ${seed}), ${minutes} min: killed ${killed}, survived ${count('survived')}, not reached ${count('not reached')}, equivalent ${count('equivalent')}.`,
    `Score: ${scored === 0 ? 'n/a' : `${Math.round((100 * killed) / scored)} %`} (killed / reached and not equivalent).`,
    '',
    '| view file | killed | survived | not reached | equivalent |',
    '|---|---|---|---|---|',
    ...files.map((file) => {
      const of = mutants.filter((m) => m.file === file);
      return `| ${file} | ${count('killed', of)} | ${count('survived', of)} | ${count('not reached', of)} | ${count('equivalent', of)} |`;
    }),
    '',
  ];
  const listed = (kind: Verdict['kind'], title: string, extra: (v: Verdict) => string) => {
    const of = mutants.filter((m) => verdicts.get(m.id)?.kind === kind);
    if (of.length === 0) return;
    lines.push(`## ${title}`, '');
    for (const m of of) lines.push('```', `#${m.id} ${diffOf(m)}`, '```', extra(verdicts.get(m.id) as Verdict), '');
  };
  listed('survived', 'Survived', () => 'No walk that reached it failed, smoke or full.');
  listed('equivalent', 'Equivalent', (v) => (v.kind === 'equivalent' ? v.reason : ''));
  listed('not reached', 'Not reached', () => 'No walk evaluated it, smoke or full.');
  listed('killed', 'Killed', (v) => (v.kind === 'killed' ? v.by : ''));
  return lines.join('\n');
}

const root = resolve('.');
const seed = option('seed', 1);
const count = option('sample', 40);
const stopAtFirst = !process.argv.includes('--keep-going');
const files = execFileSync('git', ['ls-files', 'src/views'], { cwd: root, encoding: 'utf8' }).split('\n').filter((file) => /\.tsx?$/.test(file));
const sites = files.flatMap((file) => sitesOf(file, readFileSync(join(root, file), 'utf8')));
const onlyArg = process.argv.slice(2).find((arg, i, args) => arg.startsWith('--only=') || args[i - 1] === '--only');
const only = onlyArg === undefined ? null : new Set(onlyArg.replace(/^--only=/, '').split(',').map(Number));
const mutants = sample(sites, count, seed).filter((mutant) => only === null || only.has(mutant.id));
console.log(`${sites.length} sites in ${files.length} view files; ${mutants.length} mutants drawn with seed ${seed}`);
const started = Date.now();

const verdicts = inWorktree(root, 'paths-mutants-', (dir) => {
  for (const file of new Set(mutants.map((m) => m.file))) {
    const path = join(dir, file);
    writeFileSync(path, switchedSource(readFileSync(path, 'utf8'), mutants.filter((m) => m.file === file)));
  }
  const smokeFile = join(dir, 'mutants-reached-smoke.txt');
  const fullFile = join(dir, 'mutants-reached-full.txt');
  for (const file of [smokeFile, fullFile]) rmSync(file, { force: true });
  const baseline = runPaths(dir, ['--smoke'], { ...ENV, PATHS_MUTANTS_REACHED: smokeFile });
  if (baseline.code !== 0) {
    console.log(baseline.out.slice(-4000));
    throw new Error('the smoke walks fail with no mutant live: the views with the switches are not the views (see above)');
  }
  // A full walk that fails here is told, and its failure with a mutant live is then no kill.
  const fullBaseline = runPaths(dir, [], { ...ENV, E2E_SHARDS: '2', E2E_REUSE_BUILD: '1', PATHS_MUTANTS_REACHED: fullFile, PATHS_NO_SHRINK: '1' });
  if (fullBaseline.code !== 0) console.log(`no mutant live, a full walk failed: ${firstFailure(fullBaseline.out)}`);
  const smokeReached = reachedIn(smokeFile);
  const fullReached = reachedIn(fullFile);
  const reachedCount = new Set([...smokeReached.keys(), ...fullReached.keys()]).size;
  console.log(`no mutant live: the walks reach ${reachedCount} of ${mutants.length} mutants (${Math.round((Date.now() - started) / 60_000)} min)`);
  const out = new Map<number, Verdict>();
  for (const mutant of mutants) {
    const equivalent = equivalenceOf(mutant);
    const smokeWalks = [...(smokeReached.get(mutant.id) ?? [])];
    const fullWalks = [...(fullReached.get(mutant.id) ?? [])];
    if (equivalent !== null) out.set(mutant.id, { kind: 'equivalent', reason: equivalent });
    else if (smokeWalks.length === 0 && fullWalks.length === 0) out.set(mutant.id, { kind: 'not reached' });
    else {
      const live = { ...ENV, E2E_REUSE_BUILD: '1', PATHS_MUTANT: String(mutant.id), PATHS_NO_SHRINK: '1', ...(stopAtFirst ? { PATHS_MAX_FAILURES: '1' } : {}) };
      const smoke = smokeWalks.length === 0 ? null : runPaths(dir, ['--smoke'], { ...live, PATHS_ONLY: smokeWalks.join(',') });
      if (smoke !== null && smoke.code !== 0) out.set(mutant.id, { kind: 'killed', by: firstFailure(smoke.out) });
      else if (fullWalks.length === 0) out.set(mutant.id, { kind: 'survived' });
      else out.set(mutant.id, judgedByFullWalks(dir, fullWalks, live));
    }
    const verdict = out.get(mutant.id) as Verdict;
    console.log(`#${mutant.id} ${mutant.file}:${mutant.line} ${mutant.operator}: ${verdict.kind} (${Math.round((Date.now() - started) / 1000)} s so far)`);
  }
  return out;
});

const text = report(mutants, verdicts, Math.round((Date.now() - started) / 60_000), seed);
mkdirSync('test-results', { recursive: true });
writeFileSync(REPORT, `${text}\n`);
console.log(`\n${text}\n\n(written to ${REPORT})`);
