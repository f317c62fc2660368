// The paths `npm run test:paths` plays: each machine's path set, planned step by step, and the
// one path a replay command names.
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import type { MachineDrivers } from './driver-types.ts';
import { pathSet, type Cover } from './path-sets.ts';
import { graphOf } from './model-graph.ts';
import { planWalk } from './plan-walk.ts';
import type { PlannedPath } from './plan-types.ts';

const offered = new WeakMap<MachineDrivers, AnyEventObject[]>();

/** Every event variant the model offers in some state it reaches (for the refused lists). */
export function offeredEvents(drivers: MachineDrivers): AnyEventObject[] {
  const known = offered.get(drivers);
  if (known !== undefined) return known;
  const { model } = drivers;
  const seen = new Map<string, AnyEventObject>();
  for (const { state } of Object.values(graphOf(model))) {
    const events = typeof model.events === 'function' ? model.events(state as AnyMachineSnapshot) : model.events;
    for (const event of events) seen.set(JSON.stringify(event), event);
  }
  offered.set(drivers, [...seen.values()]);
  return [...seen.values()];
}

export interface MachinePlans {
  machine: string;
  cover: Cover;
  items: number;
  paths: PlannedPath[];
}

/** The name the drivers go by in DRIVERS, in path ids and in replays. */
export const nameOf = (drivers: MachineDrivers): string => drivers.name ?? drivers.machine;

export function plansFor(drivers: MachineDrivers, cover: Cover): MachinePlans {
  const set = pathSet(drivers.model, cover, drivers);
  const offered = offeredEvents(drivers);
  const paths = set.walks.map((events, i) => planWalk(drivers.model, drivers.machine, `${nameOf(drivers)}/${cover}/${i + 1}`, events, offered));
  return { machine: drivers.machine, cover, items: set.items, paths };
}

/** A walk written into one command-line word: `coupon:<base64url of the events>`. */
export function encodeWalk(machine: string, events: readonly AnyEventObject[]): string {
  return `${machine}:${Buffer.from(JSON.stringify(events)).toString('base64url')}`;
}

export function decodeWalk(word: string): { machine: string; events: AnyEventObject[] } {
  const at = word.indexOf(':');
  if (at < 0) throw new Error(`a replay is <machine>:<walk>, got '${word}'`);
  return { machine: word.slice(0, at), events: JSON.parse(Buffer.from(word.slice(at + 1), 'base64url').toString('utf8')) as AnyEventObject[] };
}

export function replayPlan(drivers: MachineDrivers, events: readonly AnyEventObject[], id = `${nameOf(drivers)}/replay`): PlannedPath {
  return planWalk(drivers.model, drivers.machine, id, events, offeredEvents(drivers));
}

/** What a path reads like: 'type coupon → apply coupon → validate coupon done'. */
export function describeEvents(events: readonly AnyEventObject[]): string {
  return events.map(eventWords).join(' → ') || '(the first screen)';
}

export function eventWords(event: AnyEventObject): string {
  const answer = /^xstate\.(done|error)\.actor\.(.+)$/.exec(event.type);
  if (answer !== null) return `${answer[2]} ${answer[1] === 'done' ? 'done' : 'failed'}`;
  const delay = /^xstate\.after\.([^.]+)\./.exec(event.type);
  if (delay !== null) return `after ${delay[1]}`;
  // What was typed or found tells two steps of one event apart.
  const detail = (event as { value?: unknown; code?: unknown }).value ?? (event as { code?: unknown }).code;
  return typeof detail === 'string' ? `${event.type} '${detail}'` : event.type;
}
