// src/lib/cards.ts: the one brand and checksum module the sandbox card form and the sandbox card
// processor share (PAGE1-2 shows the brand; the form and the processor check the number).
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { cardNumberLength, detectBrand, luhnValid, securityCodeLength, withoutSeparators } from '../../../src/lib/cards.ts';

/** The number made of `body` and the one check digit that passes Luhn. */
const withCheckDigit = (body: string): string => [...'0123456789'].map((d) => `${body}${d}`).find(luhnValid) ?? '';

describe('detectBrand (PAGE1-2)', () => {
  it.each([
    // Visa: 4.
    ['4242424242424242', 'visa'],
    ['4', 'visa'],
    // American Express: 34 and 37 only.
    ['340000000000009', 'amex'],
    ['3782 822463 10005', 'amex'],
    ['3530111333300000', 'unknown'],
    ['3600000000000000', 'unknown'],
    // Mastercard: 51–55 and the 2-series 2221–2720, bounds included.
    ['5100000000000000', 'mastercard'],
    ['5599999999999999', 'mastercard'],
    ['5000000000000000', 'unknown'],
    ['5600000000000000', 'unknown'],
    ['2221000000000009', 'mastercard'],
    ['2223003122003222', 'mastercard'],
    ['2720990000000007', 'mastercard'],
    ['2220990000000000', 'unknown'],
    ['2721000000000000', 'unknown'],
    // Discover: 6011, 622126–622925, 644–649, 65.
    ['6011000990139424', 'discover'],
    ['6221260000000000', 'discover'],
    ['6229250000000000', 'discover'],
    ['6221250000000000', 'unknown'],
    ['6229260000000000', 'unknown'],
    ['6440000000000000', 'discover'],
    ['6490000000000000', 'discover'],
    ['6430000000000000', 'unknown'],
    ['6500000000000002', 'discover'],
    ['6012000000000000', 'unknown'],
    // Nothing typed yet, one digit that could be several brands, or not a number.
    ['', 'unknown'],
    ['5', 'unknown'],
    ['abcd', 'unknown'],
  ])('%s is %s', (number, brand) => {
    expect(detectBrand(number)).toBe(brand);
  });

  it('reads the brand as the digits are typed, before the number is complete', () => {
    expect(detectBrand('37')).toBe('amex');
    expect(detectBrand('2223')).toBe('mastercard');
    expect(detectBrand('6011')).toBe('discover');
    expect(detectBrand('65')).toBe('discover');
  });

  it('ignores the spaces and dashes people type between groups', () => {
    expect(detectBrand('6011-0009-9013-9424')).toBe('discover');
    expect(withoutSeparators('4242 4242-4242 4242')).toBe('4242424242424242');
  });
});

describe('lengths', () => {
  it('gives American Express 15 digits and a 4-digit code, the others 16 and 3', () => {
    expect([cardNumberLength('amex'), securityCodeLength('amex')]).toEqual([15, 4]);
    for (const brand of ['visa', 'mastercard', 'discover'] as const) {
      expect([cardNumberLength(brand), securityCodeLength(brand)]).toEqual([16, 3]);
    }
  });
});

describe('luhnValid (PAY-3)', () => {
  it.each(['4242424242424242', '378282246310005', '6011000990139424', '2223003122003222', '4242 4242 4242 4242'])('accepts %s', (number) => {
    expect(luhnValid(number)).toBe(true);
  });

  it.each([
    ['4242424242424241', 'a wrong check digit'],
    ['4242424242424224', 'two digits swapped'],
    ['42424242424', 'fewer than 12 digits'],
    ['42424242424242424242', 'more than 19 digits'],
    ['4242x24242424242', 'a letter'],
  ])('refuses %s (%s)', (number) => {
    expect(luhnValid(number)).toBe(false);
  });

  it('makes any 15-digit body valid with exactly one check digit', () => {
    fc.assert(fc.property(fc.stringMatching(/^\d{15}$/), (body) => {
      const valid = [...'0123456789'].filter((d) => luhnValid(`${body}${d}`));
      expect(valid).toHaveLength(1);
    }));
  });

  it('catches every change of a single digit', () => {
    fc.assert(fc.property(fc.stringMatching(/^\d{15}$/), fc.nat(15), fc.integer({ min: 1, max: 9 }), (body, at, shift) => {
      const number = withCheckDigit(body);
      const changed = `${number.slice(0, at)}${(Number(number[at]) + shift) % 10}${number.slice(at + 1)}`;
      expect(luhnValid(changed)).toBe(false);
    }));
  });
});
