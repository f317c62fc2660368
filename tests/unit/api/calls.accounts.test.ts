// The calls of spec section 7 around the visitor's account: the member, payment methods, the
// organisation, tracking and the identity provider. Each call's path, credentials, payload and answer.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApi, newIdempotencyKey } from '../../../src/api/create-api.ts';
import { isGroupAdmin } from '../../../src/api/calls/member.ts';
import { startServerForFile, answerJson, capture, makeHttp, server, setupApi, TEST_IDENTITY } from './support/harness.ts';
import { address, bank, card, member, subscription } from './fixtures.ts';
import { http as mock, HttpResponse } from 'msw';

startServerForFile();
afterEach(() => vi.restoreAllMocks());

describe('member', () => {
  it('API-12 ENTITY-33 ENTITY-34: the profile is read with its group accounts; isGroupAdmin is any admin entry', async () => {
    capture('get', '/v1/are/member/profile', answerJson({ member }));
    const { api } = setupApi();
    const profile = await api.loadMemberProfile();
    expect(profile).toMatchObject({ id: 'mem_1', email: 'member@example.com', groupId: null });
    expect(isGroupAdmin(profile)).toBe(true);
    expect(isGroupAdmin({ groupAccounts: [{ admin: false, organization: null }] })).toBe(false);
  });

  it('API-13: the profile update is a PATCH whose 200 is success', async () => {
    const seen = capture('patch', '/v1/are/member/profile', answerJson({ status: 'ok' }));
    const { api } = setupApi();
    await expect(api.updateMemberProfile({ firstName: 'Maya', lastName: 'M', email: 'm@example.com', updateEmail: true })).resolves.toBeUndefined();
    expect(seen[0]?.body).toEqual({ first_name: 'Maya', last_name: 'M', email: 'm@example.com', update_email: true });
  });

  it('API-13 KNOWN-8: a profile update given the member token (the known-account form, before the session signs in) sends it as the bearer', async () => {
    const seen = capture('patch', '/v1/are/member/profile', answerJson({ status: 'ok' }));
    const { api } = setupApi();
    await api.updateMemberProfile({ firstName: 'Sasha', lastName: 'S', email: 's@example.com', updateEmail: false }, { quiet: true, memberToken: 'tok_known' });
    expect(seen[0]?.headers.get('authorization')).toBe('Bearer tok_known');
    expect(seen[0]?.body).toEqual({ first_name: 'Sasha', last_name: 'S', email: 's@example.com', update_email: false });
    await api.updateMemberProfile({ firstName: 'Sasha', lastName: 'S', email: 's@example.com', updateEmail: false });
    expect(seen[1]?.headers.get('authorization')).toBe('Bearer token-123');
  });

  it('API-19 ENTITY-7 ENTITY-8: active subscriptions are a member read of the subscriptions list', async () => {
    capture('get', '/v1/are/member/active_subscriptions', answerJson({ subscriptions: [subscription] }));
    const { api } = setupApi();
    expect(await api.loadActiveSubscriptions()).toEqual([subscription]);
  });

  it('API-25 ENTITY-36: the email check sends the email and reads accounts and noma', async () => {
    const seen = capture('post', '/v1/are/member/email', answerJson({ accounts: { network: true, are: false }, noma: false }));
    const { api } = setupApi();
    await expect(api.checkEmail(' a@b.co ')).resolves.toEqual({ accounts: { network: true, are: false }, noma: false });
    expect(seen[0]?.body).toEqual({ email: 'a@b.co' });
  });

  it('API-27 ERR-AUTH-1: log-in failures thrown quietly keep the server message for the sign-in mapping', async () => {
    const seen = capture('post', '/v1/guest/are/log_in', answerJson({ error: { message: 'Email or password is incorrect' } }, 401));
    const { api, notices } = setupApi();
    await expect(api.logIn({ email: 'a@b.co', password: 'x' }, { quiet: true })).rejects.toMatchObject({ message: 'Email or password is incorrect' });
    expect(seen[0]?.body).toEqual({ email: 'a@b.co', password: 'x' });
    expect(notices).toEqual([]);
  });

  it('API-11 CONST-7 ENTITY-35: account creation sends property_id 1 and reads member and org_slug', async () => {
    const seen = capture('post', '/v1/are/member/profile', answerJson({ member: { id: 42, auth_token: 'tok' }, org_slug: null }));
    const { api } = setupApi();
    await expect(api.createAccount({ firstName: 'A', lastName: 'B', email: 'a@b.co', password: 'Secret#12' })).resolves.toEqual({ member: { id: '42', auth_token: 'tok' }, org_slug: null });
    expect(seen[0]?.body).toEqual({ email: 'a@b.co', password: 'Secret#12', firstname: 'A', lastname: 'B', property_id: 1 });
  });

  it('API-11 API-35 API-39: a create sent again with the same form carries the same Idempotency-Key; a changed form a new one', async () => {
    const seen = capture('post', '/v1/are/member/profile', answerJson({ member: { id: 42, auth_token: 'tok' }, org_slug: null }));
    const companies = capture('post', '/v1/are/member/company', answerJson({ slug: 'acme', organization: 'Acme', groupId: 7 }));
    const { api } = setupApi();
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
      await setupApi().api.createAccount(form);
      return seen[3]?.headers.get('idempotency-key');
    })());
  });
});

