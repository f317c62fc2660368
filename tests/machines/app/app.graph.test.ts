// Model-based: the app root's graph for each kind of address (xstate/graph), run against the real
// machine with its children stubbed: only the checkout routes start a checkout.
// rule: ROUTE-1, ROUTE-2, ROUTE-4, ROUTE-6
import { describe, expect, it } from 'vitest';
import { fromCallback, fromPromise } from 'xstate';
import { appMachine, type AppInput, type AppPage } from '../../../machines/app/app.machine.ts';
import { checkoutMachine } from '../../../machines/checkout/checkout.machine.ts';
import { networkMachine } from '../../../machines/network/network.machine.ts';
import { sessionMachine } from '../../../machines/session/session.machine.ts';
import { coveringWalks, never, runWalk, type GraphModel } from '../graph-support.ts';

// The real children, their calls stubbed with answers that never come.
const logic = appMachine.provide({
  actors: {
    'member session': sessionMachine.provide({ actors: { 'check session': fromPromise(() => never()) } }),
    'network dialog': networkMachine,
    checkout: checkoutMachine.provide({
      actors: { 'load product': fromPromise(() => never()), 'watch session': fromCallback(() => {}) },
    }),
  },
});

const input = (page: AppPage): AppInput => ({ page, priceId: page === 'checkout' ? 'price_are5_pro_monthly' : null, orgId: null, directToPaymentInfo: false, nomaEmail: null });

describe('app root model (xstate/graph)', () => {
  it.each([
    ['checkout', 'checkout page', true],
    ['widget', 'other page', false],
    ['return', 'other page', false],
    ['other', 'other page', false],
  ] as const)('ROUTE-1, ROUTE-2, ROUTE-4, ROUTE-6: the %s address settles on the %s, with a checkout only on the checkout routes', (page, state, hasCheckout) => {
    const model: GraphModel = { logic, input: input(page), events: [] };
    const walks = coveringWalks(model);
    expect(walks.map((walk) => JSON.parse(walk.target))).toEqual([state]);
    for (const walk of walks) {
      const run = runWalk(model, walk, ({ snapshot }) => {
        // The session and the network dialog run on every page.
        expect(Object.keys(snapshot.children)).toEqual(expect.arrayContaining(['session', 'network']));
        expect('checkout' in snapshot.children).toBe(hasCheckout);
      });
      expect(run.keys).toEqual([JSON.stringify(state)]);
    }
  });
});
