// The calls of spec section 7 that make an order: the catalogue, coupons, pricing, and creating and
// completing subscriptions. Each call's path, credentials, payload and answer.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { newIdempotencyKey } from '../../../src/api/create-api.ts';
import { ApiError } from '../../../src/api/errors.ts';
import { toPaymentResponse } from '../../../src/api/schemas/subscription.ts';
import { startServerForFile, answerJson, capture, setupApi } from './support/harness.ts';
import { address, created, details, product, prorated, reprice, subscription } from './fixtures.ts';
import { HttpResponse } from 'msw';

startServerForFile();
afterEach(() => vi.restoreAllMocks());

describe('catalogue', () => {
  it('ENTITY-19 API-9: products are requested by price id as a guest and sorted by name ascending', async () => {
    const seen = capture('post', '/v1/are/checkout/products', answerJson({ products: [product('Zeta Plan', 'price_z'), product('Alpha Plan', 'price_a'), product('Mid Plan', 'price_m')] }));
    const { api } = setupApi();
    const products = await api.loadProducts(['price_z', 'price_a', 'price_m']);
    expect(products.map((p) => p.name)).toEqual(['Alpha Plan', 'Mid Plan', 'Zeta Plan']);
    expect(seen[0]?.body).toEqual({ products: ['price_z', 'price_a', 'price_m'] });
    expect(seen[0]?.headers.get('authorization')).toBeNull();
  });

  it('ENTITY-18 ROUTE-10: unknown ids answer an empty list, not an error', async () => {
    capture('post', '/v1/are/checkout/products', answerJson({ products: [] }));
    const { api, notices } = setupApi();
    await expect(api.loadProducts(['nope'])).resolves.toEqual([]);
    expect(notices).toEqual([]);
  });

  it('API-30: upgrade products are a member read', async () => {
    const seen = capture('get', '/v1/are/member/upgrade/product', answerJson({ products: [product('ARE 5.0 Expert', 'price_e')] }));
    const { api } = setupApi();
    expect((await api.loadUpgradeProducts())[0]?.price_id).toBe('price_e');
    expect(seen[0]?.headers.get('authorization')).toBe('Bearer token-123');
  });
});

describe('coupons', () => {
  it('COUPON-12 COUPON-13 API-15: the code goes upper-cased into the path, the product ids into the body', async () => {
    const seen = capture('post', '/v1/guest/are/coupons/validate/WELCOME10', answerJson({ couponCode: 'WELCOME10', validCoupon: true, percent_off: 10, reason: null }));
    const { api } = setupApi();
    const check = await api.validateCoupon('welcome10', ['prod_a', 'prod_b'], { quiet: true });
    expect(check).toMatchObject({ couponCode: 'WELCOME10', validCoupon: true });
    expect(seen[0]?.body).toEqual({ products: ['prod_a', 'prod_b'] });
    expect(seen[0]?.headers.get('authorization')).toBeNull();
  });

  it('COUPON-4 STATE-COUPON-1: a rejected check thrown quietly leaves the message to the coupon box', async () => {
    capture('post', '/v1/guest/are/coupons/validate/NOPE', answerJson({ error: { message: 'coupon not found' } }, 404));
    const { api, notices } = setupApi();
    await expect(api.validateCoupon('nope', ['prod_a'], { quiet: true })).rejects.toMatchObject({ kind: 'http', status: 404 });
    expect(notices).toEqual([]);
  });

  it('COUPON-1: an empty code never reaches the wire', async () => {
    const { api, sent } = setupApi();
    await expect(api.validateCoupon('  ', ['prod_a'])).rejects.toThrow(RangeError);
    expect(sent).toEqual([]);
  });
});

