// The step feed of `npm run test:paths` (issue 29), sandbox builds only: when the path runner has
// exposed `window.__statechartSteps` (tests/paths/walk-page.ts), every microstep of every actor
// of the page is sent to it: the machine, the actor, the transitions taken (by the coverage
// recorder's keys), the state value it settled in and, when it changed, its context (what the
// runner's screen checks read: the amounts, the saved card, the form's errors). The runner checks each step of a path
// against it. Without that function (every person's browser) nothing is sent.
import type { InspectionEvent } from 'xstate';
import { isMachineSnapshot, keyOfTransition, type TransitionLike } from './coverage-recorder.ts';

export interface BrowserStep {
  machine: string;
  /** The actor's session id: a reload or a second dialog starts another one. */
  actor: string;
  transitions: string[];
  /** `JSON.stringify` of the state value after the microstep. */
  value: string;
  /** `JSON.stringify` of the context after the microstep, actors left out; absent when it is the one sent before. */
  context?: string;
}

export type StepSink = (step: BrowserStep) => Promise<void> | void;

declare global {
  interface Window {
    __statechartSteps?: StepSink;
  }
}

/** The inspector that feeds the runner's sink, or null when no runner asked for one. */
export function browserStepsInspector(target: Window = window): ((event: InspectionEvent) => void) | null {
  const sink = target.__statechartSteps;
  if (typeof sink !== 'function') return null;
  const sent = new WeakMap<object, unknown>();
  return (event) => {
    // A machine's first snapshot (its initial state) comes as '@xstate.snapshot' with no microstep.
    if (event.type !== '@xstate.microstep' && event.type !== '@xstate.snapshot') return;
    if (!isMachineSnapshot(event.snapshot)) return;
    const taken = event.type === '@xstate.microstep' ? (event._transitions as unknown as readonly TransitionLike[]) : [];
    const step: BrowserStep = {
      machine: event.snapshot.machine.id,
      actor: event.actorRef.sessionId,
      transitions: taken.map(keyOfTransition),
      value: JSON.stringify(event.snapshot.value),
    };
    const context: unknown = 'context' in event.snapshot ? event.snapshot.context : null;
    if (sent.get(event.actorRef) !== context) {
      sent.set(event.actorRef, context);
      step.context = JSON.stringify(context, withoutActors);
    }
    Promise.resolve(sink(step)).catch(() => undefined);
  };
}

/** A child actor's reference in a context is the runner's business only as its id. */
function withoutActors(_key: string, value: unknown): unknown {
  if (typeof value === 'object' && value !== null && 'sessionId' in value && 'send' in value) return `(actor ${String((value as { id?: unknown }).id)})`;
  return value;
}
