// Pure rules behind the payment machine: which path Confirm Payment takes (CONFIRM-1, CONFIRM-9),
// when a form may be submitted (VALID-CHECKOUT-1..9), what is sent, and which key a cart gets.
import { heldSubscription } from '../account/rules.ts';
import { splitPhone } from '../pricing/rules.ts';
import type { BillingAddress, CardFormState, CardProviderError } from './card-provider-port.ts';
import type { PaymentMethod } from '../domain/payment-method.ts';
import type { Product } from '../domain/product.ts';
import type { PaymentDetails } from '../domain/purchase.ts';
import type { CreatedSubscription, PaymentResponse, Subscription } from '../domain/subscription.ts';

/** CONST-25: a product or subscription is an ARE one when its name contains this (case kept). */
export const ARE_NAME_KEY = 'ARE';
/** CONST-26: the member's ARE subscription is found by this search key. */
export const ARE_SUBSCRIPTION_SEARCH_KEY = 'ARE 5.0';
/** ERR-CHECKOUT-1 / VALID-CHECKOUT-15. */
export const PAYMENT_METHOD_NOT_FOUND = 'payment method not found';
export const UPDATE_PAYMENT_METHOD_MESSAGE = 'Please update your payment method.';
/** CONFIRM-3: the saved method lacks part of its billing address; the spec's request follows the reason. */
export const INCOMPLETE_BILLING_ADDRESS_MESSAGE = `The billing address of your saved payment method is incomplete. ${UPDATE_PAYMENT_METHOD_MESSAGE}`;
/** The origin sent with 'track upgrade' (API-32). */
export const UPGRADE_ORIGIN = 'checkout';
const FALLBACK_MESSAGE = 'Something went wrong. Please try again.';

export const EMPTY_CARD_FORM: CardFormState = { paymentComplete: false, addressComplete: false, address: null, phone: null };

/** One cart line as the payment needs it. */
export type PurchaseItem = Pick<Product, 'price_id' | 'name' | 'audience'>;

/**
 * Everything a purchase needs that other actors own (checkout, pricing, coupon, account): the
 * view or the checkout machine gathers it when the button is pressed.
 */
export interface Purchase {
  items: readonly PurchaseItem[];
  /** The applied coupon as typed; upper-cased when sent (COUPON-6, COUPON-9). */
  coupon: string | null;
  /** From repricing or proration; null before a complete address is known. */
  taxRateId: string | null;
  /** The repriced total in cents (part of the cart's identity for the idempotency key). */
  total: number;
  /** The member's current subscriptions (path b looks for the ARE one). */
  subscriptions: readonly Pick<Subscription, 'id' | 'name'>[];
  /** The saved payment method shown on page 1 (and used for the phone on page 2). */
  savedPaymentMethod: PaymentMethod | null;
  /** The signed-in member who pays; the pay flow's create call names them (ENTITY-13). */
  memberId: string | null;
}

export type PurchaseFlow = 'confirm' | 'pay';

/** Where a message shows: page 1 below the form, page 2 in the red alert above it. */
export type MessagePlacement = 'below form' | 'above form';

export interface PaymentMessage {
  text: string;
  placement: MessagePlacement;
  /** ERR-CHECKOUT-1: 'Please update your payment method.' carries an error icon. */
  withIcon: boolean;
}

// ── Paths of Confirm Payment (page 1) ────────────────────────────────────────────────────────

export const isAreProduct = (item: Pick<PurchaseItem, 'name'>): boolean => item.name.includes(ARE_NAME_KEY);

/** CONFIRM-9, CONST-26 (docs/decisions/0007): the member's subscription whose name holds 'ARE 5.0'. */
export function findAreSubscription(purchase: Pick<Purchase, 'subscriptions'>): Pick<Subscription, 'id' | 'name'> | null {
  return purchase.subscriptions.find((s) => s.name.includes(ARE_SUBSCRIPTION_SEARCH_KEY)) ?? null;
}

