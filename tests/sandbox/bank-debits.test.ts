// US bank debits in the sandbox card processor (ADR 0023): confirming answers 'processing', the
// debit settles after the processing delay with the catalogue's outcome, and a failed one leaves
// the subscription unpaid and no payment method behind.
import { describe, expect, it } from 'vitest';
import { loadCatalogue } from '../../sandbox/catalogue.ts';
import { CA_ADDRESS, FIXED_NOW, startSandbox } from './harness.ts';
import type { Harness } from './harness.ts';

interface Created { cart_id: string; items: { subscription_id: string; client_secret: string }[] }
interface IntentAnswer { id: string; status: string; payment_method: string | null; last_payment_error?: { type: string; code: string; message: string } }
type IntentReply = { payment_intent: IntentAnswer; error?: Record<string, string> };

const ADMIN = 'firm.admin@example.com';
const DELAY_MS = 1000;
const { test_bank_accounts: accounts } = loadCatalogue();
const failing = accounts.filter((a) => a.outcome !== 'succeeded');
const bank = (account: string, routing = '110000000') => ({ us_bank_account: { routing_number: routing, account_number: account } });

/** A sandbox whose clock the test moves, so a debit settles exactly when the test says. */
async function startWithClock() {
  let now = FIXED_NOW.getTime();
  const h = await startSandbox({ now: () => new Date(now), bankProcessingMs: DELAY_MS });
  return { h, advance: (ms: number) => { now += ms; } };
}

/** The firm admin's incomplete group subscription and its payment intent, as page 2 creates them. */
async function newGroupPurchase(h: Harness) {
  const token = await h.logIn(ADMIN);
  const created = await h.json<Created>('/v1/are/checkout/subscription/create', {
    token,
    body: { customer: { phone: '3125550142', phone_ext: null, address: CA_ADDRESS }, products: [{ price_id: 'price_firm_essentials_yearly', qty: 1 }], coupon: '', txr: 'txr_us_ca' },
  });
  expect(created.status).toBe(200);
  const item = created.body.items[0];
  if (!item) throw new Error('no item');
  return { token, cartId: created.body.cart_id, subId: item.subscription_id, clientSecret: item.client_secret };
}

const confirmPayment = (h: Harness, clientSecret: string, paymentMethod: unknown) =>
  h.json<IntentReply>('/__cards/confirm_payment', { body: { client_secret: clientSecret, payment_method: paymentMethod } });
const retrieve = (h: Harness, clientSecret: string) =>
  h.json<IntentReply>(`/__cards/payment_intent?client_secret=${encodeURIComponent(clientSecret)}`);
const attach = (h: Harness, p: Awaited<ReturnType<typeof newGroupPurchase>>, pmId: string | null) =>
  h.json('/v1/are/checkout/subscription/success', { token: p.token, body: { cart_id: p.cartId, sub_id: p.subId, pm_id: pmId, client_secret: p.clientSecret } });

const adminMethods = async (h: Harness) => (await h.state()).payment_methods.filter((pm) => pm.member_email === ADMIN);

