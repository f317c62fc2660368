// Pricing calls: tax rate by address, coupon check, guest reprice and member proration.
import * as v from 'valibot';
import type { Reply, Router } from '../http.ts';
import { errorReply, json } from '../http.ts';
import type { ProviderContext } from '../provider-context.ts';
import type { CatalogueProduct } from '../catalogue.ts';
import { productByPriceId } from '../catalogue.ts';
import { memberOnly } from '../auth.ts';
import { checkManualCoupon, normaliseCode } from '../coupons.ts';
import type { CouponReason } from '../coupons.ts';
import { priceCart, prorateCart } from '../pricing.ts';
import { completeAddress, echoAddress, taxRateForAddress } from '../tax.ts';
import { toIsoDate } from '../dates.ts';
import type { AccountRecord, SubscriptionRecord } from '../state.ts';
import { AddressInput, CouponInput, parseBody } from './validate.ts';

const TaxRateRequest = v.object({ items: v.optional(v.array(v.object({ price_id: v.string() }))), address: AddressInput });
const CouponRequest = v.object({ products: v.optional(v.array(v.string()), []) });
const GuestReprice = v.object({
  items: v.pipe(v.array(v.object({ price_id: v.string() })), v.minLength(1, 'at least one item is required')),
  coupon: CouponInput,
  address: AddressInput,
  no_cache: v.optional(v.boolean()),
});
const MemberReprice = v.object({
  items: v.pipe(
    v.array(v.object({
      id: v.string(),
      price: v.optional(v.string()),
      qty: v.optional(v.string()),
      name: v.optional(v.string()),
      target_subscription_id: v.nullish(v.string()),
    })),
    v.minLength(1, 'at least one item is required'),
  ),
  coupon: CouponInput,
  address: AddressInput,
  no_cache: v.optional(v.boolean()),
});

export const invalidCoupon = (reason: CouponReason): Reply =>
  json(400, { error: { message: 'Invalid coupon.' }, errors: [`Invalid coupon. (${reason})`] });

/** Every price id known, or the 404 naming the first unknown one. */
export function productsFor(ctx: ProviderContext, priceIds: string[]): { ok: true; products: CatalogueProduct[] } | { ok: false; reply: Reply } {
  const products: CatalogueProduct[] = [];
  for (const id of priceIds) {
    const product = productByPriceId(ctx.catalogue, id);
    if (!product) return { ok: false, reply: errorReply(404, `product not found: ${id}`) };
    products.push(product);
  }
  return { ok: true, products };
}

/** The subscription a switch replaces: the one named, else the member's active ARE 5.0 plan. */
export function targetSubscription(ctx: ProviderContext, member: AccountRecord, id: string | null | undefined): SubscriptionRecord | undefined {
  const mine = ctx.store.state.subscriptions.filter((s) => s.member_email === member.email && s.status === 'active');
  return id ? mine.find((s) => s.id === id) : mine.find((s) => s.name.includes('ARE 5.0'));
}

export function registerPricing(router: Router, ctx: ProviderContext): void {
  const { catalogue } = ctx;

  router.post('/v1/guest/payment/tax_rate', (req) => {
    const body = parseBody(TaxRateRequest, req.body);
    if (!body.ok) return body.reply;
    const address = completeAddress(body.value.address);
    if (!address) return errorReply(400, 'address is incomplete');
    const rate = taxRateForAddress(catalogue, address);
    return json(200, { tax_rate_id: rate.id, percent: rate.percent });
  });

  router.post('/v1/guest/are/coupons/validate/:code', (req) => {
    const body = parseBody(CouponRequest, req.body);
    if (!body.ok) return body.reply;
    const code = normaliseCode(req.params.code) ?? '';
    // The app sends product ids; price ids are accepted too.
    const products = catalogue.products.filter((p) => body.value.products.includes(p.id) || body.value.products.includes(p.price_id));
    const check = checkManualCoupon(catalogue, code, products);
    return json(200, check.ok
      ? { couponCode: code, validCoupon: true, percent_off: check.coupon.percent_off, reason: null }
      : { couponCode: code, validCoupon: false, percent_off: null, reason: check.reason });
  });

  router.post('/v1/are/checkout/guest/reprice', (req) => {
    const body = parseBody(GuestReprice, req.body);
    if (!body.ok) return body.reply;
    const found = productsFor(ctx, body.value.items.map((i) => i.price_id));
    if (!found.ok) return found.reply;
    const address = completeAddress(body.value.address);
    const rate = address ? taxRateForAddress(catalogue, address) : null;
    const priced = priceCart(catalogue, found.products, { sent: body.value.coupon, carryOver: null }, rate);
    if (!priced.ok) return invalidCoupon(priced.reason);
    const cart = priced.value;
    return json(200, {
      items: cart.items.map((i) => ({
        price_id: i.product.price_id,
        amount: i.amount,
        coupon: i.coupon,
        coupon_type: i.coupon_type,
        discount: i.discount,
        client_secret: null,
        subscription_id: null,
      })),
      sub_total: cart.sub_total,
      discount: cart.discount,
      tax: cart.tax,
      total: cart.total,
      address: echoAddress(body.value.address),
      tax_rate_id: rate?.id ?? null,
    });
  });

  router.post('/v1/are/checkout/reprice', memberOnly(ctx, (req, member) => {
    const body = parseBody(MemberReprice, req.body);
    if (!body.ok) return body.reply;
    const found = productsFor(ctx, body.value.items.map((i) => i.id));
    if (!found.ok) return found.reply;
    const lines = [];
    for (const [index, item] of body.value.items.entries()) {
      const target = targetSubscription(ctx, member, item.target_subscription_id);
      const product = found.products[index];
      if (!target) return errorReply(404, 'subscription not found');
      if (product) lines.push({ product, target });
    }
    const address = completeAddress(body.value.address);
    const rate = address ? taxRateForAddress(catalogue, address) : null;
    const prorated = prorateCart(catalogue, lines, body.value.coupon, rate, toIsoDate(ctx.now()));
    if (!prorated.ok) return invalidCoupon(prorated.reason);
    const cart = prorated.value;
    return json(200, {
      items: cart.items.map((i) => ({
        price_id: i.product.price_id,
        billing_period_credit: i.billing_period_credit,
        discount: i.discount,
        billing_period_end: i.billing_period_end,
        coupon_type: i.coupon_type,
        coupon: i.coupon,
      })),
      credit: cart.credit,
      discount: cart.discount,
      proration: cart.proration,
      sub_total: cart.sub_total,
      tax: cart.tax,
      total: cart.total,
      tax_rate_id: rate?.id ?? null,
    });
  }));
}
