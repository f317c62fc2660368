// Which page of a machine's statechart the live view shows, so that it opens on the state and
// follows each move. It opens on the innermost page of the deepest current state; after a move it
// follows the state just entered in the same parallel region as the state it followed (a person
// clicking through the checkout's pages keeps seeing the pages, not the account data loading
// beside them), and stays put while that state is still current. Pure, for the panel and tests.
import type { StateValue } from 'xstate';
import type { ChartState } from '../statecharts/chart-model.ts';
import { pageOf } from '../statecharts/chart-pages.ts';
import { isWithin, pathKey } from '../statecharts/page-drawing.ts';
import { activeLeafPaths } from './active-states.ts';
import type { MachineChart } from './render-diagram.ts';

export interface Followed {
  /** The state the view follows (an active leaf). */
  leaf: readonly string[];
  /** Path key of the page shown. */
  page: string;
}

const deepest = (paths: readonly (readonly string[])[]): readonly string[] | undefined =>
  paths.reduce<readonly string[] | undefined>((best, path) => (best === undefined || path.length > best.length ? path : best), undefined);

/** The region of a state: the child of its innermost parallel ancestor that holds it ([] if none). */
function regionOf(root: ChartState, path: readonly string[]): readonly string[] {
  let region: readonly string[] = [];
  let state: ChartState | undefined = root;
  for (let depth = 0; state !== undefined && depth < path.length; depth += 1) {
    if (state.type === 'parallel') region = path.slice(0, depth + 1);
    state = state.children.find((child) => child.path[depth] === path[depth]);
  }
  return region;
}

function follow(chart: MachineChart, leaf: readonly string[]): Followed {
  return { leaf, page: pathKey(pageOf(chart.pages, chart.model, leaf).path) };
}

/** What to show after the state moved to `now`; `before` is what was followed (null: just opened). */
export function followPage(chart: MachineChart, before: Followed | null, now: StateValue): Followed {
  const leaves = activeLeafPaths(now);
  if (before === null) return follow(chart, deepest(leaves) ?? []);
  if (leaves.some((leaf) => pathKey(leaf) === pathKey(before.leaf))) return before;
  const region = regionOf(chart.model.root, before.leaf);
  const next = deepest(leaves.filter((leaf) => isWithin(leaf, region))) ?? deepest(leaves) ?? [];
  return follow(chart, next);
}
