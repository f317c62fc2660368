// How a new pricing machine starts, before any answer: its states and its empty context.
// The machine is imported inside the test on purpose: a broken machine definition (a state
// named wrong, a missing initial state) then fails this test instead of failing the file's
// import, which Stryker's vitest runner counts as no test at all (the mutant "survives").
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';

async function startAlone(input: { items?: []; coupon?: string | null; prorateAgainst?: string | null } = {}) {
  const { pricingMachine } = await import('../../../machines/pricing/pricing.machine.ts');
  return createActor(pricingMachine, { input }).start();
}

describe('pricing machine: a new one', () => {
  it('STATE-ASYNC-1, REPRICE-1: starts idle, with an incomplete address and waiting for a cart', async () => {
    const actor = await startAlone();
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toEqual({ 'address entry': 'address incomplete', price: 'waiting for the cart' });
    expect(snapshot.context).toEqual({
      items: [],
      address: {},
      phone: { number: '', extension: null },
      coupon: null,
      mode: 'reprice',
      targetSubscriptionId: null,
      cartDetails: null,
      cartProrateDetails: null,
      taxRateId: null,
      status: 'idle',
      error: null,
      addressAsked: null,
    });
  });

  it('PAGELOAD-7, COUPON-8: started against a subscription it prorates, with the coupon upper-cased', async () => {
    const actor = await startAlone({ coupon: ' summer30 ', prorateAgainst: 'sub_are5' });
    expect(actor.getSnapshot().context).toMatchObject({ mode: 'prorate', targetSubscriptionId: 'sub_are5', coupon: 'SUMMER30' });
  });
});
