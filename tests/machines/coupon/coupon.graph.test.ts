// Model-based: walks generated with xstate/graph from the real coupon box machine (typing, Apply,
// Remove, the coupons pricing finds, the check's answers) run against the real machine with its
// check stubbed; at each step the applied coupon, its message and what the checkout hears follow the spec.
// rule: COUPON-UI-1, COUPON-UI-2, COUPON-UI-3, COUPON-UI-4, STATE-COUPON-1, COUPON-3, COUPON-4, COUPON-5
import { describe, expect, it } from 'vitest';
import { fromPromise, type AnyEventObject } from 'xstate';
import { couponMachine } from '../../../machines/coupon/coupon.machine.ts';
import { COUPON_MESSAGES } from '../../../machines/coupon/rules.ts';
import { outputOf, completionsOf, coveringWalks, done, failed, never, runWalks, type GraphModel, type Step } from '../graph-support.ts';
import { checkSneakPaths } from '../sneak-paths.ts';

const logic = couponMachine.provide({ actors: { 'validate coupon': fromPromise(() => never()) } });
type CouponSnapshot = ReturnType<typeof couponMachine.getInitialSnapshot>;

const EVENTS: readonly AnyEventObject[] = [
  { type: 'type coupon', value: 'save10' },
  { type: 'type coupon', value: '' },
  { type: 'apply coupon' },
  { type: 'remove coupon' },
  { type: 'carry-over coupon found', code: 'LOYAL20' },
  { type: 'auto coupon found', code: 'SPRING15' },
  { type: 'no coupon found' },
  { type: 'clear coupon' },
];
const ANSWERS = {
  'validate coupon': [done('validate coupon', { validCoupon: true }), done('validate coupon', { validCoupon: false }), failed('validate coupon')],
};

const model: GraphModel = {
  logic,
  input: { productIds: ['prod_are5_pro'] },
  systemId: 'coupon',
  events: (s) => [...EVENTS, ...completionsOf(s, ANSWERS)],
  serialize: (s) => {
    const c = (s as CouponSnapshot).context;
    return JSON.stringify([s.value, c.text, c.applied, c.carryOverCode, c.message]);
  },
};

function checkBox({ snapshot, event, previous, toParent }: Step): void {
  const s = snapshot as CouponSnapshot;
  const c = s.context;
  const type = event?.type ?? '';
  if (type === 'xstate.done.actor.validate coupon' && outputOf<{ validCoupon: boolean }>(event).validCoupon) {
    expect(c.applied).toEqual({ code: 'SAVE10', type: 'manual' }); // COUPON-UI-1
    expect(toParent.at(-1)).toEqual({ type: 'coupon.changed', code: 'SAVE10', couponType: 'manual' });
  }
  if (type === 'xstate.error.actor.validate coupon' || (type === 'xstate.done.actor.validate coupon' && c.applied?.code !== 'SAVE10')) {
    expect(c.validCoupon).toBe(false); // STATE-COUPON-1
    expect(c.message).toBe(COUPON_MESSAGES.invalid); // COUPON-4
  }
  // COUPON-UI-2..4: only a coupon the person applied can be removed.
  if (type === 'remove coupon') {
    const before = (previous as CouponSnapshot).context.applied;
    if (before?.type === 'manual') expect(c.applied).toBeNull();
    else expect(c.applied).toEqual(before);
  }
  // Coupons pricing finds never replace one the person applied.
  if ((type === 'carry-over coupon found' || type === 'auto coupon found') && (previous as CouponSnapshot).context.applied?.type === 'manual') {
    expect(c.applied).toEqual((previous as CouponSnapshot).context.applied);
  }
  if (type === 'apply coupon' && c.message === COUPON_MESSAGES.alreadyApplied) expect(s.matches('waiting for a coupon')).toBe(true); // COUPON-3
}

describe('coupon box model (xstate/graph)', () => {
  it('COUPON-UI-1..4, STATE-COUPON-1, COUPON-3, COUPON-4: every walk, run against the real machine, does what the spec says', () => {
    const walks = coveringWalks(model);
    expect(walks.length).toBeGreaterThan(15);
    runWalks(model, walks, checkBox);
  });
});

describe('coupon sneak paths (xstate/graph, issue 29)', () => {
  it('STATE-COUPON-1: in every state the model reaches, every event the state does not take leaves the state and its context as they were', () => {
    const report = checkSneakPaths(model);
    expect(report.refused).toBeGreaterThan(report.states);
  });
});
