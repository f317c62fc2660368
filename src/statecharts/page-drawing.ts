// What one page of a machine's statechart draws (see chart-pages.ts): its states, the boxes that
// stand for the rest of the machine, and each transition as an arrow between drawn boxes or as a
// line of text at its source. Arrows into and out of a collapsed state end on its box.
import type { ChartModel, ChartState } from './chart-model.ts';

export const pathKey = (path: readonly string[]): string => path.join('.');

export const isWithin = (path: readonly string[], ancestor: readonly string[]): boolean =>
  path.length >= ancestor.length && ancestor.every((key, i) => path[i] === key);

/** Strictly inside `ancestor`. */
export const isInside = (path: readonly string[], ancestor: readonly string[]): boolean =>
  path.length > ancestor.length && isWithin(path, ancestor);

/** The states drawn on a page: the page state's children and the children of expanded ones. */
export function drawnStates(pageState: ChartState, expanded: ReadonlySet<string>): ChartState[] {
  const drawn: ChartState[] = [];
  const visit = (state: ChartState): void => {
    drawn.push(state);
    if (expanded.has(pathKey(state.path))) state.children.forEach(visit);
  };
  pageState.children.forEach(visit);
  return drawn;
}

/**
 * The drawn state that stands for `path` on a page: the path's own state when it is drawn, else
 * the collapsed box that holds it. Null when the path is not inside the page's state.
 */
export function drawnStateOf(pageState: ChartState, expanded: ReadonlySet<string>, path: readonly string[]): ChartState | null {
  if (!isInside(path, pageState.path)) return null;
  let state = pageState;
  while (state.path.length < path.length) {
    const depth = state.path.length;
    const next = state.children.find((child) => child.path[depth] === path[depth]);
    if (next === undefined) return null;
    state = next;
    if (!expanded.has(pathKey(state.path))) return state;
  }
  return state;
}

/** The part of the machine outside a page that stands for `path`: the branch it sits in. */
export function outsidePath(page: readonly string[], path: readonly string[]): readonly string[] {
  let common = 0;
  while (common < page.length && common < path.length && page[common] === path[common]) common += 1;
  return path.slice(0, Math.min(path.length, common + 1));
}

/** A drawn box: `s:<path>` for a state, `o:<path>` for a part outside the page, `anywhere`. */
export type BoxKey = string;
export const ANYWHERE: BoxKey = 'anywhere';
export const stateBox = (path: readonly string[]): BoxKey => `s:${pathKey(path)}`;
export const outsideBox = (path: readonly string[]): BoxKey => `o:${pathKey(path)}`;

export interface PageArrow {
  from: BoxKey;
  to: BoxKey;
  /** One line per transition drawn along this arrow. */
  labels: string[];
}

export interface PageDrawing {
  drawn: ChartState[];
  /** Paths of the parts outside the page that arrows come from or go to, in first use order. */
  outside: Array<readonly string[]>;
  /** Whether the page needs an "in any state" box (transitions of the page's state or above). */
  anywhere: boolean;
  arrows: PageArrow[];
  /** Lines written in a box (by BoxKey): what a transition does without an arrow. */
  lines: Map<BoxKey, string[]>;
}

const relativeWords = (path: readonly string[], from: readonly string[]): string => path.slice(from.length).join(' › ');

export function drawPage(model: ChartModel, page: ChartState, expanded: ReadonlySet<string>): PageDrawing {
  const P = page.path;
  const drawing: PageDrawing = { drawn: drawnStates(page, expanded), outside: [], anywhere: page.invokes.length > 0, arrows: [], lines: new Map() };
  const drawnOf = (path: readonly string[]): ChartState | null => drawnStateOf(page, expanded, path);
  const isExpanded = (state: ChartState): boolean => expanded.has(pathKey(state.path));
  const write = (box: BoxKey, line: string): void => {
    if (box === ANYWHERE) drawing.anywhere = true;
    drawing.lines.set(box, [...(drawing.lines.get(box) ?? []), line]);
  };
  const outside = (path: readonly string[]): BoxKey => {
    const part = outsidePath(P, path);
    if (!drawing.outside.some((known) => pathKey(known) === pathKey(part))) drawing.outside.push(part);
    return outsideBox(part);
  };
  const arrow = (from: BoxKey, to: BoxKey, label: string): void => {
    if (from === ANYWHERE) drawing.anywhere = true;
    // One arrow per pair of boxes, one line per transition: stacked labels never cover each other.
    // Several states inside a collapsed box often share a transition: its line is written once.
    const known = drawing.arrows.find((a) => a.from === from && a.to === to);
    if (known) {
      if (!known.labels.includes(label)) known.labels.push(label);
    }
    else drawing.arrows.push({ from, to, labels: [label] });
  };

  for (const { source, targets, label } of model.transitions) {
    const sourceInside = isInside(source, P);
    const fromAbove = !sourceInside && isWithin(P, source);
    const sourceIsPage = source.length === P.length && fromAbove;
    const from = sourceInside ? drawnOf(source) : null;
    if (targets.length === 0) {
      if (from !== null && from.path.length === source.length) write(stateBox(from.path), `on ${label}: stays`);
      else if (sourceIsPage) write(ANYWHERE, `on ${label}: stays`);
      continue;
    }
    for (const target of targets) {
      const to = drawnOf(target);
      if (from !== null && to !== null) {
        const sameLevel = from.path.length === source.length;
        if (from === to) {
          // Inside one collapsed box: its own page draws it.
          if (!sameLevel || (target.length > from.path.length && !isExpanded(from))) continue;
          // A loop's label sits on its box's name in Mermaid: a line in the box says it instead.
          write(stateBox(from.path), target.length === from.path.length ? `on ${label}: starts over` : `on ${label}: goes to ${relativeWords(target, from.path)}`);
        } else if (sameLevel && isExpanded(from) && isInside(target, from.path)) {
          // Mermaid cannot draw an arrow from a frame into itself: a line in the frame's note says it.
          write(stateBox(from.path), `on ${label}: goes to ${relativeWords(target, from.path)}`);
        } else {
          arrow(stateBox(from.path), stateBox(to.path), label);
        }
      } else if (from !== null) {
        arrow(stateBox(from.path), outside(target), label);
      } else if (fromAbove && to !== null) {
        arrow(ANYWHERE, stateBox(to.path), label);
      } else if (sourceIsPage) {
        if (pathKey(target) === pathKey(P)) write(ANYWHERE, `on ${label}: starts over`);
        else arrow(ANYWHERE, outside(target), label);
      } else if (!fromAbove && to !== null) {
        arrow(outside(source), stateBox(to.path), label);
      }
    }
  }
  return drawing;
}
