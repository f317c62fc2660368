// The coupon rules and the machine's found coupons at their edges (issue 17: these kill mutants
// of machines/coupon/ that the machine tests left alive; see docs/statecharts/mutation.md).
import { describe, expect, it } from 'vitest';
import { canRemove, discountSuffix, normaliseCode, sameCode } from '../../../machines/coupon/rules.ts';
import { selectCanRemove, selectCarryOverNote } from '../../../machines/coupon/selectors.ts';
import { settle, startCoupon } from './harness.ts';

describe('coupon rules at their edges', () => {
  it('COUPON-1: no text at all (null or undefined) is no code, like blank text', () => {
    expect(normaliseCode(null)).toBeNull();
    expect(normaliseCode(undefined)).toBeNull();
    expect(normaliseCode('  ')).toBeNull();
    expect(normaliseCode(' welcome10 ')).toBe('WELCOME10');
  });

  it('COUPON-2: two missing codes are not the same code', () => {
    expect(sameCode(null, null)).toBe(false);
    expect(sameCode(undefined, '')).toBe(false);
    expect(sameCode(' loyal20', 'LOYAL20 ')).toBe(true);
  });

  it('COUPON-5: a two-character code of two digits stands for its discount; blank text for none', () => {
    expect(discountSuffix('20')).toBe(20);
    expect(discountSuffix('  ')).toBeNull();
    expect(discountSuffix('X5')).toBeNull();
  });

  it('COUPON-UI-2, COUPON-UI-5: with no coupon applied there is no remove icon and no carry-over note', () => {
    expect(canRemove(null)).toBe(false);
    expect(selectCanRemove({ applied: null })).toBe(false);
    expect(selectCarryOverNote({ applied: null })).toBeNull();
  });
});

describe('coupons found in a price result, at their edges', () => {
  it('COUPON-UI-3, COUPON-UI-4: a blank coupon found in a price result shows nothing', () => {
    const t = startCoupon();
    t.child.send({ type: 'carry-over coupon found', code: '  ' });
    t.child.send({ type: 'auto coupon found', code: '' });
    expect(t.context().applied).toBeNull();
  });

  it('COUPON-13: a coupon box started without product ids checks codes against none', async () => {
    const t = startCoupon({});
    t.apply('WELCOME10');
    await settle();
    expect(t.check.calls).toEqual([{ code: 'WELCOME10', productIds: [] }]);
  });
});
