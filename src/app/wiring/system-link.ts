// A handle on the running actor system for side effects that start outside any actor (an HTTP
// client noticing an expired session): it is attached once the root actor exists and sends plain
// events to a child by systemId. Before it is attached, or when no such child runs, sending does nothing.
import type { AnyActorRef, EventObject } from 'xstate';

export interface SystemLike {
  get(systemId: string): AnyActorRef | undefined;
}

export interface SystemLink {
  /** Returns the detach function (for an effect's cleanup). */
  attach(system: SystemLike): () => void;
  send(systemId: string, event: EventObject): void;
}

export function createSystemLink(): SystemLink {
  let current: SystemLike | null = null;
  return {
    attach(system) {
      current = system;
      return () => {
        if (current === system) current = null;
      };
    },
    send(systemId, event) {
      current?.get(systemId)?.send(event);
    },
  };
}
