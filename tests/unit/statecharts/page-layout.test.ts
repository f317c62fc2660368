// Issue 14: edge labels must not cover one another or a state's name. `npm run diagrams` measures
// that in Chromium and stores a layout per page (src/statecharts/page-layouts.json); these check
// that the stored layout reaches the Mermaid text and that each choice it can make is written as
// Mermaid reads it. No spec rule: the diagrams document the machines.
import { describe, expect, it } from 'vitest';
import { setup } from 'xstate';
import { chartModel } from '../../../src/statecharts/chart-model.ts';
import { chartPages } from '../../../src/statecharts/chart-pages.ts';
import { pageToMermaid } from '../../../src/statecharts/mermaid.ts';
import { DEFAULT_LAYOUT, inLayoutOrder, LAYOUT_CHOICES, layoutOf, STORED_LAYOUTS, type PageLayout } from '../../../src/statecharts/page-layout.ts';

const door = setup({}).createMachine({
  id: 'door',
  initial: 'closed',
  states: {
    closed: { on: { 'open the door wide': 'open', lock: 'locked' } },
    open: { on: { close: 'closed' } },
    locked: { on: { 'unlock with the key': 'closed' } },
  },
});
const model = chartModel(door);
const [overview] = chartPages(model);
const arrows = (text: string): string[] => text.split('\n').filter((line) => line.includes(' --> ') && !line.includes('[*]'));

describe('page layouts', () => {
  it('writes the default spacing, top to bottom, arrows in the machine order', () => {
    const text = pageToMermaid(model, overview!, DEFAULT_LAYOUT);
    expect(text).toContain('    nodeSpacing: 30\n    rankSpacing: 40\n---\nstateDiagram-v2\n');
    expect(text).not.toContain('direction LR');
    expect(arrows(text).map((line) => line.split(' : ')[1])).toEqual(['open the door wide', 'lock', 'close', 'unlock with the key']);
  });

  it('writes a chosen layout: direction, spacing and arrow order', () => {
    const layout: PageLayout = { direction: 'left to right', arrowOrder: 'shortest label first', nodeSpacing: 50, rankSpacing: 80 };
    const text = pageToMermaid(model, overview!, layout);
    expect(text).toContain('    nodeSpacing: 50\n    rankSpacing: 80\n---\nstateDiagram-v2\n  direction LR\n');
    expect(arrows(text).map((line) => line.split(' : ')[1])).toEqual(['lock', 'close', 'open the door wide', 'unlock with the key']);
  });

  it('orders arrows each way it can, ties in the machine order', () => {
    const items = ['ccc', 'a', 'bb', 'dd'];
    expect(inLayoutOrder(items, (s) => s.length, 'as in the machine')).toEqual(['ccc', 'a', 'bb', 'dd']);
    expect(inLayoutOrder(items, (s) => s.length, 'shortest label first')).toEqual(['a', 'bb', 'dd', 'ccc']);
    expect(inLayoutOrder(items, (s) => s.length, 'longest label first')).toEqual(['ccc', 'bb', 'dd', 'a']);
    expect(inLayoutOrder(items, (s) => s.length, 'halves swapped')).toEqual(['bb', 'dd', 'ccc', 'a']);
  });

  it('uses the stored layout of a page, else the default', () => {
    const table = { door: { ...DEFAULT_LAYOUT, rankSpacing: 60 } };
    expect(layoutOf('door', table).rankSpacing).toBe(60);
    expect(layoutOf('door:somewhere', table)).toEqual(DEFAULT_LAYOUT);
  });

  it('stores only layouts it can choose, and tries the default first', () => {
    expect(LAYOUT_CHOICES[0]).toEqual(DEFAULT_LAYOUT);
    for (const layout of Object.values(STORED_LAYOUTS)) expect(LAYOUT_CHOICES).toContainEqual(layout);
  });
});
