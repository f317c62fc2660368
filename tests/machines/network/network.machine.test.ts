// The 'Network service issue' dialog alone: texts and buttons per case, Retry for the subscription
// case (re-read, tell the account actor, close after 1 s on a SimulatedClock), Refresh, Go Back.
import { describe, expect, it } from 'vitest';
import { createActor, createMachine, fromPromise, SimulatedClock, type AnyEventObject } from 'xstate';
import { networkMachine } from '../../../machines/network/network.machine.ts';
import {
  buttonsFor,
  messageFor,
  NETWORK_DIALOG_CLOSE_DELAY_MS,
  NETWORK_MESSAGES,
} from '../../../machines/network/rules.ts';
import { selectNetworkDialog } from '../../../machines/network/selectors.ts';
import type { Subscription } from '../../../machines/domain/subscription.ts';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

const proSubscription: Subscription = {
  id: 'sub_member_pro',
  name: 'ARE 5.0 Pro 1-Month Subscription',
  price_id: 'price_are5_pro_monthly',
  base_price: 19900,
  status: 'active',
  current_period_end: '2026-12-15',
  carry_over_coupon: 'LOYAL20',
};

interface Options {
  reload?: () => Promise<Subscription[]>;
  withAccount?: boolean;
}

function startNetwork(options: Options = {}) {
  const calls = { reloadPage: 0, goToPricingPage: 0, reloadSubscriptions: 0 };
  const toAccount: AnyEventObject[] = [];
  const clock = new SimulatedClock();
  const logic = networkMachine.provide({
    actors: {
      'reload subscriptions': fromPromise<Subscription[]>(async () => {
        calls.reloadSubscriptions += 1;
        return (options.reload ?? (async () => [proSubscription]))();
      }),
    },
    actions: {
      'reload page': () => {
        calls.reloadPage += 1;
      },
      'go to pricing page': () => {
        calls.goToPricingPage += 1;
      },
    },
  });
  // A root that holds the dialog and a stand-in account actor (systemId 'account') that records events.
  const accountStandIn = createMachine({
    on: { '*': { actions: ({ event }) => toAccount.push(event) } },
  });
  const root = createMachine({
    invoke: [
      { id: 'network', systemId: 'network', src: logic },
      ...(options.withAccount === false ? [] : [{ id: 'account', systemId: 'account', src: accountStandIn }]),
    ],
  });
  const app = createActor(root, { clock }).start();
  const network = app.system.get('network') as ReturnType<typeof createActor<typeof logic>>;
  return { app, network, clock, calls, toAccount, view: () => selectNetworkDialog(network.getSnapshot()) };
}

