// The sandbox card processor over real HTTP: payment and setup confirmation with the catalogue's
// test cards and bank accounts, the authentication challenge, and what each leaves in the store.
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { CA_ADDRESS, startSandbox } from './harness.ts';
import type { Harness } from './harness.ts';

interface Created { cart_id: string; items: { subscription_id: string; client_secret: string }[] }
interface IntentAnswer { id: string; status: string; payment_method: string | null; next_action?: { challenge_url: string }; last_payment_error?: { code: string; message: string } }

const FUTURE = { exp_month: 12, exp_year: 2030, cvc: '123' };
const card = (number: string, over: Partial<typeof FUTURE> = {}) => ({ card: { number, ...FUTURE, ...over } });
const bank = (account: string, routing = '110000000') => ({ us_bank_account: { routing_number: routing, account_number: account } });

/** A member's incomplete subscription and its payment intent, as page 2 creates them. */
async function newPurchase(h: Harness, email = 'nocard@example.com', priceId = 'price_are5_pro_monthly') {
  const token = await h.logIn(email);
  const created = await h.json<Created>('/v1/are/checkout/subscription/create', {
    token,
    body: { customer: { phone: '4155550101', phone_ext: null, address: CA_ADDRESS }, products: [{ price_id: priceId, qty: 1, address_id: '' }], coupon: '', txr: 'txr_us_ca' },
  });
  expect(created.status).toBe(200);
  const item = created.body.items[0];
  if (!item) throw new Error('no item');
  return { token, cartId: created.body.cart_id, subId: item.subscription_id, clientSecret: item.client_secret };
}

const confirmPayment = (h: Harness, clientSecret: string, paymentMethod: unknown) =>
  h.json<{ payment_intent: IntentAnswer; error?: Record<string, string> }>('/__cards/confirm_payment', { body: { client_secret: clientSecret, payment_method: paymentMethod } });

const confirmSetup = (h: Harness, clientSecret: string, paymentMethod: unknown) =>
  h.json<{ setup_intent: IntentAnswer; error?: Record<string, string> }>('/__cards/confirm_setup', { body: { client_secret: clientSecret, payment_method: paymentMethod } });

const intentOf = (h: Harness, clientSecret: string) => h.sandbox.store.state.payment_intents.find((pi) => pi.client_secret === clientSecret);
const methodOf = (h: Harness, id: string | null | undefined) => h.sandbox.store.state.payment_methods.find((pm) => pm.id === id);
const subscriptionOf = (h: Harness, id: string) => h.sandbox.store.state.subscriptions.find((s) => s.id === id);

const attach = (h: Harness, p: Awaited<ReturnType<typeof newPurchase>>, pmId: string | null) =>
  h.json('/v1/are/checkout/subscription/success', { token: p.token, body: { cart_id: p.cartId, sub_id: p.subId, pm_id: pmId, client_secret: p.clientSecret } });

