// How Mermaid lays out one page of a statechart: direction, spacing and the order of the arrows.
// Mermaid's layout (dagre) places a label where the arrow's path runs, and two labels or a label
// and a state's name can end up on top of each other; which pages that happens on changes with
// every machine, and only Chromium can measure it. So `npm run diagrams` draws each page with its
// stored layout, tries LAYOUT_CHOICES in order on a page whose labels overlap, and stores the
// first that draws none in page-layouts.json; everything that draws a page (the docs and the
// live view) reads the layout from there, so the Markdown stays a pure function of the machines
// and that file.
import storedLayouts from './page-layouts.json';

export interface PageLayout {
  direction: 'top to bottom' | 'left to right';
  /** Order of the arrows in the Mermaid text, which steers where dagre puts them. */
  arrowOrder: 'as in the machine' | 'shortest label first' | 'longest label first' | 'halves swapped';
  /** Mermaid's space between boxes side by side, and between ranks of boxes (its default is 50). */
  nodeSpacing: number;
  rankSpacing: number;
}

/** Closer than Mermaid's 50 px between boxes: it keeps the widest pages under 2,000 px. */
export const DEFAULT_LAYOUT: PageLayout = {
  direction: 'top to bottom',
  arrowOrder: 'as in the machine',
  nodeSpacing: 30,
  rankSpacing: 40,
};

const ORDERS: ReadonlyArray<PageLayout['arrowOrder']> = ['as in the machine', 'shortest label first', 'longest label first', 'halves swapped'];

/**
 * What `npm run diagrams` tries on a page with overlaps, in order: top to bottom first (it reads
 * like the flow), more room between ranks before more room side by side (pages must stay under
 * 2,000 px wide), left to right last.
 */
export const LAYOUT_CHOICES: readonly PageLayout[] = (['top to bottom', 'left to right'] as const).flatMap((direction) =>
  [
    [30, 40],
    [30, 60],
    [30, 80],
    [50, 60],
    [50, 80],
    [30, 50],
    [60, 80],
    [20, 50],
  ].flatMap(([nodeSpacing = 30, rankSpacing = 40]) => ORDERS.map((arrowOrder) => ({ direction, arrowOrder, nodeSpacing, rankSpacing }))),
);

/** The key of a page in page-layouts.json: `payment` for an overview, `payment:purchasing` below. */
export const layoutKey = (machineId: string, pagePath: readonly string[]): string =>
  pagePath.length === 0 ? machineId : `${machineId}:${pagePath.join('.')}`;

export type LayoutTable = Readonly<Record<string, PageLayout>>;

export const STORED_LAYOUTS: LayoutTable = storedLayouts as LayoutTable;

export function layoutOf(key: string, table: LayoutTable = STORED_LAYOUTS): PageLayout {
  return table[key] ?? DEFAULT_LAYOUT;
}

export const sameLayout = (a: PageLayout, b: PageLayout): boolean =>
  a.direction === b.direction && a.arrowOrder === b.arrowOrder && a.nodeSpacing === b.nodeSpacing && a.rankSpacing === b.rankSpacing;

/** Puts items (the page's arrows) in the layout's order; the sort is stable, so ties keep the machine's order. */
export function inLayoutOrder<T>(items: readonly T[], labelLength: (item: T) => number, order: PageLayout['arrowOrder']): T[] {
  switch (order) {
    case 'as in the machine':
      return [...items];
    case 'shortest label first':
      return [...items].sort((a, b) => labelLength(a) - labelLength(b));
    case 'longest label first':
      return [...items].sort((a, b) => labelLength(b) - labelLength(a));
    case 'halves swapped': {
      const half = Math.floor(items.length / 2);
      return [...items.slice(half), ...items.slice(0, half)];
    }
  }
}
