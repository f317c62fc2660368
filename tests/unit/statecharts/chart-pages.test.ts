// Issue 14: a machine's statechart split into pages a person can hold. The overview draws the
// first level open and deeper compound states as one box; each such box has its own page, drawn
// the same way; arrows into and out of a collapsed box end on it; the rest of the machine is an
// "outside" box. No spec rule: the diagrams document the machines.
import { describe, expect, it } from 'vitest';
import { setup } from 'xstate';
import { chartModel } from '../../../src/statecharts/chart-model.ts';
import { chartPages, pageOf, pageTrail, MAX_BOXES } from '../../../src/statecharts/chart-pages.ts';
import { pageToMermaid } from '../../../src/statecharts/mermaid.ts';

const lines = (text: string): string[] => text.split('\n').map((line) => line.trim());

const shop = setup({}).createMachine({
  id: 'shop',
  initial: 'open',
  states: {
    open: {
      initial: 'browsing',
      on: { close: '#shop.closed' },
      states: {
        browsing: { on: { pay: 'paying' } },
        paying: {
          initial: 'entering card',
          states: {
            'entering card': { on: { submit: 'checking card', 'give up': '#shop.closed' } },
            'checking card': { on: { declined: 'entering card' } },
          },
          on: { 'pay done': '#shop.closed' },
        },
      },
    },
    closed: { on: { reopen: '#shop.open.paying.checking card' } },
  },
});

describe('chart pages', () => {
  const model = chartModel(shop);
  const pages = chartPages(model);

  it('draws the first level open and deeper compound states as one box with a page of its own', () => {
    expect(pages.map((page) => page.path.join('.'))).toEqual(['', 'open.paying']);
    const overview = lines(pageToMermaid(model, pages[0] ?? pages[1]!));
    expect(overview).toContain('state "open" as s_open {');
    expect(overview).toContain('state "paying" as s_open__paying');
    expect(overview).toContain('s_open__paying : ▸ 2 states inside');
    expect(overview.some((line) => line.includes('s_open__paying__entering_card'))).toBe(false);
  });

  it('ends arrows into and out of a collapsed box on the box', () => {
    const overview = lines(pageToMermaid(model, pages[0]!));
    expect(overview).toContain('s_open__browsing --> s_open__paying : pay');
    // 'give up' leaves from a state inside the box; 'reopen' enters one: both end on the box.
    expect(overview).toContain('s_open__paying --> s_closed : pay done<br/>give up');
    expect(overview).toContain('s_closed --> s_open__paying : reopen');
    // A transition between two states inside the box is drawn on its page only.
    expect(overview.some((line) => line.includes('declined'))).toBe(false);
  });

  it("draws the box's page the same way, with the rest of the machine as outside boxes", () => {
    const page = lines(pageToMermaid(model, pages[1]!));
    expect(page).toContain('[*] --> s_open__paying__entering_card');
    expect(page).toContain('s_open__paying__entering_card --> s_open__paying__checking_card : submit');
    expect(page).toContain('state "outside: closed" as outside_1');
    expect(page).toContain('s_open__paying__entering_card --> outside_1 : give up');
    expect(page).toContain('outside_1 --> s_open__paying__checking_card : reopen');
    // The box's own and its parents' transitions apply in every state of the page.
    expect(page).toContain('anywhere --> outside_1 : pay done');
  });

  it('writes a transition shared by several states inside a collapsed box once on its arrow', () => {
    const desk = setup({}).createMachine({
      id: 'desk',
      initial: 'form',
      states: {
        form: { initial: 'hub', states: { hub: { initial: 'typing', states: { typing: { on: { cancel: '#desk.idle' } }, sending: { on: { cancel: '#desk.idle', failed: '#desk.idle' } } } } } },
        idle: {},
      },
    });
    const deskModel = chartModel(desk);
    const overview = lines(pageToMermaid(deskModel, chartPages(deskModel)[0]!));
    expect(overview).toContain('s_form__hub --> s_idle : cancel<br/>failed');
  });

  it('finds the innermost page of a state and the trail up to the overview', () => {
    expect(pageOf(pages, model, ['open', 'paying', 'checking card']).path).toEqual(['open', 'paying']);
    expect(pageOf(pages, model, ['open', 'browsing']).path).toEqual([]);
    expect(pageTrail(pages, pages[1]!).map((page) => page.path.join('.'))).toEqual(['', 'open.paying']);
  });

  it('keeps a first-level state closed when opening it would pass the box budget', () => {
    const many = Object.fromEntries(Array.from({ length: MAX_BOXES }, (_, i) => [`step ${i}`, {}]));
    const wide = setup({}).createMachine({
      id: 'wide',
      initial: 'a',
      states: { a: { initial: 'step 0', states: many }, b: {} },
    });
    const wideModel = chartModel(wide);
    const widePages = chartPages(wideModel);
    expect(widePages.map((page) => page.path.join('.'))).toEqual(['', 'a']);
    expect(widePages[0]?.collapsed.map((state) => state.name)).toEqual(['a']);
  });
});
