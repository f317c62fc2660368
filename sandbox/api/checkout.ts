// Buying: create the subscription (member and guest variants) with a payment intent for its first
// invoice, then attach the confirmed payment (subscription/success) to activate it.
import * as v from 'valibot';
import type { Reply, Router } from '../http.ts';
import { errorReply, json } from '../http.ts';
import type { ProviderContext } from '../provider-context.ts';
import { memberOnly } from '../auth.ts';
import { once } from '../idempotency.ts';
import type { Outcome } from '../idempotency.ts';
import { priceCart } from '../pricing.ts';
import { completeAddress, taxRateById } from '../tax.ts';
import { percentOf } from '../money.ts';
import { addMonths, toIsoDate } from '../dates.ts';
import { clientSecretFor, newId } from '../ids.ts';
import type { AccountRecord, PaymentIntentRecord, SubscriptionRecord } from '../state.ts';
import { AddressInput, CouponInput, parseBody } from './validate.ts';
import { invalidCoupon, productsFor } from './pricing.ts';

const Customer = v.nullish(v.object({
  phone: v.nullish(v.string()),
  phone_ext: v.nullish(v.string()),
  address: AddressInput,
}));
const Line = v.object({ price_id: v.string(), qty: v.optional(v.union([v.number(), v.string()])), address_id: v.optional(v.string()) });
const Lines = v.pipe(v.array(Line), v.minLength(1, 'at least one product is required'));
const MemberCreate = v.object({ customer: Customer, products: Lines, coupon: CouponInput, txr: v.nullish(v.string()) });
const GuestCreate = v.object({
  customer: Customer,
  products: Lines,
  coupon: CouponInput,
  txr: v.nullish(v.string()),
  member: v.object({ memberId: v.string() }),
});
const Success = v.object({
  cart_id: v.nullish(v.string()),
  sub_id: v.string(),
  pm_id: v.nullish(v.string()),
  client_secret: v.string(),
});

type CreateInput = v.InferOutput<typeof MemberCreate>;

/** The 'incomplete' subscriptions and their payment intents; tax is split so the items add up to the cart's. */
function createSubscriptions(ctx: ProviderContext, member: AccountRecord, input: CreateInput): Outcome {
  const failed = (reply: Reply): Outcome => ({ reply, subscriptionId: null });
  const { state } = ctx.store;
  const found = productsFor(ctx, input.products.map((p) => p.price_id));
  if (!found.ok) return failed(found.reply);
  const held = state.subscriptions.find((s) =>
    s.member_email === member.email && s.status === 'active' && found.products.some((p) => p.price_id === s.price_id));
  if (held) return failed(errorReply(400, `already subscribed to ${held.name}`));
  const rate = input.txr ? taxRateById(ctx.catalogue, input.txr) : null;
  if (rate === undefined) return failed(errorReply(400, `tax rate not found: ${input.txr ?? ''}`));
  const priced = priceCart(ctx.catalogue, found.products, { sent: input.coupon, carryOver: null }, rate);
  if (!priced.ok) return failed(invalidCoupon(priced.reason));

  const today = toIsoDate(ctx.now());
  const cartId = newId('cart');
  const cart = priced.value;
  let taxLeft = cart.tax;
  const billing = {
    phone: input.customer?.phone || null,
    phone_ext: input.customer?.phone_ext || null,
    address: completeAddress(input.customer?.address),
  };
  const items = cart.items.map((item, index) => {
    const net = item.amount - item.discount;
    const tax = index === cart.items.length - 1 ? taxLeft : rate ? percentOf(net, rate.percent) : 0;
    taxLeft -= tax;
    const subscription: SubscriptionRecord = {
      id: newId('sub'),
      member_email: member.email,
      price_id: item.product.price_id,
      name: item.product.name,
      status: 'incomplete',
      coupon: item.coupon,
      carry_over_coupon: null,
      current_period_end: addMonths(today, item.product.duration),
      cart_id: cartId,
      tax_rate_id: rate?.id ?? null,
      amount_due: net + tax,
      invoice_id: null,
    };
    const intentId = newId('pi');
    const intent: PaymentIntentRecord = {
      id: intentId,
      client_secret: clientSecretFor(intentId),
      member_email: member.email,
      subscription_id: subscription.id,
      amount: net + tax,
      status: 'requires_payment_method',
      payment_method: null,
      last_error_code: null,
      billing_details: billing,
    };
    state.subscriptions.push(subscription);
    state.payment_intents.push(intent);
    return { subscription_id: subscription.id, client_secret: intent.client_secret, price_id: item.product.price_id };
  });
  ctx.store.save();
  return { reply: json(200, { cart_id: cartId, items }), subscriptionId: items[0]?.subscription_id ?? null };
}

export function registerCheckout(router: Router, ctx: ProviderContext): void {
  const { store } = ctx;

  router.post('/v1/are/checkout/subscription/create', memberOnly(ctx, (req, member) => {
    const body = parseBody(MemberCreate, req.body);
    if (!body.ok) return body.reply;
    return once(store, req, member.email, () => createSubscriptions(ctx, member, body.value));
  }));

  router.post('/v1/guest/are/checkout/subscription/create', (req) => {
    const body = parseBody(GuestCreate, req.body);
    if (!body.ok) return body.reply;
    const member = store.accountById(body.value.member.memberId);
    if (!member) return errorReply(404, 'member not found');
    return once(store, req, member.email, () => createSubscriptions(ctx, member, body.value));
  });

  router.post('/v1/are/checkout/subscription/success', memberOnly(ctx, (req, member) => {
    const body = parseBody(Success, req.body);
    if (!body.ok) return body.reply;
    const { state } = store;
    const subscription = state.subscriptions.find((s) => s.id === body.value.sub_id && s.member_email === member.email);
    if (!subscription) return errorReply(404, 'subscription not found');
    const intent = state.payment_intents.find((pi) =>
      pi.client_secret === body.value.client_secret && pi.subscription_id === subscription.id);
    if (!intent) return errorReply(404, 'payment intent not found');
    if (subscription.status === 'active' && subscription.invoice_id) {
      return json(200, { invoice_id: subscription.invoice_id, status: 'active' });
    }
    if (intent.status !== 'succeeded') return errorReply(409, 'payment not confirmed');
    const pmId = body.value.pm_id || intent.payment_method;
    const method = state.payment_methods.find((pm) => pm.id === pmId && pm.member_email === member.email);
    if (!method) return errorReply(400, 'payment method not found');

    for (const pm of state.payment_methods) if (pm.member_email === member.email) pm.is_default = false;
    method.attached = true;
    method.is_default = true;
    if (!method.address && intent.billing_details?.address) {
      method.address = intent.billing_details.address;
      method.phone ??= intent.billing_details.phone;
      method.phone_ext ??= intent.billing_details.phone_ext;
    }
    subscription.status = 'active';
    subscription.invoice_id = newId('in');
    store.save();
    return json(200, { invoice_id: subscription.invoice_id, status: 'active' });
  }));
}
