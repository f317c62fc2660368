// Model-based testing of the real machines with xstate/graph: the machine (its calls stubbed with
// answers that never come) is traversed with a list of events, including the completions of its
// calls (`xstate.done.actor.<id>`, listed by hand since the traversal runs no actor), and every
// generated path is then executed against a real running actor, under a stand-in parent, with a
// check of what the spec says at each state it passes through.
import {
  createActor,
  createEmptyActor,
  createMachine,
  fromPromise,
  type AnyActorRef,
  type AnyActorScope,
  type AnyEventObject,
  type AnyMachineSnapshot,
  type AnyStateMachine,
} from 'xstate';
import { getAdjacencyMap, getShortestPaths, getSimplePaths } from 'xstate/graph';

/** An answer that never comes: the path, not the stub, says when (and how) a call finishes. */
export const never = <T,>(): Promise<T> => new Promise<T>(() => {});

/** Every call the machine names, stubbed with an answer that never comes (for `.provide()`). */
export const neverAnswering = (machine: AnyStateMachine) =>
  Object.fromEntries(Object.keys(machine.implementations.actors).map((name) => [name, fromPromise(() => never())]));

/** The output a done event carries (what the stubbed call answered in the walk). */
export function outputOf<T>(event: AnyEventObject | undefined): T {
  return (event as unknown as { output: T }).output;
}

export const done = (id: string, output?: unknown): AnyEventObject => ({ type: `xstate.done.actor.${id}`, output });
export const failed = (id: string, error: unknown = new Error('down')): AnyEventObject => ({ type: `xstate.error.actor.${id}`, error });

/**
 * The answers to try for the calls running in this state: `answers[id]` lists the done and error
 * events of the call invoked with that id. Offering only these keeps the graph small.
 */
export function completionsOf(snapshot: AnyMachineSnapshot, answers: Readonly<Record<string, readonly AnyEventObject[]>>): AnyEventObject[] {
  return Object.keys(snapshot.children).flatMap((id) => answers[id] ?? []);
}

export interface GraphModel {
  /** The real machine with its calls stubbed through `.provide()` (stubs that never answer). */
  logic: AnyStateMachine;
  input?: unknown;
  /** The events to try in every state; a function when they depend on the state (e.g. a call's answer). */
  events: readonly AnyEventObject[] | ((snapshot: AnyMachineSnapshot) => readonly AnyEventObject[]);
  /** What makes two states different for the traversal; the state value by default. */
  serialize?: (snapshot: AnyMachineSnapshot) => string;
  /** The systemId the machine has in the app, for machines that look themselves up in the system. */
  systemId?: string;
  /** How many states the traversal may visit (20,000 unless a model that keeps more, e.g. the field in focus, says). */
  limit?: number;
  /** Called before each run: resets what the stubs record. */
  beforeEachWalk?: () => void;
}

export interface Walk {
  /** The key (serialize) of the state the walk ends in, as the traversal predicts it. */
  target: string;
  events: readonly AnyEventObject[];
}

export const valueKey = (snapshot: AnyMachineSnapshot): string => JSON.stringify(snapshot.value);
const keyOf = (model: GraphModel, snapshot: AnyMachineSnapshot): string => (model.serialize ?? valueKey)(snapshot);

/**
 * xstate/graph steps every transition with one mock actor scope: a machine that enters a state
 * invoking a child with a systemId twice would register it twice and throw, and `sendParent` finds
 * no parent. The traversal steps each transition with a fresh scope whose actor has a parent;
 * deferred effects (the sends themselves) are dropped, since the traversal runs nothing.
 */
export function freshScope(): AnyActorScope {
  const self = createEmptyActor();
  Object.assign(self, { _parent: createEmptyActor() });
  return {
    self,
    id: '',
    sessionId: 'graph',
    logger: () => {},
    defer: () => {},
    system: self.system,
    stopChild: () => {},
    emit: () => {},
    actionExecutor: () => {},
  };
}

function traversable(logic: AnyStateMachine): AnyStateMachine {
  return Object.create(logic, {
    transition: {
      value: (snapshot: AnyMachineSnapshot, event: AnyEventObject) => logic.transition(snapshot, event, freshScope()),
    },
    getInitialSnapshot: {
      value: (_scope: AnyActorScope, input: unknown) => logic.getInitialSnapshot(freshScope(), input),
    },
  }) as AnyStateMachine;
}

function traversalOptions(model: GraphModel) {
  const events = model.events;
  return {
    input: model.input,
    // A machine that reached its final state is stopped: a real actor takes no more events.
    events: (s: AnyMachineSnapshot) => (s.status !== 'active' ? [] : typeof events === 'function' ? [...events(s)] : [...events]),
    serializeState: (s: AnyMachineSnapshot) => keyOf(model, s),
    limit: model.limit ?? 20_000,
  };
}

/** One shortest path (by events) to every distinct state the events can reach. */
export function shortestWalks(model: GraphModel): Walk[] {
  const paths = getShortestPaths(traversable(model.logic), traversalOptions(model));
  // Each step pairs a state with the event that led to it, the first one with 'xstate.init'.
  return paths.map((path) => ({
    target: keyOf(model, path.state as AnyMachineSnapshot),
    events: path.steps.slice(1).map((step) => step.event as AnyEventObject),
  }));
}

/** Every simple walk (no state twice) to every state: for machines whose graph is small. */
export function simpleWalks(model: GraphModel): Walk[] {
  const paths = getSimplePaths(traversable(model.logic), traversalOptions(model));
  return paths.map((path) => ({
    target: keyOf(model, path.state as AnyMachineSnapshot),
    events: path.steps.slice(1).map((step) => step.event as AnyEventObject),
  }));
}

