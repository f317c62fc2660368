// The statechart view's memory (issue 7, sandbox builds only): fed by XState's inspection API,
// it keeps each running actor's latest state and its last few events, for the panel to read
// with useSyncExternalStore. Small and eager, so the events before the panel opens are kept too.
import type { InspectionEvent, StateValue } from 'xstate';

export interface SeenEvent {
  /** Increases by one per recorded event across the page: a stable React key. */
  seq: number;
  type: string;
  /** Milliseconds since the epoch, when the actor processed it. */
  at: number;
}

export interface InspectedActor {
  /** The systemId; the root actor, which has none, goes by its machine's id ('app'). */
  name: string;
  sessionId: string;
  /** What the actor runs (a state machine for every actor the panel draws). */
  logic: unknown;
  /** The machine's state value; null for an actor that is not a state machine. */
  value: StateValue | null;
  /** Newest first, at most `maxEvents`. */
  events: readonly SeenEvent[];
}

export interface InspectionSnapshot {
  /** In the order they started; stopped actors are gone. */
  actors: readonly InspectedActor[];
}

export interface InspectionStore {
  /** Give this to `createActor(logic, { inspect })`. */
  inspect: (event: InspectionEvent) => void;
  subscribe: (listener: () => void) => () => void;
  getSnapshot: () => InspectionSnapshot;
}

interface ActorLike {
  sessionId: string;
  systemId?: unknown;
  logic?: unknown;
  system?: { get: (systemId: string) => unknown };
  getSnapshot: () => unknown;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

function nameOf(ref: ActorLike, rootId: string): string | null {
  if (typeof ref.systemId === 'string' && ref.systemId !== '') return ref.systemId;
  if (ref.sessionId !== rootId) return null;
  return isRecord(ref.logic) && typeof ref.logic.id === 'string' ? ref.logic.id : 'root';
}

function isRunning(ref: ActorLike, name: string, rootId: string): boolean {
  const snapshot = ref.getSnapshot();
  if (!isRecord(snapshot) || snapshot.status !== 'active') return false;
  // A stopped child leaves the system's registry before its status says so.
  return ref.sessionId === rootId || ref.system?.get(name) === ref;
}

function valueOf(snapshot: unknown): StateValue | null {
  if (!isRecord(snapshot) || !('value' in snapshot)) return null;
  const { value } = snapshot;
  return typeof value === 'string' || isRecord(value) ? (value as StateValue) : null;
}

export function createInspectionStore({ maxEvents = 10 }: { maxEvents?: number } = {}): InspectionStore {
  let snapshot: InspectionSnapshot = { actors: [] };
  const refs = new Map<string, ActorLike>();
  const listeners = new Set<() => void>();
  let seq = 0;

  const publish = (actors: InspectedActor[]): void => {
    snapshot = { actors };
    listeners.forEach((listener) => listener());
  };

  const inspect = (event: InspectionEvent): void => {
    if (event.type !== '@xstate.snapshot') return;
    const ref = event.actorRef as ActorLike;
    const name = nameOf(ref, event.rootId);
    let actors = snapshot.actors.filter((actor) => {
      const known = refs.get(actor.sessionId);
      const keep = known !== undefined && isRunning(known, actor.name, event.rootId);
      if (!keep) refs.delete(actor.sessionId);
      return keep;
    });
    if (name !== null && isRunning(ref, name, event.rootId)) {
      const index = actors.findIndex((actor) => actor.sessionId === ref.sessionId);
      const previous = index === -1 ? undefined : actors[index];
      seq += 1;
      const seen: SeenEvent = { seq, type: event.event.type, at: Date.now() };
      const next: InspectedActor = {
        name,
        sessionId: ref.sessionId,
        logic: ref.logic,
        value: valueOf(event.snapshot),
        events: [seen, ...(previous?.events ?? [])].slice(0, maxEvents),
      };
      refs.set(ref.sessionId, ref);
      // A new actor under a known name (a dialog opened again) takes the old one's place.
      // The root leads the list, though it reports its first state after its children.
      const others = actors.filter((actor) => actor.name !== name);
      const isRoot = ref.sessionId === event.rootId;
      actors = index !== -1 ? actors.map((a, i) => (i === index ? next : a)) : isRoot ? [next, ...others] : [...others, next];
    }
    const changed = actors.length !== snapshot.actors.length || actors.some((actor, i) => actor !== snapshot.actors[i]);
    if (changed) publish(actors);
  };

  return {
    inspect,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => snapshot,
  };
}