describe('payment methods', () => {
  it('API-20 ENTITY-9 ENTITY-11: the list reads cards and bank accounts', async () => {
    capture('get', '/v1/are/member/payment_methods', answerJson([card, bank]));
    const { api } = setupApi();
    const methods = await api.loadPaymentMethods();
    expect(methods.map((m) => m.type)).toEqual(['card', 'us_bank_account']);
    const [first, second] = methods;
    expect(first?.type === 'card' ? first.last_4 : null).toBe('4242');
    expect(second?.type === 'us_bank_account' ? second.bankName : null).toBe('STRIPE TEST BANK');
  });

  it('API-21 PAGE1-11: a subscription without a payment method reads as null, without a toast', async () => {
    capture('get', '/v1/are/member/payment_methods/sub_1', answerJson({ error: { message: 'not found' } }, 404));
    capture('get', '/v1/are/member/payment_methods/sub_2', answerJson(card));
    const { api, notices } = setupApi();
    await expect(api.loadSubscriptionPaymentMethod('sub_1')).resolves.toBeNull();
    await expect(api.loadSubscriptionPaymentMethod('sub_2')).resolves.toMatchObject({ id: 'pm_visa' });
    expect(notices).toEqual([]);
  });

  it('API-22 VALID-CHECKOUT-5 VALID-CHECKOUT-15: the record gives address.phone; an unknown method throws its message', async () => {
    capture('get', '/v1/are/checkout/payment/payment_method/pm_visa', answerJson({ id: 'pm_visa', type: 'card', address: { ...address, phone: '4155550101' } }));
    capture('get', '/v1/are/checkout/payment/payment_method/pm_gone', answerJson({ error: { message: 'payment method not found' } }, 404));
    const { api } = setupApi();
    expect((await api.loadPaymentMethodRecord('pm_visa')).address.phone).toBe('4155550101');
    await expect(api.loadPaymentMethodRecord('pm_gone', { quiet: true })).rejects.toMatchObject({ message: 'payment method not found', status: 404 });
  });

  it('API-23 API-24: setup intent and default method', async () => {
    const setupSeen = capture('post', '/v1/are/checkout/payment/setup_intent', answerJson({ client_secret: 'seti_1_secret_x' }));
    const defaultSeen = capture('put', '/v1/are/member/payment_method/default/pm_visa', answerJson({ status: 'success' }));
    const { api } = setupApi();
    await expect(api.createSetupIntent()).resolves.toEqual({ client_secret: 'seti_1_secret_x' });
    await expect(api.setDefaultPaymentMethod('pm_visa')).resolves.toMatchObject({ status: 'success' });
    expect(setupSeen[0]?.body).toEqual({});
    expect(defaultSeen[0]?.headers.get('authorization')).toBe('Bearer token-123');
  });
});

