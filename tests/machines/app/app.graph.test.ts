// Model-based: the app root's graph for each kind of address (xstate/graph), run against the real
// machine with its children stubbed: only the checkout routes start a checkout, only the widget
// routes the billing widget.
// rule: ROUTE-1, ROUTE-2, ROUTE-4, ROUTE-6
import { describe, expect, it } from 'vitest';
import { fromCallback, fromPromise } from 'xstate';
import { appMachine, type AppInput, type AppPage } from '../../../machines/app/app.machine.ts';
import { billingMachine } from '../../../machines/billing/billing.machine.ts';
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
      actors: { 'load product': fromPromise(() => never()), 'watch session': fromCallback(() => {}), 'hear purchases in other tabs': fromCallback(() => {}) },
    }),
    'billing widget': billingMachine.provide({ actors: { 'watch session': fromCallback(() => {}) } }),
  },
  actions: { 'start the chat': () => void chatStarts.push('started') },
});
let chatStarts: string[] = [];

const input = (page: AppPage): AppInput => ({
  page,
  priceId: page === 'checkout' ? 'price_are5_pro_monthly' : null,
  orgId: null,
  directToPaymentInfo: false,
  nomaEmail: null,
  widgetPriceId: 'price_are5_expert_firm_monthly',
  subscriptionId: null,
});

describe('app root model (xstate/graph)', () => {
  it.each([
    ['checkout', 'checkout page', true, false],
    ['widget', 'billing page', false, true],
    ['return', 'other page', false, false],
    ['other', 'other page', false, false],
  ] as const)('ROUTE-1, ROUTE-2, ROUTE-4, ROUTE-6: the %s address settles on the %s, with a checkout only on the checkout routes and the widget only on its own', (page, state, hasCheckout, hasBilling) => {
    const model: GraphModel = { logic, input: input(page), events: [], beforeEachWalk: () => void (chatStarts = []) };
    const walks = coveringWalks(model);
    expect(walks.map((walk) => JSON.parse(walk.target))).toEqual([state]);
    for (const walk of walks) {
      const run = runWalk(model, walk, ({ snapshot }) => {
        // The session and the network dialog run on every page.
        expect(Object.keys(snapshot.children)).toEqual(expect.arrayContaining(['session', 'network']));
        expect('checkout' in snapshot.children).toBe(hasCheckout);
        expect('billing' in snapshot.children).toBe(hasBilling);
      });
      expect(run.keys).toEqual([JSON.stringify(state)]);
      // TOPBAR-9, TOPBAR-10: the chat starts with the checkout page only.
      expect(chatStarts).toEqual(hasCheckout ? ['started'] : []);
    }
  });
});
