// Issue 14: the live statechart view opens on the innermost page holding the current state,
// fitted to the panel with that state in sight, and follows the state a person moves through
// (not a parallel region loading beside it). No spec rule: a sandbox tool.
import { describe, expect, it } from 'vitest';
import { createActor, setup } from 'xstate';
import { fitView, READABLE_SCALE } from '../../../src/statechart-view/fit-view.ts';
import { followPage } from '../../../src/statechart-view/follow-page.ts';
import { machineChart } from '../../../src/statechart-view/render-diagram.ts';

const shop = setup({}).createMachine({
  id: 'shop',
  type: 'parallel',
  states: {
    account: {
      initial: 'idle',
      states: {
        idle: { on: { 'sign in': 'loading' } },
        loading: { initial: 'plans', states: { plans: { initial: 'asking', states: { asking: { on: { loaded: '#shop.account.ready' } } } } } },
        ready: {},
      },
    },
    page: {
      initial: 'summary',
      states: {
        summary: { initial: 'showing', states: { showing: { on: { 'sign in': '#shop.page.payment' } } } },
        payment: { initial: 'choosing', states: { choosing: { on: { pay: '#shop.page.paid' } } } },
        paid: {},
      },
    },
  },
});

describe('the page the live view shows', () => {
  const chart = machineChart(shop);

  it('opens on the innermost page of the deepest current state', () => {
    const actor = createActor(shop).start();
    const opened = followPage(chart, null, actor.getSnapshot().value);
    expect(opened.leaf).toEqual(['page', 'summary', 'showing']);
    // summary is a box on the overview: its own page draws showing.
    expect(opened.page).toBe('page.summary');
  });

  it("follows the state entered in the followed state's region, not the region loading beside it", () => {
    const actor = createActor(shop).start();
    const opened = followPage(chart, null, actor.getSnapshot().value);
    actor.send({ type: 'sign in' });
    // account › loading › plans › asking is deeper, but the person follows the page.
    const moved = followPage(chart, opened, actor.getSnapshot().value);
    expect(moved.leaf).toEqual(['page', 'payment', 'choosing']);
    actor.send({ type: 'loaded' });
    // The followed state is still current: the view stays where it is.
    expect(followPage(chart, moved, actor.getSnapshot().value)).toBe(moved);
  });

  it('opens on a deeper page when the followed state is drawn inside a collapsed box', () => {
    const actor = createActor(shop).start();
    actor.send({ type: 'sign in' });
    const onLoading = followPage(chart, { leaf: ['account', 'idle'], page: '' }, actor.getSnapshot().value);
    expect(onLoading.leaf).toEqual(['account', 'loading', 'plans', 'asking']);
    // loading is a box on the overview; its page draws plans open, with asking inside.
    expect(onLoading.page).toBe('account.loading');
  });
});

describe('the starting view of a page', () => {
  it('fits a small page whole and centred', () => {
    const view = fitView({ width: 400, height: 200 }, { width: 500, height: 300 }, { x: 10, y: 10 });
    expect(view.scale).toBe(1);
    expect(view.x).toBeCloseTo(50);
    expect(view.y).toBeCloseTo(50);
  });

  it('keeps a large page readable, centred on the current state', () => {
    const view = fitView({ width: 2000, height: 1500 }, { width: 500, height: 300 }, { x: 1500, y: 900 });
    expect(view.scale).toBe(READABLE_SCALE);
    // Panzoom draws a point p at scale × (p + pan): the state's centre lands in the panel's centre.
    expect(view.scale * (1500 + view.x)).toBeCloseTo(250);
    expect(view.scale * (900 + view.y)).toBeCloseTo(150);
  });

  it('fits a large page whole when asked to (no state to keep in sight)', () => {
    const view = fitView({ width: 2000, height: 1500 }, { width: 500, height: 300 }, null);
    expect(view.scale).toBeLessThan(READABLE_SCALE);
    expect(view.scale * 2000).toBeLessThanOrEqual(500);
  });
});
