// Pay on page 2: the form's gate, the create → confirm → attach → reload flow, provider errors in
// the red alert, unexpected failures, and no double charge (one key per cart).
import { describe, expect, it } from 'vitest';
import type { CardConfirmation } from '../../../machines/payment/card-provider-port.ts';
import { ARE_EXPERT, FIRM_EXPERT, apiError, completeForm, created, declined, deferred, harness, purchase, readyToPay, succeeded } from './support.ts';
import type { CreatedSubscription } from '../../../machines/domain/subscription.ts';

describe('Pay: who pays', () => {
  it("ENTITY-13: the pay flow's create names the member; page 1's confirm does not", async () => {
    const paying = harness();
    readyToPay(paying, completeForm());
    paying.send({ type: 'pay', purchase: purchase({ memberId: 'mem_7' }) });
    await paying.settled();
    expect(paying.spies.create.mock.calls[0]?.[0]).toMatchObject({ memberId: 'mem_7' });

    const confirming = harness();
    confirming.send({ type: 'accept renewal terms', accepted: true });
    confirming.send({ type: 'confirm payment', purchase: purchase({ memberId: 'mem_7' }) });
    await confirming.settled();
    expect(confirming.spies.create).toHaveBeenCalledTimes(1);
    expect(confirming.spies.create.mock.calls[0]?.[0]).not.toHaveProperty('memberId');
  });

  it('ENTITY-13: a purchase that names no member sends no member id rather than an empty one', async () => {
    const h = harness();
    readyToPay(h, completeForm());
    h.send({ type: 'pay', purchase: purchase({ memberId: null }) });
    await h.settled();
    expect(h.spies.create).toHaveBeenCalledTimes(1);
    expect(h.spies.create.mock.calls[0]?.[0]).not.toHaveProperty('memberId');
  });
});

describe('Pay: when the form may be submitted', () => {
  it('needs the payment element complete (VALID-CHECKOUT-1)', async () => {
    const h = harness();
    readyToPay(h, completeForm({ paymentComplete: false }));
    h.send({ type: 'pay', purchase: purchase() });
    await h.settled();
    expect(h.spies.submit).not.toHaveBeenCalled();
    expect(h.spies.create).not.toHaveBeenCalled();
  });

  it('needs the address element complete (VALID-CHECKOUT-2)', async () => {
    const h = harness();
    readyToPay(h, completeForm({ addressComplete: false }));
    h.send({ type: 'pay', purchase: purchase() });
    await h.settled();
    expect(h.spies.submit).not.toHaveBeenCalled();
  });

  it('needs the renewal consent for a first purchase (VALID-CHECKOUT-8)', async () => {
    const h = harness();
    h.send({ type: 'card form changed', form: completeForm() });
    h.send({ type: 'pay', purchase: purchase() });
    await h.settled();
    expect(h.spies.submit).not.toHaveBeenCalled();
    h.send({ type: 'accept renewal terms', accepted: true });
    h.send({ type: 'pay', purchase: purchase() });
    await h.settled();
    expect(h.spies.create).toHaveBeenCalledTimes(1);
  });

  it('attempts nothing and says nothing when the billing address lacks a required field (VALID-CHECKOUT-3, VALID-CHECKOUT-4)', async () => {
    for (const field of ['address1', 'city', 'state', 'country', 'postalCode'] as const) {
      const h = harness();
      const form = completeForm();
      readyToPay(h, { ...form, address: { ...form.address!, [field]: '' } });
      h.send({ type: 'pay', purchase: purchase() });
      await h.settled();
      expect(h.spies.submit).not.toHaveBeenCalled();
      expect(h.spies.create).not.toHaveBeenCalled();
      expect(h.snapshot().context.message).toBeNull();
      expect(h.snapshot().matches('ready')).toBe(true);
    }
  });
});

