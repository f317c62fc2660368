// catalogue.pricing_rules: a cart's discount, tax and total (reprice), and the proration of a
// switch from a current subscription (credit for its unused days). All amounts in cents.
import type { Catalogue, CatalogueProduct, CatalogueTaxRate } from './catalogue.ts';
import { productByPriceId } from './catalogue.ts';
import type { CouponReason, CouponType } from './coupons.ts';
import { couponsForItems } from './coupons.ts';
import { addMonths, daysBetween } from './dates.ts';
import { fractionOf, percentOf } from './money.ts';
import type { SubscriptionRecord } from './state.ts';

export interface PricedItem {
  product: CatalogueProduct;
  amount: number;
  coupon: string | null;
  coupon_type: CouponType | null;
  discount: number;
}

export interface PricedCart {
  items: PricedItem[];
  sub_total: number;
  discount: number;
  tax: number;
  total: number;
  tax_rate: CatalogueTaxRate | null;
}

export type PriceResult<T> = { ok: true; value: T } | { ok: false; reason: CouponReason };

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

/**
 * Prices a cart: discount = amount × percent_off per item (half up), tax = (sub_total − discount)
 * × the rate's percent (half up), no tax without a rate (an incomplete address).
 */
export function priceCart(
  catalogue: Catalogue,
  products: CatalogueProduct[],
  coupon: { sent: string | null | undefined; carryOver: string | null },
  taxRate: CatalogueTaxRate | null,
): PriceResult<PricedCart> {
  const coupons = couponsForItems(catalogue, products, coupon);
  if (!coupons.ok) return coupons;
  const items = products.map((product, i): PricedItem => {
    const c = coupons.items[i] ?? null;
    return {
      product,
      amount: product.amount,
      coupon: c?.code ?? null,
      coupon_type: c?.type ?? null,
      discount: c ? percentOf(product.amount, c.percent_off) : 0,
    };
  });
  const sub_total = sum(items.map((i) => i.amount));
  const discount = sum(items.map((i) => i.discount));
  const tax = taxRate ? percentOf(sub_total - discount, taxRate.percent) : 0;
  return { ok: true, value: { items, sub_total, discount, tax, total: sub_total - discount + tax, tax_rate: taxRate } };
}

export interface Credit {
  /** Cents for the unused part of the current period: amount × unused days / period days, half up. */
  amount: number;
  unusedDays: number;
  periodDays: number;
}

export function unusedCredit(catalogue: Catalogue, subscription: SubscriptionRecord, today: string): Credit {
  const product = productByPriceId(catalogue, subscription.price_id);
  if (!product || subscription.status !== 'active') return { amount: 0, unusedDays: 0, periodDays: 0 };
  const end = subscription.current_period_end;
  const periodDays = daysBetween(addMonths(end, -product.duration), end);
  const unusedDays = Math.min(periodDays, Math.max(0, daysBetween(today, end)));
  return { amount: fractionOf(product.amount, unusedDays, periodDays), unusedDays, periodDays };
}

export interface ProratedItem extends PricedItem {
  billing_period_credit: number;
  /** The new plan's first period end: the switch starts a fresh period today. */
  billing_period_end: string;
}

export interface ProratedCart {
  items: ProratedItem[];
  credit: number;
  discount: number;
  proration: number;
  sub_total: number;
  tax: number;
  total: number;
  tax_rate: CatalogueTaxRate | null;
}

/**
 * Prorates a switch: proration = sub_total − discount − credit (may be negative),
 * tax on max(0, proration), total = max(0, proration) + tax. Each current subscription is
 * credited once, however many items name it.
 */
export function prorateCart(
  catalogue: Catalogue,
  lines: { product: CatalogueProduct; target: SubscriptionRecord }[],
  sentCoupon: string | null | undefined,
  taxRate: CatalogueTaxRate | null,
  today: string,
): PriceResult<ProratedCart> {
  const carryOver = lines.find((l) => l.target.carry_over_coupon)?.target.carry_over_coupon ?? null;
  const priced = priceCart(catalogue, lines.map((l) => l.product), { sent: sentCoupon, carryOver }, null);
  if (!priced.ok) return priced;
  const credited = new Set<string>();
  const items = priced.value.items.map((item, i): ProratedItem => {
    const target = lines[i]?.target;
    let credit = 0;
    if (target && !credited.has(target.id)) {
      credited.add(target.id);
      credit = unusedCredit(catalogue, target, today).amount;
    }
    return { ...item, billing_period_credit: credit, billing_period_end: addMonths(today, item.product.duration) };
  });
  const credit = sum(items.map((i) => i.billing_period_credit));
  const { sub_total, discount } = priced.value;
  const proration = sub_total - discount - credit;
  const tax = taxRate ? percentOf(Math.max(0, proration), taxRate.percent) : 0;
  return {
    ok: true,
    value: { items, credit, discount, proration, sub_total, tax, total: Math.max(0, proration) + tax, tax_rate: taxRate },
  };
}