describe('confirm payment with a test card (PAY-3, API-42, PAGE1-2)', () => {
  it.each([
    ['4242424242424242', 'visa', '4242'],
    ['5555555555554444', 'mastercard', '4444'],
    ['6011111111111117', 'discover', '1117'],
    ['378282246310005', 'amex', '0005'],
    ['4000056655665556', 'visa', '5556'],
    ['5200828282828210', 'mastercard', '8210'],
    ['2223003122003222', 'mastercard', '3222'],
    ['5105105105105100', 'mastercard', '5100'],
    ['371449635398431', 'amex', '8431'],
    ['6011000990139424', 'discover', '9424'],
  ])('%s succeeds and creates an unattached %s method for the member', async (number, brand, last4) => {
    const h = await startSandbox();
    const p = await newPurchase(h);
    const cvc = brand === 'amex' ? '1234' : '123';
    const { status, body } = await confirmPayment(h, p.clientSecret, card(number, { cvc }));
    expect(status).toBe(200);
    const intent = intentOf(h, p.clientSecret);
    expect(body).toEqual({ payment_intent: { id: intent?.id, status: 'succeeded', payment_method: expect.stringMatching(/^pm_/) } });
    expect(intent).toMatchObject({ status: 'succeeded', payment_method: body.payment_intent.payment_method, last_error_code: null });
    expect(methodOf(h, body.payment_intent.payment_method)).toMatchObject({
      member_email: 'nocard@example.com', type: 'card', brand, last_4: last4, exp_month: 12, exp_year: 2030,
      attached: false, is_default: false, address: CA_ADDRESS, phone: '4155550101',
    });
  });

  it('lets the core attach the confirmed payment and activate the subscription (PAY-7)', async () => {
    const h = await startSandbox();
    const p = await newPurchase(h);
    const { body } = await confirmPayment(h, p.clientSecret, card('4242 4242 4242 4242', { exp_year: 30 }));
    const pmId = body.payment_intent.payment_method;
    expect(methodOf(h, pmId)?.exp_year).toBe(2030);
    expect((await attach(h, p, pmId)).status).toBe(200);
    expect(subscriptionOf(h, p.subId)?.status).toBe('active');
    expect(methodOf(h, pmId)).toMatchObject({ attached: true, is_default: true });
  });

  it.each([
    ['4000000000000002', { type: 'card_error', code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.' }],
    ['4000000000009995', { type: 'card_error', code: 'card_declined', decline_code: 'insufficient_funds', message: 'Your card has insufficient funds.' }],
    ['4000000000000069', { type: 'card_error', code: 'expired_card', message: 'Your card has expired.' }],
    ['4000000000000127', { type: 'card_error', code: 'incorrect_cvc', message: "Your card's security code is incorrect." }],
    ['4000000000000119', { type: 'card_error', code: 'processing_error', message: 'An error occurred while processing your card. Try again in a little bit.' }],
    ['4000000000009987', { type: 'card_error', code: 'card_declined', decline_code: 'lost_card', message: 'Your card was declined.' }],
    ['4000000000009979', { type: 'card_error', code: 'card_declined', decline_code: 'stolen_card', message: 'Your card was declined.' }],
    // A well-formed number the catalogue does not list.
    ['4111111111111111', { type: 'card_error', code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.' }],
  ])('%s fails with the catalogue error and leaves the subscription unpaid', async (number, error) => {
    const h = await startSandbox();
    const p = await newPurchase(h);
    const methodsBefore = h.sandbox.store.state.payment_methods.length;
    const { status, body } = await confirmPayment(h, p.clientSecret, card(number));
    expect(status).toBe(402);
    expect(body).toEqual({ error });
    expect(intentOf(h, p.clientSecret)).toMatchObject({ status: 'requires_payment_method', payment_method: null, last_error_code: error.code });
    expect(h.sandbox.store.state.payment_methods).toHaveLength(methodsBefore);
    expect((await attach(h, p, null)).status).toBe(409);
    expect(subscriptionOf(h, p.subId)?.status).toBe('incomplete');
  });

  it('declines any card whose expiry is in the past, and malformed details with the provider checks', async () => {
    const h = await startSandbox();
    const p = await newPurchase(h);
    // The sandbox clock is 2026-11-22: October 2026 is past, November 2026 is still good.
    const cases: [unknown, string, string][] = [
      [card('4242424242424242', { exp_month: 10, exp_year: 2026 }), 'expired_card', 'Your card has expired.'],
      [card('4242424242424241'), 'incorrect_number', 'Your card number is incorrect.'],
      [card('4242424242424242', { exp_month: 13 }), 'invalid_expiry_month', "Your card's expiration month is invalid."],
      [card('4242424242424242', { cvc: '12' }), 'invalid_cvc', "Your card's security code is invalid."],
    ];
    for (const [method, code, message] of cases) {
      const { status, body } = await confirmPayment(h, p.clientSecret, method);
      expect(status).toBe(402);
      expect(body.error).toMatchObject({ type: 'card_error', code, message });
    }
    const stillGood = await confirmPayment(h, p.clientSecret, card('4242424242424242', { exp_month: 11, exp_year: 2026 }));
    expect(stillGood.body.payment_intent.status).toBe('succeeded');
    expect(intentOf(h, p.clientSecret)?.last_error_code).toBeNull();
  });

  it('refuses a second confirmation of a paid intent and an unknown client secret', async () => {
    const h = await startSandbox();
    const p = await newPurchase(h);
    await confirmPayment(h, p.clientSecret, card('4242424242424242'));
    const again = await confirmPayment(h, p.clientSecret, card('4242424242424242'));
    expect(again).toMatchObject({ status: 400, body: { error: { type: 'invalid_request_error', code: 'payment_intent_unexpected_state' } } });
    const unknown = await confirmPayment(h, 'pi_nope_secret_x', card('4242424242424242'));
    expect(unknown).toMatchObject({ status: 404, body: { error: { code: 'resource_missing', message: "No such payment_intent: 'pi_nope'" } } });
    const malformed = await h.json('/__cards/confirm_payment', { body: { client_secret: p.clientSecret, payment_method: { card: { number: 4242 } } } });
    expect(malformed.status).toBe(400);
  });
});

describe('confirm payment with a saved method (CONFIRM-5)', () => {
  it("pays with the member's own saved card, and refuses another member's", async () => {
    const h = await startSandbox();
    const p = await newPurchase(h, 'member@example.com', 'price_essentials_yearly');
    const foreign = await confirmPayment(h, p.clientSecret, 'pm_cse_mc');
    expect(foreign).toMatchObject({ status: 404, body: { error: { code: 'resource_missing' } } });
    const { status, body } = await confirmPayment(h, p.clientSecret, 'pm_member_visa');
    expect(status).toBe(200);
    expect(body.payment_intent).toMatchObject({ status: 'succeeded', payment_method: 'pm_member_visa' });
    expect((await attach(h, p, 'pm_member_visa')).status).toBe(200);
  });
});

describe('the authentication challenge of 4000002500003155 (PAY-3)', () => {
  async function challenged(h: Harness) {
    const p = await newPurchase(h);
    const { status, body } = await confirmPayment(h, p.clientSecret, card('4000002500003155'));
    expect(status).toBe(200);
    const intent = intentOf(h, p.clientSecret);
    expect(body.payment_intent).toEqual({
      id: intent?.id, status: 'requires_action', payment_method: expect.stringMatching(/^pm_/),
      next_action: { challenge_url: `${h.url}/__cards/challenge/${intent?.id}` },
    });
    return { p, intentId: intent?.id ?? '', challengeUrl: body.payment_intent.next_action?.challenge_url ?? '' };
  }

  it("shows 'Authenticate your payment' with Complete and Fail buttons", async () => {
    const h = await startSandbox();
    const { p, challengeUrl } = await challenged(h);
    const res = await fetch(challengeUrl);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<h1>Authenticate your payment</h1>');
    expect(html).toContain('>Complete</button>');
    expect(html).toContain('>Fail</button>');
    // The amount due, tax included, of the intent being authenticated.
    expect(html).toContain(`$${((intentOf(h, p.clientSecret)?.amount ?? 0) / 100).toFixed(2)}`);
  });

  it('completes: the intent succeeds with the waiting method and the subscription can be activated', async () => {
    const h = await startSandbox();
    const { p, intentId } = await challenged(h);
    const pending = intentOf(h, p.clientSecret)?.payment_method;
    const { status, body } = await h.json<{ payment_intent: IntentAnswer }>(`/__cards/challenge/${intentId}`, { body: { outcome: 'complete' } });
    expect(status).toBe(200);
    expect(body.payment_intent).toEqual({ id: intentId, status: 'succeeded', payment_method: pending });
    expect(methodOf(h, pending)).toMatchObject({ brand: 'visa', last_4: '3155', attached: false });
    expect((await attach(h, p, pending ?? null)).status).toBe(200);
    const again = await h.json(`/__cards/challenge/${intentId}`, { body: { outcome: 'fail' } });
    expect(again.status).toBe(400);
  });

  it('fails: the intent stays unpaid with the authentication-failure message and the waiting method goes', async () => {
    const h = await startSandbox();
    const { p, intentId } = await challenged(h);
    const pending = intentOf(h, p.clientSecret)?.payment_method;
    const { status, body } = await h.json<{ payment_intent: IntentAnswer }>(`/__cards/challenge/${intentId}`, { body: { outcome: 'fail' } });
    expect(status).toBe(200);
    expect(body.payment_intent).toEqual({
      id: intentId, status: 'requires_payment_method', payment_method: null,
      last_payment_error: {
        type: 'invalid_request_error',
        code: 'payment_intent_authentication_failure',
        message: 'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
      },
    });
    expect(intentOf(h, p.clientSecret)?.last_error_code).toBe('payment_intent_authentication_failure');
    expect(methodOf(h, pending)).toBeUndefined();
    expect((await attach(h, p, null)).status).toBe(409);
    // A different card still pays the same intent afterwards.
    expect((await confirmPayment(h, p.clientSecret, card('5555555555554444'))).body.payment_intent.status).toBe('succeeded');
  });

  it.each([
    ['complete', 'succeeded'],
    ['fail', 'requires_payment_method'],
  ])('the page itself posts "%s" and tells its opener the outcome', async (button, expected) => {
    const h = await startSandbox();
    const { intentId, challengeUrl } = await challenged(h);
    const html = await (await fetch(challengeUrl)).text();
    const script = /<script>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';

    // Just enough of a browser window to run the page's own script.
    const handlers = new Map<string, () => void>();
    const element = (id: string) => ({ id, disabled: false, textContent: '', addEventListener: (_: string, fn: () => void) => handlers.set(id, fn) });
    const elements = new Map(['complete', 'fail', 'result'].map((id) => [id, element(id)]));
    const posted: { message: unknown; targetOrigin: string }[] = [];
    let notify: () => void = () => undefined;
    const delivered = new Promise<void>((resolve) => { notify = resolve; });
    const opener = { postMessage: (message: unknown, targetOrigin: string) => { posted.push({ message: JSON.parse(JSON.stringify(message)), targetOrigin }); notify(); } };
    const window = { opener, parent: null };
    runInNewContext(script, {
      window,
      document: { querySelectorAll: () => [elements.get('complete'), elements.get('fail')], getElementById: (id: string) => elements.get(id) },
      fetch: (path: string, init: RequestInit) => fetch(`${h.url}${path}`, init),
      JSON,
    });
    handlers.get(button)?.();
    await delivered;
    const message = posted[0]?.message as Record<string, unknown>;
    expect(posted[0]?.targetOrigin).toBe('*');
    expect(message).toMatchObject({ type: 'sandbox-3ds-result', intentId, status: expected });
    if (button === 'fail') expect(message.error).toMatchObject({ code: 'payment_intent_authentication_failure' });
    expect(h.sandbox.store.state.payment_intents.find((pi) => pi.id === intentId)?.status).toBe(expected);
  });
});

describe('confirm setup (SAVECARD-5, SAVECARD-6, API-43)', () => {
  async function setupIntent(h: Harness, email = 'member@example.com') {
    const token = await h.logIn(email);
    const { status, body } = await h.json<{ client_secret: string }>('/v1/are/checkout/payment/setup_intent', { token, body: {} });
    expect(status).toBe(200);
    return { token, clientSecret: body.client_secret };
  }

  it('creates an attached, non-default method that the member list shows', async () => {
    const h = await startSandbox();
    const { token, clientSecret } = await setupIntent(h);
    const { status, body } = await h.json<{ setup_intent: IntentAnswer }>('/__cards/confirm_setup', {
      body: { client_secret: clientSecret, payment_method: card('5555555555554444'), billing_details: { address: CA_ADDRESS, phone: '4155550102', phone_ext: null } },
    });
    expect(status).toBe(200);
    const seti = h.sandbox.store.state.setup_intents.find((s) => s.client_secret === clientSecret);
    expect(body).toEqual({ setup_intent: { id: seti?.id, status: 'succeeded', payment_method: expect.stringMatching(/^pm_/) } });
    const pmId = body.setup_intent.payment_method;
    expect(methodOf(h, pmId)).toMatchObject({ brand: 'mastercard', last_4: '4444', attached: true, is_default: false, address: CA_ADDRESS, phone: '4155550102' });
    const list = await h.json<{ id: string; is_default: boolean }[]>('/v1/are/member/payment_methods', { token });
    expect(list.body.map((m) => [m.id, m.is_default])).toEqual([['pm_member_visa', true], [pmId, false]]);
  });

  it('creates nothing on a declined card and records the error on the setup intent', async () => {
    const h = await startSandbox();
    const { clientSecret } = await setupIntent(h);
    const before = h.sandbox.store.state.payment_methods.length;
    const { status, body } = await confirmSetup(h, clientSecret, card('4000000000009995'));
    expect(status).toBe(402);
    expect(body.error).toMatchObject({ code: 'card_declined', decline_code: 'insufficient_funds' });
    expect(h.sandbox.store.state.payment_methods).toHaveLength(before);
    expect(h.sandbox.store.state.setup_intents.find((s) => s.client_secret === clientSecret)).toMatchObject({ status: 'requires_payment_method', last_error_code: 'card_declined' });
  });

  it('attaches the method once the challenge of a setup is completed', async () => {
    const h = await startSandbox();
    const { clientSecret } = await setupIntent(h);
    const { body } = await confirmSetup(h, clientSecret, card('4000002500003155'));
    expect(body.setup_intent.status).toBe('requires_action');
    const pmId = body.setup_intent.payment_method;
    expect(methodOf(h, pmId)?.attached).toBe(false);
    const done = await h.json<{ setup_intent: IntentAnswer }>(`/__cards/challenge/${body.setup_intent.id}`, { body: { outcome: 'complete' } });
    expect(done.body.setup_intent).toEqual({ id: body.setup_intent.id, status: 'succeeded', payment_method: pmId });
    expect(methodOf(h, pmId)).toMatchObject({ attached: true, is_default: false });
  });

  it('saves a bank account through a setup intent', async () => {
    const h = await startSandbox();
    const { clientSecret } = await setupIntent(h, 'firm.admin@example.com');
    const { status, body } = await confirmSetup(h, clientSecret, bank('000123456789'));
    expect(status).toBe(200);
    expect(methodOf(h, body.setup_intent.payment_method)).toMatchObject({ type: 'us_bank_account', last4: '6789', attached: true });
  });
});
