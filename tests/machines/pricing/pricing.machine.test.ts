// The pricing machine alone (with a tiny recording parent, on a SimulatedClock): the 500 ms
// address debounce, immediate coupon repricing, stale answers, proration, tax-rate fallback.
import { describe, expect, it } from 'vitest';
import { createActor, setup } from 'xstate';
import { DEBOUNCE_MS, pricingMachine } from '../../../machines/pricing/pricing.machine.ts';
import { selectPriceSummary } from '../../../machines/pricing/selectors.ts';
import { deferred, PRO, prorateResult, repriceResult, selectTaxRateId, settle, SF, startPricing } from './harness.ts';
import { collectNotProvided } from '../../support/not-provided.ts';
import type { ProrateResult, RepriceResult } from '../../../machines/domain/pricing.ts';

/** Started with a cart, the machine prices once at once; tests count from there. */
async function started(...args: Parameters<typeof startPricing>) {
  const t = startPricing(...args);
  await settle();
  return t;
}

describe('pricing machine: address repricing', () => {
  it('CONST-14, REPRICE-2: keystrokes 100 ms apart then silence send exactly one reprice, 500 ms after the last', async () => {
    const t = await started();
    const before = t.reprice.calls.length;
    const postal = ['9', '94', '941', '9410', '94105'];
    for (const postalCode of postal) {
      t.type({ ...SF, postalCode });
      await t.wait(100);
    }
    expect(t.reprice.calls.length).toBe(before);
    await t.wait(DEBOUNCE_MS - 100 - 1);
    expect(t.reprice.calls.length).toBe(before);
    await t.wait(1);
    expect(t.reprice.calls.length).toBe(before + 1);
    expect(t.reprice.calls.at(-1)?.address).toEqual(SF);
    await t.wait(5000);
    expect(t.reprice.calls.length).toBe(before + 1);
    expect(DEBOUNCE_MS).toBe(500);
  });

  it('REPRICE-2: two quiet periods send two reprices', async () => {
    const t = await started();
    const before = t.reprice.calls.length;
    t.type(SF);
    await t.wait(500);
    t.type({ ...SF, city: 'Oakland', postalCode: '94607' });
    await t.wait(500);
    expect(t.reprice.calls.length).toBe(before + 2);
    expect(t.reprice.calls.at(-1)?.address?.city).toBe('Oakland');
  });

  it('REPRICE-1: an incomplete address never reprices and drops a pending quiet period', async () => {
    const t = await started();
    const before = t.reprice.calls.length;
    t.type({ ...SF, country: '' });
    await t.wait(1000);
    t.type(SF);
    await t.wait(300);
    t.type({ ...SF, city: '  ' });
    await t.wait(1000);
    expect(t.reprice.calls.length).toBe(before);
    expect(t.value()).toMatchObject({ 'address entry': 'address incomplete' });
  });

  it('REPRICE-1: typing into the phone field alone does not ask again for the same address', async () => {
    const t = await started();
    t.type(SF);
    await t.wait(500);
    const before = t.reprice.calls.length;
    t.type(SF, '+1415');
    t.type(SF, '+14155550123');
    await t.wait(1000);
    expect(t.reprice.calls.length).toBe(before);
    expect(t.context().phone).toEqual({ number: '+14155550123', extension: null });
  });

  it('REPRICE-3: the phone value is split into number and extension', async () => {
    const t = await started();
    t.type({ city: 'San' }, '+1 (415) 555-0123 ext. 42');
    expect(t.context().phone).toEqual({ number: '+14155550123', extension: '42' });
    t.type({ city: 'San' }, '415 555 0123');
    expect(t.context().phone).toEqual({ number: '4155550123', extension: null });
  });

  it('ENTITY-21: the reprice result is stored as cartDetails with the address sent', async () => {
    const t = await started();
    t.type({ ...SF, address2: '  ' });
    await t.wait(500);
    expect(t.context().cartDetails?.addressSent).toEqual(SF);
    expect(t.context().cartDetails?.total).toBe(19900);
    expect(t.context().status).toBe('succeeded');
  });
});

