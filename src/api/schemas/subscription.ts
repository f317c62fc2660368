// Subscriptions and the answers of create, success (attach) and upgrade (spec 3).
import * as v from 'valibot';
import type { CompletedSubscription, CreatedSubscription, PaymentResponse, Subscription, UpgradeResult } from '../../../machines/domain/subscription.ts';
import { CentsSchema, IdSchema } from './common.ts';

// Stripe's full list, so a provider status the app does not act on still reads.
export const SubscriptionStatusSchema = v.picklist([
  'active',
  'canceled',
  'incomplete',
  'incomplete_expired',
  'past_due',
  'trialing',
  'unpaid',
  'paused',
]);

export const SubscriptionSchema = v.looseObject({
  id: IdSchema,
  name: v.string(),
  price_id: v.string(),
  base_price: CentsSchema,
  status: v.optional(SubscriptionStatusSchema, 'active'),
  current_period_end: v.nullish(v.string(), null),
  carry_over_coupon: v.nullish(v.string(), null),
}) satisfies v.GenericSchema<unknown, Subscription>;

export const ActiveSubscriptionsSchema = v.looseObject({ subscriptions: v.array(SubscriptionSchema) });

export const CreatedSubscriptionSchema = v.looseObject({
  cart_id: IdSchema,
  // The first item is the one paid for (rule ENTITY-14): an empty list is unreadable.
  items: v.pipe(
    v.array(
      v.looseObject({
        subscription_id: IdSchema,
        client_secret: v.pipe(v.string(), v.minLength(1)),
        price_id: v.nullish(v.string(), null),
      }),
    ),
    v.minLength(1),
  ),
}) satisfies v.GenericSchema<unknown, CreatedSubscription>;

export function toPaymentResponse(created: CreatedSubscription): PaymentResponse {
  const [first] = created.items;
  if (first === undefined) throw new Error('a created subscription has at least one item');
  return { cartId: created.cart_id, subId: first.subscription_id, clientSecret: first.client_secret };
}

// API-7: the answer includes invoice_id. Without it nothing says the cart was attached, and taking
// it for success would show 'Checkout complete' for an unattached subscription (docs/decisions/0018).
export const CompletedSubscriptionSchema = v.looseObject({
  invoice_id: v.string(),
  status: v.nullish(v.string(), null),
}) satisfies v.GenericSchema<unknown, CompletedSubscription>;

// The spec shows no upgrade fields, so each is optional; but an answer naming neither the switched
// subscription nor an invoice does not say the switch happened (docs/decisions/0018).
export const UpgradeResultSchema = v.pipe(
  v.looseObject({
    subscription: v.nullish(SubscriptionSchema, null),
    invoice_id: v.nullish(v.string(), null),
  }),
  v.check((answer) => answer.subscription !== null || answer.invoice_id !== null, 'the answer names no subscription and no invoice'),
) satisfies v.GenericSchema<unknown, UpgradeResult>;
