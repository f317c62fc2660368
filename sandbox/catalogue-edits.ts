// Run-time edits of the sandbox's in-memory catalogue for tests and demonstrations: a product's
// texts (name, display name, details), its amount (a price changed since the app was built,
// ADR 0061) and extra coupons. A reset undoes them; the seed file
// sandbox/catalogue.json is never written.
import * as v from 'valibot';
import type { Catalogue, CatalogueCoupon, CatalogueProduct } from './catalogue.ts';
import { productByPriceId } from './catalogue.ts';

export const ProductEditSchema = v.pipe(
  v.object({
    name: v.optional(v.string()),
    display_name: v.optional(v.string()),
    product_details: v.optional(v.string()),
    /** In cents, as the catalogue holds it. */
    amount: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
  }),
  v.check(
    (e) => e.name !== undefined || e.display_name !== undefined || e.product_details !== undefined || e.amount !== undefined,
    'an edit needs at least one of name, display_name, product_details or amount',
  ),
);

export const CouponAddSchema = v.object({
  code: v.pipe(v.string(), v.trim(), v.minLength(1)),
  percent_off: v.pipe(v.number(), v.minValue(1), v.maxValue(100)),
  /** 'all', 'name_contains:<text>' or 'audience:<individual|group>', as in the catalogue. */
  applies_to: v.optional(v.string(), 'all'),
});

export interface CatalogueEdits {
  /** The edited product, or undefined when no product has this price id. */
  editProduct(priceId: string, edit: v.InferOutput<typeof ProductEditSchema>): CatalogueProduct | undefined;
  /** Adds a coupon for manual entry, replacing one with the same code (any case). */
  addCoupon(coupon: v.InferOutput<typeof CouponAddSchema>): CatalogueCoupon;
  /** Back to the catalogue as loaded. */
  reset(): void;
}

export function createCatalogueEdits(catalogue: Catalogue): CatalogueEdits {
  const pristine = structuredClone(catalogue);
  const removeCoupon = (code: string) => {
    const at = catalogue.coupons.findIndex((c) => c.code.toUpperCase() === code.toUpperCase());
    if (at >= 0) catalogue.coupons.splice(at, 1);
  };
  return {
    editProduct(priceId, edit) {
      const product = productByPriceId(catalogue, priceId);
      if (!product) return undefined;
      // In place: the API modules hold this very catalogue object.
      if (edit.name !== undefined) product.name = edit.name;
      if (edit.display_name !== undefined) product.display_name = edit.display_name;
      if (edit.product_details !== undefined) product.product_details = edit.product_details;
      if (edit.amount !== undefined) product.amount = edit.amount;
      return product;
    },
    addCoupon({ code, percent_off, applies_to }) {
      removeCoupon(code);
      const coupon: CatalogueCoupon = { code, percent_off, applies_to };
      catalogue.coupons.push(coupon);
      return coupon;
    },
    reset() {
      catalogue.products.forEach((product, i) => Object.assign(product, structuredClone(pristine.products[i])));
      catalogue.coupons.splice(0, catalogue.coupons.length, ...structuredClone(pristine.coupons));
    },
  };
}
