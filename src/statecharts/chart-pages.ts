// Splits one machine's statechart into pages a person can hold: an overview of the machine, and
// one page per compound or parallel state drawn there as a single box, drawn the same way, so a
// person drills down from the overview to any state. The docs (npm run diagrams) and the live
// statechart view draw the same pages.
import { allStates, type ChartModel, type ChartState } from './chart-model.ts';
import { drawnStates, drawnStateOf, drawPage, isWithin, pathKey } from './page-drawing.ts';

/** At most this many state boxes on a page (leaves, frames and boxes for the outside). */
export const MAX_BOXES = 20;
/**
 * A child is drawn open only while the page stays within OPEN_BOXES boxes and OPEN_WEIGHT boxes
 * plus arrows: open children and arrow labels sit side by side, and past these the pictures grew
 * wider than 2,000 px (payment's overview: 13 boxes and 20 arrows drew 2,030 px).
 */
const OPEN_BOXES = 16;
const OPEN_WEIGHT = 32;

export interface ChartPage {
  /** The state whose inside the page draws; [] for the machine's overview. */
  path: readonly string[];
  /** Compound or parallel states drawn with their children on this page (path keys). */
  expanded: ReadonlySet<string>;
  /** States drawn as one box on this page that hold states of their own: each has its page. */
  collapsed: readonly ChartState[];
}

const hasInside = (state: ChartState): boolean => state.children.length > 0;

/** How many states a state holds, all levels down. */
export function statesInside(state: ChartState): number {
  return state.children.reduce((sum, child) => sum + 1 + statesInside(child), 0);
}

/** Every state box a page draws (its frame when it is parallel, its states, the outside boxes). */
export function boxCount(model: ChartModel, state: ChartState, expanded: ReadonlySet<string>): number {
  const drawing = drawPage(model, state, expanded);
  return (state.type === 'parallel' ? 1 : 0) + drawing.drawn.length + drawing.outside.length + (drawing.anywhere ? 1 : 0);
}

/**
 * A page draws its state's children; each child with states of its own shows them too while the
 * page stays small enough (in the machine's order), else it is one box with a page of its
 * own. Deeper compound states are always one box.
 */
function layOutPage(model: ChartModel, pageState: ChartState): ChartPage {
  const expanded = new Set<string>();
  for (const child of pageState.children.filter(hasInside)) {
    const tried = new Set([...expanded, pathKey(child.path)]);
    const boxes = boxCount(model, pageState, tried);
    if (boxes <= OPEN_BOXES && boxes + drawPage(model, pageState, tried).arrows.length <= OPEN_WEIGHT) expanded.add(pathKey(child.path));
  }
  const collapsed = drawnStates(pageState, expanded).filter((state) => hasInside(state) && !expanded.has(pathKey(state.path)));
  return { path: pageState.path, expanded, collapsed };
}

/** The machine's pages, overview first, then depth first. */
export function chartPages(model: ChartModel): ChartPage[] {
  const pages: ChartPage[] = [];
  const add = (state: ChartState): void => {
    const page = layOutPage(model, state);
    pages.push(page);
    page.collapsed.forEach(add);
  };
  add(model.root);
  return pages;
}

/** The state a page draws the inside of. */
export function pageState(model: ChartModel, page: ChartPage): ChartState {
  return allStates(model.root).find((state) => pathKey(state.path) === pathKey(page.path)) ?? model.root;
}

/** The page on which `path` is drawn as itself (not inside a collapsed box). */
export function pageOf(pages: readonly ChartPage[], model: ChartModel, path: readonly string[]): ChartPage {
  let best = pages[0];
  for (const page of pages) {
    const drawn = drawnStateOf(pageState(model, page), page.expanded, path);
    if (drawn !== null && (best === undefined || page.path.length > best.path.length)) best = page;
  }
  if (best === undefined) throw new Error('A machine has at least its overview page.');
  return best;
}

/** The pages from the overview down to `page`: the breadcrumb. */
export function pageTrail(pages: readonly ChartPage[], page: ChartPage): ChartPage[] {
  return pages.filter((other) => isWithin(page.path, other.path));
}