/** CONFIRM-1 / CONFIRM-9: path (b) when the cart holds an ARE product and the member an ARE subscription. */
export function isPlanSwitch(purchase: Pick<Purchase, 'items' | 'subscriptions'>): boolean {
  return purchase.items.some(isAreProduct) && findAreSubscription(purchase) !== null;
}

// ── Addresses and customer details ───────────────────────────────────────────────────────────

const filled = (value: string | null | undefined): string | null => {
  const trimmed = (value ?? '').trim();
  return trimmed === '' ? null : trimmed;
};

/**
 * VALID-CHECKOUT-3, CONFIRM-3: address1, city, state, country and postalCode are all present.
 * Returns the trimmed address with an empty line 2 as null (VALID-CHECKOUT-7), else null.
 */
export function completeAddress(address: Partial<BillingAddress> | null | undefined): BillingAddress | null {
  if (!address) return null;
  const address1 = filled(address.address1);
  const city = filled(address.city);
  const state = filled(address.state);
  const postalCode = filled(address.postalCode);
  const country = filled(address.country);
  if (address1 === null || city === null || state === null || postalCode === null || country === null) return null;
  return { address1, address2: filled(address.address2), city, state, postalCode, country };
}

/**
 * The customer block of 'create subscription' (ENTITY-12): the form's address and phone on page 2,
 * the saved method's on page 1; the phone split into number and extension (REPRICE-3) and an
 * empty extension or line 2 sent as null (VALID-CHECKOUT-6/7). Null when the address is incomplete
 * (VALID-CHECKOUT-3, CONFIRM-3).
 */
export function customerDetails(flow: PurchaseFlow, purchase: Purchase, form: CardFormState): PaymentDetails | null {
  let address: BillingAddress | null;
  let phone: { number: string; extension: string | null };
  if (flow === 'pay') {
    address = completeAddress(form.address);
    phone = splitPhone(form.phone);
  } else {
    const saved = purchase.savedPaymentMethod;
    address = completeAddress(saved?.address);
    phone = { number: filled(saved?.phone) ?? '', extension: filled(saved?.phone_ext) };
  }
  if (address === null) return null;
  return {
    phoneNumber: phone.number,
    phoneExtension: phone.extension,
    address1: address.address1,
    address2: address.address2,
    city: address.city,
    state: address.state,
    postalCode: address.postalCode,
    country: address.country,
  };
}

/** The address part of the customer details (for the idempotency fingerprint). */
export const addressOf = (details: PaymentDetails): BillingAddress => ({
  address1: details.address1,
  address2: details.address2 ?? null,
  city: details.city,
  state: details.state,
  postalCode: details.postalCode,
  country: details.country,
});

/** VALID-CHECKOUT-5: the phone looked up in the payment method's record, kept when none was given. */
export function withPhone(details: PaymentDetails, phone: string | null | undefined): PaymentDetails {
  if (details.phoneNumber !== '') return details;
  const split = splitPhone(phone);
  return { ...details, phoneNumber: split.number, phoneExtension: details.phoneExtension ?? split.extension };
}

// ── When the buttons may act ─────────────────────────────────────────────────────────────────

/**
 * VALID-CHECKOUT-1/2/8: Pay needs both elements complete and, since every page-2 purchase is a
 * first purchase of that plan, the renewal consent (docs/decisions/0007).
 */
export const canPay = (form: CardFormState, renewalConsent: boolean): boolean =>
  form.paymentComplete && form.addressComplete && renewalConsent;

/** VALID-CHECKOUT-9 (decided in docs/decisions/0007): Confirm Payment needs the renewal consent. */
export const canConfirm = (renewalConsent: boolean): boolean => renewalConsent;

/** Saving a card is not a purchase: both elements complete, no renewal consent. */
export const canSaveCard = (form: CardFormState): boolean => form.paymentComplete && form.addressComplete;

// ── Idempotency (docs/decisions/0007) ────────────────────────────────────────────────────────

export type KeyedCall = 'create' | 'upgrade';

/**
 * The identity of one cart: items, coupon, address and total (plus which call it is for). The
 * same cart always gives the same text, so a retry reuses the key it got the first time.
 */
