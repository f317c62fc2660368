// Buying over HTTP: create (member and guest), idempotency, attach after payment, upgrade.
import { describe, expect, it } from 'vitest';
import { CA_ADDRESS, startSandbox } from './harness.ts';
import type { Harness } from './harness.ts';

interface Created { cart_id: string; items: { subscription_id: string; client_secret: string; price_id: string }[] }

const customer = { phone: '4155550101', phone_ext: null, address: CA_ADDRESS };
const memberCreate = (priceId: string, coupon = '', txr: string | null = 'txr_us_ca') =>
  ({ customer, products: [{ price_id: priceId, qty: 1, address_id: '' }], coupon, txr });

/** What the cards helper does when a card is confirmed: the intent succeeds with a new method. */
function confirmPaymentLikeTheCardProvider(h: Harness, clientSecret: string) {
  const { state } = h.sandbox.store;
  const intent = state.payment_intents.find((pi) => pi.client_secret === clientSecret);
  if (!intent) throw new Error('no intent');
  state.payment_methods.push({
    id: 'pm_new_card', member_email: intent.member_email, type: 'card', brand: 'mastercard', last_4: '4444', exp_month: 1, exp_year: 2031,
    bankName: null, accountType: null, accountHolderType: null, last4: null, phone: null, phone_ext: null, address: null, is_default: false, attached: false,
  });
  intent.status = 'succeeded';
  intent.payment_method = 'pm_new_card';
}

describe('create subscription (API-5, API-6, ENTITY-14)', () => {
  it('creates an incomplete subscription and a payment intent for the taxed, discounted total (COUPON-6)', async () => {
    const h = await startSandbox();
    const token = await h.logIn('nocard@example.com');
    const { status, body } = await h.json<Created>('/v1/are/checkout/subscription/create', { token, body: memberCreate('price_are5_pro_monthly', 'WELCOME10') });
    expect(status).toBe(200);
    const item = body.items[0];
    expect(item?.price_id).toBe('price_are5_pro_monthly');
    const state = await h.state();
    const sub = state.subscriptions.find((s) => s.id === item?.subscription_id);
    expect(sub).toMatchObject({ member_email: 'nocard@example.com', status: 'incomplete', coupon: 'WELCOME10' });
    const intent = state.payment_intents.find((pi) => pi.subscription_id === item?.subscription_id);
    expect(intent).toMatchObject({ amount: 19208, status: 'requires_payment_method' });
    expect(item?.client_secret.startsWith(`${intent?.id}_secret_`)).toBe(true);
  });

  it('with the same Idempotency-Key twice gives the same answer and one subscription', async () => {
    const h = await startSandbox();
    const token = await h.logIn('nocard@example.com');
    const headers = { 'idempotency-key': '3f1c2a56-0d1e-4b7a-9c55-1a2b3c4d5e6f' };
    const first = await h.json<Created>('/v1/are/checkout/subscription/create', { token, headers, body: memberCreate('price_are5_standard_monthly') });
    const again = await h.json<Created>('/v1/are/checkout/subscription/create', { token, headers, body: memberCreate('price_are5_standard_monthly') });
    expect(again.body).toEqual(first.body);
    const state = await h.state();
    expect(state.subscriptions.filter((s) => s.member_email === 'nocard@example.com')).toHaveLength(1);
    expect(state.payment_intents.filter((pi) => pi.member_email === 'nocard@example.com')).toHaveLength(1);
    expect(state.idempotency_keys).toEqual([{ key: headers['idempotency-key'], subscription_id: first.body.items[0]?.subscription_id }]);
  });

  it('guest variant creates for the member named in the body (COUPON-11)', async () => {
    const h = await startSandbox();
    const signUp = await h.json<{ member: { id: string } }>('/v1/are/member/profile', { body: { email: 'g@example.com', password: 'Secret#123', firstname: 'G', lastname: 'H', property_id: 1 } });
    const res = await h.json<Created>('/v1/guest/are/checkout/subscription/create', {
      body: { customer, products: [{ price_id: 'price_cse_pro_monthly' }], txr: null, member: { memberId: signUp.body.member.id } },
    });
    expect(res.status).toBe(200);
    expect((await h.state()).payment_intents[0]).toMatchObject({ member_email: 'g@example.com', amount: 14900 });
  });
});

