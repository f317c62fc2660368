// Property tests of the pricing rules (phone split, address completeness, coupons found) and of
// the machine (no request for any incomplete address; one request per quiet period).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  completeAddress,
  couponForPricing,
  discountApplies,
  foundCoupons,
  signedDiscount,
  splitPhone,
} from '../../../machines/pricing/rules.ts';
import { SF, startedPricing } from './harness.ts';
import type { Address } from '../../../machines/domain/address.ts';

const digits = (min: number, max: number) => fc.stringMatching(new RegExp(`^[0-9]{${min},${max}}$`));
/** Formatting people and the address element put between digits. */
const formatted = (value: string) =>
  fc
    .array(fc.constantFrom('', ' ', '-', '.', '(', ')'), { minLength: value.length, maxLength: value.length })
    .map((seps) => [...value].map((d, i) => `${seps[i] ?? ''}${d}`).join(''));
const separator = fc.constantFrom('x', 'X', 'ext', 'EXT', 'ext.', 'Ext.', '#', ',', ' x ', ' ext. ', ' # ', ', ');

const REQUIRED = ['address1', 'city', 'state', 'postalCode', 'country'] as const;

describe('REPRICE-3: phone split (properties, ADR 0006)', () => {
  it('REPRICE-3: number and extension come back as the digits typed, whatever the formatting and separator', () => {
    fc.assert(
      fc.property(
        fc.boolean(),
        digits(7, 12).chain((n) => fc.tuple(fc.constant(n), formatted(n))),
        separator,
        digits(1, 6),
        (plus, [number, shown], sep, ext) => {
          const raw = `${plus ? '+' : ''}${shown}${sep}${ext}`;
          expect(splitPhone(raw)).toEqual({ number: `${plus ? '+' : ''}${number}`, extension: ext });
        },
      ),
    );
  });

  it('REPRICE-3, VALID-CHECKOUT-6: without an extension (or an empty one) the extension is null', () => {
    fc.assert(
      fc.property(
        digits(0, 12).chain((n) => fc.tuple(fc.constant(n), formatted(n))),
        fc.option(separator, { nil: undefined }),
        fc.constantFrom('', ' ', '  '),
        ([number, shown], sep, trailing) => {
          expect(splitPhone(`${shown}${sep ?? ''}${trailing}`)).toEqual({ number, extension: null });
        },
      ),
    );
  });

  it('REPRICE-3: the number is always digits (with an optional leading +) and the extension digits or null', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (raw) => {
        const { number, extension } = splitPhone(raw);
        expect(number).toMatch(/^\+?\d*$/);
        expect(number === '+').toBe(false);
        if (extension !== null) expect(extension).toMatch(/^\d+$/);
      }),
    );
  });

  it('REPRICE-3: splitting what a split produced changes nothing', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (raw) => {
        const once = splitPhone(raw);
        const joined = once.extension === null ? once.number : `${once.number} ext. ${once.extension}`;
        expect(splitPhone(joined)).toEqual(once);
      }),
    );
  });

  it('REPRICE-3: null, undefined and empty give an empty number', () => {
    expect(splitPhone(null)).toEqual({ number: '', extension: null });
    expect(splitPhone(undefined)).toEqual({ number: '', extension: null });
    expect(splitPhone('')).toEqual({ number: '', extension: null });
  });
});

describe('REPRICE-1: complete address (properties)', () => {
  const text = fc.stringMatching(/^[A-Za-z0-9][A-Za-z0-9 ]{0,15}$/);
  const address = fc.record({
    address1: text,
    address2: fc.option(fc.constantFrom('', ' ', 'Suite 5'), { nil: null }),
    city: text,
    state: text,
    postalCode: text,
    country: text,
  });

  it('REPRICE-1, VALID-CHECKOUT-7: all five fields present → complete, trimmed, empty address2 → null', () => {
    fc.assert(
      fc.property(address, (a) => {
        const done = completeAddress({ ...a, city: ` ${a.city} ` });
        expect(done).not.toBeNull();
        expect(done?.city).toBe(a.city.trim());
        expect(done?.address2).toBe(a.address2 === null || a.address2.trim() === '' ? null : a.address2);
      }),
    );
  });

  it('REPRICE-1: any required field missing or blank → not complete', () => {
    fc.assert(
      fc.property(
        address,
        fc.subarray([...REQUIRED], { minLength: 1 }),
        fc.constantFrom('', '  ', undefined),
        (a, missing, hole) => {
          const partial: Partial<Address> = { ...a };
          for (const key of missing) {
            if (hole === undefined) delete partial[key];
            else partial[key] = hole;
          }
          expect(completeAddress(partial)).toBeNull();
        },
      ),
    );
  });
});

describe('pricing machine (properties)', () => {
  it('REPRICE-1: no sequence of incomplete addresses ever sends a request', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.tuple(fc.subarray([...REQUIRED], { minLength: 1 }), fc.integer({ min: 0, max: 900 })),
          { minLength: 1, maxLength: 6 },
        ),
        async (keystrokes) => {
          const t = await startedPricing();
          const first = t.reprice.calls.length;
          for (const [missing, pause] of keystrokes) {
            const partial: Partial<Address> = { ...SF };
            for (const key of missing) delete partial[key];
            t.type(partial);
            await t.wait(pause);
          }
          await t.wait(1000);
          expect(t.reprice.calls).toHaveLength(first);
          t.root.stop();
        },
      ),
      { numRuns: 30 },
    );
  });

  it('REPRICE-2, CONST-14: typing with pauses sends one request per pause of at least 500 ms', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.integer({ min: 0, max: 1200 }), { minLength: 1, maxLength: 10 }), async (pauses) => {
        const t = await startedPricing({ items: [{ id: 'p', price_id: 'price_p', name: 'P', amount: 100 }] });
        const before = t.reprice.calls.length;
        for (const [i, pause] of pauses.entries()) {
          t.type({ ...SF, address1: `${i + 1} Market St` });
          await t.wait(pause);
        }
        await t.wait(500);
        // The last keystroke is always followed by a quiet period (the final wait).
        const quietPeriods = pauses.slice(0, -1).filter((pause) => pause >= 500).length + 1;
        expect(t.reprice.calls.length - before).toBe(quietPeriods);
        t.root.stop();
      }),
      { numRuns: 40 },
    );
  });
});

describe('pricing rules', () => {
  it('COUPON-7, COUPON-8: the coupon sent is trimmed and upper-cased, blank is null', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[a-zA-Z0-9]{1,12}$/), (code) => {
        expect(couponForPricing(` ${code} `)).toBe(code.toUpperCase());
      }),
    );
    expect(couponForPricing('  ')).toBeNull();
    expect(couponForPricing(null)).toBeNull();
  });

  it('ENTITY-25: carry-over and auto coupons are found; manual ones are not', () => {
    expect(
      foundCoupons({
        items: [
          { price_id: 'a', coupon: 'welcome10', coupon_type: 'manual', discount: 1 },
          { price_id: 'b', coupon: 'loyal20', coupon_type: 'carry-over', discount: 1 },
          { price_id: 'c', coupon: 'autosave05', coupon_type: 'auto', discount: 1 },
        ],
      } as Parameters<typeof foundCoupons>[0]),
    ).toEqual({ carryOver: 'LOYAL20', auto: 'AUTOSAVE05' });
  });

  it('ENTITY-26: a discount shows as a negative number and then applies', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), (cents) => {
        const signed = signedDiscount(cents);
        expect(signed <= 0).toBe(true);
        expect(discountApplies(signed)).toBe(cents > 0);
      }),
    );
  });
});
