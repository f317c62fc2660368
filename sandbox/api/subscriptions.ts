// The member's subscriptions: the list (active and canceled) and the switch to another plan
// (upgrade), charged to the default payment method with the proration of the pricing rules.
import * as v from 'valibot';
import type { Router } from '../http.ts';
import { errorReply, json } from '../http.ts';
import type { ProviderContext } from '../provider-context.ts';
import { productByPriceId } from '../catalogue.ts';
import { memberOnly } from '../auth.ts';
import { once } from '../idempotency.ts';
import { prorateCart } from '../pricing.ts';
import { taxRateById } from '../tax.ts';
import { addMonths, toIsoDate } from '../dates.ts';
import { clientSecretFor, newId } from '../ids.ts';
import { subscriptionView } from '../views.ts';
import { CouponInput, parseBody } from './validate.ts';
import { invalidCoupon } from './pricing.ts';

const Upgrade = v.object({
  active_sub_id: v.string(),
  target_price_id: v.string(),
  tax_rate_id: v.nullish(v.string()),
  coupon: CouponInput,
});

export function registerSubscriptions(router: Router, ctx: ProviderContext): void {
  const { store, catalogue } = ctx;

  router.get('/v1/are/member/active_subscriptions', memberOnly(ctx, (_req, member) => json(200, {
    subscriptions: store.state.subscriptions
      .filter((s) => s.member_email === member.email && s.status !== 'incomplete')
      .map((s) => subscriptionView(catalogue, s)),
  })));

  router.post('/v1/are/checkout/subscription/upgrade', memberOnly(ctx, (req, member) => {
    const body = parseBody(Upgrade, req.body);
    if (!body.ok) return body.reply;
    return once(store, req, member.email, () => {
      const failed = (status: number, message: string) => ({ reply: errorReply(status, message), subscriptionId: null });
      const { state } = store;
      const input = body.value;
      const subscription = state.subscriptions.find((s) =>
        s.id === input.active_sub_id && s.member_email === member.email && s.status === 'active');
      if (!subscription) return failed(404, 'subscription not found');
      const product = productByPriceId(catalogue, input.target_price_id);
      if (!product) return failed(404, `product not found: ${input.target_price_id}`);
      if (product.price_id === subscription.price_id) return failed(400, `already subscribed to ${subscription.name}`);
      const method = state.payment_methods.find((pm) => pm.member_email === member.email && pm.attached && pm.is_default);
      if (!method) return failed(400, 'payment method not found');
      const rate = input.tax_rate_id ? taxRateById(catalogue, input.tax_rate_id) : null;
      if (rate === undefined) return failed(400, `tax rate not found: ${input.tax_rate_id ?? ''}`);
      const today = toIsoDate(ctx.now());
      const prorated = prorateCart(catalogue, [{ product, target: subscription }], input.coupon, rate, today);
      if (!prorated.ok) return { reply: invalidCoupon(prorated.reason), subscriptionId: null };

      const charge = prorated.value;
      const intentId = newId('pi');
      state.payment_intents.push({
        id: intentId,
        client_secret: clientSecretFor(intentId),
        member_email: member.email,
        subscription_id: subscription.id,
        amount: charge.total,
        status: 'succeeded',
        payment_method: method.id,
        last_error_code: null,
      });
      subscription.price_id = product.price_id;
      subscription.name = product.name;
      subscription.coupon = charge.items[0]?.coupon ?? null;
      subscription.current_period_end = addMonths(today, product.duration);
      subscription.tax_rate_id = rate?.id ?? null;
      subscription.amount_due = charge.total;
      subscription.invoice_id = newId('in');
      store.save();
      return {
        reply: json(200, { subscription: subscriptionView(catalogue, subscription), invoice_id: subscription.invoice_id }),
        subscriptionId: subscription.id,
      };
    });
  }));
}
