// The network dialog from its start, and a newer issue arriving while Retry or Go Back is under way.
// The machine is imported inside each test on purpose: a broken machine definition (a state named
// wrong, a missing initial state) then fails the test instead of failing the file's import, which
// Stryker's vitest runner counts as no test at all (the mutant "survives").
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { Subscription } from '../../../machines/domain/subscription.ts';

async function startDialog(reload: () => Promise<Subscription[]> = async () => []) {
  const { networkMachine } = await import('../../../machines/network/network.machine.ts');
  const { selectNetworkDialog } = await import('../../../machines/network/selectors.ts');
  const logic = networkMachine.provide({
    actors: { 'reload subscriptions': fromPromise<Subscription[]>(reload) },
    actions: { 'reload page': () => undefined, 'go to pricing page': () => undefined },
  });
  const actor = createActor(logic).start();
  return { actor, view: () => selectNetworkDialog(actor.getSnapshot()) };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('network dialog: start and newer issues', () => {
  it('DIALOG-NETWORK-1: starts closed, with no issue and no failed retry', async () => {
    const { actor, view } = await startDialog();
    expect(actor.getSnapshot().value).toBe('closed');
    expect(actor.getSnapshot().context).toEqual({ reason: null, retryFailed: false });
    expect(view()).toBeNull();
    actor.send({ type: 'open', reason: 'subscription' });
    expect(actor.getSnapshot().value).toEqual({ open: 'showing the issue' });
  });

  it('RETRY-1, ERR-NETWORK-2..4: a newer issue after a failed retry starts afresh', async () => {
    const { actor } = await startDialog(() => Promise.reject(new Error('Error getting member subscription')));
    actor.send({ type: 'open', reason: 'subscription' });
    actor.send({ type: 'retry' });
    await settle();
    expect(actor.getSnapshot().context.retryFailed).toBe(true);
    actor.send({ type: 'open', reason: 'other' });
    expect(actor.getSnapshot().context).toEqual({ reason: 'other', retryFailed: false });
  });

  it('DIALOG-NETWORK-2, ERR-NETWORK-2..4: a newer issue while leaving shows the dialog again with its buttons', async () => {
    const { actor, view } = await startDialog();
    actor.send({ type: 'open', reason: 'subscription' });
    actor.send({ type: 'go back' });
    expect(view()?.busy).toBe(true);
    actor.send({ type: 'open', reason: 'invalidToken' });
    expect(actor.getSnapshot().value).toEqual({ open: 'showing the issue' });
    expect(view()).toMatchObject({ busy: false, buttons: ['Go Back', 'Refresh'] });
  });
});