/**
 * One shortest walk to each state (by state value), plus, for every transition the events can
 * take, the shortest walk that takes it: the shortest walk to its source state, then the event.
 * Walks that take the same transitions to the same state value as a shorter one are left out,
 * which keeps the number of runs near the number of transitions.
 */
type Adjacency = Record<string, { state: AnyMachineSnapshot; transitions: Record<string, { event: AnyEventObject; state: AnyMachineSnapshot }> }>;

/** Every distinct state (by the model's key) the model's events reach, with the transitions out of it. */
export function adjacencyOf(model: GraphModel): Adjacency {
  return getAdjacencyMap(traversable(model.logic), traversalOptions(model)) as unknown as Adjacency;
}

export function coveringWalks(model: GraphModel): Walk[] {
  const adjacency = adjacencyOf(model);
  // Breadth first over the adjacency map: the first walk found to a state is a shortest one.
  const start = Object.keys(adjacency)[0];
  if (start === undefined) return [];
  const toState = new Map<string, readonly AnyEventObject[]>([[start, []]]);
  const queue = [start];
  for (let index = 0; index < queue.length; index += 1) {
    const key = queue[index] as string;
    const prefix = toState.get(key) ?? [];
    for (const { event, state } of Object.values(adjacency[key]?.transitions ?? {})) {
      const next = keyOf(model, state as AnyMachineSnapshot);
      if (toState.has(next)) continue;
      toState.set(next, [...prefix, event as AnyEventObject]);
      queue.push(next);
    }
  }
  const ids = new Map<object, number>();
  const idOf = (transition: object): number => {
    if (!ids.has(transition)) ids.set(transition, ids.size);
    return ids.get(transition) ?? -1;
  };
  const values = new Set<string>();
  const seen = new Set<string>();
  const walks: Walk[] = [];
  for (const key of queue) {
    const value = JSON.stringify((adjacency[key]?.state as AnyMachineSnapshot | undefined)?.value);
    if (values.has(value)) continue;
    values.add(value);
    walks.push({ target: key, events: toState.get(key) ?? [] });
  }
  for (const key of queue) {
    const entry = adjacency[key];
    if (entry === undefined) continue;
    for (const { event, state: next } of Object.values(entry.transitions)) {
      const taken = model.logic.getTransitionData(entry.state as AnyMachineSnapshot, event as AnyEventObject);
      if (taken.length === 0) continue;
      // The value it lands in tells apart the eventless choices made after the event.
      const signature = `${taken.map(idOf).join(',')} → ${JSON.stringify((next as AnyMachineSnapshot).value)}`;
      if (seen.has(signature)) continue;
      seen.add(signature);
      walks.push({ target: keyOf(model, next as AnyMachineSnapshot), events: [...(toState.get(key) ?? []), event as AnyEventObject] });
    }
  }
  return walks;
}

export interface Step {
  snapshot: AnyMachineSnapshot;
  /** The event that led here; undefined for the initial state. */
  event: AnyEventObject | undefined;
  previous: AnyMachineSnapshot | undefined;
  /** Everything the machine told its parent so far (sendParent), in order. */
  toParent: readonly AnyEventObject[];
}

export interface Run {
  actor: AnyActorRef;
  toParent: AnyEventObject[];
  /** The keys of the states passed through, the initial one first. */
  keys: string[];
}

/**
 * Executes a walk against a real actor (under a stand-in parent that records what it is told) and
 * calls `check` at the initial state and after every event. Fails when the real machine ends up
 * somewhere the traversal did not predict, or when the actor errors.
 */
export function runWalk(model: GraphModel, walk: Walk, check: (step: Step) => void = () => {}): Run {
  model.beforeEachWalk?.();
  const toParent: AnyEventObject[] = [];
  const errors: unknown[] = [];
  const parent = createMachine({
    invoke: {
      id: 'subject',
      src: model.logic,
      input: model.input,
      ...(model.systemId === undefined ? {} : { systemId: model.systemId }),
    },
    // What the machine says itself; xstate's own done and error events of the child are left out.
    on: {
      '*': {
        actions: ({ event }: { event: AnyEventObject }) => {
          if (!event.type.startsWith('xstate.')) toParent.push(event);
        },
      },
    },
  });
  const root = createActor(parent);
  root.subscribe({ error: (error) => errors.push(error) });
  root.start();
  const actor = root.getSnapshot().children.subject as AnyActorRef;
  actor.subscribe({ error: (error) => errors.push(error) });
  const keys: string[] = [];
  let previous: AnyMachineSnapshot | undefined;
  const look = (event: AnyEventObject | undefined) => {
    const snapshot = actor.getSnapshot() as AnyMachineSnapshot;
    keys.push(keyOf(model, snapshot));
    check({ snapshot, event, previous, toParent });
    previous = snapshot;
  };
  look(undefined);
  for (const event of walk.events) {
    actor.send(event);
    if (errors.length > 0) throw errors[0];
    look(event);
  }
  const reached = keys.at(-1);
  if (reached !== walk.target) {
    throw new Error(`walk ${walk.events.map((e) => e.type).join(' → ')} ended in ${reached}, the model says ${walk.target}`);
  }
  root.stop();
  return { actor, toParent, keys };
}

/** What a walk reads like in a test title or a failure. */
export const describeWalk = (walk: Walk): string => walk.events.map((event) => event.type).join(' → ') || '(start)';

/** Runs every walk; a failure names the walk that failed. */
export function runWalks(model: GraphModel, walks: readonly Walk[], check: (step: Step) => void): void {
  for (const walk of walks) {
    try {
      runWalk(model, walk, check);
    } catch (error) {
      throw new Error(`${describeWalk(walk)}: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
    }
  }
}
