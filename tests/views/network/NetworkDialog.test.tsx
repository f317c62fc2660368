// @vitest-environment jsdom
// The 'Network service issue' dialog over the real network machine (stubbed reload and navigation).
import { ChakraProvider } from '@chakra-ui/react';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { networkMachine } from '../../../machines/network/network.machine.ts';
import { appSystem } from '../../../src/app/theme/system.ts';
import { NetworkDialogFor } from '../../../src/views/network/NetworkDialogHost.tsx';
import type { Subscription } from '../../../machines/domain/subscription.ts';

afterEach(cleanup);

function showNetwork(reload: () => Promise<Subscription[]> = async () => []) {
  const calls = { reloadPage: 0, goToPricingPage: 0 };
  const logic = networkMachine.provide({
    actors: { 'reload subscriptions': fromPromise<Subscription[]>(() => reload()) },
    actions: {
      'reload page': () => {
        calls.reloadPage += 1;
      },
      'go to pricing page': () => {
        calls.goToPricingPage += 1;
      },
    },
  });
  const actor = createActor(logic).start();
  render(
    <ChakraProvider value={appSystem()}>
      <NetworkDialogFor actorRef={actor} />
    </ChakraProvider>,
  );
  return { actor, calls, user: userEvent.setup() };
}

describe('network dialog', () => {
  it('nothing shows while the dialog is closed', () => {
    showNetwork();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('DIALOG-NETWORK-1 ERR-NETWORK-1 ERR-NETWORK-2 ERR-NETWORK-5 RETRY-1: the subscription case with Go Back and Retry', async () => {
    let reloads = 0;
    const { actor, user } = showNetwork(async () => {
      reloads += 1;
      return [];
    });
    actor.send({ type: 'open', reason: 'subscription' });
    const dialog = await screen.findByRole('alertdialog', { name: 'Network service issue' });
    expect(
      within(dialog).getByText('We were unable to check your active subscription(s) status. Please attempt to retry or go back to the previous page.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Go Back' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(reloads).toBe(1));
  });

  it('ERR-NETWORK-3 ERR-NETWORK-6: an invalid session offers Go Back and Refresh, and Refresh reloads', async () => {
    const { actor, calls, user } = showNetwork();
    actor.send({ type: 'open', reason: 'invalidToken' });
    const dialog = await screen.findByRole('alertdialog', { name: 'Network service issue' });
    expect(within(dialog).getByText('Your session is no longer valid. Please refresh the page.')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Retry' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Refresh' }));
    expect(calls.reloadPage).toBe(1);
  });

  it('ERR-NETWORK-4 DIALOG-NETWORK-2: any other issue, and Go Back goes to the pricing page', async () => {
    const { actor, calls, user } = showNetwork();
    actor.send({ type: 'open', reason: 'other' });
    const dialog = await screen.findByRole('alertdialog', { name: 'Network service issue' });
    expect(within(dialog).getByText('There was a network issue, please try again later.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Go Back' }));
    expect(calls.goToPricingPage).toBe(1);
  });
});