describe('Pay: the flow', () => {
  it('shows the overlay, creates, confirms the entered card, attaches, reloads and tells the parent (PAY-1, PAY-2, PAY-3, PAY-7, PAY-8, ENTITY-16)', async () => {
    const confirmGate = deferred<CardConfirmation>();
    const h = harness({ behaviour: { confirm: () => confirmGate.promise } });
    readyToPay(h);
    h.send({ type: 'pay', purchase: purchase({ items: [ARE_EXPERT] }) });
    // rule: PAY-1
    expect(h.snapshot().hasTag('processing')).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 0));
    // rule: ENTITY-16 — kept while the provider confirms.
    expect(h.snapshot().context.paymentResponse).toEqual({ cartId: 'cart_1', subId: 'sub_1', clientSecret: 'pi_1_secret_abc' });
    expect(h.spies.submit).toHaveBeenCalledTimes(1);
    expect(h.spies.create).toHaveBeenCalledTimes(1);
    // rule: PAY-3 — the entered card: no saved payment method id.
    expect(h.spies.confirm).toHaveBeenCalledWith({ clientSecret: 'pi_1_secret_abc' });
    confirmGate.resolve(succeeded('pm_entered'));
    await h.settled();
    expect(h.spies.attach).toHaveBeenCalledWith({ cartId: 'cart_1', subId: 'sub_1', pmId: 'pm_entered', clientSecret: 'pi_1_secret_abc' });
    expect(h.spies.reload).toHaveBeenCalledTimes(1);
    // rule: PAY-9, PAY-10, PAY-11, PAY-12 — the parent clears state, opens the thank-you dialog, pushes analytics.
    expect(h.told).toEqual([
      { type: 'payment.succeeded', path: 'new purchase', audience: 'individual', names: [ARE_EXPERT.name], priceIds: [ARE_EXPERT.price_id], invoiceId: 'in_1' },
    ]);
    expect(h.spies.reportUnsuccessful).not.toHaveBeenCalled();
  });

  it("ENTITY-15 (docs/decisions/0036): the paid payment intent's invoice_id, from the answer that completes it, is the invoice the payment reports", async () => {
    const confirmGate = deferred<CardConfirmation>();
    const h = harness({ behaviour: { confirm: () => confirmGate.promise, attach: async () => ({ invoice_id: 'in_paid_42', status: 'active' }) } });
    readyToPay(h);
    h.send({ type: 'pay', purchase: purchase({ items: [ARE_EXPERT] }) });
    await new Promise((resolve) => setTimeout(resolve, 0));
    // The intent is created but not yet paid: no invoice is held.
    expect(h.snapshot().context.paymentResponse).not.toBeNull();
    expect(h.snapshot().context.invoiceId).toBeNull();
    confirmGate.resolve(succeeded('pm_entered'));
    await h.settled();
    expect(h.spies.attach).toHaveBeenCalledTimes(1);
    expect(h.told).toEqual([expect.objectContaining({ type: 'payment.succeeded', path: 'new purchase', invoiceId: 'in_paid_42' })]);
  });

  it('sends the form address and phone, empty extension and line 2 as null (VALID-CHECKOUT-6, VALID-CHECKOUT-7)', async () => {
    const h = harness();
    readyToPay(h, completeForm({ phone: '(212) 555-0199' }));
    h.send({ type: 'pay', purchase: purchase({ items: [FIRM_EXPERT], coupon: null, taxRateId: null }) });
    await h.settled();
    expect(h.spies.create.mock.calls[0]?.[0]).toMatchObject({
      customer: { phoneNumber: '2125550199', phoneExtension: null, address1: '350 5th Ave', address2: null, city: 'New York', state: 'NY', postalCode: '10118', country: 'US' },
      priceIds: [FIRM_EXPERT.price_id],
      coupon: null,
      txr: null,
    });
    expect(h.told[0]).toMatchObject({ audience: 'group' });
  });

  it('splits an extension typed into the phone field (REPRICE-3, VALID-CHECKOUT-6)', async () => {
    const h = harness();
    readyToPay(h, completeForm({ phone: '212 555 0199 ext. 12' }));
    h.send({ type: 'pay', purchase: purchase() });
    await h.settled();
    expect(h.spies.create.mock.calls[0]?.[0].customer).toMatchObject({ phoneNumber: '2125550199', phoneExtension: '12' });
  });

  it('sends an empty phone when it is missing and no payment method is known (VALID-CHECKOUT-5)', async () => {
    const h = harness();
    readyToPay(h, completeForm({ phone: '' }));
    h.send({ type: 'pay', purchase: purchase({ savedPaymentMethod: null }) });
    await h.settled();
    expect(h.spies.loadRecord).not.toHaveBeenCalled();
    expect(h.spies.create.mock.calls[0]?.[0].customer).toMatchObject({ phoneNumber: '', phoneExtension: null });
    expect(h.told).toHaveLength(1);
  });

  it("stops at the fields' own check (elements.submit) and shows its message above the form (VALID-CHECKOUT-1, PAY-4, PAY-5)", async () => {
    const h = harness({
      behaviour: { submit: async () => ({ status: 'failed', error: { type: 'validation_error', code: 'incomplete_number', message: 'Your card number is incomplete.' } }) },
    });
    readyToPay(h);
    h.send({ type: 'pay', purchase: purchase() });
    await h.settled();
    expect(h.spies.create).not.toHaveBeenCalled();
    expect(h.snapshot().context.message).toEqual({ text: 'Your card number is incomplete.', placement: 'above form', withIcon: false });
  });
});