describe('attach after payment (API-7, ENTITY-17, PAY-7)', () => {
  it('refuses before the payment succeeded, then activates and makes the method the default', async () => {
    const h = await startSandbox();
    const token = await h.logIn('nocard@example.com');
    const created = (await h.json<Created>('/v1/are/checkout/subscription/create', { token, body: memberCreate('price_are5_pro_monthly') })).body;
    const item = created.items[0];
    if (!item) throw new Error('no item');
    const success = { cart_id: created.cart_id, sub_id: item.subscription_id, pm_id: 'pm_new_card', client_secret: item.client_secret };
    expect((await h.call('/v1/are/checkout/subscription/success', { token, body: success })).status).toBe(409);

    confirmPaymentLikeTheCardProvider(h, item.client_secret);
    const done = await h.json<{ invoice_id: string; status: string }>('/v1/are/checkout/subscription/success', { token, body: success });
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ status: 'active', invoice_id: expect.stringMatching(/^in_/) as unknown });
    const methods = await h.json<{ id: string; is_default: boolean; address: unknown }[]>('/v1/are/member/payment_methods', { token });
    expect(methods.body).toMatchObject([{ id: 'pm_new_card', is_default: true, address: CA_ADDRESS }]);
    const subs = await h.json<{ subscriptions: { id: string; status: string }[] }>('/v1/are/member/active_subscriptions', { token });
    expect(subs.body.subscriptions).toMatchObject([{ id: item.subscription_id, status: 'active' }]);
  });
});

describe('upgrade (API-8, ENTITY-27, CONFIRM-9)', () => {
  it('switches the subscription to the target price, charging the default method once per key', async () => {
    const h = await startSandbox();
    const token = await h.logIn('member@example.com');
    const headers = { 'idempotency-key': 'upgrade-key-1' };
    const body = { active_sub_id: 'sub_member_pro', target_price_id: 'price_are5_expert_monthly', tax_rate_id: 'txr_us_ca', coupon: null };
    const res = await h.json<{ subscription: Record<string, unknown>; invoice_id: string }>('/v1/are/checkout/subscription/upgrade', { token, headers, body });
    expect(res.status).toBe(200);
    expect(res.body.subscription).toEqual({
      id: 'sub_member_pro', name: 'ARE 5.0 Expert 1-Month Subscription', price_id: 'price_are5_expert_monthly', base_price: 34900,
      status: 'active', current_period_end: '2026-12-22', carry_over_coupon: 'LOYAL20',
    });
    const again = await h.json('/v1/are/checkout/subscription/upgrade', { token, headers, body });
    expect(again.body).toEqual(res.body);
    const state = await h.state();
    expect(state.payment_intents.filter((pi) => pi.subscription_id === 'sub_member_pro')).toHaveLength(1);
  });

  it("answers 'payment method not found' without a default method (ERR-CHECKOUT-1)", async () => {
    const h = await startSandbox();
    const token = await h.logIn('member@example.com');
    for (const pm of h.sandbox.store.state.payment_methods) pm.is_default = false;
    const res = await h.json('/v1/are/checkout/subscription/upgrade', {
      token, body: { active_sub_id: 'sub_member_pro', target_price_id: 'price_are5_expert_monthly', tax_rate_id: null, coupon: null },
    });
    expect(res).toMatchObject({ status: 400, body: { error: { message: 'payment method not found' } } });
    expect((await h.state()).subscriptions.find((s) => s.id === 'sub_member_pro')?.price_id).toBe('price_are5_pro_monthly');
  });

  it('lists the ARE 5.0 individual plans the member does not hold (API-30)', async () => {
    const h = await startSandbox();
    const token = await h.logIn('member@example.com');
    const res = await h.json<{ products: { price_id: string }[] }>('/v1/are/member/upgrade/product', { token });
    expect(res.body.products.map((p) => p.price_id).sort()).toEqual(
      ['price_are5_expert_monthly', 'price_are5_expert_yearly', 'price_are5_pro_yearly', 'price_are5_standard_monthly']);
  });
});
