// Works out, in Node, what the real machine does with each event of a walk: the same logic the
// path model traverses, run as an actor under a stand-in parent (graph-support's runWalk), with an
// inspector that reads the transitions each event takes. A walk the machine refuses is an error.
import { createActor, createMachine, type AnyActorRef, type AnyEventObject, type AnyMachineSnapshot, type InspectionEvent } from 'xstate';
import { keyOfTransition, type TransitionLike } from '../../src/statecharts/coverage-recorder.ts';
import type { GraphModel } from '../machines/graph-support.ts';
import type { PlannedPath, PlannedStep } from './plan-types.ts';

/** The event types a state refuses: every type the model offers anywhere, none of whose variants it takes. */
export function refusedIn(model: GraphModel, snapshot: AnyMachineSnapshot, offered: readonly AnyEventObject[]): string[] {
  if (snapshot.status !== 'active') return [];
  const byType = new Map<string, AnyEventObject[]>();
  for (const event of offered) byType.set(event.type, [...(byType.get(event.type) ?? []), event]);
  return [...byType]
    .filter(([, variants]) =>
      variants.every((event) => {
        try {
          return model.logic.getTransitionData(snapshot, event).length === 0;
        } catch {
          return false;
        }
      }),
    )
    .map(([type]) => type)
    .sort();
}

const isAnswer = (type: string): string | null => /^xstate\.(?:done|error)\.actor\.(.+)$/.exec(type)?.[1] ?? null;

/**
 * Plans one walk. `offered` is every event variant the model offers anywhere (for the refused
 * lists); the machine id is the one the browser's inspector reports.
 */
export function planWalk(model: GraphModel, machine: string, id: string, events: readonly AnyEventObject[], offered: readonly AnyEventObject[]): PlannedPath {
  model.beforeEachWalk?.();
  const taken: string[] = [];
  const inspect = (event: InspectionEvent) => {
    if (event.type !== '@xstate.microstep') return;
    const snapshot = event.snapshot as { machine?: { id: string } };
    if (snapshot.machine?.id !== machine) return;
    for (const transition of event._transitions as unknown as readonly TransitionLike[]) taken.push(keyOfTransition(transition));
  };
  const parent = createMachine({
    invoke: { id: 'subject', src: model.logic, input: model.input, ...(model.systemId === undefined ? {} : { systemId: model.systemId }) },
  });
  const root = createActor(parent, { inspect });
  const errors: unknown[] = [];
  root.subscribe({ error: (error) => errors.push(error) });
  root.start();
  const actor = root.getSnapshot().children.subject as AnyActorRef;
  const snapshotNow = () => actor.getSnapshot() as AnyMachineSnapshot;
  // Which step started each running call: its answer is arranged before that step.
  const startedAt = new Map<string, { ref: unknown; step: number }>();
  const noteCalls = (step: number) => {
    const children = snapshotNow().children as Record<string, unknown>;
    for (const [callId, ref] of Object.entries(children)) {
      if (startedAt.get(callId)?.ref !== ref) startedAt.set(callId, { ref, step });
    }
  };
  noteCalls(-1);
  const start = { value: JSON.stringify(snapshotNow().value), refused: refusedIn(model, snapshotNow(), offered), arrange: [] as number[] };
  const steps: PlannedStep[] = [];
  events.forEach((written, index) => {
    const before = snapshotNow();
    // The browser model offers each event only where a browser can cause it (a shrunk or replayed
    // walk could otherwise ask for an answer the sandbox never gives there). The model's own
    // variant is the one sent: a replayed walk comes back from JSON, which loses what an answer
    // carries besides data (the payment parts' machine).
    const offeredHere = typeof model.events === 'function' ? model.events(before) : model.events;
    const event = offeredHere.find((candidate) => JSON.stringify(candidate) === JSON.stringify(written));
    if (event === undefined) {
      throw new Error(`step ${index + 1} '${written.type}' is not one a browser can cause in ${JSON.stringify(before.value)}`);
    }
    if (model.logic.getTransitionData(before, event).length === 0) {
      throw new Error(`step ${index + 1} '${event.type}' is refused in ${JSON.stringify(before.value)}`);
    }
    const answered = isAnswer(event.type);
    if (answered !== null) {
      const call = startedAt.get(answered);
      if (call === undefined) throw new Error(`step ${index + 1} answers '${answered}', which is not running`);
      (call.step === -1 ? start.arrange : (steps[call.step] as PlannedStep).arrange).push(index);
    }
    const from = taken.length;
    actor.send(event);
    if (errors.length > 0) throw errors[0];
    const after = snapshotNow();
    steps.push({ event, transitions: taken.slice(from), value: JSON.stringify(after.value), refused: refusedIn(model, after, offered), arrange: [] });
    noteCalls(index);
  });
  root.stop();
  return { machine, id, start, steps };
}
