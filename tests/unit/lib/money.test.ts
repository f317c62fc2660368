// Money formatting and period labels (spec section 9).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { billingLabel, formatCents, periodLabel } from '../../../src/lib/money.ts';

describe('formatCents', () => {
  it('shows cents as dollars with two decimals (CONST-1, CONST-2)', () => {
    expect(formatCents(0)).toBe('$0.00');
    expect(formatCents(5)).toBe('$0.05');
    expect(formatCents(1990)).toBe('$19.90');
    expect(formatCents(59900)).toBe('$599.00');
  });

  it('groups thousands with commas (CONST-3)', () => {
    expect(formatCents(123456)).toBe('$1,234.56');
    expect(formatCents(123456789)).toBe('$1,234,567.89');
  });

  it('puts a leading minus on negative amounts (CONST-4)', () => {
    expect(formatCents(-1990)).toBe('-$19.90');
    expect(formatCents(-123456)).toBe('-$1,234.56');
  });

  it('never prints a negative zero', () => {
    expect(formatCents(-0)).toBe('$0.00');
    expect(formatCents(-0.4)).toBe('$0.00');
  });

  // rule: CONST-1, CONST-2, CONST-3, CONST-4
  it('round-trips any whole number of cents (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (cents) => {
        const text = formatCents(cents);
        expect(text).toMatch(/^-?\$\d{1,3}(,\d{3})*\.\d{2}$/);
        expect(text.startsWith('-')).toBe(cents < 0);
        const parsed = Math.round(Number(text.replace(/[$,]/g, '')) * 100);
        expect(parsed).toBe(cents);
      }),
    );
  });
});

describe('period and billing labels', () => {
  it('is yr for 12 months, mo otherwise (CONST-5, SUMMARY-11)', () => {
    expect(periodLabel(12)).toBe('yr');
    expect(periodLabel(1)).toBe('mo');
    expect(periodLabel(6)).toBe('mo');
  });

  it('is Yearly for 12 months, Monthly otherwise (SUMMARY-9, SUMMARY-10)', () => {
    expect(billingLabel(12)).toBe('Yearly');
    expect(billingLabel(1)).toBe('Monthly');
    expect(billingLabel(24)).toBe('Monthly');
  });

  // rule: CONST-5, SUMMARY-9, SUMMARY-10, SUMMARY-11
  it('agrees between the two labels for any duration (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 120 }), (months) => {
        expect(periodLabel(months) === 'yr').toBe(billingLabel(months) === 'Yearly');
      }),
    );
  });
});
