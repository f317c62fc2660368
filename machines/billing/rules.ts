// Pure rules of the billing widget (/updateBilling, /displayBillingInfo): the default product the
// card form is set up for (CONST-27..29), whether the member may update billing (PAGE1-13/14) and
// which saved method it shows. No XState here.
import type { Subscription } from '../domain/subscription.ts';

/** PAGE1-13, copied from the spec. */
export const NO_SUBSCRIPTION_TEXT = 'You do not have any active or canceled subscriptions. Sign up for a new one to get started!';

/** The product the card form is prepared for (a group product: card or US bank account, CONST-24). */
export interface WidgetProduct {
  priceId: string;
  name: string;
  /** Cents (CONST-1). */
  amount: number;
  audience: 'individual' | 'group';
}

/** CONST-27: the widget checkout default product. */
export const WIDGET_PRODUCT_NAME = 'ARE 5.0 Expert 1-Month Subscription Firm';
/** CONST-28: 599.00 dollars, kept in cents like every amount (docs/decisions/0012). */
export const WIDGET_PRODUCT_AMOUNT = 59_900;

/** CONST-27..29: the price id differs between the sandbox and live mode, so it comes from configuration. */
export function widgetProduct(priceId: string): WidgetProduct {
  return { priceId, name: WIDGET_PRODUCT_NAME, amount: WIDGET_PRODUCT_AMOUNT, audience: 'group' };
}

/**
 * PAGE1-13/14: the statuses that count as "an active or canceled subscription": running ones
 * (active, trialing, past due, unpaid, paused: the card is what fixes them) and canceled ones.
 * A subscription that never started (incomplete, incomplete_expired) does not (docs/decisions/0012).
 */
const HELD_STATUSES: ReadonlySet<Subscription['status']> = new Set(['active', 'canceled', 'trialing', 'past_due', 'unpaid', 'paused']);

export function hasActiveOrCanceledSubscription(subscriptions: readonly Pick<Subscription, 'status'>[]): boolean {
  return subscriptions.some((subscription) => HELD_STATUSES.has(subscription.status));
}

/** The `?subscription=` of the address: which subscription's payment method to show (API-21). */
export const SUBSCRIPTION_QUERY_PARAM = 'subscription';

/** A subscription id as the provider writes them ('sub_…'); anything else is ignored. */
export function toSubscriptionId(value: string | null): string | null {
  const trimmed = value?.trim() ?? '';
  return /^[A-Za-z0-9_-]{1,100}$/.test(trimmed) ? trimmed : null;
}
