// When a price or a tax rate cannot be had: the message kept and told, the state left, and how a
// payment waiting for the price gets a fresh one.
import { describe, expect, it } from 'vitest';
import { DEBOUNCE_MS } from '../../../machines/pricing/pricing.machine.ts';
import { deferred, PRO, prorateResult, repriceResult, settle, SF, startedPricing } from './harness.ts';
import type { RepriceResult } from '../../../machines/domain/pricing.ts';

const REJECTIONS: ReadonlyArray<[string, unknown, string]> = [
  ['an error with a message', new Error('Server error, please try again.'), 'Server error, please try again.'],
  ['an error without a message', new Error(''), 'Pricing failed'],
  ['a text', 'Coupon expired', 'Coupon expired'],
  ['an empty text', '', 'Pricing failed'],
  ['an object with a message', { message: 'Too many requests' }, 'Too many requests'],
  ['an object with an empty message', { message: '' }, 'Pricing failed'],
  ['an object whose message is no text', { message: 429 }, 'Pricing failed'],
  ['an object without a message', { status: 500 }, 'Pricing failed'],
  ['null', null, 'Pricing failed'],
  ['a number', 500, 'Pricing failed'],
];

describe('pricing machine: the message a failure leaves', () => {
  it.each(REJECTIONS)('ERR-10: a price refused with %s keeps and tells the message', async (_, reason, message) => {
    const t = await startedPricing();
    t.reprice.answerWith(() => Promise.reject(reason));
    t.child.send({ type: 'coupon changed', code: 'WELCOME10' });
    await settle();
    expect(t.context()).toMatchObject({ status: 'failed', error: message });
    expect(t.sent('pricing.failed')).toEqual([{ type: 'pricing.failed', message }]);
  });
});

describe('pricing machine: failures while prorating and looking up the tax rate', () => {
  it('ERR-10, STATE-ASYNC-1, ENTITY-22: a failed proration keeps the last prorated price, notes the message and tells the parent', async () => {
    const t = await startedPricing({ items: [PRO], prorateAgainst: 'sub_are5' });
    expect(t.context().cartProrateDetails?.total).toBe(14900);
    t.prorate.answerWith(() => Promise.reject(new Error('Subscription not found')));
    t.child.send({ type: 'coupon changed', code: 'WELCOME10' });
    await settle();
    expect(t.value()).toMatchObject({ price: 'price failed' });
    expect(t.context()).toMatchObject({ status: 'failed', error: 'Subscription not found' });
    expect(t.context().cartProrateDetails?.total).toBe(14900);
    expect(t.sent('pricing.failed')).toEqual([{ type: 'pricing.failed', message: 'Subscription not found' }]);
  });

  it('ERR-10, CONST-22: after a failed tax-rate lookup, a payment waiting for the price asks again', async () => {
    const t = await startedPricing();
    t.reprice.answerWith(async () => repriceResult({ tax_rate_id: null }));
    t.taxRate.answerWith(() => Promise.reject(new Error('No tax rate')));
    t.type(SF);
    await t.wait(DEBOUNCE_MS);
    expect(t.value()).toMatchObject({ price: 'price failed' });
    t.taxRate.answerWith(async () => ({ tax_rate_id: 'txr_us_ca' }));
    const calls = t.reprice.calls.length;
    t.child.send({ type: 'price the order now' });
    await settle(3);
    expect(t.reprice.calls.length).toBe(calls + 1);
    expect(t.taxRate.calls).toHaveLength(2);
    expect(t.context()).toMatchObject({ status: 'succeeded', taxRateId: 'txr_us_ca' });
    expect(t.sent('pricing.price settled').length).toBeGreaterThan(0);
  });
});

describe('pricing machine: a payment waiting after a failure', () => {
  it('CONST-22, REPRICE-2: after a failure, a new address in its quiet period is priced once, then the price is settled', async () => {
    const t = await startedPricing();
    t.reprice.answerWith(() => Promise.reject(new Error('down')));
    t.child.send({ type: 'coupon changed', code: 'WELCOME10' });
    await settle();
    expect(t.value()).toMatchObject({ price: 'price failed' });
    const answer = deferred<RepriceResult>();
    t.reprice.answerWith(() => answer.promise);
    const calls = t.reprice.calls.length;
    const settled = t.sent('pricing.price settled').length;
    t.type(SF);
    t.child.send({ type: 'price the order now' });
    await settle();
    expect(t.reprice.calls.length).toBe(calls + 1);
    expect(t.reprice.calls.at(-1)?.address).toEqual(SF);
    expect(t.sent('pricing.price settled').length).toBe(settled);
    answer.resolve(repriceResult({ tax_rate_id: 'txr_us_ca', total: 21343 }));
    await settle();
    expect(t.sent('pricing.price settled').length).toBe(settled + 1);
    expect(t.sent('pricing.price changed').at(-1)).toEqual({ type: 'pricing.price changed', total: 21343 });
    await t.wait(DEBOUNCE_MS);
    expect(t.reprice.calls.length).toBe(calls + 1);
  });

  it('ERR-10: a failed proration read-out stays out of a later good price', async () => {
    const t = await startedPricing({ items: [PRO], prorateAgainst: 'sub_are5' });
    t.prorate.answerWith(() => Promise.reject(new Error('down')));
    t.child.send({ type: 'coupon changed', code: 'X' });
    await settle();
    t.prorate.answerWith(async () => prorateResult({ total: 9900 }));
    t.child.send({ type: 'price the order now' });
    await settle();
    expect(t.context()).toMatchObject({ status: 'succeeded', error: null });
    expect(t.context().cartProrateDetails?.total).toBe(9900);
  });
});