describe('a US bank debit (ROLE-16, CONST-24, PAY-3)', () => {
  it('is processing at confirmation, succeeds after the delay, and then activates the subscription (PAY-7)', async () => {
    const { h, advance } = await startWithClock();
    const p = await newGroupPurchase(h);
    const confirmed = await confirmPayment(h, p.clientSecret, bank('000123456789'));
    expect(confirmed.status).toBe(200);
    const pmId = confirmed.body.payment_intent.payment_method;
    expect(confirmed.body.payment_intent).toMatchObject({ status: 'processing', payment_method: expect.stringMatching(/^pm_/) });
    // Not yet paid: the core cannot attach a processing payment.
    expect((await attach(h, p, pmId)).status).toBe(409);

    advance(DELAY_MS - 1);
    expect((await retrieve(h, p.clientSecret)).body.payment_intent.status).toBe('processing');
    advance(1);
    expect((await retrieve(h, p.clientSecret)).body.payment_intent).toEqual({ id: confirmed.body.payment_intent.id, status: 'succeeded', payment_method: pmId });
    expect((await attach(h, p, pmId)).status).toBe(200);
    const state = await h.state();
    expect(state.subscriptions.find((s) => s.id === p.subId)?.status).toBe('active');
    expect(state.payment_methods.find((pm) => pm.id === pmId)).toMatchObject({ type: 'us_bank_account', bank: 'STRIPE TEST BANK', last4: '6789', attached: true, is_default: true });
  });

  it.each(failing.map((a) => [a.account, a.failure_code, a.message] as const))(
    '%s fails after the delay with %s and the catalogue message; no active subscription, no payment method',
    async (account, code, message) => {
      const { h, advance } = await startWithClock();
      const before = await adminMethods(h);
      const p = await newGroupPurchase(h);
      const confirmed = await confirmPayment(h, p.clientSecret, bank(account));
      expect(confirmed.body.payment_intent.status).toBe('processing');

      advance(DELAY_MS);
      const settled = await retrieve(h, p.clientSecret);
      expect(settled.body.payment_intent).toMatchObject({
        status: 'requires_payment_method',
        payment_method: null,
        last_payment_error: { type: 'invalid_request_error', code, message },
      });
      expect((await attach(h, p, confirmed.body.payment_intent.payment_method)).status).toBe(409);
      const state = await h.state();
      expect(state.payment_intents.find((pi) => pi.subscription_id === p.subId)).toMatchObject({ status: 'requires_payment_method', last_error_code: code });
      expect(state.subscriptions.filter((s) => s.member_email === ADMIN && s.status === 'active')).toEqual([]);
      expect(await adminMethods(h)).toEqual(before);
    },
  );

  it('lets the same intent be paid again with another account after a failed debit (PAY-6)', async () => {
    const { h, advance } = await startWithClock();
    const p = await newGroupPurchase(h);
    await confirmPayment(h, p.clientSecret, bank('000111111113'));
    // A second confirmation while the debit processes is refused, as Stripe refuses it.
    const twice = await confirmPayment(h, p.clientSecret, bank('000123456789'));
    expect(twice).toMatchObject({ status: 400, body: { error: { code: 'payment_intent_unexpected_state' } } });
    advance(DELAY_MS);
    const retry = await confirmPayment(h, p.clientSecret, bank('000123456789'));
    expect(retry.body.payment_intent.status).toBe('processing');
    advance(DELAY_MS);
    expect((await retrieve(h, p.clientSecret)).body.payment_intent).toMatchObject({ status: 'succeeded' });
    expect((await retrieve(h, p.clientSecret)).body.payment_intent.last_payment_error).toBeUndefined();
  });

  it('debits a saved bank account the same way: processing, then succeeded (CONFIRM-5)', async () => {
    const { h, advance } = await startWithClock();
    const p = await newGroupPurchase(h);
    const confirmed = await confirmPayment(h, p.clientSecret, 'pm_admin_bank');
    expect(confirmed.body.payment_intent).toMatchObject({ status: 'processing', payment_method: 'pm_admin_bank' });
    advance(DELAY_MS);
    expect((await retrieve(h, p.clientSecret)).body.payment_intent).toMatchObject({ status: 'succeeded', payment_method: 'pm_admin_bank' });
    expect(await adminMethods(h)).toHaveLength(1);
  });

  it('settles on any request, not only a read of the intent (GET /__sandbox/state)', async () => {
    const { h, advance } = await startWithClock();
    const p = await newGroupPurchase(h);
    await confirmPayment(h, p.clientSecret, bank('000222222227'));
    advance(DELAY_MS);
    const state = await h.state();
    expect(state.payment_intents.find((pi) => pi.subscription_id === p.subId)).toMatchObject({ status: 'requires_payment_method', last_error_code: 'insufficient_funds' });
  });

  it('treats an account the test bank does not know as no_account, and refuses malformed numbers at once', async () => {
    const { h, advance } = await startWithClock();
    const p = await newGroupPurchase(h);
    const badRouting = await confirmPayment(h, p.clientSecret, bank('000123456789', '1234'));
    expect(badRouting).toMatchObject({ status: 402, body: { error: { type: 'invalid_request_error', code: 'routing_number_invalid' } } });
    await confirmPayment(h, p.clientSecret, bank('000999999999'));
    advance(DELAY_MS);
    expect((await retrieve(h, p.clientSecret)).body.payment_intent.last_payment_error).toEqual({
      type: 'invalid_request_error', code: 'no_account', message: "The customer's bank account could not be located.",
    });
  });

  it('answers 404 for a client secret it does not know', async () => {
    const { h } = await startWithClock();
    const unknown = await retrieve(h, 'pi_nope_secret_x');
    expect(unknown).toMatchObject({ status: 404, body: { error: { code: 'resource_missing', message: "No such payment_intent: 'pi_nope'" } } });
  });
});

describe('saving a bank account (SAVECARD-5)', () => {
  it('answers at once: a failing account is refused with its message and nothing is saved', async () => {
    const { h } = await startWithClock();
    const token = await h.logIn(ADMIN);
    const before = await adminMethods(h);
    const { body } = await h.json<{ client_secret: string }>('/v1/are/checkout/payment/setup_intent', { token, body: {} });
    const refused = await h.json<{ error: Record<string, string> }>('/__cards/confirm_setup', { body: { client_secret: body.client_secret, payment_method: bank('000111111113') } });
    expect(refused).toMatchObject({ status: 402, body: { error: { code: 'account_closed', message: "The customer's bank account has been closed." } } });
    expect(await adminMethods(h)).toEqual(before);
  });
});
