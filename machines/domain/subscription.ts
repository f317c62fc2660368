// A member's subscription, and what creating, completing or upgrading one answers (spec 3).

/** The provider's full list, so a status the app does not act on still reads. */
export type SubscriptionStatus =
  | 'active'
  | 'canceled'
  | 'incomplete'
  | 'incomplete_expired'
  | 'past_due'
  | 'trialing'
  | 'unpaid'
  | 'paused';

export interface Subscription {
  id: string;
  name: string;
  price_id: string;
  /** Cents. */
  base_price: number;
  status: SubscriptionStatus;
  current_period_end: string | null;
  carry_over_coupon: string | null;
}

export interface CreatedSubscription {
  cart_id: string;
  /** The first item is the one paid for (rule ENTITY-14). */
  items: ReadonlyArray<{ subscription_id: string; client_secret: string; price_id: string | null }>;
}

/** What the pay flow keeps of a created subscription (rule ENTITY-16). */
export interface PaymentResponse {
  cartId: string;
  subId: string;
  clientSecret: string;
}

export interface CompletedSubscription {
  invoice_id: string;
  status: string | null;
}

export interface UpgradeResult {
  subscription: Subscription | null;
  invoice_id: string | null;
}
