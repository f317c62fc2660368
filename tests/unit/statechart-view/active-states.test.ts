// The statechart view's highlight (issue 7; no spec rule): every active leaf and its ancestors
// are lit, found in Mermaid's SVG through the ids src/statecharts/mermaid.ts gives states.
// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { createActor, setup } from 'xstate';
import { chartModel } from '../../../src/statecharts/chart-model.ts';
import { stateIds } from '../../../src/statecharts/mermaid.ts';
import {
  ACTIVE_CLASS,
  ACTIVE_LEAF_CLASS,
  activeLeafPaths,
  applyHighlight,
  highlightFor,
  mermaidIdOf,
} from '../../../src/statechart-view/active-states.ts';

const machine = setup({}).createMachine({
  id: 'shop',
  type: 'parallel',
  states: {
    visitor: { initial: 'signed out', states: { 'signed out': { on: { 'sign in': 'signed in' } }, 'signed in': {} } },
    page: {
      initial: 'order summary',
      states: {
        'order summary': { initial: 'showing the order', states: { 'showing the order': { on: { proceed: '#shop.page.payment method' } } } },
        'payment method': {},
      },
    },
  },
});

describe('active states', () => {
  it('lists the active leaves of nested and parallel state values', () => {
    expect(activeLeafPaths('idle')).toEqual([['idle']]);
    expect(activeLeafPaths({ visitor: 'signed out', page: { 'order summary': 'showing the order' } })).toEqual([
      ['visitor', 'signed out'],
      ['page', 'order summary', 'showing the order'],
    ]);
    // A compound state just entered, without an active child yet, is itself the leaf.
    expect(activeLeafPaths({ page: {} })).toEqual([['page']]);
  });

  it('lights every active leaf and its ancestors, never the whole machine', () => {
    const ids = stateIds(chartModel(machine).root);
    const actor = createActor(machine).start();
    const first = highlightFor(actor.getSnapshot().value, ids);
    expect([...first.leaves].sort()).toEqual(['s_page__order_summary__showing_the_order', 's_visitor__signed_out']);
    expect([...first.active].sort()).toEqual([
      's_page',
      's_page__order_summary',
      's_page__order_summary__showing_the_order',
      's_visitor',
      's_visitor__signed_out',
    ]);
    actor.send({ type: 'proceed' });
    const next = highlightFor(actor.getSnapshot().value, ids);
    expect(next.active.has('s_page__order_summary')).toBe(false);
    expect([...next.leaves].sort()).toEqual(['s_page__payment_method', 's_visitor__signed_out']);
  });

  it("reads the Mermaid id of a drawn state's element id and ignores other elements", () => {
    expect(mermaidIdOf('view-1-state-s_page__order_summary-12', 'view-1')).toBe('s_page__order_summary');
    expect(mermaidIdOf('view-1-edge3', 'view-1')).toBeNull();
    expect(mermaidIdOf('view-2-state-s_page-1', 'view-1')).toBeNull();
  });

  it('puts the classes on the matching groups of the SVG and takes them off when the state moves', () => {
    document.body.innerHTML = `<svg>
      <g class="statediagram-cluster" id="r-state-s_page-1" data-id="s_page"></g>
      <g class="statediagram-cluster" id="r-state-s_page__order_summary-2"></g>
      <g class="node" id="r-state-s_page__order_summary__showing_the_order-0"></g>
      <g class="node" id="r-state-s_page__payment_method-3"></g>
      <g class="note-cluster" id="r-state-s_page----parent-4"></g>
    </svg>`;
    const svg = document.querySelector('svg') as SVGSVGElement;
    const byId = (id: string) => document.getElementById(id) as Element;
    const leaves = applyHighlight(svg, 'r', {
      active: new Set(['s_page', 's_page__order_summary', 's_page__order_summary__showing_the_order']),
      leaves: new Set(['s_page__order_summary__showing_the_order']),
    });
    expect(leaves.map((e) => e.id)).toEqual(['r-state-s_page__order_summary__showing_the_order-0']);
    expect(byId('r-state-s_page-1').classList.contains(ACTIVE_CLASS)).toBe(true);
    expect(byId('r-state-s_page-1').classList.contains(ACTIVE_LEAF_CLASS)).toBe(false);
    expect(byId('r-state-s_page__order_summary__showing_the_order-0').classList.contains(ACTIVE_LEAF_CLASS)).toBe(true);
    expect(byId('r-state-s_page----parent-4').classList.contains(ACTIVE_CLASS)).toBe(false);

    applyHighlight(svg, 'r', { active: new Set(['s_page', 's_page__payment_method']), leaves: new Set(['s_page__payment_method']) });
    expect(byId('r-state-s_page__order_summary-2').classList.contains(ACTIVE_CLASS)).toBe(false);
    expect(byId('r-state-s_page__order_summary__showing_the_order-0').classList.contains(ACTIVE_LEAF_CLASS)).toBe(false);
    expect(byId('r-state-s_page__payment_method-3').classList.contains(ACTIVE_LEAF_CLASS)).toBe(true);
  });
});