describe('organisation', () => {
  it('API-28 API-29: the discount check sends orgId as a number', async () => {
    const seen = capture('post', '/v1/guest/are/product/org', answerJson({ allow: false }));
    const { api } = setupApi();
    await expect(api.checkOrgDiscount({ priceId: 'price_n', orgId: 103 })).resolves.toEqual({ allow: false });
    expect(seen[0]?.body).toEqual({ priceId: 'price_n', orgId: 103 });
  });

  it('API-10 ENTITY-30: the seat count is read with the bearer when one exists', async () => {
    const seen = capture('get', '/v1/guest/are/stripe/noma/subscription/count/102', answerJson({ count: 10, queuePosition: 5, allowed: 10 }));
    const { api } = setupApi();
    await expect(api.loadSeatCount(102)).resolves.toEqual({ count: 10, queuePosition: 5, allowed: 10 });
    expect(seen[0]?.headers.get('authorization')).toBe('Bearer token-123');
  });

  it('API-34 ENTITY-32: joining the waitlist reads the queue position', async () => {
    capture('post', '/v1/are/waitlist/join/102', answerJson({ queuePosition: 5 }));
    const { api } = setupApi();
    await expect(api.joinWaitlist(102)).resolves.toEqual({ queuePosition: 5 });
  });

  it('API-35 ENTITY-40: the firm admin account sends organization, property_id 1 and admin_is_user false by default', async () => {
    const seen = capture('post', '/v1/guest/are/admin/account', answerJson({ member: { id: 'mem_9', auth_token: 'tok' }, slug: 'acme' }));
    const { api } = setupApi();
    await expect(api.createAdminAccount({ firstName: 'A', lastName: 'B', firmName: 'Acme', workEmail: 'a@acme.co', password: 'Secret#12' })).resolves.toMatchObject({ slug: 'acme' });
    expect(seen[0]?.body).toEqual({ email: 'a@acme.co', password: 'Secret#12', firstname: 'A', lastname: 'B', organization: 'Acme', property_id: 1, admin_is_user: false });
  });

  it('API-36 API-39 CONST-8: firm and company creation are member calls with property_id 1', async () => {
    const firm = capture('post', '/v1/network/group', answerJson({ slug: 'acme', organization: 'Acme', groupId: 7 }));
    const company = capture('post', '/v1/are/member/company', answerJson({ slug: 'acme', organization: 'Acme', groupId: 7 }));
    const { api } = setupApi();
    await api.createFirm({ organization: 'Acme', adminIsUser: true });
    await api.createCompany({ organization: 'Acme' });
    expect(firm[0]?.body).toEqual({ organization: 'Acme', property_id: 1, admin_is_user: true });
    expect(company[0]?.body).toEqual({ organization: 'Acme', property_id: 1, isUserAdmin: true });
    expect(company[0]?.headers.get('authorization')).toBe('Bearer token-123');
  });

  it('API-39 API-46 ERR-10: a company answer that names no group is unreadable, not a created company', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    capture('post', '/v1/are/member/company', answerJson({ unexpected: true }));
    const { api, notices } = setupApi();
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
    const { api } = setupApi();
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
    const { api, notices } = setupApi();
    await expect(api.trackTerms()).resolves.toEqual({ ok: false });
    await expect(api.trackPrice('price_a')).resolves.toEqual({ ok: false });
    expect(notices).toEqual([]);
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it('SCOPE-13: tracking without a session resolves ok false instead of throwing', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const harness = makeHttp({ getAccessToken: () => Promise.reject(new Error('login_required')) });
    const api = createApi({ http: harness.http, identity: TEST_IDENTITY });
    await expect(api.trackUpgrade({ origin: 'checkout', priceId: 'p' })).resolves.toEqual({ ok: false });
    expect(harness.sent).toEqual([]);
  });

  it('API-33: abandon-checkout is a keepalive member call with the referrer', async () => {
    const seen = capture('post', '/v1/are/member/abandon-checkout', answerJson({ status: 'ok' }));
    const { api, sent } = setupApi();
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
    const { api } = setupApi();
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