export function cartFingerprint(call: KeyedCall, purchase: Purchase, address: BillingAddress | null): string {
  const items = purchase.items.map((item) => item.price_id).sort();
  const coupon = filled(purchase.coupon)?.toUpperCase() ?? null;
  const place = address === null ? null : [address.address1, address.address2 ?? '', address.city, address.state, address.postalCode, address.country].map((part) => part.trim().toUpperCase());
  return JSON.stringify({ call, items, coupon, address: place, total: purchase.total });
}

/**
 * A call the provider answered with a 4xx was refused and created nothing: the next attempt may
 * take a new key. After a timeout, a lost connection or a 5xx the outcome is unknown, so the key
 * is kept and a retry is answered with the first result instead of a second subscription.
 */
export function refusedByProvider(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { kind, status } = error as { kind?: unknown; status?: unknown };
  return kind === 'http' && typeof status === 'number' && status >= 400 && status < 500;
}

// ── Results and messages ─────────────────────────────────────────────────────────────────────

/** ENTITY-16: what the pay flow keeps of a created subscription. */
export function toPaymentResponse(created: CreatedSubscription): PaymentResponse {
  const [first] = created.items;
  if (first === undefined) throw new Error('a created subscription has at least one item');
  return { cartId: created.cart_id, subId: first.subscription_id, clientSecret: first.client_secret };
}

/** The words of a failure, whatever was thrown. */
export function failureText(error: unknown): string {
  if (error instanceof Error && error.message.trim() !== '') return error.message;
  if (typeof error === 'string' && error.trim() !== '') return error;
  if (typeof error === 'object' && error !== null && 'message' in error && typeof error.message === 'string' && error.message.trim() !== '') {
    return error.message;
  }
  return FALLBACK_MESSAGE;
}

/** ERR-CHECKOUT-1/2, VALID-CHECKOUT-15: 'payment method not found' is shown as 'Please update your payment method.' */
export function checkoutMessage(error: unknown, placement: MessagePlacement): PaymentMessage {
  const text = failureText(error);
  if (text.trim().toLowerCase() === PAYMENT_METHOD_NOT_FOUND) return { text: UPDATE_PAYMENT_METHOD_MESSAGE, placement, withIcon: true };
  return { text, placement, withIcon: placement === 'below form' };
}

/** PAY-4 / ERR-CHECKOUT-4: the provider's own message, as it gave it. */
export function providerMessage(error: CardProviderError, placement: MessagePlacement): PaymentMessage {
  return { text: error.message.trim() === '' ? FALLBACK_MESSAGE : error.message, placement, withIcon: placement === 'below form' };
}

export const updatePaymentMethodMessage = (placement: MessagePlacement): PaymentMessage => ({
  text: UPDATE_PAYMENT_METHOD_MESSAGE,
  placement,
  withIcon: true,
});

/** CONFIRM-3: page 1 with a saved method whose billing address is incomplete: nothing is charged. */
export const incompleteBillingAddressMessage = (placement: MessagePlacement): PaymentMessage => ({
  text: INCOMPLETE_BILLING_ADDRESS_MESSAGE,
  placement,
  withIcon: true,
});

/** The audience told to the parent: 'group' when any item is a group product. */
export const audienceOf = (items: readonly PurchaseItem[]): 'individual' | 'group' =>
  items.some((item) => item.audience === 'group') ? 'group' : 'individual';

// ── One purchase at a time (docs/decisions/0060) ─────────────────────────────────────────────

/** The name of the lock every tab of the browser takes before buying this cart for this member. */
export function purchaseLockName(purchase: Pick<Purchase, 'items' | 'memberId'>): string {
  const plans = purchase.items.map((item) => item.price_id).sort();
  return `purchase:${purchase.memberId ?? 'visitor'}:${plans.join(',')}`;
}

/** ROLE-9, ALREADY-SUB-1: read again inside the lock, the member holds a plan of the cart now. */
export const planAlreadyHeld = (purchase: Pick<Purchase, 'items'>, subscriptions: readonly Pick<Subscription, 'name' | 'status'>[]): boolean =>
  heldSubscription(purchase.items, subscriptions) !== null;
