// How any machine opens the 'Network service issue' dialog: through the actor system, by its
// systemId 'network', so the caller needs no reference to it; the views run one on every page.
import type { AnyActorRef } from 'xstate';
import type { NetworkEvent, NetworkReason } from './events.ts';

type SystemLike = { get: (id: string) => AnyActorRef | undefined };

/** 'open' to the dialog (systemId 'network'), when one runs: a machine tested alone has none. */
export function openTheNetworkDialog({ system }: { system: SystemLike }, params: { reason: NetworkReason }): void {
  const event: NetworkEvent = { type: 'open', reason: params.reason };
  system.get('network')?.send(event);
}