describe('Pay: errors', () => {
  it("shows the provider's message above the form, clears the overlay and resets the saved ids (PAY-4, PAY-5, PAY-6, ERR-CHECKOUT-4)", async () => {
    const h = harness({ behaviour: { confirm: async () => declined() } });
    readyToPay(h);
    h.send({ type: 'pay', purchase: purchase() });
    await h.settled();
    const { context } = h.snapshot();
    expect(context.message).toEqual({ text: 'Your card was declined.', placement: 'above form', withIcon: false });
    expect(h.snapshot().hasTag('processing')).toBe(false);
    expect(context.paymentResponse).toBeNull();
    expect(h.spies.attach).not.toHaveBeenCalled();
    // A decline is the provider's answer, not an unexpected failure.
    expect(h.spies.reportUnsuccessful).not.toHaveBeenCalled();
  });

  it('a failed attach stops the overlay; a retry attaches the confirmed payment without paying again (ERR-CHECKOUT-5)', async () => {
    let attaches = 0;
    const h = harness({
      behaviour: {
        attach: async () => {
          attaches += 1;
          if (attaches === 1) throw apiError('Payment not confirmed', 409);
          return { invoice_id: 'in_9', status: 'active' };
        },
      },
    });
    readyToPay(h);
    h.send({ type: 'pay', purchase: purchase() });
    await h.settled();
    expect(h.snapshot().hasTag('processing')).toBe(false);
    expect(h.snapshot().context.message).toMatchObject({ text: 'Payment not confirmed', placement: 'above form' });
    expect(h.told).toEqual([]);

    h.send({ type: 'pay', purchase: purchase() });
    await h.settled();
    expect(h.spies.create).toHaveBeenCalledTimes(1);
    expect(h.spies.confirm).toHaveBeenCalledTimes(1);
    expect(h.spies.attach).toHaveBeenCalledTimes(2);
    expect(h.told).toHaveLength(1);
  });

  it("pushes 'checkoutSubmissionUnsuccessful' on an unexpected failure (ERR-CHECKOUT-6)", async () => {
    const h = harness({ behaviour: { create: async () => Promise.reject(apiError('Internal Server Error', 500)) } });
    readyToPay(h);
    h.send({ type: 'pay', purchase: purchase() });
    await h.settled();
    expect(h.spies.reportUnsuccessful).toHaveBeenCalledTimes(1);
    expect(h.spies.reportUnsuccessful).toHaveBeenCalledWith('Internal Server Error');
    expect(h.snapshot().context.message).toMatchObject({ text: 'Internal Server Error', placement: 'above form' });
  });

  it('after a confirmation with no answer, the retry confirms the same intent instead of creating another (PAY-2)', async () => {
    let confirms = 0;
    const h = harness({
      behaviour: {
        confirm: async () => {
          confirms += 1;
          if (confirms === 1) throw new TypeError('Failed to fetch');
          return succeeded();
        },
      },
    });
    readyToPay(h);
    h.send({ type: 'pay', purchase: purchase() });
    await h.settled();
    expect(h.snapshot().context.paymentResponse).not.toBeNull();
    h.send({ type: 'pay', purchase: purchase() });
    await h.settled();
    expect(h.spies.create).toHaveBeenCalledTimes(1);
    expect(h.spies.confirm.mock.calls.map((call) => call[0].clientSecret)).toEqual(['pi_1_secret_abc', 'pi_1_secret_abc']);
    expect(h.told).toHaveLength(1);
  });
});

