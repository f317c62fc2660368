// Shortening a failing path before it is reported: candidates, shortest first, that the model
// still accepts and that still reach the failing step: the path cut after the failure, the
// shortest way (by the model) to the state the failing move starts from followed by that move,
// and the path with one earlier move left out. The runner plays them and keeps the first that
// fails the same way, then shrinks that one again.
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { movesOf, type MachineDrivers } from './driver-types.ts';
import { graphOf } from './model-graph.ts';
import { replayPlan } from './plans.ts';

const serializeOf = (drivers: MachineDrivers) => drivers.model.serialize ?? ((s: AnyMachineSnapshot) => JSON.stringify(s.value));

/** The model's key of the state each prefix of the walk ends in (index 0: the start). */
function keysAlong(drivers: MachineDrivers, events: readonly AnyEventObject[]): string[] {
  const adjacency = graphOf(drivers.model);
  const serialize = serializeOf(drivers);
  const start = Object.keys(adjacency)[0] ?? '';
  const keys = [start];
  let at = start;
  for (const event of events) {
    const next = adjacency[at]?.transitions[JSON.stringify(event)];
    if (next === undefined) return keys;
    at = serialize(next.state as AnyMachineSnapshot);
    keys.push(at);
  }
  return keys;
}

/** The shortest events from the start to a state (by the model's key), or null. */
function shortestTo(drivers: MachineDrivers, target: string): AnyEventObject[] | null {
  const adjacency = graphOf(drivers.model);
  const serialize = serializeOf(drivers);
  const start = Object.keys(adjacency)[0] ?? '';
  const back = new Map<string, { from: string; event: AnyEventObject } | null>([[start, null]]);
  const queue = [start];
  for (let i = 0; i < queue.length; i += 1) {
    const key = queue[i] as string;
    if (key === target) {
      const events: AnyEventObject[] = [];
      for (let at = back.get(key); at; at = back.get(at.from)) events.unshift(at.event);
      return events;
    }
    for (const { event, state } of Object.values(adjacency[key]?.transitions ?? {})) {
      const next = serialize(state as AnyMachineSnapshot);
      if (back.has(next)) continue;
      back.set(next, { from: key, event: event as AnyEventObject });
      queue.push(next);
    }
  }
  return null;
}

function accepted(drivers: MachineDrivers, events: readonly AnyEventObject[]): boolean {
  try {
    replayPlan(drivers, events);
    return true;
  } catch {
    return false;
  }
}

/**
 * Shorter walks that may fail the same way, shortest first; `failedAt` is the failing step
 * (1-based). The move after the failing one is kept: it holds the answers of the calls the
 * failing state was waiting on, and without them the state would not wait to be looked at.
 */
export function shrinkCandidates(drivers: MachineDrivers, events: readonly AnyEventObject[], failedAt: number): AnyEventObject[][] {
  const moves = movesOf(drivers, events).filter((move) => move.length > 0);
  const failing = Math.max(0, moves.findIndex((move) => move.includes(Math.max(failedAt, 1) - 1)));
  const kept = moves.slice(0, failing + 2).flat();
  const candidates: AnyEventObject[][] = [kept.map((index) => events[index] as AnyEventObject)];
  const from = moves[failing]?.[0] ?? 0;
  const way = shortestTo(drivers, keysAlong(drivers, events)[from] ?? '');
  if (way !== null) candidates.push([...way, ...moves.slice(failing, failing + 2).flat().map((index) => events[index] as AnyEventObject)]);
  for (const move of moves.slice(0, failing)) candidates.push(kept.filter((index) => !move.includes(index)).map((index) => events[index] as AnyEventObject));
  const seen = new Set<string>();
  return candidates
    .filter((candidate) => candidate.length < events.length)
    .filter((candidate) => {
      const key = JSON.stringify(candidate);
      if (seen.has(key)) return false;
      seen.add(key);
      return accepted(drivers, candidate);
    })
    .sort((a, b) => a.length - b.length);
}
