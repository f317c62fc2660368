// Records, while tests run, which states every real machine was in and which transitions it
// took: the recorder itself is src/statecharts/coverage-recorder.ts (the sandbox build uses it
// too); this file hooks it into every actor system a vitest file creates.
import { StateMachine, type AnyActorScope, type InspectionEvent, type Observer } from 'xstate';
import type { CoverageRecorder } from '../../src/statecharts/coverage-recorder.ts';

export {
  createCoverageRecorder,
  mergeRecords,
  type CoverageRecord,
  type CoverageRecorder,
} from '../../src/statecharts/coverage-recorder.ts';

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
