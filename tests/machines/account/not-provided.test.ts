// A call or action the app must supply, started unprovided, throws "'name' is not provided" instead
// of doing nothing: the account actor, the checkout and the billing widget.
import { describe, expect, it } from 'vitest';
import { createActor, createMachine, fromCallback, type EventObject } from 'xstate';
import { accountMachine } from '../../../machines/account/account.machine.ts';
import { billingMachine } from '../../../machines/billing/billing.machine.ts';
import { checkoutMachine } from '../../../machines/checkout/checkout.machine.ts';
import { collectNotProvided } from '../../support/not-provided.ts';
import { settle } from '../../support/async.ts';

const quietSession = fromCallback<EventObject>(() => () => undefined);

describe('to-be-provided calls and actions throw when unprovided', () => {
  it("API-19, API-20, ERR-CHECKOUT-7: the account's unprovided 'load subscriptions' and 'load payment methods' throw; the subscriptions count as failed", async () => {
    const thrown = collectNotProvided();
    const parent = createMachine({ invoke: { id: 'account', src: accountMachine, input: { subscriptionId: null, loadAtOnce: true } } });
    const root = createActor(parent).start();
    await settle();
    thrown.restore();
    expect(thrown.errors).toEqual(
      expect.arrayContaining([
        "Error: 'load subscriptions' is not provided: add it with .provide()",
        "Error: 'load payment methods' is not provided: add it with .provide()",
      ]),
    );
    const account = root.getSnapshot().children.account;
    expect(account?.getSnapshot().context.subscriptionsStatus).toBe('failed');
  });

  it("API-21: the widget's unprovided 'load subscription payment method' throws", async () => {
    const thrown = collectNotProvided();
    const parent = createMachine({ invoke: { id: 'account', src: accountMachine, input: { subscriptionId: 'sub_1', loadAtOnce: true } } });
    createActor(parent).start();
    await settle();
    thrown.restore();
    expect(thrown.errors).toContain("Error: 'load subscription payment method' is not provided: add it with .provide()");
  });

  it("PAGELOAD-1: the checkout's unprovided 'load product' throws", async () => {
    const thrown = collectNotProvided();
    const logic = checkoutMachine.provide({ actors: { 'watch session': quietSession, 'hear purchases in other tabs': quietSession }, actions: { 'open network dialog': () => undefined } });
    const actor = createActor(logic, { input: { priceId: 'price_are5_pro_monthly', orgId: null, directToPaymentInfo: false } }).start();
    await settle();
    thrown.restore();
    expect(thrown.errors).toContain("Error: 'load product' is not provided: add it with .provide()");
    expect(actor.getSnapshot().matches({ 'checkout flow': 'product unavailable' })).toBe(true);
  });

  it("ROUTE-1, ROUTE-10: the checkout's unprovided 'go to pricing page' stops the checkout with its error", () => {
    const logic = checkoutMachine.provide({ actors: { 'watch session': quietSession, 'hear purchases in other tabs': quietSession } });
    const actor = createActor(logic, { input: { priceId: null, orgId: null, directToPaymentInfo: false } });
    const errors: unknown[] = [];
    actor.subscribe({ error: (error) => errors.push(error) });
    actor.start();
    expect(String(errors[0])).toBe("Error: 'go to pricing page' is not provided: add it with .provide()");
    expect(actor.getSnapshot().status).toBe('error');
  });

  it("PAGELOAD-1, BILLING-AUTH-1: the checkout's and the widget's unprovided 'watch session' stops them with its error", async () => {
    const thrown = collectNotProvided();
    for (const [logic, input] of [
      [checkoutMachine, { priceId: 'price_are5_pro_monthly', orgId: null, directToPaymentInfo: false }],
      [billingMachine, { widgetPriceId: 'price_are5_expert_firm_monthly', subscriptionId: null }],
    ] as const) {
      const actor = createActor(logic as typeof checkoutMachine, { input: input as never });
      const errors: unknown[] = [];
      actor.subscribe({ error: (error) => errors.push(error) });
      actor.start();
      expect(String(errors[0])).toBe("Error: 'watch session' is not provided: add it with .provide()");
    }
    await settle();
    thrown.restore();
  });
});
