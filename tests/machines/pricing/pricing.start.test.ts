// How a new pricing machine starts, before any answer: its states and its empty context.
// The machine is imported inside the test on purpose: a broken machine definition (a state
// named wrong, a missing initial state) then fails this test instead of failing the file's
// import, which Stryker's vitest runner counts as no test at all (the mutant "survives").
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { ProrateResult, RepriceResult } from '../../../machines/domain/pricing.ts';
import type { LoadTaxRateInput, LoadTaxRateOutput, ProrateOrderInput, RepriceOrderInput } from '../../../machines/pricing/pricing.machine.ts';

const PRO = { id: 'prod_are5_pro', price_id: 'price_are5_pro_monthly', name: 'ARE 5.0 Pro 1-Month Subscription', amount: 19900 };

/** Its calls never answer: the machine is seen as it starts. */
async function startAlone(input: { coupon?: string | null; prorateAgainst?: string | null } = {}) {
  const { pricingMachine } = await import('../../../machines/pricing/pricing.machine.ts');
  const pending = <T, I>() => fromPromise<T, I>(() => new Promise<T>(() => undefined));
  const logic = pricingMachine.provide({
    actors: {
      'reprice order': pending<RepriceResult, RepriceOrderInput>(),
      'prorate order': pending<ProrateResult, ProrateOrderInput>(),
      'load tax rate': pending<LoadTaxRateOutput, LoadTaxRateInput>(),
    },
  });
  return createActor(logic, { input: { items: [PRO], ...input } }).start();
}

describe('pricing machine: a new one', () => {
  it('STATE-ASYNC-1, REPRICE-1: started with the cart, it asks its first price at once, with an incomplete address', async () => {
    const actor = await startAlone();
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toEqual({ 'address entry': 'address incomplete', price: { 'asking for a price': 'repricing the order' } });
    expect(snapshot.context).toEqual({
      items: [PRO],
      address: {},
      phone: { number: '', extension: null },
      coupon: null,
      mode: 'reprice',
      targetSubscriptionId: null,
      cartDetails: null,
      cartProrateDetails: null,
      taxRateId: null,
      status: 'loading',
      error: null,
      addressAsked: null,
    });
  });

  it('PAGELOAD-7, COUPON-8: started against a subscription it prorates, with the coupon upper-cased', async () => {
    const actor = await startAlone({ coupon: ' summer30 ', prorateAgainst: 'sub_are5' });
    expect(actor.getSnapshot().context).toMatchObject({ mode: 'prorate', targetSubscriptionId: 'sub_are5', coupon: 'SUMMER30' });
  });
});