describe('pricing machine: coupons', () => {
  it('COUPON-7: a coupon change reprices at once, upper-cased, with address null when unknown', async () => {
    const t = await started();
    const before = t.reprice.calls.length;
    t.child.send({ type: 'coupon changed', code: 'welcome10' });
    expect(t.reprice.calls.length).toBe(before + 1);
    expect(t.reprice.calls.at(-1)).toEqual({ items: [PRO], coupon: 'WELCOME10', address: null });
  });

  it('COUPON-7: a coupon change carries a complete address and replaces the pending quiet period', async () => {
    const t = await started();
    const before = t.reprice.calls.length;
    t.type(SF);
    await t.wait(200);
    t.child.send({ type: 'coupon changed', code: 'WELCOME10', couponType: 'manual' });
    await t.wait(2000);
    expect(t.reprice.calls.length).toBe(before + 1);
    expect(t.reprice.calls.at(-1)).toEqual({ items: [PRO], coupon: 'WELCOME10', address: SF });
  });

  it('COUPON-7, COUPON-UI-2: a removed coupon reprices with coupon null', async () => {
    const t = await started({ items: [PRO], coupon: 'WELCOME10' });
    expect(t.reprice.calls[0]?.coupon).toBe('WELCOME10');
    t.child.send({ type: 'coupon changed', code: null });
    expect(t.reprice.calls.at(-1)?.coupon).toBeNull();
  });

  it('ENTITY-25, COUPON-UI-4: coupons a result applied on its own are passed to the parent', async () => {
    const t = await started(
      { items: [PRO] },
      {
        reprice: async () =>
          repriceResult({
            items: [{ price_id: 'p', coupon: 'autosave05', coupon_type: 'auto', discount: 100, client_secret: null, subscription_id: null }],
          }),
      },
    );
    expect(t.sent('pricing.auto coupon found')).toEqual([{ type: 'pricing.auto coupon found', code: 'AUTOSAVE05' }]);

    t.prorate.answerWith(async () =>
      prorateResult({
        items: [{ price_id: 'p', billing_period_credit: 1, discount: 2, billing_period_end: '2026-12-31', coupon: 'LOYAL20', coupon_type: 'carry-over' }],
      }),
    );
    t.child.send({ type: 'prorate against', subscriptionId: 'sub_1' });
    await settle();
    expect(t.sent('pricing.carry-over coupon found')).toEqual([{ type: 'pricing.carry-over coupon found', code: 'LOYAL20' }]);
  });

  it('ENTITY-25: a result without a coupon of its own says so; a typed coupon is not "found"', async () => {
    const t = await started(
      { items: [PRO] },
      {
        reprice: async () =>
          repriceResult({
            items: [{ price_id: 'p', coupon: 'WELCOME10', coupon_type: 'manual', discount: 1990, client_secret: null, subscription_id: null }],
          }),
      },
    );
    expect(t.sent('pricing.no coupon found')).toHaveLength(1);
    expect(t.sent('pricing.auto coupon found')).toHaveLength(0);
  });
});

describe('pricing machine: answers', () => {
  it('CONST-22: every result tells the parent the new total', async () => {
    const t = await started();
    t.reprice.answerWith(async () => repriceResult({ total: 17910, discount: 1990 }));
    t.child.send({ type: 'coupon changed', code: 'WELCOME10' });
    await settle();
    expect(t.sent('pricing.price changed')).toEqual([
      { type: 'pricing.price changed', total: 19900 },
      { type: 'pricing.price changed', total: 17910 },
    ]);
  });

  it('REPRICE-2, CONST-22: a newer request supersedes an older one: a stale answer arriving last is never applied', async () => {
    const t = await started();
    const first = deferred<RepriceResult>();
    const second = deferred<RepriceResult>();
    t.reprice.answerWith((_, call) => (call === 2 ? first.promise : second.promise));
    t.type(SF);
    await t.wait(500); // call 2: the address
    t.child.send({ type: 'coupon changed', code: 'SUMMER30' }); // call 3 replaces it
    expect(t.reprice.calls).toHaveLength(3);
    second.resolve(repriceResult({ total: 13930, tax_rate_id: 'txr_us_ca' }));
    await settle();
    first.resolve(repriceResult({ total: 21343, tax_rate_id: 'txr_stale' }));
    await settle();
    expect(t.context().cartDetails?.total).toBe(13930);
    expect(t.context().taxRateId).toBe('txr_us_ca');
    expect(t.sent('pricing.price changed').map((e) => (e as { total?: number }).total)).toEqual([19900, 13930]);
  });

  it('ERR-10, STATE-ASYNC-1: a failure keeps the last good result, stores the message and tells the parent', async () => {
    const t = await started();
    t.reprice.answerWith(() => Promise.reject(new Error('Something broke')));
    t.child.send({ type: 'coupon changed', code: 'WELCOME10' });
    await settle();
    expect(t.context()).toMatchObject({ status: 'failed', error: 'Something broke' });
    expect(t.context().cartDetails?.total).toBe(19900);
    expect(t.sent('pricing.failed')).toEqual([{ type: 'pricing.failed', message: 'Something broke' }]);
    expect(t.value()).toMatchObject({ price: 'price failed' });
  });

  it('REPRICE-1: after a failure, the same address typed again asks again', async () => {
    const t = await started();
    t.reprice.answerWith(() => Promise.reject(new Error('down')));
    t.type(SF);
    await t.wait(500);
    t.reprice.answerWith(async () => repriceResult({ tax_rate_id: 'txr_us_ca' }));
    const before = t.reprice.calls.length;
    t.type(SF);
    await t.wait(500);
    expect(t.reprice.calls.length).toBe(before + 1);
    expect(t.context()).toMatchObject({ status: 'succeeded', error: null });
  });

  it('STATE-ASYNC-1: status is loading while a request is out', async () => {
    const t = await started();
    const slow = deferred<RepriceResult>();
    t.reprice.answerWith(() => slow.promise);
    t.child.send({ type: 'coupon changed', code: 'X' });
    expect(t.context().status).toBe('loading');
    slow.resolve(repriceResult());
    await settle();
    expect(t.context().status).toBe('succeeded');
  });
});

