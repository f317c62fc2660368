// The coupon rules at their edges (issue 17: these kill the mutants of machines/coupon/rules.ts
// and selectors.ts that the machine tests left alive).
import { describe, expect, it } from 'vitest';
import { canRemove, discountSuffix, normaliseCode, sameCode } from '../../../machines/coupon/rules.ts';
import { selectCanRemove, selectCarryOverNote } from '../../../machines/coupon/selectors.ts';

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
