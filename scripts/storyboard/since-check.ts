// `npm run storyboard:check-since` (issue 30, "Done when"): proves that `--since` names exactly
// what changed. In a scratch worktree of HEAD it changes one label on page 1 (the step title) and
// one transition (the noma dialog's Verify guard is renamed, so that transition is relabelled),
// runs `npm run storyboard -- --machine=noma --since HEAD` there, and checks that review.html
// lists exactly one changed screen, under page 1's state, and exactly that one chart change.
// The noma walks reach page 1 once, so the run stays at two short walks on each side.
// Ports: E2E_APP_PORT and E2E_SANDBOX_PORT for the changed tree, 20 more for HEAD's (since.ts).
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { readReview } from './review-read.ts';

const LABEL = { file: 'machines/account/rules.ts', from: "page1Title: 'Step 2: Payment Method'", to: "page1Title: 'Step 2: Your Payment Method'" };
const GUARD = { file: 'machines/noma/noma.machine.ts', from: "'the email looks like one'", to: "'the email looks right'" };
const MACHINE = 'noma';
/** Page 1's screen in the noma walks, under the deepest of the states first seen there. */
const EXPECTED_STATE = 'checkout:checkout flow.checkout open.page.payment method.showing the payment method';
const EXPECTED_TRANSITION = '`asking for the email`: `verifying the email` on <strong>verify [the email looks like one]</strong> becomes `verifying the email` on <strong>verify [the email looks right]</strong>';

function change(root: string, edit: { file: string; from: string; to: string }): void {
  const path = join(root, edit.file);
  const text = readFileSync(path, 'utf8');
  if (!text.includes(edit.from)) throw new Error(`${edit.file} no longer has ${edit.from}: update scripts/storyboard/since-check.ts`);
  writeFileSync(path, text.replaceAll(edit.from, edit.to));
}

const started = Date.now();
const repo = execFileSync('git', ['rev-parse', '--show-toplevel'], { encoding: 'utf8' }).trim();
const root = `/tmp/storyboard-check-${process.pid}`;
execFileSync('git', ['worktree', 'add', '--detach', root, 'HEAD'], { cwd: repo, stdio: 'inherit' });
const failures: string[] = [];
try {
  symlinkSync(join(repo, 'node_modules'), join(root, 'node_modules'), 'dir');
  change(root, LABEL);
  change(root, GUARD);
  const run = spawnSync('npx', ['tsx', 'scripts/storyboard/main.ts', `--machine=${MACHINE}`, '--since', 'HEAD'], { cwd: root, stdio: 'inherit' });
  const review = join(root, 'storyboard', 'review.html');
  if (!existsSync(review)) throw new Error(`no review page was written (the storyboard exited with ${run.status})`);
  const { changedStates, chartChanges } = readReview(readFileSync(review, 'utf8'));
  if (changedStates.length !== 1 || changedStates[0] !== EXPECTED_STATE) failures.push(`changed screens: expected exactly '${EXPECTED_STATE}', the review lists ${JSON.stringify(changedStates)}`);
  if (chartChanges.length !== 1 || chartChanges[0] !== EXPECTED_TRANSITION) failures.push(`chart changes: expected exactly ${EXPECTED_TRANSITION}, the review lists ${JSON.stringify(chartChanges)}`);
  if (run.status !== 0) console.log(`note: the storyboard run itself exited with ${run.status} (a failed walk or an axe finding, above)`);
} catch (error) {
  failures.push(String(error));
} finally {
  execFileSync('git', ['worktree', 'remove', '--force', root], { cwd: repo });
}
const seconds = Math.round((Date.now() - started) / 1000);
if (failures.length > 0) {
  console.error(`storyboard --since check FAILED in ${seconds} s:\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
console.log(`storyboard --since check passed in ${seconds} s: one screen changed (${EXPECTED_STATE}), one transition relabelled`);
