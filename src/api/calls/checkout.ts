// Checkout calls: tax rate, repricing (guest) and proration (member), creating, completing and
// upgrading subscriptions. Payload rules: coupons upper-cased (COUPON-6..9), empty optional
// fields as null (VALID-CHECKOUT-6/7), no_cache true on reprice and prorate (VALID-CHECKOUT-13/14).
import type { CallOptions, Http } from '../client.ts';
import { centsToDollarString, couponForCall, toWireAddress, toWireCustomer } from '../payloads.ts';
import { ProrateResultSchema, RepriceResultSchema, TaxRateSchema } from '../schemas/pricing.ts';
import { CompletedSubscriptionSchema, CreatedSubscriptionSchema, UpgradeResultSchema } from '../schemas/subscription.ts';
import type { AddressInput } from '../../../machines/domain/address.ts';
import type { ProrateResult, RepriceResult, TaxRate } from '../../../machines/domain/pricing.ts';
import type { CompletedSubscription, CreatedSubscription, UpgradeResult } from '../../../machines/domain/subscription.ts';
import type { CompleteSubscriptionInput, CreateGuestSubscriptionInput, CreateSubscriptionInput, UpgradeInput } from '../../../machines/domain/purchase.ts';

/** Quantity of every subscription item (rule CONST-6). */
const ITEM_QUANTITY = 1;

/** POST /v1/guest/payment/tax_rate (rule API-14). */
export function loadTaxRate(
  http: Http,
  input: { priceIds: readonly string[]; address: AddressInput },
  options: CallOptions = {},
): Promise<TaxRate> {
  return http.json(
    {
      ...options,
      method: 'POST',
      path: 'v1/guest/payment/tax_rate',
      auth: 'guest',
      json: { items: input.priceIds.map((price_id) => ({ price_id })), address: toWireAddress(input.address) },
    },
    TaxRateSchema,
  );
}

export interface RepriceInput {
  priceIds: readonly string[];
  coupon?: string | null;
  /** null until the address is complete (the machine decides, rule REPRICE-1). */
  address?: AddressInput | null;
}

/** POST /v1/are/checkout/guest/reprice (rules API-16, COUPON-7, VALID-CHECKOUT-13). */
export function repriceAsGuest(http: Http, input: RepriceInput, options: CallOptions = {}): Promise<RepriceResult> {
  return http.json(
    {
      ...options,
      method: 'POST',
      path: 'v1/are/checkout/guest/reprice',
      auth: 'guest',
      json: {
        items: input.priceIds.map((price_id) => ({ price_id })),
        coupon: couponForCall(input.coupon),
        address: input.address ? toWireAddress(input.address) : null,
        no_cache: true,
      },
    },
    RepriceResultSchema,
  );
}

export interface ProrateItemInput {
  priceId: string;
  /** Cents; sent as a dollar string such as '199.00'. */
  amount: number;
  name: string;
  /** The member's current subscription being switched from. */
  targetSubscriptionId: string;
}

export interface ProrateInput {
  items: readonly ProrateItemInput[];
  coupon?: string | null;
  address?: AddressInput | null;
}

/** POST /v1/are/checkout/reprice, the member's proration (rules API-17/18, COUPON-8, VALID-CHECKOUT-14). */
export function prorate(http: Http, input: ProrateInput, options: CallOptions = {}): Promise<ProrateResult> {
  return http.json(
    {
      ...options,
      method: 'POST',
      path: 'v1/are/checkout/reprice',
      auth: 'member',
      json: {
        items: input.items.map((item) => ({
          id: item.priceId,
          price: centsToDollarString(item.amount),
          qty: String(ITEM_QUANTITY),
          name: item.name,
          target_subscription_id: item.targetSubscriptionId,
        })),
        coupon: couponForCall(input.coupon),
        address: input.address ? toWireAddress(input.address) : null,
        no_cache: true,
      },
    },
    ProrateResultSchema,
  );
}

/** POST /v1/are/checkout/subscription/create as a member (rules API-5/6, COUPON-6, COUPON-10, ENTITY-13). */
export function createSubscription(http: Http, input: CreateSubscriptionInput, options: CallOptions = {}): Promise<CreatedSubscription> {
  return http.json(
    {
      ...options,
      method: 'POST',
      path: 'v1/are/checkout/subscription/create',
      auth: 'member',
      idempotencyKey: input.idempotencyKey,
      json: {
        customer: toWireCustomer(input.customer),
        products: input.priceIds.map((price_id) => ({ price_id, qty: ITEM_QUANTITY, address_id: '' })),
        coupon: couponForCall(input.coupon) ?? '',
        txr: input.txr,
        ...(input.memberId === undefined ? {} : { member: { memberId: input.memberId } }),
      },
    },
    CreatedSubscriptionSchema,
  );
}

/** POST /v1/guest/are/checkout/subscription/create (rules API-5, COUPON-6, COUPON-11, ENTITY-13). */
export function createSubscriptionAsGuest(
  http: Http,
  input: CreateGuestSubscriptionInput,
  options: CallOptions = {},
): Promise<CreatedSubscription> {
  const coupon = couponForCall(input.coupon);
  return http.json(
    {
      ...options,
      method: 'POST',
      path: 'v1/guest/are/checkout/subscription/create',
      auth: 'guest',
      idempotencyKey: input.idempotencyKey,
      json: {
        customer: toWireCustomer(input.customer),
        products: input.priceIds.map((price_id) => ({ price_id })),
        // Absent means undefined, i.e. no coupon key in the JSON at all.
        ...(coupon === null ? {} : { coupon }),
        txr: input.txr,
        member: { memberId: input.memberId },
      },
    },
    CreatedSubscriptionSchema,
  );
}

/** POST /v1/are/checkout/subscription/success: attaches the cart to the paid subscription (rule API-7). */
export function completeSubscription(
  http: Http,
  input: CompleteSubscriptionInput,
  options: CallOptions = {},
): Promise<CompletedSubscription> {
  return http.json(
    {
      ...options,
      method: 'POST',
      path: 'v1/are/checkout/subscription/success',
      auth: 'member',
      json: { cart_id: input.cartId, sub_id: input.subId, pm_id: input.pmId, client_secret: input.clientSecret },
    },
    CompletedSubscriptionSchema,
  );
}

/** POST /v1/are/checkout/subscription/upgrade (rules API-8, COUPON-9, ENTITY-27/28). */
export function upgradeSubscription(http: Http, input: UpgradeInput, options: CallOptions = {}): Promise<UpgradeResult> {
  return http.json(
    {
      ...options,
      method: 'POST',
      path: 'v1/are/checkout/subscription/upgrade',
      auth: 'member',
      idempotencyKey: input.idempotencyKey,
      json: {
        active_sub_id: input.activeSubId,
        target_price_id: input.targetPriceId,
        tax_rate_id: input.taxRateId,
        coupon: couponForCall(input.coupon),
      },
    },
    UpgradeResultSchema,
  );
}
