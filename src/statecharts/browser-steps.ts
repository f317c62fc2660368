// The step feed of `npm run test:paths` (issue 29), sandbox builds only: when the path runner has
// exposed `window.__statechartSteps` (tests/paths/walk-page.ts), every microstep of every actor
// of the page is sent to it: the machine, the actor, the transitions taken (by the coverage
// recorder's keys) and the state value it settled in. The runner checks each step of a path
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
    Promise.resolve(sink(step)).catch(() => undefined);
  };
}
