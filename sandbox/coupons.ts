// Coupon rules (catalogue.coupons): which code is valid for manual entry, and which coupon each
// cart item gets — the one typed, else the current subscription's carry-over, else the product's
// automatic coupon.
import type { Catalogue, CatalogueCoupon, CatalogueProduct } from './catalogue.ts';

export type CouponReason = 'unknown' | 'expired' | 'wrong_product' | 'not_applicable';
export type CouponType = 'manual' | 'auto' | 'carry-over';

export interface ItemCoupon {
  code: string;
  type: CouponType;
  percent_off: number;
}

export const normaliseCode = (code: string | null | undefined): string | null => {
  const trimmed = code?.trim().toUpperCase();
  return trimmed ? trimmed : null;
};

export const couponByCode = (catalogue: Catalogue, code: string): CatalogueCoupon | undefined =>
  catalogue.coupons.find((c) => c.code.toUpperCase() === code.toUpperCase());

/** applies_to: 'all', 'name_contains:<text>' or 'audience:<individual|group>'. */
export function couponFits(coupon: CatalogueCoupon, product: CatalogueProduct): boolean {
  const [kind, value = ''] = coupon.applies_to.split(':', 2);
  if (kind === 'all') return true;
  if (kind === 'name_contains') return product.name.includes(value);
  if (kind === 'audience') return product.audience === value;
  return false;
}

/** A code typed by the user: valid when known, current, meant for manual entry and fitting a product. */
export function checkManualCoupon(
  catalogue: Catalogue,
  code: string,
  products: CatalogueProduct[],
): { ok: true; coupon: CatalogueCoupon } | { ok: false; reason: CouponReason } {
  const coupon = couponByCode(catalogue, code);
  if (!coupon) return { ok: false, reason: 'unknown' };
  if (coupon.sandbox_expired) return { ok: false, reason: 'expired' };
  if (coupon.sandbox_carry_over_only || coupon.sandbox_auto_only) return { ok: false, reason: 'not_applicable' };
  if (products.length > 0 && !products.some((p) => couponFits(coupon, p))) return { ok: false, reason: 'wrong_product' };
  return { ok: true, coupon };
}

export interface CouponChoice {
  /** The code sent by the app (any case), or null/'' for none. */
  sent: string | null | undefined;
  /** The carry-over coupon of the subscription being replaced, if any. */
  carryOver: string | null;
}

/**
 * The coupon of every item, or why the sent code is refused. A sent code equal to the carry-over
 * or to an item's automatic coupon keeps that type (the app echoes coupons it was given).
 */
export function couponsForItems(
  catalogue: Catalogue,
  products: CatalogueProduct[],
  choice: CouponChoice,
): { ok: true; items: (ItemCoupon | null)[] } | { ok: false; reason: CouponReason } {
  const sent = normaliseCode(choice.sent);
  const carryOver = normaliseCode(choice.carryOver);
  const known = (code: string, type: CouponType): ItemCoupon | null => {
    const coupon = couponByCode(catalogue, code);
    return coupon && !coupon.sandbox_expired ? { code: coupon.code, type, percent_off: coupon.percent_off } : null;
  };
  const auto = (product: CatalogueProduct) =>
    product.sandbox_auto_coupon ? known(product.sandbox_auto_coupon, 'auto') : null;

  if (!sent) {
    return { ok: true, items: products.map((p) => (carryOver ? known(carryOver, 'carry-over') : null) ?? auto(p)) };
  }
  if (sent === carryOver) {
    const coupon = known(sent, 'carry-over');
    if (coupon) return { ok: true, items: products.map(() => coupon) };
  }
  if (products.some((p) => normaliseCode(p.sandbox_auto_coupon) === sent)) {
    return { ok: true, items: products.map((p) => (normaliseCode(p.sandbox_auto_coupon) === sent ? auto(p) : null)) };
  }
  const check = checkManualCoupon(catalogue, sent, products);
  if (!check.ok) return check;
  const manual: ItemCoupon = { code: check.coupon.code, type: 'manual', percent_off: check.coupon.percent_off };
  return { ok: true, items: products.map((p) => (couponFits(check.coupon, p) ? manual : null)) };
}
