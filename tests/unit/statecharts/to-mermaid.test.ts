// toMermaid on small hand-written machines: one feature of statecharts per test.
import { describe, expect, it } from 'vitest';
import { and, fromPromise, not, setup } from 'xstate';
import { safeText, toMermaid } from '../../../src/statecharts/mermaid.ts';

const lines = (text: string): string[] => text.split('\n').map((line) => line.trim());

describe('toMermaid', () => {
  it('draws a flat machine: stateDiagram-v2, safe ids with plain labels, the initial state', () => {
    const machine = setup({}).createMachine({
      id: 'door',
      initial: 'closed',
      states: { closed: { on: { open: 'wide open' } }, 'wide open': { on: { close: 'closed' } } },
    });
    const text = toMermaid(machine);
    expect(text).toContain('\nstateDiagram-v2\n');
    expect(lines(text)).toEqual(
      expect.arrayContaining([
        'state "closed" as s_closed',
        'state "wide open" as s_wide_open',
        '[*] --> s_closed',
        's_closed --> s_wide_open : open',
        's_wide_open --> s_closed : close',
      ]),
    );
  });

  it('nests compound states, with their own initial arrow and final states (→ [*])', () => {
    const machine = setup({}).createMachine({
      id: 'order',
      initial: 'paying',
      states: {
        paying: {
          initial: 'entering card',
          states: { 'entering card': { on: { submit: 'paid' } }, paid: { type: 'final' } },
          onDone: 'done',
        },
        done: { type: 'final' },
      },
    });
    const text = lines(toMermaid(machine));
    const open = text.indexOf('state "paying" as s_paying {');
    const close = text.indexOf('}', open);
    expect(open).toBeGreaterThan(-1);
    expect(text.slice(open, close)).toEqual(
      expect.arrayContaining([
        'state "entering card" as s_paying__entering_card',
        '[*] --> s_paying__entering_card',
        's_paying__paid --> [*]',
      ]),
    );
    expect(text).toContain('s_done --> [*]');
    expect(text).toContain('s_paying__entering_card --> s_paying__paid : submit');
    // The done event of a compound state is read as "<state> finished".
    expect(text).toContain('s_paying --> s_done : paying finished');
  });

  it('separates parallel regions with --', () => {
    const machine = setup({}).createMachine({
      id: 'page',
      type: 'parallel',
      states: {
        menu: { initial: 'shut', states: { shut: { on: { toggle: 'shown' } }, shown: {} } },
        chat: { initial: 'idle', states: { idle: {} } },
      },
    });
    const text = lines(toMermaid(machine));
    const menu = text.indexOf('state "menu" as s_menu {');
    const chat = text.indexOf('state "chat" as s_chat {');
    expect(menu).toBeGreaterThan(-1);
    expect(chat).toBeGreaterThan(menu);
    expect(text.slice(menu, chat)).toContain('--');
    expect(text).toContain('[*] --> s_menu__shut');
    expect(text).toContain('[*] --> s_chat__idle');
  });

  it('labels guards by name in brackets, higher-order guards in words, and [otherwise] for the fallback', () => {
    const machine = setup({
      guards: { 'is signed in': () => true, 'has a coupon': () => false },
    }).createMachine({
      id: 'checkout',
      initial: 'summary',
      states: {
        summary: {
          on: {
            'proceed to checkout': [
              { guard: 'is signed in', target: 'payment' },
              { guard: and(['has a coupon', not('is signed in')]), target: 'sign in' },
              { target: 'sign in' },
            ],
          },
        },
        payment: {},
        'sign in': {},
      },
    });
    const text = lines(toMermaid(machine));
    expect(text).toContain('s_summary --> s_payment : proceed to checkout [is signed in]');
    // Two transitions between the same boxes share one arrow, a line each: their labels cannot cover each other.
    expect(text).toContain('s_summary --> s_sign_in : proceed to checkout [has a coupon and not is signed in]<br/>proceed to checkout [otherwise]');
  });

  it('labels after transitions with their delay, named delays resolved', () => {
    const machine = setup({ delays: { 'close delay': 1000 } }).createMachine({
      id: 'toast',
      initial: 'typing',
      states: {
        typing: { after: { 500: 'settled' } },
        settled: { after: { 'close delay': 'closed' } },
        closed: {},
      },
    });
    const text = lines(toMermaid(machine));
    expect(text).toContain('s_typing --> s_settled : after 500 ms');
    expect(text).toContain('s_settled --> s_closed : after 1 s');
  });

  it('labels eventless transitions always [guard]', () => {
    const machine = setup({ guards: { 'the cart has items': () => true } }).createMachine({
      id: 'cart',
      initial: 'checking',
      states: {
        checking: { always: [{ guard: 'the cart has items', target: 'pricing' }, { target: 'empty' }] },
        pricing: {},
        empty: {},
      },
    });
    const text = lines(toMermaid(machine));
    expect(text).toContain('s_checking --> s_pricing : always [the cart has items]');
    expect(text).toContain('s_checking --> s_empty : always [otherwise]');
  });

  it('names invoked actors inside the state and reads done / error events as words', () => {
    const machine = setup({
      actors: { 'load product': fromPromise(async () => 'product'), 'load plans': fromPromise(async () => []) },
    }).createMachine({
      id: 'product',
      initial: 'loading',
      states: {
        loading: {
          invoke: { id: 'load product', src: 'load product', onDone: 'shown', onError: 'failed' },
        },
        shown: {
          initial: 'plans',
          invoke: { id: 'plans', src: 'load plans' },
          states: { plans: {} },
        },
        failed: {},
      },
    });
    const text = lines(toMermaid(machine));
    expect(text).toContain('s_loading : invokes: load product');
    expect(text).toContain('s_loading --> s_shown : load product done');
    expect(text).toContain('s_loading --> s_failed : load product failed');
    // A composite state has no description lines: a note names its actor.
    const note = text.indexOf('note right of s_shown');
    expect(note).toBeGreaterThan(-1);
    expect(text[note + 1]).toBe('invokes: load plans');
  });

  it("writes what stays in a state as its lines, and the machine's own transitions in an 'in any state' box", () => {
    const machine = setup({}).createMachine({
      id: 'coupon',
      initial: 'waiting',
      on: { 'clear coupon': { actions: [] }, reset: '.waiting' },
      states: { waiting: { on: { 'type coupon': { actions: [] } } } },
    });
    const text = lines(toMermaid(machine));
    expect(text).toContain('s_waiting : on type coupon: stays');
    expect(text).toContain('state "in any state" as anywhere');
    expect(text).toContain('anywhere : on clear coupon: stays');
    expect(text).toContain('anywhere --> s_waiting : reset');
  });

  it('keeps ids unique and labels free of Mermaid syntax', () => {
    const machine = setup({}).createMachine({
      id: 'odd',
      initial: 'a-b',
      states: { 'a-b': { on: { 'say "hi"; #1 {x} <y> --> z': 'a b' } }, 'a b': {} },
    });
    const text = lines(toMermaid(machine));
    expect(text).toContain('state "a-b" as s_a_b');
    expect(text).toContain('state "a b" as s_a_b_2');
    expect(text).toContain("s_a_b --> s_a_b_2 : say 'hi', no.1 (x) ‹y› → z");
    expect(safeText('a\n  b')).toBe('a b');
  });

  it('gives the same text for the same machine', () => {
    const make = () =>
      setup({}).createMachine({ id: 'm', initial: 'x', states: { x: { on: { go: 'y' } }, y: {} } });
    expect(toMermaid(make())).toBe(toMermaid(make()));
  });
});
