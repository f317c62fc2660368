// `npm run storyboard` (issue 30): plays the all-states paths of `npm run test:paths` with the
// storyboard's capture on (STORYBOARD_DIR), then writes storyboard/ at the repository's root: one
// page per diagram page of docs/statecharts, each state's screens below its diagram, and
// storyboard/index.html. Fails on any serious or critical axe violation.
//   --machine=a,b     only these machines' walks (as test:paths takes it)
//   --no-play         rebuild the pages from the captures already in storyboard/
//   --since REF       also plays REF in a worktree and writes storyboard/review.html (since.ts)
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { machineRegistry } from '../../machines/registry.ts';
import { allStates, chartModel } from '../../src/statecharts/chart-model.ts';
import { pathKey } from '../../src/statecharts/page-drawing.ts';
import { readCaptures, stateKey } from './captures.ts';
import { escapeHtml, indexPage, machineStoryPages } from './html.ts';
import { reviewSince } from './since.ts';

const args = process.argv.slice(2);
const value = (name: string): string | undefined => {
  const at = args.indexOf(name);
  if (at !== -1) return args[at + 1];
  return args.find((arg) => arg.startsWith(`${name}=`))?.slice(name.length + 1);
};
const outDir = resolve(value('--out') ?? 'storyboard');
const machine = value('--machine');
const since = value('--since');
const started = Date.now();

/** Plays the all-states paths with capture on; returns whether every path passed. */
export function play(dir: string, root = process.cwd(), env: Record<string, string> = {}): boolean {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const run = spawnSync('npx', ['tsx', 'scripts/paths/run.ts', '--cover=states', ...(machine === undefined ? [] : [`--machine=${machine}`])], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env, STORYBOARD_DIR: dir },
  });
  return run.status === 0;
}

/** Writes the pages from the captures in `dir`; returns the serious or critical findings, in words. */
export function writeStoryboard(dir: string): string[] {
  const captures = readCaptures(dir);
  let total = 0;
  let shown = 0;
  const serious: string[] = [];
  for (const entry of machineRegistry) {
    const model = chartModel(entry.machine);
    for (const state of allStates(model.root).slice(1)) {
      total += 1;
      const record = captures.get(stateKey(model.id, pathKey(state.path)));
      if (record?.kind !== 'screen') continue;
      shown += 1;
      for (const v of record.axe) if (v.impact === 'serious' || v.impact === 'critical') serious.push(`${model.id} › ${state.path.join(' › ')}: ${v.impact} ${v.id} (${v.targets.join(', ')})`);
    }
    for (const page of machineStoryPages(entry, captures)) writeFileSync(join(dir, page.file), page.html);
  }
  const size = execFileSync('du', ['-sm', dir], { encoding: 'utf8' }).split('\t')[0];
  const summary = `<p><strong>${shown} of ${total} states</strong> have screens; each other state says why not. axe: ${serious.length === 0 ? '<span class="ok">no serious or critical violation</span>' : `<span class="bad">${serious.length} serious or critical violation(s)</span>`}. ${size} MB.</p>${serious.length === 0 ? '' : `<ul>${serious.map((s) => `<li class="bad">${escapeHtml(s)}</li>`).join('')}</ul>`}`;
  writeFileSync(join(dir, 'index.html'), indexPage(machineRegistry, captures, summary));
  console.log(`storyboard: ${shown} of ${total} states with screens, ${serious.length} serious or critical axe violation(s), ${size} MB in ${dir}/index.html`);
  return serious;
}

const passed = args.includes('--no-play') ? true : play(outDir);
const serious = writeStoryboard(outDir);
for (const line of serious) console.log(`  axe: ${line}`);
if (since !== undefined) await reviewSince(since, outDir, machine);
// playwright.config.ts sets `retries: 0`: a walk that fails now and then fails the storyboard.
console.log(`storyboard: ${Math.round((Date.now() - started) / 1000)} s, no walk retried${passed ? '' : ', some paths failed (see above)'}`);
process.exit(passed && serious.length === 0 ? 0 : 1);
