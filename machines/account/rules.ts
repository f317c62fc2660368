// Pure rules on the member's account data that the checkout's page 1 and 2 and the billing widget
// share: which subscriptions are current, which saved method is shown, the page texts and the label
// of the button that opens the card form (PAGE1-1..12, PAGE2-2/3). No XState here.
import type { Address } from '../domain/address.ts';
import type { PaymentMethod } from '../domain/payment-method.ts';
import type { Product } from '../domain/product.ts';
import type { Subscription } from '../domain/subscription.ts';

/** ERR-CHECKOUT-7: the message a failed subscriptions read stores. */
export const SUBSCRIPTION_LOAD_ERROR = 'Error getting member subscription';

/** PAGE1-1, PAGE1-9, PAGE1-11, PAGE2-2/3. */
export const PAGE_TEXTS = {
  page1Title: 'Step 2: Payment Method',
  reEnterCredentials: 'For security reasons, please click here to re-enter your credentials',
  noCard: 'No credit card found.',
  page2PayTitle: 'Step 2: Secure Checkout',
  page2UpdateTitle: 'Step 3: Update Billing Info',
} as const;

/** PAGE1-6, PAGE1-12: the label of the button that opens page 2. */
export const PAYMENT_METHOD_BUTTONS = {
  update: 'Update Payment Method',
  addNew: 'Add a new payment method',
  add: 'Add Payment Method',
} as const;
export type PaymentMethodButton = (typeof PAYMENT_METHOD_BUTTONS)[keyof typeof PAYMENT_METHOD_BUTTONS];

/** API-19: the answer holds active and canceled subscriptions; only active ones are current. */
export function currentSubscriptions<T extends Pick<Subscription, 'status'>>(subscriptions: readonly T[]): T[] {
  return subscriptions.filter((subscription) => subscription.status === 'active');
}

/**
 * ALREADY-SUB-1: the current subscription whose name a cart product's name contains, or null.
 * A blank subscription name matches nothing (every name "contains" the empty string).
 */
export function heldSubscription<T extends Pick<Subscription, 'name' | 'status'>>(products: readonly Pick<Product, 'name'>[], subscriptions: readonly T[]): T | null {
  for (const subscription of currentSubscriptions(subscriptions)) {
    const name = subscription.name.trim();
    if (name !== '' && products.some((product) => product.name.includes(name))) return subscription;
  }
  return null;
}

/** The saved method page 1 shows: the default one (the answer lists it first). */
export function savedPaymentMethod(paymentMethods: readonly PaymentMethod[]): PaymentMethod | null {
  return paymentMethods.find((method) => method.is_default) ?? paymentMethods[0] ?? null;
}

/**
 * CONFIRM-3: page 1 prices the order at the saved method's billing address (card or bank), as page 2
 * does with the address typed; no method, or one without an address, leaves the address incomplete.
 */
export function savedBillingAddress(paymentMethods: readonly PaymentMethod[]): { address: Partial<Address>; phone: string } {
  const method = savedPaymentMethod(paymentMethods);
  return { address: { ...(method?.address ?? {}) }, phone: method?.phone ?? '' };
}

/**
 * PAGE1-6, PAGE1-12 (docs/decisions/0008): no saved method → 'Add Payment Method'; a saved method
 * and a current subscription billed to it → 'Update Payment Method'; a saved method without a
 * current subscription → 'Add a new payment method'.
 */
export function paymentMethodButton(
  paymentMethods: readonly PaymentMethod[],
  subscriptions: readonly Pick<Subscription, 'status'>[],
): PaymentMethodButton {
  if (savedPaymentMethod(paymentMethods) === null) return PAYMENT_METHOD_BUTTONS.add;
  return currentSubscriptions(subscriptions).length > 0 ? PAYMENT_METHOD_BUTTONS.update : PAYMENT_METHOD_BUTTONS.addNew;
}