describe('network dialog', () => {
  it('DIALOG-NETWORK-1, ERR-NETWORK-1: closed at first; open shows the title', () => {
    const t = startNetwork();
    expect(t.view()).toBeNull();
    t.network.send({ type: 'open', reason: 'other' });
    expect(t.view()?.title).toBe('Network service issue');
  });

  it('ERR-NETWORK-2, ERR-NETWORK-5: the subscription case text, with Go Back and Retry', () => {
    const t = startNetwork();
    t.network.send({ type: 'open', reason: 'subscription' });
    expect(t.view()).toEqual({
      title: 'Network service issue',
      message:
        'We were unable to check your active subscription(s) status. Please attempt to retry or go back to the previous page.',
      buttons: ['Go Back', 'Retry'],
      busy: false,
    });
  });

  it('ERR-NETWORK-3, ERR-NETWORK-6: the invalidToken case says refresh; Refresh replaces Retry and Go Back stays', () => {
    const t = startNetwork();
    t.network.send({ type: 'open', reason: 'invalidToken' });
    expect(t.view()?.message).toBe('Your session is no longer valid. Please refresh the page.');
    expect(t.view()?.buttons).toEqual(['Go Back', 'Refresh']);
  });

  it('ERR-NETWORK-4, ERR-NETWORK-5: any other case says there was a network issue, with Go Back and Retry', () => {
    const t = startNetwork();
    t.network.send({ type: 'open', reason: 'other' });
    expect(t.view()?.message).toBe('There was a network issue, please try again later.');
    expect(t.view()?.buttons).toEqual(['Go Back', 'Retry']);
    expect(messageFor(null)).toBe(NETWORK_MESSAGES.other);
    expect(buttonsFor(null)).toEqual(['Go Back', 'Retry']);
  });

  it('RETRY-1, RETRY-2, CONST-15: Retry re-reads the subscriptions, tells the account actor, and closes 1 s later', async () => {
    const t = startNetwork();
    t.network.send({ type: 'open', reason: 'subscription' });
    t.network.send({ type: 'retry' });
    expect(t.view()?.busy).toBe(true);
    await settle();
    expect(t.calls.reloadSubscriptions).toBe(1);
    expect(t.toAccount).toEqual([{ type: 'network.subscriptions reloaded', subscriptions: [proSubscription] }]);
    expect(t.network.getSnapshot().value).toEqual({ open: 'retry succeeded' });
    // CONST-15: one second, counted here in milliseconds rather than through the constant.
    t.clock.increment(999);
    expect(t.view()).not.toBeNull();
    t.clock.increment(1);
    expect(t.view()).toBeNull();
    expect(t.network.getSnapshot().value).toBe('closed');
    expect(t.calls.reloadPage).toBe(0);
  });

  it('RETRY-1: a failing retry keeps the dialog open for another try and tells the account actor nothing', async () => {
    const t = startNetwork({ reload: async () => Promise.reject(new Error('Error getting member subscription')) });
    t.network.send({ type: 'open', reason: 'subscription' });
    t.network.send({ type: 'retry' });
    await settle();
    expect(t.network.getSnapshot().value).toEqual({ open: 'showing the issue' });
    expect(t.network.getSnapshot().context.retryFailed).toBe(true);
    expect(t.toAccount).toEqual([]);
    t.clock.increment(5000);
    expect(t.view()?.busy).toBe(false);
  });

  it('RETRY-1: without an account actor in the system the retry still closes the dialog', async () => {
    const t = startNetwork({ withAccount: false });
    t.network.send({ type: 'open', reason: 'subscription' });
    t.network.send({ type: 'retry' });
    await settle();
    t.clock.increment(NETWORK_DIALOG_CLOSE_DELAY_MS);
    expect(t.view()).toBeNull();
  });

  it('RETRY-3: Retry for the other case reloads the page and re-reads nothing', () => {
    const t = startNetwork();
    t.network.send({ type: 'open', reason: 'other' });
    t.network.send({ type: 'retry' });
    expect(t.calls.reloadPage).toBe(1);
    expect(t.calls.reloadSubscriptions).toBe(0);
  });

  it('ERR-NETWORK-6, RETRY-3: Refresh in the invalidToken case reloads the page', () => {
    const t = startNetwork();
    t.network.send({ type: 'open', reason: 'invalidToken' });
    t.network.send({ type: 'refresh' });
    expect(t.calls.reloadPage).toBe(1);
  });

  it('DIALOG-NETWORK-2: Go Back goes to the public pricing page, once', () => {
    const t = startNetwork();
    t.network.send({ type: 'open', reason: 'subscription' });
    t.network.send({ type: 'go back' });
    t.network.send({ type: 'go back' });
    expect(t.calls.goToPricingPage).toBe(1);
    expect(t.view()?.busy).toBe(true);
  });

  it('ERR-NETWORK-2..4: a newer issue replaces the one shown', () => {
    const t = startNetwork();
    t.network.send({ type: 'open', reason: 'subscription' });
    t.network.send({ type: 'open', reason: 'invalidToken' });
    expect(t.view()?.message).toBe(NETWORK_MESSAGES.invalidToken);
  });
});