describe('pricing machine: proration', () => {
  it('PAGELOAD-7, COUPON-8, ENTITY-22, ENTITY-23, ENTITY-24: prorate mode calls prorate order with the target subscription', async () => {
    const t = await started();
    t.child.send({ type: 'coupon changed', code: 'summer30' });
    await settle();
    t.child.send({ type: 'prorate against', subscriptionId: 'sub_are5' });
    await settle();
    expect(t.prorate.calls).toEqual([{ items: [PRO], coupon: 'SUMMER30', address: null, targetSubscriptionId: 'sub_are5' }]);
    const stored: ProrateResult | null = t.context().cartProrateDetails;
    expect(stored).toMatchObject({ credit: 5000, proration: 14900, total: 14900 });
    expect(stored?.items[0]?.billing_period_end).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(t.sent('pricing.price changed').at(-1)).toEqual({ type: 'pricing.price changed', total: 14900 });
  });

  it('REPRICE-2: in prorate mode the address debounce prorates', async () => {
    const t = await started({ items: [PRO], prorateAgainst: 'sub_are5' });
    expect(t.reprice.calls).toHaveLength(0);
    expect(t.prorate.calls).toHaveLength(1);
    t.type(SF);
    await t.wait(500);
    expect(t.prorate.calls).toHaveLength(2);
    expect(t.prorate.calls[1]).toMatchObject({ address: SF, targetSubscriptionId: 'sub_are5' });
  });

  it('PAGELOAD-7: stop prorating goes back to the guest reprice', async () => {
    const t = await started({ items: [PRO], prorateAgainst: 'sub_are5' });
    t.child.send({ type: 'stop prorating' });
    await settle();
    expect(t.reprice.calls).toHaveLength(1);
    expect(t.context()).toMatchObject({ mode: 'reprice', targetSubscriptionId: null, cartProrateDetails: null });
  });
});

describe('pricing machine: cart and tax rate', () => {
  it('COUPON-UI-4, REPRICE-1: started with the cart, the first price is asked at once (so an auto coupon shows on page 0)', () => {
    const t = startPricing({ items: [PRO], coupon: 'WELCOME10' });
    expect(t.reprice.calls).toEqual([{ items: [PRO], coupon: 'WELCOME10', address: null }]);
  });

  it('ENTITY-20: the tax rate is looked up when a result has none but the address was complete', async () => {
    const t = await started();
    t.reprice.answerWith(async () => repriceResult({ tax_rate_id: null }));
    t.type(SF);
    await t.wait(500);
    expect(t.taxRate.calls).toEqual([{ items: [PRO], address: SF }]);
    expect(selectTaxRateId(t.context())).toBe('txr_looked_up');
    expect(t.value()).toMatchObject({ price: 'priced' });
  });

  it('ENTITY-20: no tax-rate lookup when the result carries one, or when no complete address was sent', async () => {
    const t = await started();
    expect(t.context().taxRateId).toBeNull();
    t.type(SF);
    await t.wait(500);
    expect(t.context().taxRateId).toBe('txr_us_ca');
    expect(t.taxRate.calls).toHaveLength(0);
  });

  it('ERR-10: a failed tax-rate lookup reports like a pricing failure and keeps the price', async () => {
    const t = await started();
    t.reprice.answerWith(async () => repriceResult({ tax_rate_id: null, total: 21343 }));
    t.taxRate.answerWith(() => Promise.reject(new Error('No tax rate')));
    t.type(SF);
    await t.wait(500);
    expect(t.context()).toMatchObject({ status: 'failed', error: 'No tax rate', taxRateId: null });
    expect(t.context().cartDetails?.total).toBe(21343);
    expect(t.sent('pricing.failed')).toEqual([{ type: 'pricing.failed', message: 'No tax rate' }]);
  });
});

