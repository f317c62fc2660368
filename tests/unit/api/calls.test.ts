// One test group per area of spec section 7: each call's path, credentials, payload and answer.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApi, newIdempotencyKey, type Api } from '../../../src/api/create-api.ts';
import { ApiError } from '../../../src/api/errors.ts';
import { isGroupAdmin } from '../../../src/api/calls/member.ts';
import { toPaymentResponse } from '../../../src/api/schemas/subscription.ts';
import { answerJson, capture, makeHttp, server, startServerForFile, type Harness } from './support/harness.ts';
import { address, bank, card, created, details, member, product, prorated, reprice, subscription } from './fixtures.ts';
import { http as mock, HttpResponse } from 'msw';

startServerForFile();
afterEach(() => vi.restoreAllMocks());

const identity = { domain: 'http://issuer.test/', clientId: 'client-1', connection: 'Username-Password-Authentication' };

function setup(): Harness & { api: Api } {
  const harness = makeHttp();
  return { ...harness, api: createApi({ http: harness.http, identity }) };
}

describe('catalogue', () => {
  it('ENTITY-19 API-9: products are requested by price id as a guest and sorted by name ascending', async () => {
    const seen = capture('post', '/v1/are/checkout/products', answerJson({ products: [product('Zeta Plan', 'price_z'), product('Alpha Plan', 'price_a'), product('Mid Plan', 'price_m')] }));
    const { api } = setup();
    const products = await api.loadProducts(['price_z', 'price_a', 'price_m']);
    expect(products.map((p) => p.name)).toEqual(['Alpha Plan', 'Mid Plan', 'Zeta Plan']);
    expect(seen[0]?.body).toEqual({ products: ['price_z', 'price_a', 'price_m'] });
    expect(seen[0]?.headers.get('authorization')).toBeNull();
  });

  it('ENTITY-18 ROUTE-10: unknown ids answer an empty list, not an error', async () => {
    capture('post', '/v1/are/checkout/products', answerJson({ products: [] }));
    const { api, notices } = setup();
    await expect(api.loadProducts(['nope'])).resolves.toEqual([]);
    expect(notices).toEqual([]);
  });

  it('API-30: upgrade products are a member read', async () => {
    const seen = capture('get', '/v1/are/member/upgrade/product', answerJson({ products: [product('ARE 5.0 Expert', 'price_e')] }));
    const { api } = setup();
    expect((await api.loadUpgradeProducts())[0]?.price_id).toBe('price_e');
    expect(seen[0]?.headers.get('authorization')).toBe('Bearer token-123');
  });
});

describe('coupons', () => {
  it('COUPON-12 COUPON-13 API-15: the code goes upper-cased into the path, the product ids into the body', async () => {
    const seen = capture('post', '/v1/guest/are/coupons/validate/WELCOME10', answerJson({ couponCode: 'WELCOME10', validCoupon: true, percent_off: 10, reason: null }));
    const { api } = setup();
    const check = await api.validateCoupon('welcome10', ['prod_a', 'prod_b'], { quiet: true });
    expect(check).toMatchObject({ couponCode: 'WELCOME10', validCoupon: true });
    expect(seen[0]?.body).toEqual({ products: ['prod_a', 'prod_b'] });
    expect(seen[0]?.headers.get('authorization')).toBeNull();
  });

  it('COUPON-4 STATE-COUPON-1: a rejected check thrown quietly leaves the message to the coupon box', async () => {
    capture('post', '/v1/guest/are/coupons/validate/NOPE', answerJson({ error: { message: 'coupon not found' } }, 404));
    const { api, notices } = setup();
    await expect(api.validateCoupon('nope', ['prod_a'], { quiet: true })).rejects.toMatchObject({ kind: 'http', status: 404 });
    expect(notices).toEqual([]);
  });

  it('COUPON-1: an empty code never reaches the wire', async () => {
    const { api, sent } = setup();
    await expect(api.validateCoupon('  ', ['prod_a'])).rejects.toThrow(RangeError);
    expect(sent).toEqual([]);
  });
});

