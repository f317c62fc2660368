// The path sets of `npm run test:paths` (issue 29), generated with xstate/graph from a machine's
// browser model: every state (`states`), every transition (`transitions`, the default) or every
// pair of consecutive transitions through a state (`pairs`). A set is walked greedily: from where
// the walk is, take something not yet covered if the state offers it, else go the shortest way to
// the nearest state that does; restart from the first screen only when nothing is left within
// reach, or when the walk has grown long (a short walk is quicker to shrink when it fails).
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { keyOfTransition, type TransitionLike } from '../../src/statecharts/coverage-recorder.ts';
import type { GraphModel } from '../machines/graph-support.ts';
import { graphOf } from './model-graph.ts';
import { statePaths } from './step-log.ts';

export type Cover = 'states' | 'transitions' | 'pairs';
export const COVERS: readonly Cover[] = ['states', 'transitions', 'pairs'];

interface Edge {
  event: AnyEventObject;
  to: string;
  /** The state value it lands in. */
  value: string;
  /** The keys of the transitions the event itself takes (not the eventless ones after it). */
  direct: string[];
  /** It reloads or leaves the page: the walk ends with it. */
  ends: boolean;
  /** It happens by itself as the first screen opens: only the first steps of a walk take it. */
  atStart: boolean;
}

export interface PathSet {
  cover: Cover;
  /** How many states, transitions or pairs the model offers. */
  items: number;
  walks: AnyEventObject[][];
}

const START = '(start)';

function edgesOf(model: GraphModel, endsTheWalk: ReadonlySet<string>, atStart: ReadonlySet<string>, rules: WalkRules = {}): { start: string; startValue: string; edges: Map<string, Edge[]> } {
  const adjacency = graphOf(model);
  const serialize = model.serialize ?? ((s: AnyMachineSnapshot) => JSON.stringify(s.value));
  const edges = new Map<string, Edge[]>();
  for (const [key, entry] of Object.entries(adjacency)) {
    const out: Edge[] = [];
    for (const { event, state } of Object.values(entry.transitions)) {
      const direct = model.logic.getTransitionData(entry.state, event).map((t) => keyOfTransition(t as unknown as TransitionLike));
      if (direct.length === 0) continue;
      out.push({ event, to: serialize(state), value: JSON.stringify(state.value), direct, ends: endsTheWalk.has(event.type) || rules.events?.[event.type]?.ends?.(event) === true, atStart: atStart.has(event.type) });
    }
    edges.set(key, out);
  }
  const start = Object.keys(adjacency)[0] ?? '';
  return { start, startValue: JSON.stringify(adjacency[start]?.state.value), edges };
}

/** What taking `edge` covers, having come in by a transition whose last key is `previous`. */
function itemsOf(cover: Cover, edge: Edge, previous: string): string[] {
  if (cover === 'states') return [edge.value];
  if (cover === 'transitions') return [`${edge.direct.join(',')} → ${edge.value}`];
  return [`${previous} ⇒ ${edge.direct[0] ?? ''}`];
}

/** Every item the model offers for the set. */
function allItems(cover: Cover, start: string, edges: Map<string, Edge[]>): Set<string> {
  const cameIn = new Map<string, Set<string>>([[start, new Set([START])]]);
  for (const out of edges.values()) {
    for (const edge of out) {
      if (edge.ends) continue;
      const set = cameIn.get(edge.to) ?? new Set<string>();
      set.add(edge.direct[0] ?? '');
      cameIn.set(edge.to, set);
    }
  }
  const items = new Set<string>();
  for (const [key, out] of edges) {
    for (const edge of out) for (const previous of cameIn.get(key) ?? []) itemsOf(cover, edge, previous).forEach((item) => items.add(item));
  }
  return items;
}

/** The shortest run of edges from `from` that ends with an edge covering something left, or null. */
function wayToWork(cover: Cover, edges: Map<string, Edge[]>, from: string, cameBy: string, left: ReadonlySet<string>, fresh: boolean): Edge[] | null {
  // For pairs, where the walk is includes how it came in: a pair left in a state is within reach
  // only through the transition it starts with (a self-loop such as a toggle, taken again).
  const placeOf = (state: string, previous: string) => (cover === 'pairs' ? `${state}\u0000${previous}` : state);
  const start = placeOf(from, cameBy);
  const back = new Map<string, { edge: Edge; from: string } | null>([[start, null]]);
  const stateAt = new Map<string, { state: string; previous: string }>([[start, { state: from, previous: cameBy }]]);
  // Whether only first-screen events led here from a walk that has not yet begun.
  const opening = new Map<string, boolean>([[start, fresh]]);
  const queue = [start];
  for (let i = 0; i < queue.length; i += 1) {
    const place = queue[i] as string;
    const { state, previous } = stateAt.get(place) as { state: string; previous: string };
    for (const edge of edges.get(state) ?? []) {
      if (edge.atStart && opening.get(place) !== true) continue;
      if (itemsOf(cover, edge, previous).some((item) => left.has(item))) {
        const way: Edge[] = [edge];
        for (let at = back.get(place); at; at = back.get(at.from)) way.unshift(at.edge);
        return way;
      }
      const next = placeOf(edge.to, edge.direct[0] ?? '');
      if (edge.ends || back.has(next)) continue;
      back.set(next, { edge, from: place });
      stateAt.set(next, { state: edge.to, previous: edge.direct[0] ?? '' });
      opening.set(next, opening.get(place) === true && edge.atStart);
      queue.push(next);
    }
  }
  return null;
}

