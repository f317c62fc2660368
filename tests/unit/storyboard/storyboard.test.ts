// The storyboard's pure parts (issue 30): merging captures, pairing two storyboards' states for the
// review page, and the click targets of a diagram page's state boxes.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { machineRegistry } from '../../../machines/registry.ts';
import { pathSentence, readCaptures, reasonWithout, stateKey, type StoryboardCapture } from '../../../scripts/storyboard/captures.ts';
import { machineStoryPages } from '../../../scripts/storyboard/html.ts';
import { readReview } from '../../../scripts/storyboard/review-read.ts';
import { pairStates, screenOwners } from '../../../scripts/storyboard/screen-diff.ts';
import { markdownHtml } from '../../../scripts/storyboard/since.ts';

const screen = (machine: string, state: string, shot = 'shots/a'): StoryboardCapture => ({
  kind: 'screen', machine, state, walk: `${machine}/states/1`, events: ['apply coupon'], shots: { '1280': `${shot}-1280.jpg`, '375': `${shot}-375.jpg` }, axe: [],
});
const passed = (machine: string, state: string): StoryboardCapture => ({ ...screen(machine, state), kind: 'passed', shots: {} });

describe('the storyboard', () => {
  it('keeps a screen over a passing, whichever shard wrote it first', () => {
    const dir = mkdtempSync(join(tmpdir(), 'storyboard-test-'));
    writeFileSync(join(dir, 'captures-1-of-2.jsonl'), `${JSON.stringify(passed('coupon', 'checking the coupon'))}\n`);
    writeFileSync(join(dir, 'captures-2-of-2.jsonl'), `${JSON.stringify(screen('coupon', 'checking the coupon'))}\n`);
    expect(readCaptures(dir).get(stateKey('coupon', 'checking the coupon'))?.kind).toBe('screen');
  });

  it('says why a state has no screen, and writes a path as a sentence', () => {
    expect(reasonWithout(undefined)).toMatch(/No all-states path reached it/);
    expect(reasonWithout(passed('coupon', 'checking the coupon'))).toMatch(/passed through it within one step \(apply coupon/);
    expect(pathSentence(['Proceed to Checkout', 'signed in'])).toBe('Proceed to Checkout → signed in');
    expect(pathSentence([])).toBe('the first screen');
  });

  it('pairs the states of two storyboards: in both, added and removed', () => {
    const before = new Map([screen('coupon', 'waiting for a coupon'), screen('coupon', 'coupon entry hidden')].map((r) => [stateKey(r.machine, r.state), r]));
    const now = new Map([screen('coupon', 'waiting for a coupon'), screen('coupon', 'checking the coupon')].map((r) => [stateKey(r.machine, r.state), r]));
    const { both, added, removed } = pairStates(before, now);
    expect(both.map((p) => p.now.state)).toEqual(['waiting for a coupon']);
    expect(added.map((r) => r.state)).toEqual(['checking the coupon']);
    expect(removed.map((r) => r.state)).toEqual(['coupon entry hidden']);
  });

  it('has a section for every state of the coupon, and the diagram boxes point at them', () => {
    const coupon = machineRegistry.find((entry) => entry.name === 'coupon');
    if (coupon === undefined) throw new Error('no coupon machine');
    const [page] = machineStoryPages(coupon, new Map([[stateKey('coupon', 'waiting for a coupon'), screen('coupon', 'waiting for a coupon')]]));
    const html = page?.html ?? '';
    for (const state of ['waiting for a coupon', 'checking the coupon', 'coupon entry hidden']) expect(html).toContain(`<h2>${state}</h2>`);
    expect(html).toContain('"s_checking_the_coupon":"#s-coupon-checking_the_coupon"');
    expect(html).toContain('No screen: No all-states path reached it');
  });

  it('lists a changed screen once, under the deepest of the states first seen on it', () => {
    const diff = { width: 1280, share: 0.01, box: null, before: 'before/a', after: 'a' };
    const page1 = [
      screen('checkout', 'checkout flow.checkout open.page.payment method', 'shots/p1'),
      screen('checkout', 'checkout flow.checkout open.page.payment method.showing the payment method', 'shots/p1'),
      screen('payment', 'ready', 'shots/p1'),
    ];
    const other = screen('noma', 'closed', 'shots/p2');
    const owned = screenOwners([...page1, other].map((now) => ({ now, widths: [diff] })));
    expect(owned.map((change) => `${change.now.machine}:${change.now.state}`)).toEqual(['checkout:checkout flow.checkout open.page.payment method.showing the payment method', 'noma:closed']);
    expect(owned[0]?.alsoHere.map((r) => r.state)).toEqual(['checkout flow.checkout open.page.payment method', 'ready']);
  });

  it('writes the chart changes as lists the --since check reads back', () => {
    const chart = ['## Statechart changes since HEAD', '', '### noma', '', 'Transitions relabelled:', '', '- `asking for the email`: `verifying the email` on **verify [a]** becomes `verifying the email` on **verify [b]**', ''].join('\n');
    const html = `<div class="chart-changes">${markdownHtml(chart)}</div><section class="state" data-state="checkout:page.payment method"><h2>x</h2></section>`;
    expect(html).toMatch(/<ul>\s*<li>/);
    expect(readReview(html)).toEqual({
      changedStates: ['checkout:page.payment method'],
      chartChanges: ['`asking for the email`: `verifying the email` on <strong>verify [a]</strong> becomes `verifying the email` on <strong>verify [b]</strong>'],
    });
  });
});
