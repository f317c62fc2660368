// The checkout and the network dialog in one actor system: a failed subscriptions read opens the
// dialog's subscription case; its Retry re-reads, hands the list to the checkout, closes after 1 s.
import { describe, expect, it } from 'vitest';
import { createActor, createMachine, fromPromise, SimulatedClock, type ActorRefFrom } from 'xstate';
import type { CheckoutMachine } from '../../../machines/checkout/checkout.machine.ts';
import { selectPage } from '../../../machines/checkout/selectors.ts';
import { networkMachine, type NetworkMachine } from '../../../machines/network/network.machine.ts';
import { NETWORK_MESSAGES } from '../../../machines/network/rules.ts';
import { selectNetworkDialog } from '../../../machines/network/selectors.ts';
import { PRICE, subscriptionsFor } from './fixtures.ts';
import { buildCheckout, settle, toInput } from './harness.ts';
import type { Subscription } from '../../../machines/domain/subscription.ts';

describe('checkout with the network dialog', () => {
  it('ERR-CHECKOUT-7, RETRY-1, RETRY-2, CONST-15: subscription failure → dialog → Retry → checkout goes on, dialog closes 1 s later', async () => {
    const built = buildCheckout(
      { subscriptions: async () => Promise.reject(new Error('Error getting member subscription')) },
      { realNetworkDialog: true },
    );
    const network = networkMachine.provide({
      actors: { 'reload subscriptions': fromPromise<Subscription[]>(async () => subscriptionsFor('member@example.com')) },
      actions: { 'reload page': () => {}, 'go to pricing page': () => {} },
    });
    const root = createMachine({
      invoke: [
        { id: 'network', systemId: 'network', src: network },
        { id: 'checkout', systemId: 'checkout', src: built.logic, input: toInput({ priceId: PRICE.essentials }) },
      ],
    });
    const clock = new SimulatedClock();
    const app = createActor(root, { clock }).start();
    const checkout = app.system.get('checkout') as ActorRefFrom<CheckoutMachine>;
    const dialog = app.system.get('network') as ActorRefFrom<NetworkMachine>;
    await settle();

    checkout.send({ type: 'proceed to checkout' });
    built.session.signIn('member@example.com');
    await settle(10);
    expect(selectNetworkDialog(dialog.getSnapshot())?.message).toBe(NETWORK_MESSAGES.subscription);
    expect(selectPage(checkout.getSnapshot())).toBe(0);

    dialog.send({ type: 'retry' });
    await settle(10);
    expect(checkout.getSnapshot().context.subscriptions.map((s) => s.id)).toEqual(['sub_member_pro']);
    expect(selectPage(checkout.getSnapshot())).toBe(1);
    expect(selectNetworkDialog(dialog.getSnapshot())).not.toBeNull();
    clock.increment(1000);
    expect(selectNetworkDialog(dialog.getSnapshot())).toBeNull();
  });
});
