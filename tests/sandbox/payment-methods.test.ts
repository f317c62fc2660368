// Payment methods over HTTP: list, method of a subscription, one method's address, setup intent, default.
import { describe, expect, it } from 'vitest';
import { startSandbox } from './harness.ts';

describe('payment methods (API-20, API-21, API-22, API-23, API-24, ENTITY-9, ENTITY-10, ENTITY-11)', () => {
  it("ENTITY-10: lists a member's saved card with its address, phone and phone_ext", async () => {
    const h = await startSandbox();
    const token = await h.logIn('member@example.com');
    const res = await h.json('/v1/are/member/payment_methods', { token });
    expect(res.body).toEqual([{
      id: 'pm_member_visa', type: 'card', brand: 'visa', last_4: '4242', exp_month: 12, exp_year: 2030,
      address: { address1: '1 Market St', address2: null, city: 'San Francisco', state: 'CA', postalCode: '94105', country: 'US' },
      phone: '4155550101', phone_ext: null, is_default: true,
    }]);
  });

  it('lists a bank account with bank fields (ROLE-16)', async () => {
    const h = await startSandbox();
    const token = await h.logIn('firm.admin@example.com');
    const res = await h.json<Record<string, unknown>[]>('/v1/are/member/payment_methods', { token });
    expect(res.body[0]).toMatchObject({ id: 'pm_admin_bank', type: 'us_bank_account', bankName: 'STRIPE TEST BANK', accountType: 'checking', accountHolderType: 'company', last4: '6789', is_default: true });
  });

  it("gives a subscription's method, and 404 'payment method not found' when there is none", async () => {
    const h = await startSandbox();
    const token = await h.logIn('member@example.com');
    expect((await h.json('/v1/are/member/payment_methods/sub_member_pro', { token })).body).toMatchObject({ id: 'pm_member_visa' });
    expect(await h.json('/v1/are/member/payment_methods/sub_cse', { token })).toMatchObject({ status: 404, body: { error: { message: 'payment method not found' } } });
  });

  it('validates one method and gives its address with the phone', async () => {
    const h = await startSandbox();
    const token = await h.logIn('cse.member@example.com');
    expect((await h.json('/v1/are/checkout/payment/payment_method/pm_cse_mc', { token })).body).toEqual({
      id: 'pm_cse_mc', type: 'card',
      address: { address1: '350 5th Ave', address2: 'Floor 21', city: 'New York', state: 'NY', postalCode: '10118', country: 'US', phone: '2125550199' },
    });
    expect(await h.json('/v1/are/checkout/payment/payment_method/pm_member_visa', { token })).toMatchObject({ status: 404, body: { error: { message: 'payment method not found' } } });
  });

  it('creates a setup intent and makes a confirmed method the default (SAVECARD-4, SAVECARD-6)', async () => {
    const h = await startSandbox();
    const token = await h.logIn('member@example.com');
    const setup = await h.json<{ client_secret: string }>('/v1/are/checkout/payment/setup_intent', { token, body: {} });
    const intent = h.sandbox.store.state.setup_intents[0];
    expect(intent).toMatchObject({ member_email: 'member@example.com', status: 'requires_payment_method' });
    expect(setup.body.client_secret.startsWith(`${intent?.id}_secret_`)).toBe(true);
    // What the cards helper records once the setup is confirmed:
    h.sandbox.store.state.payment_methods.push({
      id: 'pm_saved', member_email: 'member@example.com', type: 'card', brand: 'amex', last_4: '0005', exp_month: 4, exp_year: 2032,
      bankName: null, accountType: null, accountHolderType: null, last4: null, phone: null, phone_ext: null, address: null, is_default: false, attached: false,
    });
    expect((await h.json<unknown[]>('/v1/are/member/payment_methods', { token })).body).toHaveLength(1);
    expect((await h.json('/v1/are/member/payment_method/default/pm_saved', { method: 'PUT', token })).body).toEqual({ status: 'success' });
    const list = await h.json<{ id: string; is_default: boolean }[]>('/v1/are/member/payment_methods', { token });
    expect(list.body.map((pm) => [pm.id, pm.is_default])).toEqual([['pm_saved', true], ['pm_member_visa', false]]);
  });
});