describe('pricing', () => {
  it('COUPON-7 VALID-CHECKOUT-13 API-16: guest reprice sends items, the upper-cased coupon, the address and no_cache true', async () => {
    const seen = capture('post', '/v1/are/checkout/guest/reprice', answerJson(reprice));
    const { api } = setupApi();
    const result = await api.repriceAsGuest({ priceIds: ['price_a'], coupon: 'welcome10', address: { ...address, address2: '' } });
    expect(seen[0]?.body).toEqual({ items: [{ price_id: 'price_a' }], coupon: 'WELCOME10', address: { ...address, address2: null }, no_cache: true });
    expect(seen[0]?.headers.get('authorization')).toBeNull();
    expect(result).toMatchObject({ total: 9556, tax_rate_id: 'txr_us_ca' });
  });

  it('VALID-CHECKOUT-13: without coupon or address both are sent as null', async () => {
    const seen = capture('post', '/v1/are/checkout/guest/reprice', answerJson({ ...reprice, address: null, tax_rate_id: null }));
    const { api } = setupApi();
    await api.repriceAsGuest({ priceIds: ['price_a'] });
    expect(seen[0]?.body).toEqual({ items: [{ price_id: 'price_a' }], coupon: null, address: null, no_cache: true });
  });

  it('COUPON-8 VALID-CHECKOUT-14 API-17 API-18 CONST-6: proration items carry id, dollar price, qty 1, name and target subscription', async () => {
    const seen = capture('post', '/v1/are/checkout/reprice', answerJson(prorated));
    const { api } = setupApi();
    const result = await api.prorate({
      items: [{ priceId: 'price_b', amount: 19900, name: 'ARE 5.0 Expert', targetSubscriptionId: 'sub_member_pro' }],
      coupon: 'spring15',
      address: null,
    });
    expect(seen[0]?.body).toEqual({
      items: [{ id: 'price_b', price: '199.00', qty: '1', name: 'ARE 5.0 Expert', target_subscription_id: 'sub_member_pro' }],
      coupon: 'SPRING15',
      address: null,
      no_cache: true,
    });
    expect(seen[0]?.headers.get('authorization')).toBe('Bearer token-123');
    expect(result.items[0]?.coupon_type).toBe('carry-over');
    expect(result.proration).toBe(-1000);
  });

  it('ENTITY-24: a prorate answer with a malformed billing_period_end is rejected as unreadable', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    capture('post', '/v1/are/checkout/reprice', answerJson({ ...prorated, items: [{ ...prorated.items[0], billing_period_end: '15/12/2026' }] }));
    const { api } = setupApi();
    await expect(api.prorate({ items: [] })).rejects.toMatchObject({ kind: 'invalid-response' });
  });

  it('API-14: the tax rate is asked for the cart items and the address', async () => {
    const seen = capture('post', '/v1/guest/payment/tax_rate', answerJson({ tax_rate_id: 'txr_us_ca', percent: 7.25 }));
    const { api } = setupApi();
    await expect(api.loadTaxRate({ priceIds: ['price_a'], address })).resolves.toMatchObject({ tax_rate_id: 'txr_us_ca', percent: 7.25 });
    expect(seen[0]?.body).toEqual({ items: [{ price_id: 'price_a' }], address });
  });
});