describe('pricing', () => {
  it('COUPON-7 VALID-CHECKOUT-13 API-16: guest reprice sends items, the upper-cased coupon, the address and no_cache true', async () => {
    const seen = capture('post', '/v1/are/checkout/guest/reprice', answerJson(reprice));
    const { api } = setup();
    const result = await api.repriceAsGuest({ priceIds: ['price_a'], coupon: 'welcome10', address: { ...address, address2: '' } });
    expect(seen[0]?.body).toEqual({ items: [{ price_id: 'price_a' }], coupon: 'WELCOME10', address: { ...address, address2: null }, no_cache: true });
    expect(seen[0]?.headers.get('authorization')).toBeNull();
    expect(result).toMatchObject({ total: 9556, tax_rate_id: 'txr_us_ca' });
  });

  it('VALID-CHECKOUT-13: without coupon or address both are sent as null', async () => {
    const seen = capture('post', '/v1/are/checkout/guest/reprice', answerJson({ ...reprice, address: null, tax_rate_id: null }));
    const { api } = setup();
    await api.repriceAsGuest({ priceIds: ['price_a'] });
    expect(seen[0]?.body).toEqual({ items: [{ price_id: 'price_a' }], coupon: null, address: null, no_cache: true });
  });

  it('COUPON-8 VALID-CHECKOUT-14 API-17 API-18 CONST-6: proration items carry id, dollar price, qty 1, name and target subscription', async () => {
    const seen = capture('post', '/v1/are/checkout/reprice', answerJson(prorated));
    const { api } = setup();
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
    const { api } = setup();
    await expect(api.prorate({ items: [] })).rejects.toMatchObject({ kind: 'invalid-response' });
  });

  it('API-14: the tax rate is asked for the cart items and the address', async () => {
    const seen = capture('post', '/v1/guest/payment/tax_rate', answerJson({ tax_rate_id: 'txr_us_ca', percent: 7.25 }));
    const { api } = setup();
    await expect(api.loadTaxRate({ priceIds: ['price_a'], address })).resolves.toMatchObject({ tax_rate_id: 'txr_us_ca', percent: 7.25 });
    expect(seen[0]?.body).toEqual({ items: [{ price_id: 'price_a' }], address });
  });
});

describe('creating and completing subscriptions', () => {
  it('COUPON-10 API-6 VALID-CHECKOUT-6 VALID-CHECKOUT-7 CONST-6: the member create sends qty 1, empty address_id, an absent coupon as an empty string and nulls for empty optionals', async () => {
    const seen = capture('post', '/v1/are/checkout/subscription/create', answerJson(created));
    const { api } = setup();
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
    const { api } = setup();
    await api.createSubscription({ customer: details, priceIds: ['price_a'], txr: null, idempotencyKey: 'key-3', memberId: 'mem_42' });
    await api.createSubscription({ customer: details, priceIds: ['price_a'], txr: null, idempotencyKey: 'key-4' });
    expect(seen[0]?.body).toMatchObject({ member: { memberId: 'mem_42' } });
    expect(seen[1]?.body).not.toHaveProperty('member');
  });

  it('COUPON-6: the member create upper-cases a coupon', async () => {
    const seen = capture('post', '/v1/are/checkout/subscription/create', answerJson(created));
    const { api } = setup();
    await api.createSubscription({ customer: details, priceIds: ['price_a'], coupon: 'are25', txr: null, idempotencyKey: 'key-2' });
    expect(seen[0]?.body).toMatchObject({ coupon: 'ARE25', txr: null });
  });

  it('COUPON-11 ENTITY-13 API-5: the guest create omits an absent coupon, sends member.memberId and no credentials', async () => {
    const seen = capture('post', '/v1/guest/are/checkout/subscription/create', answerJson(created));
    const { api } = setup();
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
    const { api } = setup();
    await api.createSubscriptionAsGuest({ customer: details, priceIds: ['price_a'], coupon: 'summer30', txr: null, memberId: 'mem_1', idempotencyKey: 'k' });
    expect(seen[0]?.body).toMatchObject({ coupon: 'SUMMER30' });
  });

  it('API-5: a retried submit reuses its idempotency key and each attempt is sent exactly once', async () => {
    let attempt = 0;
    const seen = capture('post', '/v1/are/checkout/subscription/create', () => {
      attempt += 1;
      return attempt === 1 ? HttpResponse.json({ requestStatus: 'req_1' }, { status: 502 }) : HttpResponse.json(created);
    });
    const { api } = setup();
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
    const { api } = setup();
    await expect(api.createSubscription({ customer: details, priceIds: ['price_a'], txr: null, idempotencyKey: 'k' })).rejects.toMatchObject({ kind: 'invalid-response' });
  });

  it('API-7 ENTITY-17: success attaches cart, subscription, payment method and client secret', async () => {
    const seen = capture('post', '/v1/are/checkout/subscription/success', answerJson({ invoice_id: 'in_1', status: 'active' }));
    const { api } = setup();
    await expect(api.completeSubscription({ cartId: 'cart_1', subId: 'sub_1', pmId: 'pm_1', clientSecret: 'pi_1_secret_abc' })).resolves.toMatchObject({ invoice_id: 'in_1' });
    expect(seen[0]?.body).toEqual({ cart_id: 'cart_1', sub_id: 'sub_1', pm_id: 'pm_1', client_secret: 'pi_1_secret_abc' });
  });

  it('COUPON-9 ENTITY-28 API-8 ENTITY-27: the upgrade sends the upper-cased coupon, the tax rate and an idempotency key', async () => {
    const seen = capture('post', '/v1/are/checkout/subscription/upgrade', answerJson({ subscription, invoice_id: 'in_2' }));
    const { api } = setup();
    const result = await api.upgradeSubscription({ activeSubId: 'sub_member_pro', targetPriceId: 'price_e', taxRateId: 'txr_us_ca', coupon: 'are25', idempotencyKey: 'key-u' });
    expect(seen[0]?.body).toEqual({ active_sub_id: 'sub_member_pro', target_price_id: 'price_e', tax_rate_id: 'txr_us_ca', coupon: 'ARE25' });
    expect(seen[0]?.headers.get('idempotency-key')).toBe('key-u');
    expect(result.invoice_id).toBe('in_2');
  });

  it('API-7 API-8 ERR-10: an attach answer without invoice_id, or an upgrade answer naming nothing, is unreadable', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    capture('post', '/v1/are/checkout/subscription/success', answerJson({ unexpected: true }));
    capture('post', '/v1/are/checkout/subscription/upgrade', answerJson({ unexpected: true }));
    const { api } = setup();
    await expect(api.completeSubscription({ cartId: 'c', subId: 's', pmId: 'p', clientSecret: 'x' })).rejects.toMatchObject({ kind: 'invalid-response' });
    await expect(api.upgradeSubscription({ activeSubId: 's', targetPriceId: 'p', taxRateId: null, idempotencyKey: 'k' })).rejects.toMatchObject({ kind: 'invalid-response' });
  });
});

