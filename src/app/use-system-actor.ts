// Views find an actor by its systemId (docs/architecture.md), so no view threads refs through props.
import { useCallback, useSyncExternalStore } from 'react';
import type { AnyActorRef } from 'xstate';
import { useAppActorRef } from './app-actor.tsx';

/**
 * The actor registered under `systemId`, or undefined while it does not exist (a child machine
 * not invoked yet, or stopped). Re-renders when the actor appears or goes: a parent's snapshot
 * does not change when a grandchild starts, so this listens to the system's actor lifecycle.
 */
export function useSystemActor<T extends AnyActorRef = AnyActorRef>(systemId: string): T | undefined {
  const root = useAppActorRef();
  const subscribe = useCallback(
    (onChange: () => void) => {
      const sub = root.system.inspect((event) => {
        if (event.type === '@xstate.actor' || event.type === '@xstate.snapshot') onChange();
      });
      return () => sub.unsubscribe();
    },
    [root],
  );
  const read = useCallback(() => root.system.get(systemId) as T | undefined, [root, systemId]);
  return useSyncExternalStore(subscribe, read, read);
}
