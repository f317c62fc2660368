// Sneak paths at the machine layer (issue 29): in every state a model's events reach, every event
// the machine knows but the state does not accept (no transition it would take there) leaves the
// state and its context as they were. The events are all the machine's own event types, each with
// the payload the model gives it where it has one; a call's answer for a call that is not running
// (a late answer) is one of them.
import { expect } from 'vitest';
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { adjacencyOf, freshScope, type GraphModel } from './graph-support.ts';

export interface SneakReport {
  states: number;
  eventTypes: number;
  /** State and event pairs the state refuses, each checked to change nothing. */
  refused: number;
  /** Pairs whose guards could not be asked without a real payload: neither accepted nor refused. */
  unasked: number;
}

/** The events of a state: the model's (with their payloads), then every other type the machine knows, bare. */
function everyEventIn(model: GraphModel, snapshot: AnyMachineSnapshot): AnyEventObject[] {
  const given = typeof model.events === 'function' ? model.events(snapshot) : model.events;
  const seen = new Set(given.map((event) => event.type));
  const bare = [...model.logic.events].filter((type) => !seen.has(type) && !type.includes('*')).map((type) => ({ type }));
  return [...given, ...bare];
}

function refuses(snapshot: AnyMachineSnapshot, event: AnyEventObject): boolean | 'unasked' {
  try {
    return !snapshot.can(event);
  } catch {
    return 'unasked';
  }
}

/** Checks the property in every reachable state; a pair that changes something fails naming both. */
export function checkSneakPaths(model: GraphModel): SneakReport {
  const adjacency = adjacencyOf(model);
  const report: SneakReport = { states: 0, eventTypes: model.logic.events.length, refused: 0, unasked: 0 };
  for (const [key, { state }] of Object.entries(adjacency)) {
    if (state.status !== 'active') continue;
    report.states += 1;
    for (const event of everyEventIn(model, state)) {
      const refused = refuses(state, event);
      if (refused === 'unasked') report.unasked += 1;
      if (refused !== true) continue;
      report.refused += 1;
      const next = model.logic.transition(state, event, freshScope());
      const where = `in ${key}, the refused event '${event.type}'`;
      expect(next.value, `${where} changed the state`).toEqual(state.value);
      expect(next.context, `${where} changed the context`).toEqual(state.context);
    }
  }
  return report;
}