describe('pricing selectors', () => {
  it('ENTITY-26, ENTITY-20: the summary shows the discount as a negative number when one applies', async () => {
    const t = await started();
    t.reprice.answerWith(async () => repriceResult({ sub_total: 19900, discount: 1990, tax: 1298, total: 19208 }));
    t.child.send({ type: 'coupon changed', code: 'WELCOME10' });
    await settle();
    expect(selectPriceSummary(t.context())).toEqual({
      subTotal: 19900,
      discount: -1990,
      discountApplies: true,
      tax: 1298,
      total: 19208,
      credit: null,
      proration: null,
    });
  });

  it('ENTITY-22: in prorate mode the summary comes from cartProrateDetails, with credit and proration', async () => {
    const t = await started({ items: [PRO], prorateAgainst: 'sub_1' });
    expect(selectPriceSummary(t.context())).toMatchObject({ credit: 5000, proration: 14900, total: 14900, discountApplies: false, discount: 0 });
  });

  it('ENTITY-26: no summary before the first answer', () => {
    const t = startPricing({ items: [PRO] }, { reprice: () => new Promise<RepriceResult>(() => undefined) });
    expect(selectPriceSummary(t.context())).toBeNull();
  });
});

describe('pricing machine defaults', () => {
  it("ERR-10: unprovided, 'reprice order' throws 'is not provided'; the machine reads it like a pricing failure", async () => {
    const thrown = collectNotProvided();
    const parent = setup({ actors: { pricing: pricingMachine } }).createMachine({
      invoke: { id: 'pricing', src: 'pricing', input: { items: [PRO] } },
    });
    const root = createActor(parent).start();
    await settle();
    thrown.restore();
    expect(thrown.errors).toContain("Error: 'reprice order' is not provided: add it with .provide()");
    expect(root.getSnapshot().children.pricing?.getSnapshot().context.error).toMatch(/'reprice order' is not provided/);
  });
});

describe('pricing machine: the settled price a payment waits for', () => {
  it('CONST-22, REPRICE-2: asked inside the quiet period, it prices at once and then says the price is settled', async () => {
    const t = await started();
    const before = t.reprice.calls.length;
    t.type(SF);
    t.child.send({ type: 'price the order now' });
    await settle();
    expect(t.reprice.calls.length).toBe(before + 1);
    expect(t.reprice.calls.at(-1)?.address).toEqual(SF);
    // The new total reaches the checkout before it is told the price is final.
    const told = t.received.map((event) => event.type);
    expect(told.lastIndexOf('pricing.price changed')).toBeLessThan(told.lastIndexOf('pricing.price settled'));
    expect(t.context().taxRateId).toBe('txr_us_ca');
    // The quiet period was used up: no second call 500 ms later.
    await t.wait(DEBOUNCE_MS);
    expect(t.reprice.calls.length).toBe(before + 1);
  });

  it('CONST-22: with nothing waiting or asked, the price is settled at once, without a call', async () => {
    const t = await started();
    const calls = t.reprice.calls.length;
    const settledBefore = t.sent('pricing.price settled').length;
    t.child.send({ type: 'price the order now' });
    expect(t.sent('pricing.price settled').length).toBe(settledBefore + 1);
    expect(t.reprice.calls.length).toBe(calls);
  });

  it('CONST-22: while a price is asked, the answer comes first, then the settled price', async () => {
    const t = await started();
    const answer = deferred<RepriceResult>();
    t.reprice.answerWith(() => answer.promise);
    t.child.send({ type: 'coupon changed', code: 'WELCOME10', couponType: 'manual' });
    const settledBefore = t.sent('pricing.price settled').length;
    t.child.send({ type: 'price the order now' });
    expect(t.sent('pricing.price settled').length).toBe(settledBefore);
    answer.resolve(repriceResult({ total: 17910 }));
    await settle();
    expect(t.sent('pricing.price settled').length).toBe(settledBefore + 1);
    expect(t.sent('pricing.price changed').at(-1)).toEqual({ type: 'pricing.price changed', total: 17910 });
  });

  it('CONST-22, ERR-10: after a failed price, asking again prices again instead of settling on the old one', async () => {
    const t = await started();
    t.reprice.answerWith(async () => {
      throw new Error('Server error, please try again.');
    });
    t.type(SF);
    await t.wait(DEBOUNCE_MS);
    expect(t.value()).toMatchObject({ price: 'price failed' });
    t.reprice.answerWith(async (i) => repriceResult({ address: i.address, tax_rate_id: 'txr_us_ca', total: 21343 }));
    const calls = t.reprice.calls.length;
    t.child.send({ type: 'price the order now' });
    await settle();
    expect(t.reprice.calls.length).toBe(calls + 1);
    expect(t.sent('pricing.price settled').length).toBeGreaterThan(0);
    expect(t.value()).toMatchObject({ price: 'priced' });
  });
});