describe('member', () => {
  it('API-12 ENTITY-33 ENTITY-34: the profile is read with its group accounts; isGroupAdmin is any admin entry', async () => {
    capture('get', '/v1/are/member/profile', answerJson({ member }));
    const { api } = setup();
    const profile = await api.loadMemberProfile();
    expect(profile).toMatchObject({ id: 'mem_1', email: 'member@example.com', groupId: null });
    expect(isGroupAdmin(profile)).toBe(true);
    expect(isGroupAdmin({ groupAccounts: [{ admin: false, organization: null }] })).toBe(false);
  });

  it('API-13: the profile update is a PATCH whose 200 is success', async () => {
    const seen = capture('patch', '/v1/are/member/profile', answerJson({ status: 'ok' }));
    const { api } = setup();
    await expect(api.updateMemberProfile({ firstName: 'Maya', lastName: 'M', email: 'm@example.com', updateEmail: true })).resolves.toBeUndefined();
    expect(seen[0]?.body).toEqual({ first_name: 'Maya', last_name: 'M', email: 'm@example.com', update_email: true });
  });

  it('API-13 KNOWN-8: a profile update given the member token (the known-account form, before the session signs in) sends it as the bearer', async () => {
    const seen = capture('patch', '/v1/are/member/profile', answerJson({ status: 'ok' }));
    const { api } = setup();
    await api.updateMemberProfile({ firstName: 'Sasha', lastName: 'S', email: 's@example.com', updateEmail: false }, { quiet: true, memberToken: 'tok_known' });
    expect(seen[0]?.headers.get('authorization')).toBe('Bearer tok_known');
    expect(seen[0]?.body).toEqual({ first_name: 'Sasha', last_name: 'S', email: 's@example.com', update_email: false });
    await api.updateMemberProfile({ firstName: 'Sasha', lastName: 'S', email: 's@example.com', updateEmail: false });
    expect(seen[1]?.headers.get('authorization')).toBe('Bearer token-123');
  });

  it('API-19 ENTITY-7 ENTITY-8: active subscriptions are a member read of the subscriptions list', async () => {
    capture('get', '/v1/are/member/active_subscriptions', answerJson({ subscriptions: [subscription] }));
    const { api } = setup();
    expect(await api.loadActiveSubscriptions()).toEqual([subscription]);
  });

  it('API-25 ENTITY-36: the email check sends the email and reads accounts and noma', async () => {
    const seen = capture('post', '/v1/are/member/email', answerJson({ accounts: { network: true, are: false }, noma: false }));
    const { api } = setup();
    await expect(api.checkEmail(' a@b.co ')).resolves.toEqual({ accounts: { network: true, are: false }, noma: false });
    expect(seen[0]?.body).toEqual({ email: 'a@b.co' });
  });

  it('API-27 ERR-AUTH-1: log-in failures thrown quietly keep the server message for the sign-in mapping', async () => {
    const seen = capture('post', '/v1/guest/are/log_in', answerJson({ error: { message: 'Email or password is incorrect' } }, 401));
    const { api, notices } = setup();
    await expect(api.logIn({ email: 'a@b.co', password: 'x' }, { quiet: true })).rejects.toMatchObject({ message: 'Email or password is incorrect' });
    expect(seen[0]?.body).toEqual({ email: 'a@b.co', password: 'x' });
    expect(notices).toEqual([]);
  });

  it('API-11 CONST-7 ENTITY-35: account creation sends property_id 1 and reads member and org_slug', async () => {
    const seen = capture('post', '/v1/are/member/profile', answerJson({ member: { id: 42, auth_token: 'tok' }, org_slug: null }));
    const { api } = setup();
    await expect(api.createAccount({ firstName: 'A', lastName: 'B', email: 'a@b.co', password: 'Secret#12' })).resolves.toEqual({ member: { id: '42', auth_token: 'tok' }, org_slug: null });
    expect(seen[0]?.body).toEqual({ email: 'a@b.co', password: 'Secret#12', firstname: 'A', lastname: 'B', property_id: 1 });
  });

  it('API-11 API-35 API-39: a create sent again with the same form carries the same Idempotency-Key; a changed form a new one', async () => {
    const seen = capture('post', '/v1/are/member/profile', answerJson({ member: { id: 42, auth_token: 'tok' }, org_slug: null }));
    const companies = capture('post', '/v1/are/member/company', answerJson({ slug: 'acme', organization: 'Acme', groupId: 7 }));
    const { api } = setup();
    const form = { firstName: 'A', lastName: 'B', email: 'a@b.co', password: 'Secret#12' };
    await api.createAccount(form);
    await api.createAccount({ ...form, email: ' A@B.co ' });
    await api.createAccount({ ...form, password: 'Other#123' });
    await api.createCompany({ organization: 'Acme' });
    await api.createCompany({ organization: 'Acme' });
    const keys = seen.map((request) => request.headers.get('idempotency-key'));
    expect(keys[0]).toMatch(/^[0-9a-f]{64}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
    // The password is hashed with a per-page nonce: the key never shows it.
    expect(keys.join()).not.toContain('Secret');
    expect(companies[0]?.headers.get('idempotency-key')).toBe(companies[1]?.headers.get('idempotency-key'));
    // Another page load (another Api) gives the same form another key.
    expect(keys[0]).not.toBe(await (async () => {
      await setup().api.createAccount(form);
      return seen[3]?.headers.get('idempotency-key');
    })());
  });
});

describe('payment methods', () => {
  it('API-20 ENTITY-9 ENTITY-11: the list reads cards and bank accounts', async () => {
    capture('get', '/v1/are/member/payment_methods', answerJson([card, bank]));
    const { api } = setup();
    const methods = await api.loadPaymentMethods();
    expect(methods.map((m) => m.type)).toEqual(['card', 'us_bank_account']);
    const [first, second] = methods;
    expect(first?.type === 'card' ? first.last_4 : null).toBe('4242');
    expect(second?.type === 'us_bank_account' ? second.bankName : null).toBe('STRIPE TEST BANK');
  });

  it('API-21 PAGE1-11: a subscription without a payment method reads as null, without a toast', async () => {
    capture('get', '/v1/are/member/payment_methods/sub_1', answerJson({ error: { message: 'not found' } }, 404));
    capture('get', '/v1/are/member/payment_methods/sub_2', answerJson(card));
    const { api, notices } = setup();
    await expect(api.loadSubscriptionPaymentMethod('sub_1')).resolves.toBeNull();
    await expect(api.loadSubscriptionPaymentMethod('sub_2')).resolves.toMatchObject({ id: 'pm_visa' });
    expect(notices).toEqual([]);
  });

  it('API-22 VALID-CHECKOUT-5 VALID-CHECKOUT-15: the record gives address.phone; an unknown method throws its message', async () => {
    capture('get', '/v1/are/checkout/payment/payment_method/pm_visa', answerJson({ id: 'pm_visa', type: 'card', address: { ...address, phone: '4155550101' } }));
    capture('get', '/v1/are/checkout/payment/payment_method/pm_gone', answerJson({ error: { message: 'payment method not found' } }, 404));
    const { api } = setup();
    expect((await api.loadPaymentMethodRecord('pm_visa')).address.phone).toBe('4155550101');
    await expect(api.loadPaymentMethodRecord('pm_gone', { quiet: true })).rejects.toMatchObject({ message: 'payment method not found', status: 404 });
  });

  it('API-23 API-24: setup intent and default method', async () => {
    const setupSeen = capture('post', '/v1/are/checkout/payment/setup_intent', answerJson({ client_secret: 'seti_1_secret_x' }));
    const defaultSeen = capture('put', '/v1/are/member/payment_method/default/pm_visa', answerJson({ status: 'success' }));
    const { api } = setup();
    await expect(api.createSetupIntent()).resolves.toEqual({ client_secret: 'seti_1_secret_x' });
    await expect(api.setDefaultPaymentMethod('pm_visa')).resolves.toMatchObject({ status: 'success' });
    expect(setupSeen[0]?.body).toEqual({});
    expect(defaultSeen[0]?.headers.get('authorization')).toBe('Bearer token-123');
  });
});

describe('organisation', () => {
  it('API-28 API-29: the discount check sends orgId as a number', async () => {
    const seen = capture('post', '/v1/guest/are/product/org', answerJson({ allow: false }));
    const { api } = setup();
    await expect(api.checkOrgDiscount({ priceId: 'price_n', orgId: 103 })).resolves.toEqual({ allow: false });
    expect(seen[0]?.body).toEqual({ priceId: 'price_n', orgId: 103 });
  });

  it('API-10 ENTITY-30: the seat count is read with the bearer when one exists', async () => {
    const seen = capture('get', '/v1/guest/are/stripe/noma/subscription/count/102', answerJson({ count: 10, queuePosition: 5, allowed: 10 }));
    const { api } = setup();
    await expect(api.loadSeatCount(102)).resolves.toEqual({ count: 10, queuePosition: 5, allowed: 10 });
    expect(seen[0]?.headers.get('authorization')).toBe('Bearer token-123');
  });

  it('API-34 ENTITY-32: joining the waitlist reads the queue position', async () => {
    capture('post', '/v1/are/waitlist/join/102', answerJson({ queuePosition: 5 }));
    const { api } = setup();
    await expect(api.joinWaitlist(102)).resolves.toEqual({ queuePosition: 5 });
  });

  it('API-35 ENTITY-40: the firm admin account sends organization, property_id 1 and admin_is_user false by default', async () => {
    const seen = capture('post', '/v1/guest/are/admin/account', answerJson({ member: { id: 'mem_9', auth_token: 'tok' }, slug: 'acme' }));
    const { api } = setup();
    await expect(api.createAdminAccount({ firstName: 'A', lastName: 'B', firmName: 'Acme', workEmail: 'a@acme.co', password: 'Secret#12' })).resolves.toMatchObject({ slug: 'acme' });
    expect(seen[0]?.body).toEqual({ email: 'a@acme.co', password: 'Secret#12', firstname: 'A', lastname: 'B', organization: 'Acme', property_id: 1, admin_is_user: false });
  });

  it('API-36 API-39 CONST-8: firm and company creation are member calls with property_id 1', async () => {
    const firm = capture('post', '/v1/network/group', answerJson({ slug: 'acme', organization: 'Acme', groupId: 7 }));
    const company = capture('post', '/v1/are/member/company', answerJson({ slug: 'acme', organization: 'Acme', groupId: 7 }));
    const { api } = setup();
    await api.createFirm({ organization: 'Acme', adminIsUser: true });
    await api.createCompany({ organization: 'Acme' });
    expect(firm[0]?.body).toEqual({ organization: 'Acme', property_id: 1, admin_is_user: true });
    expect(company[0]?.body).toEqual({ organization: 'Acme', property_id: 1, isUserAdmin: true });
    expect(company[0]?.headers.get('authorization')).toBe('Bearer token-123');
  });

  it('API-39 API-46 ERR-10: a company answer that names no group is unreadable, not a created company', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    capture('post', '/v1/are/member/company', answerJson({ unexpected: true }));
    const { api, notices } = setup();
    await expect(api.createCompany({ organization: 'Acme' })).rejects.toMatchObject({ kind: 'invalid-response' });
    expect(notices).toEqual([{ kind: 'error', message: 'The server sent an answer we could not read. Please try again.' }]);
  });
});

