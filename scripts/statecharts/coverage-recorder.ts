// Records, while tests run, which states every real machine was in and which transitions it
// took, keyed by machine id. It listens to xstate's inspection events on every actor system:
// `@xstate.microstep` carries the transitions taken (eventless ones too, which never show in a
// snapshot) and `@xstate.snapshot` the states a macrostep settles in.
import { StateMachine, type AnyActorScope, type InspectionEvent, type Observer } from 'xstate';
import { transitionKey } from '../../src/statecharts/transition-key.ts';

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
interface TransitionLike {
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

function isMachineSnapshot(snapshot: unknown): snapshot is MachineSnapshotLike {
  return typeof snapshot === 'object' && snapshot !== null && 'machine' in snapshot && 'value' in snapshot;
}

export function createCoverageRecorder(): CoverageRecorder {
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

  const addValue = (into: Set<string>, value: unknown, prefix: string): void => {
    if (typeof value === 'string') {
      into.add(prefix === '' ? value : `${prefix}.${value}`);
      return;
    }
    if (typeof value !== 'object' || value === null) return;
    for (const [key, child] of Object.entries(value)) {
      const path = prefix === '' ? key : `${prefix}.${key}`;
      into.add(path);
      addValue(into, child, path);
    }
  };

  const addPathAndAncestors = (into: Set<string>, path: readonly string[]): void => {
    for (let n = 1; n <= path.length; n += 1) into.add(path.slice(0, n).join('.'));
  };

  const keyOf = (transition: TransitionLike): string => {
    const known = keys.get(transition);
    if (known !== undefined) return known;
    const { source, eventType } = transition;
    const siblings = eventType === '' ? (source.always ?? []) : (source.transitions.get(eventType) ?? []);
    const key = transitionKey(source.path, eventType, siblings.indexOf(transition));
    keys.set(transition, key);
    return key;
  };

  return {
    observe(event) {
      if (event.type === '@xstate.microstep') {
        for (const taken of event._transitions as unknown as readonly TransitionLike[]) {
          const machineId = taken.source.machine.id;
          setFor(transitions, machineId).add(keyOf(taken));
          // The source was active, even when an eventless transition left it before any snapshot.
          addPathAndAncestors(setFor(states, machineId), taken.source.path);
        }
      }
      if ((event.type === '@xstate.microstep' || event.type === '@xstate.snapshot') && isMachineSnapshot(event.snapshot)) {
        addValue(setFor(states, event.snapshot.machine.id), event.snapshot.value, '');
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

const HOOKED = Symbol.for('statecharts.coverage.hooked');
const CURRENT = Symbol.for('statecharts.coverage.recorder');

type Hookable = Record<symbol, unknown> & {
  getInitialSnapshot: (this: unknown, actorScope: AnyActorScope, ...rest: unknown[]) => unknown;
  restoreSnapshot: (this: unknown, snapshot: unknown, actorScope: AnyActorScope, ...rest: unknown[]) => unknown;
};

/**
 * Makes every machine actor created from now on report to `recorder`, however it is created
 * (createActor in a test, useActorRef in a view, a child invoked by a parent): the first time a
 * machine starts in an actor system, the recorder is added as an inspector of that system.
 * Patching StateMachine (rather than mocking `createActor`) also catches actors that libraries
 * such as @xstate/react create with their own import of xstate. Returns the undo.
 *
 * Only machines created after the call are seen: StateMachine binds its methods to each
 * instance in its constructor. A vitest setup file runs before the test file imports the
 * machines, so that is the place to call it.
 */
export function installCoverageHook(recorder: CoverageRecorder): () => void {
  const globals = globalThis as unknown as Record<symbol, unknown>;
  globals[CURRENT] = recorder;
  const proto = StateMachine.prototype as unknown as Hookable;
  const uninstall = (): void => {
    if (globals[CURRENT] === recorder) delete globals[CURRENT];
  };
  // Installed once per process; a later install only changes where the events go.
  if (proto[HOOKED] === true) return uninstall;
  proto[HOOKED] = true;

  const inspected = new WeakSet<object>();
  const observer: Observer<InspectionEvent> = {
    next: (event) => (globals[CURRENT] as CoverageRecorder | undefined)?.observe(event),
  };
  const attach = (actorScope: AnyActorScope | undefined): void => {
    const system = actorScope?.system;
    if (system === undefined || inspected.has(system)) return;
    inspected.add(system);
    system.inspect(observer);
  };
  const { getInitialSnapshot, restoreSnapshot } = proto;
  // The constructor binds these from the prototype, so new machines pick up the wrappers.
  proto.getInitialSnapshot = function (actorScope, ...rest) {
    attach(actorScope);
    return getInitialSnapshot.call(this, actorScope, ...rest);
  };
  proto.restoreSnapshot = function (snapshot, actorScope, ...rest) {
    attach(actorScope);
    return restoreSnapshot.call(this, snapshot, actorScope, ...rest);
  };
  return () => {
    uninstall();
    proto.getInitialSnapshot = getInitialSnapshot;
    proto.restoreSnapshot = restoreSnapshot;
    delete proto[HOOKED];
  };
}
