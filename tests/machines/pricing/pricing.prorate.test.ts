// Proration from the parent's side: the first price of a checkout started against a subscription,
// stopping prorating, the coupons a result carries, the tax rate of a prorated price, and the summary in between.
import { describe, expect, it } from 'vitest';
import { DEBOUNCE_MS } from '../../../machines/pricing/pricing.machine.ts';
import { selectPriceSummary } from '../../../machines/pricing/selectors.ts';
import { deferred, PRO, prorateResult, repriceResult, selectTaxRateId, settle, SF, startedPricing, startPricing } from './harness.ts';
import type { ProrateResult, RepriceResult } from '../../../machines/domain/pricing.ts';

type RepriceItem = RepriceResult['items'][number];
function repriceItem(coupon: string | null, couponType: RepriceItem['coupon_type']): RepriceItem {
  return { price_id: PRO.price_id, amount: PRO.amount, coupon, coupon_type: couponType, discount: 0, client_secret: null, subscription_id: null };
}

type ProrateItem = ProrateResult['items'][number];
function prorateItem(coupon: string | null, couponType: ProrateItem['coupon_type']): ProrateItem {
  return { price_id: PRO.price_id, billing_period_credit: 5000, discount: 0, billing_period_end: '2026-12-31', coupon, coupon_type: couponType };
}

describe('pricing machine: prorating from the start', () => {
  it('PAGELOAD-7: started against a subscription with the cart, its first price is a proration', () => {
    const t = startPricing({ items: [PRO], prorateAgainst: 'sub_are5' });
    expect(t.reprice.calls).toHaveLength(0);
    expect(t.prorate.calls).toEqual([{ items: [PRO], coupon: null, address: null, targetSubscriptionId: 'sub_are5' }]);
  });

  it('PAGELOAD-7: told to stop prorating, it reprices as a guest at once', async () => {
    const t = await startedPricing({ items: [PRO], prorateAgainst: 'sub_are5' });
    t.child.send({ type: 'stop prorating' });
    await settle();
    expect(t.prorate.calls).toHaveLength(1);
    expect(t.reprice.calls).toEqual([{ items: [PRO], coupon: null, address: null }]);
    expect(t.context()).toMatchObject({ mode: 'reprice', targetSubscriptionId: null });
  });

  it('PAGELOAD-7: an empty subscription to prorate against prices as a guest', async () => {
    const t = await startedPricing({ items: [PRO], prorateAgainst: '' });
    expect(t.prorate.calls).toHaveLength(0);
    expect(t.reprice.calls).toHaveLength(1);
  });
});

describe('pricing machine: the coupons a result carries', () => {
  async function pricedWith(items: RepriceItem[]) {
    return startedPricing({ items: [PRO] }, { reprice: async () => repriceResult({ items }) });
  }

  it('ENTITY-25, COUPON-UI-4: an auto coupon found is passed on, and "no coupon found" is not said', async () => {
    const t = await pricedWith([repriceItem('autosave05', 'auto')]);
    expect(t.sent('pricing.auto coupon found')).toEqual([{ type: 'pricing.auto coupon found', code: 'AUTOSAVE05' }]);
    expect(t.sent('pricing.no coupon found')).toHaveLength(0);
  });

  it('ENTITY-25, COUPON-UI-3: a carry-over coupon found is passed on, and "no coupon found" is not said', async () => {
    const t = await pricedWith([repriceItem('loyal20', 'carry-over')]);
    expect(t.sent('pricing.carry-over coupon found')).toEqual([{ type: 'pricing.carry-over coupon found', code: 'LOYAL20' }]);
    expect(t.sent('pricing.no coupon found')).toHaveLength(0);
  });

  it('ENTITY-25: of several coupons of one kind, the first item\'s is passed on', async () => {
    const t = await pricedWith([
      repriceItem('AUTO1', 'auto'),
      repriceItem('LOYAL1', 'carry-over'),
      repriceItem('AUTO2', 'auto'),
      repriceItem('LOYAL2', 'carry-over'),
    ]);
    expect(t.sent('pricing.auto coupon found')).toEqual([{ type: 'pricing.auto coupon found', code: 'AUTO1' }]);
    expect(t.sent('pricing.carry-over coupon found')).toEqual([{ type: 'pricing.carry-over coupon found', code: 'LOYAL1' }]);
  });

  it('ENTITY-25: an item marked auto or carry-over without a code finds no coupon', async () => {
    const t = await pricedWith([repriceItem(null, 'auto'), repriceItem('  ', 'carry-over')]);
    expect(t.sent('pricing.no coupon found')).toHaveLength(1);
    expect(t.sent('pricing.auto coupon found')).toHaveLength(0);
    expect(t.sent('pricing.carry-over coupon found')).toHaveLength(0);
    expect(t.context().status).toBe('succeeded');
  });

  it('ENTITY-25, COUPON-UI-5: a proration passes its carry-over coupon on', async () => {
    const t = await startedPricing(
      { items: [PRO], prorateAgainst: 'sub_are5' },
      { prorate: async () => prorateResult({ items: [prorateItem(null, null), prorateItem('loyal20', 'carry-over')] }) },
    );
    expect(t.sent('pricing.carry-over coupon found')).toEqual([{ type: 'pricing.carry-over coupon found', code: 'LOYAL20' }]);
    expect(t.sent('pricing.no coupon found')).toHaveLength(0);
  });
});

describe('pricing machine: the tax rate of a prorated price', () => {
  it('ENTITY-22: the tax rate a proration carries is the one the payment sends, without a lookup', async () => {
    const t = await startedPricing({ items: [PRO], prorateAgainst: 'sub_are5' }, { prorate: async () => prorateResult({ tax_rate_id: 'txr_us_ca' }) });
    t.type(SF);
    await t.wait(DEBOUNCE_MS);
    expect(selectTaxRateId(t.context())).toBe('txr_us_ca');
    expect(t.taxRate.calls).toHaveLength(0);
  });

  it('ENTITY-20, CONST-22: a proration for a complete address without a tax rate looks it up, then the price is settled', async () => {
    const t = await startedPricing({ items: [PRO], prorateAgainst: 'sub_are5' });
    t.type(SF);
    t.child.send({ type: 'price the order now' });
    await settle(3);
    expect(t.taxRate.calls).toEqual([{ items: [PRO], address: SF }]);
    expect(selectTaxRateId(t.context())).toBe('txr_looked_up');
    expect(t.value()).toMatchObject({ price: 'priced' });
    const told = t.received.map((event) => event.type);
    expect(told.at(-1)).toBe('pricing.price settled');
  });
});

describe('pricing summary while the first proration is asked', () => {
  it('ENTITY-21, ENTITY-22: the guest price stays in the summary until the prorated one arrives', async () => {
    const t = await startedPricing();
    const proration = deferred<ProrateResult>();
    t.prorate.answerWith(() => proration.promise);
    t.child.send({ type: 'prorate against', subscriptionId: 'sub_are5' });
    expect(selectPriceSummary(t.context())).toMatchObject({ total: 19900, credit: null, proration: null });
    proration.resolve(prorateResult());
    await settle();
    expect(selectPriceSummary(t.context())).toMatchObject({ total: 14900, credit: 5000, proration: 14900 });
  });
});
