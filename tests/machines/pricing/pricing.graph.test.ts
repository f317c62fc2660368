// Model-based: walks that xstate/graph generates from the real pricing machine (address, coupon
// and proration changes, the end of the quiet period, and the answers of the calls running)
// run against the real machine with its calls stubbed; at each step the question asked and what
// the checkout is told are checked against the spec.
// rule: REPRICE-1, REPRICE-2, CONST-22, ERR-10, STATE-ASYNC-1 (and the settled price a payment waits for)
import { describe, expect, it } from 'vitest';
import { fromPromise, type AnyEventObject } from 'xstate';
import { pricingMachine } from '../../../machines/pricing/pricing.machine.ts';
import { outputOf, completionsOf, coveringWalks, done, failed, never, runWalks, type GraphModel, type Step } from '../graph-support.ts';
import { checkSneakPaths } from '../sneak-paths.ts';
import { PRO, prorateResult, repriceResult, SF } from './harness.ts';

const logic = pricingMachine.provide({
  actors: {
    'reprice order': fromPromise(() => never()),
    'prorate order': fromPromise(() => never()),
    'load tax rate': fromPromise(() => never()),
  },
});

const OAKLAND = { ...SF, address1: '1 Broadway', city: 'Oakland', postalCode: '94607' };
const EVENTS: readonly AnyEventObject[] = [
  { type: 'address changed', address: SF, phone: '4155550101 x12' },
  { type: 'address changed', address: OAKLAND, phone: '' },
  { type: 'address changed', address: { address1: '1 Market St', city: 'San Francisco' }, phone: '' },
  { type: 'address entry.quiet period over' },
  { type: 'price the order now' },
  { type: 'coupon changed', code: 'SAVE10', couponType: 'manual' },
  { type: 'prorate against', subscriptionId: 'sub_are' },
  { type: 'stop prorating' },
];
const ANSWERS: Record<string, readonly AnyEventObject[]> = {
  'reprice order': [done('reprice order', repriceResult({ total: 21000, tax_rate_id: 'txr_us_ca' })), done('reprice order', repriceResult()), failed('reprice order')],
  'prorate order': [done('prorate order', prorateResult({ tax_rate_id: 'txr_us_ca' })), failed('prorate order')],
  'load tax rate': [done('load tax rate', { tax_rate_id: 'txr_looked_up' }), failed('load tax rate')],
};

type PricingSnapshot = ReturnType<typeof pricingMachine.getInitialSnapshot>;

const model: GraphModel = {
  logic,
  input: { items: [PRO] },
  events: (snapshot) => [...EVENTS, ...completionsOf(snapshot, ANSWERS)],
  serialize: (s) => {
    const c = (s as PricingSnapshot).context;
    return JSON.stringify([s.value, c.mode, c.address.address1 ?? null, c.address.postalCode ?? null, c.taxRateId !== null]);
  },
};

const REQUIRED = ['address1', 'city', 'state', 'postalCode', 'country'] as const;

/** How much of toParent the previous step had seen (the list grows over a walk). */
let toldBefore = 0;

function checkPricing({ snapshot, event, previous, toParent }: Step): void {
  const s = snapshot as PricingSnapshot;
  const before = previous as PricingSnapshot | undefined;
  const type = event?.type ?? '';
  // REPRICE-1: a price is asked with an address only when all five parts are there.
  if (s.matches({ price: 'asking for a price' }) && s.context.addressAsked !== null) {
    for (const part of REQUIRED) expect(s.context.addressAsked[part]).toBeTruthy();
  }
  // REPRICE-2: typing an address never asks for a price at once: the quiet period comes first.
  if (type === 'address changed' && before !== undefined) {
    expect((s.value as Record<string, unknown>).price).toEqual((before.value as Record<string, unknown>).price);
  }
  // The prorate call is made exactly when the checkout asked to prorate against a subscription.
  if (s.matches({ price: { 'asking for a price': 'prorating the order' } })) expect(s.context.mode).toBe('prorate');
  if (s.matches({ price: { 'asking for a price': 'repricing the order' } })) expect(s.context.mode).toBe('reprice');
  // STATE-ASYNC-1: loading while a price is asked.
  if (s.matches({ price: 'asking for a price' })) expect(s.context.status).toBe('loading');
  // CONST-22: a new price is passed on at once, so the payment amount follows it.
  if (type === 'xstate.done.actor.reprice order' || type === 'xstate.done.actor.prorate order') {
    const total = outputOf<{ total: number }>(event).total;
    expect(toParent.filter((e) => e.type === 'pricing.price changed').at(-1)).toEqual({ type: 'pricing.price changed', total });
  }
  // CONST-22: asked for the final price, pricing answers at once only when nothing waits or runs.
  const toldNow = toParent.slice(toldBefore);
  toldBefore = event === undefined ? 0 : toParent.length;
  if (type === 'price the order now' && before !== undefined) {
    const settledBefore = before.matches({ price: 'priced' }) && !before.matches({ 'address entry': 'waiting for a quiet moment' });
    expect(toldNow.some((e) => e.type === 'pricing.price settled')).toBe(settledBefore);
    if (before.matches({ 'address entry': 'waiting for a quiet moment' })) {
      expect(s.matches({ price: 'asking for a price' })).toBe(true);
    }
  }
  if (s.matches({ price: 'priced' }) && before !== undefined && !before.matches({ price: 'priced' })) {
    expect(toldNow.at(-1)).toEqual({ type: 'pricing.price settled' });
  }
  // ERR-10: a failed call keeps its message; the checkout hears of it; the last good price stays.
  if (type.startsWith('xstate.error.actor.')) {
    expect(s.matches({ price: 'price failed' })).toBe(true);
    expect(s.context.error).toEqual(expect.any(String));
    expect(toParent.at(-1)).toMatchObject({ type: 'pricing.failed' });
    expect(s.context.cartDetails).toEqual(before?.context.cartDetails);
  }
}

describe('pricing model (xstate/graph)', () => {
  const walks = coveringWalks(model);

  it('REPRICE-1, REPRICE-2, CONST-22, ERR-10, STATE-ASYNC-1: every walk, run against the real machine, prices as the spec says at each step', () => {
    expect(walks.length).toBeGreaterThan(25);
    runWalks(model, walks, checkPricing);
  });
});

describe('pricing sneak paths (xstate/graph, issue 29)', () => {
  it('STATE-ASYNC-1: in every state the model reaches, every event the state does not take leaves the state and its context as they were', () => {
    const report = checkSneakPaths(model);
    expect(report.refused).toBeGreaterThan(report.states);
  });
});
