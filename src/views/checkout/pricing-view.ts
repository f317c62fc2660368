// Read-outs of the pricing actor's latest answer for the order summary: each plan's own discount
// (SUMMARY-13/14), next to selectPriceSummary's order totals. Display only.
import type { PricingContext } from '../../../machines/pricing/pricing.machine.ts';
import { signedDiscount } from '../../../machines/pricing/rules.ts';

type PriceSource = Pick<PricingContext, 'mode' | 'cartDetails' | 'cartProrateDetails'>;

/** Signed cents per price id (negative when a discount applies); empty before the first answer. */
export function selectItemDiscounts(context: PriceSource): Readonly<Record<string, number>> {
  const items =
    context.mode === 'prorate' && context.cartProrateDetails !== null
      ? context.cartProrateDetails.items
      : (context.cartDetails?.items ?? []);
  const discounts: Record<string, number> = {};
  for (const item of items) discounts[item.price_id] = (discounts[item.price_id] ?? 0) + signedDiscount(item.discount);
  return discounts;
}

/** Two discount maps hold the same numbers (keeps useSelector from re-rendering on every answer). */
export function sameDiscounts(a: Readonly<Record<string, number>>, b: Readonly<Record<string, number>>): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key]);
}
