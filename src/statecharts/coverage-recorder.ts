// Records which states every real machine was in and which transitions it took, keyed by
// machine id, from xstate's inspection events: `@xstate.microstep` carries the transitions taken
// (eventless ones too, which never show in a snapshot) and `@xstate.snapshot` the states a
// macrostep settles in. The unit recorder (scripts/statecharts/coverage-recorder.ts) feeds it from
// every actor system of a test file; the sandbox build feeds it from the page's root actor when a
// browser journey asks for it (browser-coverage.ts).
import type { InspectionEvent } from 'xstate';
import { transitionKey } from './transition-key.ts';

/** What one test file (or a merge of many) saw, per machine id. */
export interface CoverageRecord {
  machines: Record<string, { states: string[]; transitions: string[] }>;
}

interface StateNodeLike {
  path: readonly string[];
  machine: { id: string };
  transitions: Map<string, readonly unknown[]>;
  always?: readonly unknown[];
}
export interface TransitionLike {
  source: StateNodeLike;
  eventType: string;
}
interface MachineSnapshotLike {
  machine: { id: string };
  value: unknown;
}

export interface CoverageRecorder {
  observe(event: InspectionEvent): void;
  result(): CoverageRecord;
}

/** The key of a transition object xstate hands the inspector (`@xstate.microstep`'s `_transitions`). */
export function keyOfTransition(transition: TransitionLike): string {
  const { source, eventType } = transition;
  const siblings = eventType === '' ? (source.always ?? []) : (source.transitions.get(eventType) ?? []);
  return transitionKey(source.path, eventType, siblings.indexOf(transition));
}

export function isMachineSnapshot(snapshot: unknown): snapshot is MachineSnapshotLike {
  return typeof snapshot === 'object' && snapshot !== null && 'machine' in snapshot && 'value' in snapshot;
}

/** Told once about each state and each transition, the first time a machine reaches it. */
export type FirstSeen = (machineId: string, kind: 'state' | 'transition', key: string) => void;

export function createCoverageRecorder(onFirstSeen?: FirstSeen): CoverageRecorder {
  const states = new Map<string, Set<string>>();
  const transitions = new Map<string, Set<string>>();
  // A transition object is taken many times; its key is worked out once.
  const keys = new WeakMap<object, string>();

  const setFor = (table: Map<string, Set<string>>, machineId: string): Set<string> => {
    let set = table.get(machineId);
    if (set === undefined) {
      set = new Set();
      table.set(machineId, set);
    }
    return set;
  };

  const adder =
    (table: Map<string, Set<string>>, kind: 'state' | 'transition') =>
    (machineId: string, key: string): void => {
      const set = setFor(table, machineId);
      if (set.has(key)) return;
      set.add(key);
      onFirstSeen?.(machineId, kind, key);
    };
  const addState = adder(states, 'state');
  const addTransition = adder(transitions, 'transition');

  const addValue = (machineId: string, value: unknown, prefix: string): void => {
    if (typeof value === 'string') {
      addState(machineId, prefix === '' ? value : `${prefix}.${value}`);
      return;
    }
    if (typeof value !== 'object' || value === null) return;
    for (const [key, child] of Object.entries(value)) {
      const path = prefix === '' ? key : `${prefix}.${key}`;
      addState(machineId, path);
      addValue(machineId, child, path);
    }
  };

  const addPathAndAncestors = (machineId: string, path: readonly string[]): void => {
    for (let n = 1; n <= path.length; n += 1) addState(machineId, path.slice(0, n).join('.'));
  };

  const keyOf = (transition: TransitionLike): string => {
    const known = keys.get(transition);
    if (known !== undefined) return known;
    const key = keyOfTransition(transition);
    keys.set(transition, key);
    return key;
  };

  return {
    observe(event) {
      if (event.type === '@xstate.microstep') {
        for (const taken of event._transitions as unknown as readonly TransitionLike[]) {
          const machineId = taken.source.machine.id;
          addTransition(machineId, keyOf(taken));
          // The source was active, even when an eventless transition left it before any snapshot.
          addPathAndAncestors(machineId, taken.source.path);
        }
      }
      if ((event.type === '@xstate.microstep' || event.type === '@xstate.snapshot') && isMachineSnapshot(event.snapshot)) {
        addValue(event.snapshot.machine.id, event.snapshot.value, '');
      }
    },
    result() {
      const ids = [...new Set([...states.keys(), ...transitions.keys()])].sort();
      return {
        machines: Object.fromEntries(
          ids.map((id) => [
            id,
            { states: [...(states.get(id) ?? [])].sort(), transitions: [...(transitions.get(id) ?? [])].sort() },
          ]),
        ),
      };
    },
  };
}

/** Adds one record to another (many test files, many workers). */
export function mergeRecords(records: readonly CoverageRecord[]): CoverageRecord {
  const merged = new Map<string, { states: Set<string>; transitions: Set<string> }>();
  for (const record of records) {
    for (const [id, seen] of Object.entries(record.machines)) {
      const into = merged.get(id) ?? { states: new Set<string>(), transitions: new Set<string>() };
      seen.states.forEach((s) => into.states.add(s));
      seen.transitions.forEach((t) => into.transitions.add(t));
      merged.set(id, into);
    }
  }
  return {
    machines: Object.fromEntries(
      [...merged.keys()].sort().map((id) => {
        const seen = merged.get(id) ?? { states: new Set<string>(), transitions: new Set<string>() };
        return [id, { states: [...seen.states].sort(), transitions: [...seen.transitions].sort() }];
      }),
    ),
  };
}
