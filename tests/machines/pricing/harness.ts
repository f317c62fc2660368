// Test helpers for the pricing machine: stub actors that record their inputs and answer from a
// queue (or a deferred promise), a tiny recording parent, and the SimulatedClock for the debounce.
import { createActor, fromPromise, setup, SimulatedClock, type EventObject } from 'xstate';
import type { CartItem } from '../../../machines/pricing/events.ts';
import {
  pricingMachine,
  type LoadTaxRateInput,
  type LoadTaxRateOutput,
  type PricingContext,
  type PricingInput,
  type ProrateOrderInput,
  type RepriceOrderInput,
} from '../../../machines/pricing/pricing.machine.ts';
export { deferred, type Deferred, settle } from '../../support/async.ts';
import { settle } from '../../support/async.ts';
import type { Address } from '../../../machines/domain/address.ts';
import type { ProrateResult, RepriceResult } from '../../../machines/domain/pricing.ts';

export const PRO: CartItem = { id: 'prod_are5_pro', price_id: 'price_are5_pro_monthly', name: 'ARE 5.0 Pro 1-Month Subscription', amount: 19900 };

export const SF: Address = {
  address1: '1 Market St',
  address2: null,
  city: 'San Francisco',
  state: 'CA',
  postalCode: '94105',
  country: 'US',
};

export function repriceResult(overrides: Partial<RepriceResult> = {}): RepriceResult {
  return {
    items: [{ price_id: PRO.price_id, amount: PRO.amount, coupon: null, coupon_type: null, discount: 0, client_secret: null, subscription_id: null }],
    sub_total: 19900,
    discount: 0,
    tax: 0,
    total: 19900,
    address: null,
    tax_rate_id: null,
    ...overrides,
  };
}

export function prorateResult(overrides: Partial<ProrateResult> = {}): ProrateResult {
  return {
    items: [{ price_id: PRO.price_id, billing_period_credit: 5000, discount: 0, billing_period_end: '2026-12-31', coupon_type: null, coupon: null }],
    credit: 5000,
    discount: 0,
    proration: 14900,
    sub_total: 19900,
    tax: 0,
    total: 14900,
    tax_rate_id: null,
    ...overrides,
  };
}

type Answer<I, O> = (input: I, call: number) => Promise<O>;

/** A stub actor recording each input; answers with `answer` (default: `fallback`). */
function stub<I, O>(fallback: Answer<I, O>) {
  const calls: I[] = [];
  let answer = fallback;
  return {
    calls,
    answerWith(next: Answer<I, O>) {
      answer = next;
    },
    logic: fromPromise<O, I>(({ input }) => {
      calls.push(input);
      return answer(input, calls.length);
    }),
  };
}

/** How the first calls answer: the machine asks its first price as it starts. */
export interface FirstAnswers {
  reprice?: Answer<RepriceOrderInput, RepriceResult>;
  prorate?: Answer<ProrateOrderInput, ProrateResult>;
}

/** The pricing machine under a tiny recording parent, on a SimulatedClock. */
export function startPricing(input: PricingInput = { items: [PRO] }, first: FirstAnswers = {}) {
  const reprice = stub<RepriceOrderInput, RepriceResult>(
    first.reprice ?? (async (i) => repriceResult({ address: i.address, tax_rate_id: i.address ? 'txr_us_ca' : null })),
  );
  const prorate = stub<ProrateOrderInput, ProrateResult>(first.prorate ?? (async () => prorateResult()));
  const taxRate = stub<LoadTaxRateInput, LoadTaxRateOutput>(async () => ({ tax_rate_id: 'txr_looked_up' }));
  const clock = new SimulatedClock();
  const received: EventObject[] = [];
  const pricing = pricingMachine.provide({
    actors: { 'reprice order': reprice.logic, 'prorate order': prorate.logic, 'load tax rate': taxRate.logic },
  });
  const parent = setup({ actors: { pricing } }).createMachine({
    invoke: { id: 'pricing', src: 'pricing', input },
    on: { '*': { actions: ({ event }) => received.push(event) } },
  });
  const root = createActor(parent, { clock }).start();
  const child = root.getSnapshot().children.pricing;
  if (!child) throw new Error('pricing child did not start');
  return {
    reprice,
    prorate,
    taxRate,
    clock,
    received,
    child,
    root,
    context: () => child.getSnapshot().context,
    value: () => child.getSnapshot().value,
    /** What the address element sends on a keystroke. */
    type(address: Partial<Address>, phone = '') {
      child.send({ type: 'address changed', address, phone });
    },
    /** Moves the simulated clock and lets stub answers land. */
    async wait(ms: number) {
      clock.increment(ms);
      await settle();
    },
    sent: (type: string) => received.filter((event) => event.type === type),
  };
}

/** Started with a cart (by default), the machine prices once at once; tests count from there. */
export async function startedPricing(input?: PricingInput, first?: FirstAnswers) {
  const t = startPricing(input, first);
  await settle();
  return t;
}

/** What the create and upgrade calls send as txr / tax_rate_id (the checkout reads it through the system). */
export const selectTaxRateId = (context: Pick<PricingContext, 'taxRateId'>): string | null => context.taxRateId;