/** Every state, transition or pair the model offers, as the set names them (the coverage report counts pairs with it). */
export function itemsToCover(model: GraphModel, cover: Cover, rules: WalkRules = {}): Set<string> {
  const { start, startValue, edges } = edgesOf(model, new Set(rules.endsTheWalk), new Set(rules.atStart), rules);
  const items = allItems(cover, start, edges);
  if (cover === 'states') items.add(startValue);
  return items;
}

/** A walk longer than this restarts from the first screen. */
const LONGEST_WALK = 30;

export interface WalkRules {
  /** Event types after which the page reloads or leaves. */
  endsTheWalk?: readonly string[];
  /** Event types that happen by themselves as the first screen opens. */
  atStart?: readonly string[];
  /** Per event type, the variants that happen by themselves: a walk goes on through them (Driver.byItself). */
  events?: Readonly<Record<string, { byItself?(event: AnyEventObject): boolean; ends?(event: AnyEventObject): boolean }>>;
  /**
   * Events that come by themselves after a walk's last step (a call's answer, a silent sign-in):
   * a walk goes on with them, so that it ends where the page rests.
   */
  settlesWith?: (event: AnyEventObject) => boolean;
  /** States (paths joined with '.') a walk cannot end in: the browser passes through them at once. */
  passesThrough?: readonly string[];
}

/** Whether a state value holds one of the states a walk cannot end in. */
function passing(value: string, passesThrough: ReadonlySet<string>): boolean {
  return passesThrough.size > 0 && statePaths(JSON.parse(value) as unknown).some((path) => passesThrough.has(path));
}

/** The shortest run of edges from `from` to a state a walk may end in, or null. */
function wayOut(edges: Map<string, Edge[]>, from: string, passesThrough: ReadonlySet<string>): Edge[] | null {
  const back = new Map<string, { edge: Edge; from: string } | null>([[from, null]]);
  const queue = [from];
  for (let i = 0; i < queue.length; i += 1) {
    const key = queue[i] as string;
    for (const edge of edges.get(key) ?? []) {
      if (edge.atStart || back.has(edge.to)) continue;
      back.set(edge.to, { edge, from: key });
      if (!passing(edge.value, passesThrough) || edge.ends) {
        const way: Edge[] = [];
        for (let at = back.get(edge.to); at; at = back.get(at.from)) way.unshift(at.edge);
        return way;
      }
      queue.push(edge.to);
    }
  }
  return null;
}

/** How many steps that happen by themselves a walk takes at most after its last chosen one. */
const LONGEST_SETTLING = 20;

export function pathSet(model: GraphModel, cover: Cover, rules: WalkRules = {}): PathSet {
  const { start, startValue, edges } = edgesOf(model, new Set(rules.endsTheWalk), new Set(rules.atStart), rules);
  const passesThrough = new Set(rules.passesThrough);
  const left = allItems(cover, start, edges);
  if (cover === 'states') left.add(startValue);
  const items = left.size;
  left.delete(startValue);
  const walks: AnyEventObject[][] = [];
  while (left.size > 0) {
    const leftBefore = left.size;
    const walk: AnyEventObject[] = [];
    let at = start;
    let cameBy = START;
    let ended = false;
    let value = startValue;
    // Every edge a walk takes, however it was chosen, moves it on and covers what it covers.
    const take = (edge: Edge) => {
      walk.push(edge.event);
      itemsOf(cover, edge, cameBy).forEach((item) => left.delete(item));
      cameBy = edge.direct[0] ?? '';
      at = edge.to;
      value = edge.value;
      ended = edge.ends;
    };
    while (!ended && walk.length < LONGEST_WALK) {
      const way = wayToWork(cover, edges, at, cameBy, left, walk.every((event) => rules.atStart?.includes(event.type) === true));
      if (way === null) break;
      way.forEach(take);
    }
    // The page does not rest where something happens by itself next: the walk goes on until it would.
    for (let settling = 0; walk.length > 0 && !ended && settling < LONGEST_SETTLING; settling += 1) {
      const next = edges.get(at)?.find((edge) => rules.events?.[edge.event.type]?.byItself?.(edge.event) === true);
      if (next === undefined) break;
      take(next);
    }
    // A walk does not end in a state the browser only passes through: it goes on to one it rests in.
    if (!ended && passing(value, passesThrough)) (wayOut(edges, at, passesThrough) ?? []).forEach(take);
    // The walk covered nothing: what is left is out of reach from the first screen, or only passed
    // through on the way to something else. Planning it again would never end.
    if (left.size === leftBefore) break;
    for (let extra = 0; !ended && rules.settlesWith !== undefined && extra < 10; extra += 1) {
      const opening = walk.every((event) => rules.atStart?.includes(event.type) === true);
      const next = (edges.get(at) ?? []).find((edge) => rules.settlesWith?.(edge.event) === true && (opening || !edge.atStart));
      if (next === undefined) break;
      take(next);
    }
    walks.push(walk);
  }
  return { cover, items, walks };
}
