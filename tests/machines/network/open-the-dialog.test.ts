// How the checkout, the account and the billing widget open the 'Network service issue' dialog: by
// its systemId, with the issue they met; a machine run without a dialog (tested alone) goes on.
import { describe, expect, it } from 'vitest';
import { createActor, createMachine, setup, type AnyEventObject } from 'xstate';
import type { NetworkReason } from '../../../machines/network/events.ts';
import { openTheNetworkDialog } from '../../../machines/network/open-the-dialog.ts';

/** A page that opens the dialog with `reason` when told to, with or without a dialog beside it. */
function page(reason: NetworkReason, withDialog: boolean) {
  const received: AnyEventObject[] = [];
  const dialog = createMachine({ on: { '*': { actions: ({ event }) => received.push(event) } } });
  const logic = setup({ actors: { dialog }, actions: { 'open network dialog': (args) => openTheNetworkDialog(args, { reason }) } }).createMachine({
    invoke: withDialog ? { src: 'dialog', systemId: 'network' } : [],
    initial: 'working',
    states: { working: { on: { 'call failed': { target: 'told', actions: 'open network dialog' } } }, told: {} },
  });
  const actor = createActor(logic).start();
  return { actor, received };
}

describe('opening the network dialog through the system', () => {
  it.each<[string, NetworkReason]>([
    ['ERR-NETWORK-2', 'subscription'],
    ['ERR-NETWORK-3', 'invalidToken'],
    ['ERR-NETWORK-4', 'other'],
  ])('%s: the dialog is opened with the %s issue', (_rule, reason) => {
    const { actor, received } = page(reason, true);
    actor.send({ type: 'call failed' });
    expect(received).toEqual([{ type: 'open', reason }]);
  });

  it('DIALOG-NETWORK-1: a machine run without the dialog goes on to its next state', () => {
    const { actor } = page('other', false);
    actor.send({ type: 'call failed' });
    expect(actor.getSnapshot().status).toBe('active');
    expect(actor.getSnapshot().value).toBe('told');
  });
});