describe('tracking', () => {
  it('API-31 API-32 API-38 API-40: tracking calls send their bodies and resolve ok', async () => {
    const terms = capture('post', '/v1/are/member/track/terms', answerJson({ status: 'ok' }));
    const upgrade = capture('post', '/v1/are/member/track/upgrade', answerJson({ status: 'ok' }));
    const price = capture('post', '/v1/guest/are/track/price', answerJson({ status: 'ok' }));
    const origin = capture('post', '/v1/guest/are/track/checkout-origin', answerJson({ status: 'ok' }));
    const { api } = setup();
    await expect(api.trackTerms()).resolves.toEqual({ ok: true });
    await expect(api.trackUpgrade({ origin: 'checkout', priceId: 'price_e' })).resolves.toEqual({ ok: true });
    await expect(api.trackPrice('price_a')).resolves.toEqual({ ok: true });
    await expect(api.trackCheckoutOrigin({ origin: 'pricing', referrer: 'https://example.com/' })).resolves.toEqual({ ok: true });
    expect(terms[0]?.headers.get('authorization')).toBe('Bearer token-123');
    expect(upgrade[0]?.body).toEqual({ origin: 'checkout', priceId: 'price_e' });
    expect(price[0]?.body).toEqual({ origin: 'checkout', priceId: 'price_a' });
    expect(price[0]?.headers.get('authorization')).toBeNull();
    expect(origin[0]?.body).toEqual({ origin: 'pricing', referrer: 'https://example.com/' });
  });

  it('SCOPE-13 ERR-2: failing tracking calls never toast and never throw; they warn', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    capture('post', '/v1/are/member/track/terms', answerJson({ requestStatus: 'req_t', errors: ['boom'] }, 500));
    server.use(mock.post('http://api.test/v1/guest/are/track/price', () => HttpResponse.error()));
    const { api, notices } = setup();
    await expect(api.trackTerms()).resolves.toEqual({ ok: false });
    await expect(api.trackPrice('price_a')).resolves.toEqual({ ok: false });
    expect(notices).toEqual([]);
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it('SCOPE-13: tracking without a session resolves ok false instead of throwing', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const harness = makeHttp({ getAccessToken: () => Promise.reject(new Error('login_required')) });
    const api = createApi({ http: harness.http, identity });
    await expect(api.trackUpgrade({ origin: 'checkout', priceId: 'p' })).resolves.toEqual({ ok: false });
    expect(harness.sent).toEqual([]);
  });

  it('API-33: abandon-checkout is a keepalive member call with the referrer', async () => {
    const seen = capture('post', '/v1/are/member/abandon-checkout', answerJson({ status: 'ok' }));
    const { api, sent } = setup();
    await expect(api.abandonCheckout({ referrer: 'https://example.com/pricing' })).resolves.toEqual({ ok: true });
    expect(seen[0]?.body).toEqual({ referrer: 'https://example.com/pricing' });
    expect(seen[0]?.headers.get('authorization')).toBe('Bearer token-123');
    expect(sent[0]?.keepalive).toBe(true);
  });
});

describe('identity provider', () => {
  it('API-37 KNOWN-6: the password reset posts client id, email and connection to the issuer and reads text', async () => {
    let body: unknown;
    server.use(
      mock.post('http://issuer.test/dbconnections/change_password', async ({ request }) => {
        body = await request.json();
        return HttpResponse.text("We've just sent you an email to reset your password.");
      }),
    );
    const { api } = setup();
    await expect(api.requestPasswordReset(' a@b.co ')).resolves.toBe("We've just sent you an email to reset your password.");
    expect(body).toEqual({ client_id: 'client-1', email: 'a@b.co', connection: 'Username-Password-Authentication' });
  });
});

describe('createApi', () => {
  it('newIdempotencyKey gives a fresh UUID each time', () => {
    const a = newIdempotencyKey();
    expect(a).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(newIdempotencyKey()).not.toBe(a);
  });
});
