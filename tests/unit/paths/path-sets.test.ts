// The path sets, shrinking and replay words of `npm run test:paths` (issue 29), on the coupon
// box's browser model: every set covers everything its model offers, a shrunk path is shorter and
// still a path of the model, and a replay word gives back the same events.
// rule: COUPON-3, COUPON-4
import { describe, expect, it } from 'vitest';
import type { AnyEventObject } from 'xstate';
import { couponDrivers } from '../../paths/coupon.drivers.ts';
import { COVERS, itemsToCover, pathSet } from '../../paths/path-sets.ts';
import { decodeWalk, encodeWalk, plansFor, replayPlan } from '../../paths/plans.ts';
import { shrinkCandidates } from '../../paths/shrink.ts';
import { readFailure } from '../../../scripts/paths/break-a-view.ts';

describe('path sets', () => {
  it.each(COVERS)('the %s set takes every item the model offers', (cover) => {
    const set = pathSet(couponDrivers.model, cover, couponDrivers);
    const offered = itemsToCover(couponDrivers.model, cover, couponDrivers);
    expect(set.items).toBe(offered.size);
    // Replaying each walk through the model takes the items: planWalk throws on any refused step.
    const plans = plansFor(couponDrivers, cover);
    expect(plans.paths.map((p) => p.steps.length)).toEqual(set.walks.map((w) => w.length));
  });

  it('COUPON-3: the transitions set walks the already-applied and the invalid-coupon branches', () => {
    const keys = plansFor(couponDrivers, 'transitions').paths.flatMap((p) => p.steps.flatMap((s) => s.transitions));
    expect(keys).toContain('waiting for a coupon\tapply coupon\t1');
    expect(keys).toContain('checking the coupon\txstate.done.actor.validate coupon\t1');
  });

  it('puts the events that happen as the page opens only at the start of a walk', () => {
    for (const walk of pathSet(couponDrivers.model, 'transitions', couponDrivers).walks) {
      const later = walk.slice(1).filter((event) => event.type === 'no coupon found');
      expect(later).toEqual([]);
    }
  });
});

describe('shrinking', () => {
  const walk: AnyEventObject[] = [
    { type: 'type coupon', value: 'WELCOME10' },
    { type: 'apply coupon' },
    { type: 'xstate.done.actor.validate coupon', output: { validCoupon: true } },
    { type: 'type coupon', value: 'BOGUS99' },
    { type: 'apply coupon' },
    { type: 'xstate.done.actor.validate coupon', output: { validCoupon: false } },
    { type: 'type coupon', value: 'SUMMER30' },
  ];

  it('COUPON-4: offers only shorter walks the model accepts, shortest first', () => {
    const candidates = shrinkCandidates(couponDrivers, walk, 6);
    expect(candidates.length).toBeGreaterThan(0);
    for (const candidate of candidates) {
      expect(candidate.length).toBeLessThan(walk.length);
      expect(() => replayPlan(couponDrivers, candidate)).not.toThrow();
    }
    const lengths = candidates.map((c) => c.length);
    expect(lengths).toEqual([...lengths].sort((a, b) => a - b));
  });
});

describe('replay words', () => {
  it('give back the machine and the events', () => {
    const walk = [{ type: 'type coupon', value: 'SUMMER30' }, { type: 'apply coupon' }];
    expect(decodeWalk(encodeWalk('coupon', walk))).toEqual({ machine: 'coupon', events: walk });
  });

  it("read a failure's path, step, shrunk length and replay command from the runner's output", () => {
    const out = [
      'Error: path coupon/transitions/1 failed at step 2 (screen) in "checking the coupon": …',
      '  shortest failing path (2 of 20 steps): type coupon → apply coupon',
      '  replay it: npm run test:paths -- --replay=coupon:W3sidHlwZSI6ImEifV0',
    ].join('\n');
    expect(readFailure(out)).toEqual({ path: 'coupon/transitions/1', step: 2, steps: 20, shortest: 2, replay: '--replay=coupon:W3sidHlwZSI6ImEifV0' });
  });
});
