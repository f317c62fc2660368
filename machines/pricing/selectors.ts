// Pure read-outs of the pricing machine's context for the order summary and the payment form
// (ENTITY-20..26, CONST-22). Views call these with `useSelector(pricingRef, (s) => selectX(s.context))`.
import type { PricingContext } from './pricing.machine.ts';
import { discountApplies, signedDiscount } from './rules.ts';

export interface PriceSummary {
  subTotal: number;
  /** Signed cents: negative when a discount applies, 0 otherwise (ENTITY-26). */
  discount: number;
  discountApplies: boolean;
  tax: number;
  /** The amount the payment form charges (CONST-22). */
  total: number;
  /** Prorate mode only: the unused part of the current subscription, else null. */
  credit: number | null;
  /** Prorate mode only: sub_total − discount − credit (may be negative), else null. */
  proration: number | null;
}

type SummarySource = Pick<PricingContext, 'mode' | 'cartDetails' | 'cartProrateDetails'>;

/** The latest good price for the mode in use, or null before the first answer. */
export function selectPriceSummary(context: SummarySource): PriceSummary | null {
  if (context.mode === 'prorate' && context.cartProrateDetails !== null) {
    const result = context.cartProrateDetails;
    const discount = signedDiscount(result.discount);
    return {
      subTotal: result.sub_total,
      discount,
      discountApplies: discountApplies(discount),
      tax: result.tax,
      total: result.total,
      credit: result.credit,
      proration: result.proration,
    };
  }
  if (context.cartDetails !== null) {
    const result = context.cartDetails;
    const discount = signedDiscount(result.discount);
    return {
      subTotal: result.sub_total,
      discount,
      discountApplies: discountApplies(discount),
      tax: result.tax,
      total: result.total,
      credit: null,
      proration: null,
    };
  }
  return null;
}

/** SUMMARY-13/14: signed cents per price id (negative when a discount applies); empty before the first answer. */
export function selectItemDiscounts(context: SummarySource): Readonly<Record<string, number>> {
  const items =
    context.mode === 'prorate' && context.cartProrateDetails !== null
      ? context.cartProrateDetails.items
      : (context.cartDetails?.items ?? []);
  const discounts: Record<string, number> = {};
  for (const item of items) discounts[item.price_id] = (discounts[item.price_id] ?? 0) + signedDiscount(item.discount);
  return discounts;
}
