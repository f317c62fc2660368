// Half-up rounding to the cent (catalogue.pricing_rules), checked against its definition.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { fractionOf, percentOf } from '../../sandbox/money.ts';

describe('half-up rounding of discounts, tax and credits (REPRICE-1, CONST-1)', () => {
  it('percentOf(amount, percent) is the nearest cent, ties rounded up', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.integer({ min: 0, max: 100_000 }), (amount, milli) => {
      // percent = milli / 1000, so the exact value is amount × milli / 100000 cents.
      const r = BigInt(percentOf(amount, milli / 1000));
      const exact = BigInt(amount) * BigInt(milli);
      expect(r * 100_000n - 50_000n <= exact && exact < r * 100_000n + 50_000n).toBe(true);
    }));
  });

  it('rounds the catalogue cases exactly: 7.25% of 17910 is 1298, 8.875% of 200 is 18 (17.75 up)', () => {
    expect(percentOf(17_910, 7.25)).toBe(1298);
    expect(percentOf(200, 8.875)).toBe(18);
    expect(percentOf(10, 5)).toBe(1); // 0.5 rounds up
    expect(percentOf(19_900, 10)).toBe(1990);
  });

  it('fractionOf(amount, part, whole) is the nearest cent, ties rounded up', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 1_000_000 }), fc.integer({ min: 1, max: 400 }), fc.integer({ min: 0, max: 400 }), (amount, whole, rawPart) => {
      const part = rawPart % (whole + 1);
      const r = BigInt(fractionOf(amount, part, whole));
      const exact2 = 2n * BigInt(amount) * BigInt(part); // twice the exact value, times whole
      const w = BigInt(whole);
      expect(r * 2n * w - w <= exact2 && exact2 < r * 2n * w + w).toBe(true);
    }));
  });
});
