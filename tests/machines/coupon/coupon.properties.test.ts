// Property tests of the coupon rules, on the pure functions and through the machine.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  COUPON_MESSAGES,
  discountSuffix,
  isAlreadyApplied,
  isBlank,
  isLowerThanCarryOver,
  normaliseCode,
  sameCode,
} from '../../../machines/coupon/rules.ts';
import { settle, startCoupon } from './harness.ts';

/** Letters and digits, as coupon codes are written. */
const code = fc.stringMatching(/^[A-Za-z][A-Za-z0-9]{1,11}$/);
/** The same code with each letter's case flipped at random. */
const recased = (value: string) =>
  fc
    .array(fc.boolean(), { minLength: value.length, maxLength: value.length })
    .map((flips) =>
      [...value].map((ch, i) => (flips[i] ? ch.toLowerCase() : ch.toUpperCase())).join(''),
    );
/** Spaces, tabs, new lines and other characters String.prototype.trim removes. */
const blank = fc
  .array(fc.constantFrom(' ', '\t', '\n', '\r', '\u00a0', '\u2003', '\ufeff'), { maxLength: 8 })
  .map((chars) => chars.join(''));
const prefix = fc.stringMatching(/^[A-Z]{1,8}$/);
const twoDigits = fc.integer({ min: 0, max: 99 }).map((n) => String(n).padStart(2, '0'));

describe('coupon rules (properties)', () => {
  it('COUPON-2: a code equals every re-cased, re-spaced copy of itself', () => {
    fc.assert(
      fc.property(
        code.chain((c) => fc.tuple(fc.constant(c), recased(c), blank, blank)),
        ([original, variant, before, after]) => {
          expect(sameCode(original, before + variant + after)).toBe(true);
          expect(isAlreadyApplied(before + variant + after, { code: normaliseCode(original) ?? '', type: 'manual' })).toBe(true);
        },
      ),
    );
  });

  it('COUPON-1: blank input is blank and never a code', () => {
    fc.assert(
      fc.property(blank, (text) => {
        expect(isBlank(text)).toBe(true);
        expect(normaliseCode(text)).toBeNull();
        expect(sameCode(text, text)).toBe(false);
      }),
    );
  });

  it('COUPON-5: the two-digit suffix is read as a number', () => {
    fc.assert(
      fc.property(prefix, twoDigits, (p, d) => {
        expect(discountSuffix(p + d)).toBe(Number(d));
      }),
    );
  });

  it('COUPON-5: lower exactly when both end in two digits and the new number is smaller', () => {
    fc.assert(
      fc.property(prefix, twoDigits, prefix, twoDigits, (newPrefix, newDigits, oldPrefix, oldDigits) => {
        expect(isLowerThanCarryOver(newPrefix + newDigits, oldPrefix + oldDigits)).toBe(
          Number(newDigits) < Number(oldDigits),
        );
      }),
    );
  });

  it('COUPON-5: an equal two-digit suffix is not lower', () => {
    fc.assert(
      fc.property(prefix, twoDigits, prefix, (newPrefix, d, oldPrefix) => {
        expect(isLowerThanCarryOver(newPrefix + d, oldPrefix + d)).toBe(false);
      }),
    );
  });

  it('COUPON-5 (ambiguous, ADR 0006): a code without two final digits is never judged lower', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Z0-9]*[A-Z]$|^[A-Z]*[A-Z][0-9]$/), twoDigits, (typed, d) => {
        expect(isLowerThanCarryOver(typed, `LOYAL${d}`)).toBe(false);
        expect(isLowerThanCarryOver(`LOYAL${d}`, typed)).toBe(false);
      }),
    );
  });
});

describe('coupon machine (properties)', () => {
  it('COUPON-1: blank input never calls the coupon check', async () => {
    await fc.assert(
      fc.asyncProperty(blank, async (text) => {
        const t = startCoupon();
        t.apply(text);
        await settle();
        expect(t.check.calls).toHaveLength(0);
        expect(t.context().message).toBeNull();
        t.root.stop();
      }),
      { numRuns: 40 },
    );
  });

  it('COUPON-2, COUPON-3, COUPON-12: any casing checks the upper-cased code once, then reads as already applied', async () => {
    await fc.assert(
      fc.asyncProperty(
        code.chain((c) => fc.tuple(recased(c), recased(c))),
        async ([first, second]) => {
          const t = startCoupon({ productIds: ['p'] }, [first.toUpperCase()]);
          t.apply(first);
          await settle();
          expect(t.check.calls).toEqual([{ code: first.toUpperCase(), productIds: ['p'] }]);
          t.apply(` ${second} `);
          await settle();
          expect(t.check.calls).toHaveLength(1);
          expect(t.context().message).toBe(COUPON_MESSAGES.alreadyApplied);
          t.root.stop();
        },
      ),
      { numRuns: 40 },
    );
  });

  it('COUPON-5: against a carry-over coupon, a smaller two-digit suffix is refused and any other is checked', async () => {
    await fc.assert(
      fc.asyncProperty(prefix, twoDigits, twoDigits, async (p, newDigits, oldDigits) => {
        fc.pre(`${p}${newDigits}` !== `LOYAL${oldDigits}`);
        const t = startCoupon();
        t.child.send({ type: 'carry-over coupon found', code: `LOYAL${oldDigits}` });
        t.apply(`${p.toLowerCase()}${newDigits}`);
        await settle();
        if (Number(newDigits) < Number(oldDigits)) {
          expect(t.check.calls).toHaveLength(0);
          expect(t.context().message).toBe(COUPON_MESSAGES.lowerDiscount);
        } else {
          expect(t.check.calls.map((c) => c.code)).toEqual([`${p}${newDigits}`]);
        }
        t.root.stop();
      }),
      { numRuns: 60 },
    );
  });
});