describe('Pay: no double charge', () => {
  it('a double click sends create once (PAY-1, PAY-2)', async () => {
    const gate = deferred<CreatedSubscription>();
    const h = harness({ behaviour: { create: () => gate.promise } });
    readyToPay(h);
    h.send({ type: 'pay', purchase: purchase() });
    h.send({ type: 'pay', purchase: purchase() });
    await new Promise((resolve) => setTimeout(resolve, 0));
    h.send({ type: 'pay', purchase: purchase() });
    gate.resolve(created());
    await h.settled();
    expect(h.spies.submit).toHaveBeenCalledTimes(1);
    expect(h.spies.create).toHaveBeenCalledTimes(1);
    expect(h.spies.confirm).toHaveBeenCalledTimes(1);
    expect(h.told).toHaveLength(1);
  });

  it('a decline then a success of the same cart use the same idempotency key (PAY-2, PAY-6)', async () => {
    const outcomes: CardConfirmation[] = [declined(), succeeded()];
    const h = harness({ behaviour: { confirm: async () => outcomes.shift() ?? succeeded() } });
    readyToPay(h);
    h.send({ type: 'pay', purchase: purchase() });
    await h.settled();
    expect(h.snapshot().context.message?.text).toBe('Your card was declined.');
    h.send({ type: 'pay', purchase: purchase() });
    await h.settled();
    expect(h.spies.newKey).toHaveBeenCalledTimes(1);
    expect(h.spies.create.mock.calls.map((call) => call[0].idempotencyKey)).toEqual(['key-1', 'key-1']);
    expect(h.told).toHaveLength(1);
    // The next purchase starts afresh.
    expect(h.snapshot().context.idempotency).toBeNull();
  });

  it('a changed cart (coupon, address, items or total) gets a new key (PAY-2)', async () => {
    const h = harness({ behaviour: { confirm: async () => declined() } });
    readyToPay(h);
    h.send({ type: 'pay', purchase: purchase() });
    await h.settled();
    h.send({ type: 'pay', purchase: purchase({ coupon: 'WELCOME10', total: 33687 }) });
    await h.settled();
    h.send({ type: 'card form changed', form: completeForm({ address: { ...completeForm().address!, postalCode: '10001' } }) });
    h.send({ type: 'pay', purchase: purchase({ coupon: 'WELCOME10', total: 33687 }) });
    await h.settled();
    h.send({ type: 'pay', purchase: purchase({ coupon: 'welcome10 ', total: 33687 }) });
    await h.settled();
    expect(h.spies.create.mock.calls.map((call) => call[0].idempotencyKey)).toEqual(['key-1', 'key-2', 'key-3', 'key-3']);
  });

  it('a create the provider refused (4xx) takes a new key next time; an unknown outcome (5xx) keeps it (PAY-2)', async () => {
    const failures = [apiError('Invalid tax rate', 422), apiError('Bad Gateway', 502)];
    const h = harness({
      behaviour: {
        create: async () => {
          const failure = failures.shift();
          if (failure) throw failure;
          return created();
        },
      },
    });
    readyToPay(h);
    for (let i = 0; i < 3; i += 1) {
      h.send({ type: 'pay', purchase: purchase() });
      await h.settled();
    }
    expect(h.spies.create.mock.calls.map((call) => call[0].idempotencyKey)).toEqual(['key-1', 'key-2', 'key-2']);
    expect(h.told).toHaveLength(1);
  });

  it('after a completed purchase the buttons do nothing: nothing is charged twice (PAY-2, CONFIRM-12)', async () => {
    const h = harness();
    readyToPay(h);
    h.send({ type: 'pay', purchase: purchase() });
    await h.settled();
    h.send({ type: 'pay', purchase: purchase() });
    h.send({ type: 'confirm payment', purchase: purchase() });
    await h.settled();
    expect(h.spies.create).toHaveBeenCalledTimes(1);
    expect(h.told).toHaveLength(1);
    expect(h.snapshot().value).toBe('paid');
  });
});
