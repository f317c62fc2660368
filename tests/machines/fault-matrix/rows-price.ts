// Rows whose call the order's price makes: the coupon box, the repricing of the order, the
// proration and the tax rate. Each machine runs with the wiring the app gives it.
import { fromPromise } from 'xstate';
import type { RepriceOrderInput } from '../../../machines/pricing/pricing.machine.ts';
import { couponWiring } from '../../../src/app/wiring/coupon-wiring.ts';
import { pricingWiring, repriceRequest } from '../../../src/app/wiring/pricing-wiring.ts';
import { host, until, type Env } from './env.ts';
import type { Row, Run } from './matrix.ts';
import type { RepriceResult } from '../../../machines/domain/pricing.ts';

// ── Coupon ──────────────────────────────────────────────────────────────────────────────────────

const coupon: Row = {
  call: 'POST /v1/guest/are/coupons/validate/{code}',
  method: 'POST',
  path: '/v1/guest/are/coupons/validate/WELCOME10',
  owner: 'coupon: validate coupon',
  api: 'validateCoupon',
  rules: 'API-15 API-45 COUPON-4 STATE-COUPON-1 ERR-2 ERR-5',
  reads: 'json',
  toasts: 'catalogue',
  inline: 'Invalid coupon.',
  usable: 'the box waits for a coupon again (Apply works)',
  async prepare(env) {
    const h = host(couponWiring(env.ports), { productIds: ['prod_cse_pro'] }, 'coupon');
    h.child.send({ type: 'type coupon', value: 'welcome10' });
    const waiting = () => h.snapshot().matches('waiting for a coupon');
    return {
      act: async () => {
        h.child.send({ type: 'apply coupon' });
        await until(h.child, (s) => s.matches('waiting for a coupon'), 'the coupon check');
      },
      seen: () => ({ inline: h.snapshot().context.message, dialog: null }),
      usable: waiting,
      kept: () => h.snapshot().context.text === 'welcome10',
      retry: async () => {
        h.child.send({ type: 'apply coupon' });
        await until(h.child, (s) => s.matches('waiting for a coupon'), 'the coupon check');
        return h.snapshot().context.applied?.code === 'WELCOME10';
      },
      stop: () => h.root.stop(),
    };
  },
};

// ── Pricing ─────────────────────────────────────────────────────────────────────────────────────

const CSE = { id: 'prod_cse_pro', price_id: 'price_cse_pro_monthly', name: 'CSE Pro 1-Month Subscription', amount: 14900 };
const EXPERT = { id: 'prod_are5_expert', price_id: 'price_are5_expert_monthly', name: 'ARE 5.0 Expert 1-Month Subscription', amount: 34900 };
const TYPED_ADDRESS = { address1: '1 Market St', address2: '', city: 'San Francisco', state: 'CA', postalCode: '94105', country: 'US' };

type PricingLogic = ReturnType<typeof pricingWiring>;

/** The address is typed, then a coupon is applied: the price is asked for at once (no 500 ms wait). */
async function pricingRun(env: Env, logic: PricingLogic, input: { items: (typeof CSE)[]; prorateAgainst?: string }): Promise<Run> {
  const h = host(logic, input, 'pricing');
  await until(h.child, (s) => s.matches({ price: 'priced' }), 'the first price');
  const settled = () => until(h.child, (s) => s.matches({ price: 'priced' }) || s.matches({ price: 'price failed' }), 'the price');
  return {
    act: async () => {
      h.child.send({ type: 'address changed', address: TYPED_ADDRESS, phone: '4155550101' });
      h.child.send({ type: 'coupon changed', code: 'WELCOME10', couponType: 'manual' });
      await settled();
    },
    // The order summary keeps the last good price; the words are the toast's (pricing.machine.ts).
    seen: () => ({ inline: null, dialog: null }),
    usable: () => {
      const s = h.snapshot();
      const lastPrice = s.context.cartDetails ?? s.context.cartProrateDetails;
      return lastPrice !== null && (s.matches({ price: 'price failed' }) || s.matches({ price: 'priced' }));
    },
    kept: () => {
      const c = h.snapshot().context;
      return JSON.stringify(c.address) === JSON.stringify(TYPED_ADDRESS) && c.coupon === 'WELCOME10' && c.phone.number === '4155550101';
    },
    retry: async () => {
      h.child.send({ type: 'coupon changed', code: 'WELCOME10', couponType: 'manual' });
      await settled();
      const s = h.snapshot();
      return s.matches({ price: 'priced' }) && s.context.taxRateId === 'txr_us_ca' && s.context.error === null;
    },
    stop: () => h.root.stop(),
  };
}

const PRICE_USABLE = 'the last good price stays on screen; a new address or coupon asks again';

const reprice: Row = {
  call: 'POST /v1/are/checkout/guest/reprice',
  method: 'POST',
  path: '/v1/are/checkout/guest/reprice',
  owner: 'pricing: reprice order',
  api: 'repriceAsGuest',
  rules: 'API-16 REPRICE-1 ERR-1..10',
  reads: 'json',
  toasts: 'catalogue',
  inline: null,
  usable: PRICE_USABLE,
  prepare: (env) => pricingRun(env, pricingWiring(env.ports), { items: [CSE] }),
};

const prorate: Row = {
  call: 'POST /v1/are/checkout/reprice (proration)',
  method: 'POST',
  path: '/v1/are/checkout/reprice',
  owner: 'pricing: prorate order',
  api: 'prorate',
  rules: 'API-17 API-18 PAGELOAD-7 ERR-1..10',
  reads: 'json',
  toasts: 'catalogue',
  inline: null,
  usable: PRICE_USABLE,
  async prepare(env) {
    await env.signInAs('member@example.com');
    return pricingRun(env, pricingWiring(env.ports), { items: [EXPERT], prorateAgainst: 'sub_member_pro' });
  },
};

const taxRate: Row = {
  call: 'POST /v1/guest/payment/tax_rate',
  method: 'POST',
  path: '/v1/guest/payment/tax_rate',
  owner: 'pricing: load tax rate',
  api: 'loadTaxRate',
  rules: 'API-14 ERR-1..10',
  reads: 'json',
  toasts: 'catalogue',
  inline: null,
  usable: PRICE_USABLE,
  prepare(env) {
    // The machine looks the rate up only when a price came back without one, which the sandbox
    // never does: its real reprice answer is passed on without the tax rate id.
    const logic = pricingWiring(env.ports).provide({
      actors: {
        'reprice order': fromPromise<RepriceResult, RepriceOrderInput>(async ({ input, signal }) => ({
          ...(await env.api.repriceAsGuest(repriceRequest(input), { signal })),
          tax_rate_id: null,
        })),
      },
    });
    return pricingRun(env, logic, { items: [CSE] });
  },
};

export const PRICE_ROWS: readonly Row[] = [
  coupon,
  reprice,
  prorate,
  taxRate,
];
