// The address side of the pricing machine, field by field: which addresses are complete, which
// count as new, and what ends the 500 ms quiet period before it runs out.
import { describe, expect, it } from 'vitest';
import { DEBOUNCE_MS } from '../../../machines/pricing/pricing.machine.ts';
import type { PricingEvent } from '../../../machines/pricing/events.ts';
import { settle, SF, startedPricing } from './harness.ts';
import type { Address } from '../../../machines/domain/address.ts';

const REQUIRED = ['address1', 'city', 'state', 'postalCode', 'country'] as const;

/** SF with one field changed: a different place. */
const MOVED: ReadonlyArray<[keyof Address, string]> = [
  ['address1', '2 Market St'],
  ['address2', 'Suite 5'],
  ['city', 'Oakland'],
  ['state', 'NV'],
  ['postalCode', '94107'],
  ['country', 'CA'],
];

/** Prices SF once through the quiet period. */
async function pricedAt(address: Address = SF) {
  const t = await startedPricing();
  t.type(address);
  await t.wait(DEBOUNCE_MS);
  expect(t.reprice.calls.at(-1)?.address).toEqual(address);
  return t;
}

describe('pricing machine: which address is complete', () => {
  it.each(REQUIRED)('REPRICE-1: without %s the address is incomplete and never priced', async (field) => {
    const t = await startedPricing();
    const before = t.reprice.calls.length;
    t.type({ ...SF, [field]: '' });
    await t.wait(DEBOUNCE_MS * 2);
    expect(t.reprice.calls.length).toBe(before);
    expect(t.value()).toMatchObject({ 'address entry': 'address incomplete' });
  });

  it('REPRICE-1: clearing a field of the address already priced asks nothing', async () => {
    const t = await pricedAt();
    const before = t.reprice.calls.length;
    t.type({ ...SF, postalCode: ' ' });
    await t.wait(DEBOUNCE_MS * 2);
    expect(t.reprice.calls.length).toBe(before);
    expect(t.value()).toMatchObject({ 'address entry': 'address incomplete' });
  });
});

describe('pricing machine: which address is new', () => {
  it.each(MOVED)('REPRICE-1, REPRICE-2: a priced address with another %s is priced again', async (field, value) => {
    const t = await pricedAt();
    const before = t.reprice.calls.length;
    const moved: Address = { ...SF, [field]: value };
    t.type(moved);
    await t.wait(DEBOUNCE_MS);
    expect(t.reprice.calls.length).toBe(before + 1);
    expect(t.reprice.calls.at(-1)?.address).toEqual(moved);
  });

  it('REPRICE-1, VALID-CHECKOUT-7: the priced address retyped (with its second line) asks nothing and stays settled', async () => {
    const withSuite: Address = { ...SF, address2: 'Suite 5' };
    const t = await pricedAt(withSuite);
    const before = t.reprice.calls.length;
    t.type({ ...withSuite, city: ` ${SF.city} ` });
    await t.wait(DEBOUNCE_MS * 2);
    expect(t.reprice.calls.length).toBe(before);
    expect(t.value()).toMatchObject({ 'address entry': 'address settled' });
  });

  it('REPRICE-2: typing back the priced address inside the quiet period drops the pending ask', async () => {
    const t = await pricedAt();
    const before = t.reprice.calls.length;
    t.type({ ...SF, city: 'Oakland' });
    await t.wait(DEBOUNCE_MS - 300);
    t.type(SF);
    await t.wait(DEBOUNCE_MS * 2);
    expect(t.reprice.calls.length).toBe(before);
    expect(t.value()).toMatchObject({ 'address entry': 'address settled' });
  });
});

describe('pricing machine: what ends the quiet period', () => {
  it('CONST-22, REPRICE-2: once the quiet period priced the address, a payment is told the price is settled at once', async () => {
    const t = await pricedAt();
    const calls = t.reprice.calls.length;
    const settled = t.sent('pricing.price settled').length;
    t.child.send({ type: 'price the order now' });
    expect(t.sent('pricing.price settled').length).toBe(settled + 1);
    await t.wait(DEBOUNCE_MS);
    expect(t.reprice.calls.length).toBe(calls);
  });

  const ASKING_NOW: ReadonlyArray<[string, PricingEvent]> = [
    ['a coupon change', { type: 'coupon changed', code: 'WELCOME10' }],
    ['stopping prorating', { type: 'stop prorating' }],
  ];

  it.each(ASKING_NOW)('CONST-22, REPRICE-2: %s inside the quiet period prices the address at once, and nothing waits after it', async (_, event) => {
    const t = await startedPricing();
    const calls = () => t.reprice.calls.length + t.prorate.calls.length;
    const before = calls();
    t.type(SF);
    await t.wait(DEBOUNCE_MS - 300);
    t.child.send(event);
    await settle();
    expect(calls()).toBe(before + 1);
    expect([...t.reprice.calls, ...t.prorate.calls].map((call) => call.address)).toContainEqual(SF);
    const settled = t.sent('pricing.price settled').length;
    t.child.send({ type: 'price the order now' });
    expect(t.sent('pricing.price settled').length).toBe(settled + 1);
    await t.wait(DEBOUNCE_MS * 2);
    expect(calls()).toBe(before + 1);
  });

  it('CONST-22, REPRICE-2: a new address typed after a price is settled only once its own price has arrived', async () => {
    const t = await pricedAt();
    t.type({ ...SF, city: 'Oakland' });
    const from = t.received.length;
    t.child.send({ type: 'price the order now' });
    await settle();
    const told = t.received.slice(from).map((event) => event.type);
    expect(told).toContain('pricing.price changed');
    expect(told.indexOf('pricing.price changed')).toBeLessThan(told.indexOf('pricing.price settled'));
    expect(t.reprice.calls.at(-1)?.address?.city).toBe('Oakland');
  });
});

describe('pricing machine: the phone', () => {
  it('REPRICE-3, VALID-CHECKOUT-6: a lone "+" is no number, and the extension keeps its digits only', async () => {
    const t = await startedPricing();
    t.type({ city: 'San' }, '+');
    expect(t.context().phone).toEqual({ number: '', extension: null });
    t.type({ city: 'San' }, ' + x 12 ');
    expect(t.context().phone).toEqual({ number: '', extension: '12' });
    t.type({ city: 'San' }, ' +44 20 7946 0000 #7');
    expect(t.context().phone).toEqual({ number: '+442079460000', extension: '7' });
  });
});