describe('creating and completing subscriptions', () => {
  it('COUPON-10 API-6 VALID-CHECKOUT-6 VALID-CHECKOUT-7 CONST-6: the member create sends qty 1, empty address_id, an absent coupon as an empty string and nulls for empty optionals', async () => {
    const seen = capture('post', '/v1/are/checkout/subscription/create', answerJson(created));
    const { api } = setupApi();
    const answer = await api.createSubscription({ customer: details, priceIds: ['price_a'], txr: 'txr_us_ca', idempotencyKey: 'key-1' });
    expect(seen[0]?.body).toEqual({
      customer: { phone: '4155550101', phone_ext: null, address: { ...address, address2: null } },
      products: [{ price_id: 'price_a', qty: 1, address_id: '' }],
      coupon: '',
      txr: 'txr_us_ca',
    });
    expect(seen[0]?.headers.get('authorization')).toBe('Bearer token-123');
    expect(seen[0]?.headers.get('idempotency-key')).toBe('key-1');
    expect(toPaymentResponse(answer)).toEqual({ cartId: 'cart_1', subId: 'sub_1', clientSecret: 'pi_1_secret_abc' });
  });

  it('ENTITY-13: the pay flow\'s member create names the member; without a member id the key is left out', async () => {
    const seen = capture('post', '/v1/are/checkout/subscription/create', answerJson(created));
    const { api } = setupApi();
    await api.createSubscription({ customer: details, priceIds: ['price_a'], txr: null, idempotencyKey: 'key-3', memberId: 'mem_42' });
    await api.createSubscription({ customer: details, priceIds: ['price_a'], txr: null, idempotencyKey: 'key-4' });
    expect(seen[0]?.body).toMatchObject({ member: { memberId: 'mem_42' } });
    expect(seen[1]?.body).not.toHaveProperty('member');
  });

  it('COUPON-6: the member create upper-cases a coupon', async () => {
    const seen = capture('post', '/v1/are/checkout/subscription/create', answerJson(created));
    const { api } = setupApi();
    await api.createSubscription({ customer: details, priceIds: ['price_a'], coupon: 'are25', txr: null, idempotencyKey: 'key-2' });
    expect(seen[0]?.body).toMatchObject({ coupon: 'ARE25', txr: null });
  });

  it('COUPON-11 ENTITY-13 API-5: the guest create omits an absent coupon, sends member.memberId and no credentials', async () => {
    const seen = capture('post', '/v1/guest/are/checkout/subscription/create', answerJson(created));
    const { api } = setupApi();
    await api.createSubscriptionAsGuest({ customer: details, priceIds: ['price_a'], txr: null, memberId: 'mem_1', idempotencyKey: 'key-3' });
    const body = seen[0]?.body;
    expect(body).toEqual({
      customer: { phone: '4155550101', phone_ext: null, address: { ...address, address2: null } },
      products: [{ price_id: 'price_a' }],
      txr: null,
      member: { memberId: 'mem_1' },
    });
    expect(body).not.toHaveProperty('coupon');
    expect(seen[0]?.headers.get('authorization')).toBeNull();
    expect(seen[0]?.headers.get('idempotency-key')).toBe('key-3');
  });

  it('COUPON-6: the guest create upper-cases a coupon when there is one', async () => {
    const seen = capture('post', '/v1/guest/are/checkout/subscription/create', answerJson(created));
    const { api } = setupApi();
    await api.createSubscriptionAsGuest({ customer: details, priceIds: ['price_a'], coupon: 'summer30', txr: null, memberId: 'mem_1', idempotencyKey: 'k' });
    expect(seen[0]?.body).toMatchObject({ coupon: 'SUMMER30' });
  });

  it('API-5: a retried submit reuses its idempotency key and each attempt is sent exactly once', async () => {
    let attempt = 0;
    const seen = capture('post', '/v1/are/checkout/subscription/create', () => {
      attempt += 1;
      return attempt === 1 ? HttpResponse.json({ requestStatus: 'req_1' }, { status: 502 }) : HttpResponse.json(created);
    });
    const { api } = setupApi();
    const key = newIdempotencyKey();
    const input = { customer: details, priceIds: ['price_a'], txr: null, idempotencyKey: key };
    await expect(api.createSubscription(input)).rejects.toBeInstanceOf(ApiError);
    expect(seen).toHaveLength(1);
    await expect(api.createSubscription(input)).resolves.toEqual(created);
    expect(seen.map((s) => s.headers.get('idempotency-key'))).toEqual([key, key]);
  });

  it('ENTITY-14: a created answer without items is unreadable, not a crash later', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    capture('post', '/v1/are/checkout/subscription/create', answerJson({ cart_id: 'cart_1', items: [] }));
    const { api } = setupApi();
    await expect(api.createSubscription({ customer: details, priceIds: ['price_a'], txr: null, idempotencyKey: 'k' })).rejects.toMatchObject({ kind: 'invalid-response' });
  });

  it('API-7 ENTITY-17: success attaches cart, subscription, payment method and client secret', async () => {
    const seen = capture('post', '/v1/are/checkout/subscription/success', answerJson({ invoice_id: 'in_1', status: 'active' }));
    const { api } = setupApi();
    await expect(api.completeSubscription({ cartId: 'cart_1', subId: 'sub_1', pmId: 'pm_1', clientSecret: 'pi_1_secret_abc' })).resolves.toMatchObject({ invoice_id: 'in_1' });
    expect(seen[0]?.body).toEqual({ cart_id: 'cart_1', sub_id: 'sub_1', pm_id: 'pm_1', client_secret: 'pi_1_secret_abc' });
  });

  it('COUPON-9 ENTITY-28 API-8 ENTITY-27: the upgrade sends the upper-cased coupon, the tax rate and an idempotency key', async () => {
    const seen = capture('post', '/v1/are/checkout/subscription/upgrade', answerJson({ subscription, invoice_id: 'in_2' }));
    const { api } = setupApi();
    const result = await api.upgradeSubscription({ activeSubId: 'sub_member_pro', targetPriceId: 'price_e', taxRateId: 'txr_us_ca', coupon: 'are25', idempotencyKey: 'key-u' });
    expect(seen[0]?.body).toEqual({ active_sub_id: 'sub_member_pro', target_price_id: 'price_e', tax_rate_id: 'txr_us_ca', coupon: 'ARE25' });
    expect(seen[0]?.headers.get('idempotency-key')).toBe('key-u');
    expect(result.invoice_id).toBe('in_2');
  });

  it('API-7 API-8 ERR-10: an attach answer without invoice_id, or an upgrade answer naming nothing, is unreadable', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    capture('post', '/v1/are/checkout/subscription/success', answerJson({ unexpected: true }));
    capture('post', '/v1/are/checkout/subscription/upgrade', answerJson({ unexpected: true }));
    const { api } = setupApi();
    await expect(api.completeSubscription({ cartId: 'c', subId: 's', pmId: 'p', clientSecret: 'x' })).rejects.toMatchObject({ kind: 'invalid-response' });
    await expect(api.upgradeSubscription({ activeSubId: 's', targetPriceId: 'p', taxRateId: null, idempotencyKey: 'k' })).rejects.toMatchObject({ kind: 'invalid-response' });
  });
});
