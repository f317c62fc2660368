// How amounts and billing periods read on screen (spec section 9): formatting only, no rules
// about which amount to show.

/** Amounts travel in cents; the screen shows dollars (rule CONST-1). */
const CENTS_PER_DOLLAR = 100;
/** A duration of 12 months is a yearly plan (rules CONST-5, SUMMARY-9..11). */
const YEARLY_DURATION_MONTHS = 12;

const dollars = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: true });

/** 123456 → '$1,234.56'; -1990 → '-$19.90' (rules CONST-1..4). */
export function formatCents(cents: number): string {
  // Rounding to whole cents first keeps -0.4 from printing as '-$0.00'.
  const whole = Math.round(cents);
  const sign = whole < 0 ? '-' : '';
  return `${sign}$${dollars.format(Math.abs(whole) / CENTS_PER_DOLLAR)}`;
}

/** 'yr' for a 12-month plan, else 'mo' (rules CONST-5, SUMMARY-11). */
export function periodLabel(durationMonths: number): 'yr' | 'mo' {
  return durationMonths === YEARLY_DURATION_MONTHS ? 'yr' : 'mo';
}

/** 'Yearly' for a 12-month plan, else 'Monthly' (rules SUMMARY-9, SUMMARY-10). */
export function billingLabel(durationMonths: number): 'Yearly' | 'Monthly' {
  return durationMonths === YEARLY_DURATION_MONTHS ? 'Yearly' : 'Monthly';
}
