// `npm run storyboard -- --since REF` (issue 30): REF is checked out in a git worktree under /tmp
// (borrowing this tree's node_modules), its storyboard is played there on other ports, and
// storyboard/review.html says what changed: the chart changes of `npm run diagrams -- --since`,
// each state whose screen changed beyond a small pixel share (side by side, the changed region
// marked), the states added and removed, and how many states' screens did not change.
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumPath } from '../../tests/e2e/support/chromium.ts';
import { changesSince } from '../statecharts/changes-since.ts';
import { pathSentence, readCaptures, type StoryboardCapture } from './captures.ts';
import { compareScreens, type OwnedChange, type ScreenDiff } from './screen-diff.ts';
import { escapeHtml, layout } from './html.ts';

/** Plays REF's storyboard in a worktree; returns the folder its captures are in. */
function playAt(ref: string, machine: string | undefined): string {
  const commit = execFileSync('git', ['rev-parse', '--verify', `${ref}^{commit}`], { encoding: 'utf8' }).trim();
  const root = `/tmp/storyboard-since-${commit.slice(0, 7)}`;
  if (existsSync(root)) execFileSync('git', ['worktree', 'remove', '--force', root]);
  execFileSync('git', ['worktree', 'add', '--detach', root, commit], { stdio: 'inherit' });
  symlinkSync(join(process.cwd(), 'node_modules'), join(root, 'node_modules'), 'dir');
  const port = (name: string, fallback: number) => String(Number(process.env[name] ?? fallback) + 20);
  spawnSync('npx', ['tsx', 'scripts/storyboard/main.ts', '--out=storyboard', ...(machine === undefined ? [] : [`--machine=${machine}`])], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, E2E_APP_PORT: port('E2E_APP_PORT', 4183), E2E_SANDBOX_PORT: port('E2E_SANDBOX_PORT', 4330), E2E_OUT_DIR: 'dist-e2e-since', E2E_REUSE_BUILD: '0' },
  });
  return root;
}

/** Markdown of the chart changes, in plain HTML (headings, lists, code and bold). */
export function markdownHtml(markdown: string): string {
  const inline = (text: string) =>
    escapeHtml(text)
      .replace(/`([^`]+)`/g, '<code>$1</code>')
      .replace(/\*\*([^*]+)\*\*/g, '<strong>$1</strong>');
  const html: string[] = [];
  let inList = false;
  for (const line of markdown.split('\n')) {
    if (line.trim() === '') continue;
    const item = line.startsWith('- ');
    if (item !== inList) html.push(item ? '<ul>' : '</ul>');
    inList = item;
    if (item) html.push(`<li>${inline(line.slice(2))}</li>`);
    else if (line.startsWith('### ')) html.push(`<h3>${inline(line.slice(4))}</h3>`);
    else if (line.startsWith('## ')) html.push(`<h2>${inline(line.slice(3))}</h2>`);
    else html.push(`<p>${inline(line)}</p>`);
  }
  if (inList) html.push('</ul>');
  return html.join('\n');
}

const title = (record: StoryboardCapture) => `${record.machine} › ${record.state.split('.').join(' › ')}`;

function changedHtml(change: OwnedChange): string {
  const sides = change.widths
    .map((diff: ScreenDiff) => {
      const mark = diff.box === null ? '' : `<div style="position:absolute;border:3px solid #d00;left:${diff.box.left}%;top:${diff.box.top}%;width:${diff.box.width}%;height:${diff.box.height}%"></div>`;
      const figure = (label: string, src: string) =>
        `<figure style="margin:0;max-width:48%"><figcaption>${label}, ${diff.width} px</figcaption><div style="position:relative"><img src="${src}" alt="${label} at ${diff.width} px" style="width:100%;display:block;border:1px solid #ccc">${mark}</div></figure>`;
      return `<p>${diff.width} px: ${(diff.share * 100).toFixed(2)} % of the pixels changed.</p><div style="display:flex;gap:16px">${figure('Before', diff.before)}${figure('Now', diff.after)}</div>`;
    })
    .join('');
  const also = change.alsoHere.length === 0 ? '' : `<p class="path">The same screen is where the storyboard first saw these states too: ${change.alsoHere.map((r) => escapeHtml(title(r))).join('; ')}.</p>`;
  return `<section class="state" data-state="${escapeHtml(`${change.now.machine}:${change.now.state}`)}"><h2>${escapeHtml(title(change.now))}</h2><p class="path">Reached by: ${escapeHtml(pathSentence(change.now.events))}</p>${also}${sides}</section>`;
}

export async function reviewSince(ref: string, outDir: string, machine?: string): Promise<void> {
  const chart = changesSince(ref);
  const root = playAt(ref, machine);
  try {
    const beforeDir = join(root, 'storyboard');
    mkdirSync(join(outDir, 'before'), { recursive: true });
    if (existsSync(join(beforeDir, 'shots'))) cpSync(join(beforeDir, 'shots'), join(outDir, 'before', 'shots'), { recursive: true });
    const before = readCaptures(beforeDir);
    const now = readCaptures(outDir);
    const browser = await chromium.launch({ executablePath: chromiumPath() });
    let result;
    try {
      const page = await browser.newPage();
      result = await compareScreens(page, before, now, (file) => readFileSync(join(beforeDir, file)), (file) => readFileSync(join(outDir, file)), 'before/');
    } finally {
      await browser.close();
    }
    const list = (records: StoryboardCapture[]) => (records.length === 0 ? '<p>None.</p>' : `<ul>${records.map((r) => `<li>${escapeHtml(title(r))}</li>`).join('')}</ul>`);
    const body = [
      `<h1>What changed since ${escapeHtml(ref)}</h1>`,
      '<p>First what changed in the statecharts, then each screen that changed (before on the left, now on the right, the changed region outlined in red) under the state it is the screen of, then the states that gained or lost a screen.</p>',
      `<div class="chart-changes">${markdownHtml(chart)}</div>`,
      `<h2>Screens that changed (${result.changed.length})</h2>`,
      result.changed.length === 0 ? '<p>None.</p>' : result.changed.map(changedHtml).join(''),
      `<h2>States with a screen now, not before (${result.added.length})</h2>`,
      list(result.added),
      `<h2>States with a screen before, not now (${result.removed.length})</h2>`,
      list(result.removed),
      `<h2>Unchanged</h2><p>${result.unchanged} states' screens did not change (less than ${(result.threshold * 100).toFixed(1)} % of their pixels).</p>`,
    ].join('\n');
    writeFileSync(join(outDir, 'review.html'), layout(`Review since ${ref}`, body, ''));
    console.log(`storyboard review: ${result.changed.length} changed, ${result.added.length} added, ${result.removed.length} removed, ${result.unchanged} unchanged: ${join(outDir, 'review.html')}`);
    for (const change of result.changed) console.log(`  changed: ${title(change.now)}`);
  } finally {
    execFileSync('git', ['worktree', 'remove', '--force', root]);
    rmSync(root, { recursive: true, force: true });
  }
}
