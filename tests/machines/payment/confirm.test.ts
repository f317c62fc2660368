// Confirm Payment on page 1: path (a) new purchase with the saved method, path (b) ARE plan switch,
// the renewal consent, and the messages below the form.
import { describe, expect, it } from 'vitest';
import { ARE_EXPERT, CSE_PRO, SAVED_VISA, apiError, declined, deferred, harness, purchase } from './support.ts';
import type { UpgradeResult } from '../../../machines/domain/subscription.ts';

const ARE_SUB = { id: 'sub_member_pro', name: 'ARE 5.0 Pro 1-Month Subscription' };

describe('Confirm Payment, path (a): a new purchase with the saved payment method', () => {
  it('creates, confirms with the saved method, attaches, reloads, records and tells the parent (CONFIRM-1, CONFIRM-4, CONFIRM-5, CONFIRM-6, CONFIRM-7, CONFIRM-8)', async () => {
    const h = harness();
    h.send({ type: 'accept renewal terms', accepted: true });
    h.send({ type: 'confirm payment', purchase: purchase({ coupon: 'welcome10' }) });
    await h.settled();

    expect(h.spies.loadRecord).toHaveBeenCalledWith({ paymentMethodId: SAVED_VISA.id });
    expect(h.spies.create).toHaveBeenCalledTimes(1);
    expect(h.spies.create.mock.calls[0]?.[0]).toEqual({
      customer: {
        phoneNumber: '4155550101',
        phoneExtension: null,
        address1: '1 Market St',
        address2: null,
        city: 'San Francisco',
        state: 'CA',
        postalCode: '94105',
        country: 'US',
      },
      priceIds: [ARE_EXPERT.price_id],
      coupon: 'welcome10',
      txr: 'txr_us_ca',
      idempotencyKey: 'key-1',
    });
    // rule: CONFIRM-5 — the saved method, not the form.
    expect(h.spies.confirm).toHaveBeenCalledWith({ clientSecret: 'pi_1_secret_abc', paymentMethodId: SAVED_VISA.id });
    expect(h.spies.attach).toHaveBeenCalledWith({ cartId: 'cart_1', subId: 'sub_1', pmId: 'pm_new_card', clientSecret: 'pi_1_secret_abc' });
    expect(h.spies.reload).toHaveBeenCalledTimes(1);
    expect(h.spies.record).toHaveBeenCalledWith({ priceIds: [ARE_EXPERT.price_id], names: [ARE_EXPERT.name] });
    expect(h.told).toEqual([
      { type: 'payment.succeeded', path: 'new purchase', audience: 'individual', names: [ARE_EXPERT.name], priceIds: [ARE_EXPERT.price_id], invoiceId: 'in_1' },
    ]);
    expect(h.snapshot().matches('paid')).toBe(true);
    expect(h.spies.upgrade).not.toHaveBeenCalled();
  });

  it('does nothing until the renewal terms are accepted (VALID-CHECKOUT-9)', async () => {
    const h = harness();
    h.send({ type: 'confirm payment', purchase: purchase() });
    expect(h.snapshot().matches('ready')).toBe(true);
    expect(h.snapshot().context.message).toBeNull();
    h.send({ type: 'accept renewal terms', accepted: true });
    h.send({ type: 'accept renewal terms', accepted: false });
    h.send({ type: 'confirm payment', purchase: purchase() });
    await h.settled();
    expect(h.spies.loadRecord).not.toHaveBeenCalled();
    expect(h.spies.create).not.toHaveBeenCalled();
  });

  it('takes path (a) when the member has an ARE subscription but the cart has no ARE product (CONFIRM-1)', async () => {
    const h = harness();
    h.send({ type: 'accept renewal terms', accepted: true });
    h.send({ type: 'confirm payment', purchase: purchase({ items: [CSE_PRO], subscriptions: [ARE_SUB] }) });
    await h.settled();
    expect(h.spies.create).toHaveBeenCalledTimes(1);
    expect(h.spies.upgrade).not.toHaveBeenCalled();
  });

  it('with no saved payment method attempts nothing and asks to update it (CONFIRM-2, VALID-CHECKOUT-15, ERR-CHECKOUT-1)', async () => {
    const h = harness();
    h.send({ type: 'accept renewal terms', accepted: true });
    h.send({ type: 'confirm payment', purchase: purchase({ savedPaymentMethod: null }) });
    await h.settled();
    expect(h.spies.loadRecord).not.toHaveBeenCalled();
    expect(h.spies.create).not.toHaveBeenCalled();
    expect(h.snapshot().context.message).toEqual({ text: 'Please update your payment method.', placement: 'below form', withIcon: true });
  });

  it('with an incomplete saved address attempts nothing (CONFIRM-3)', async () => {
    const h = harness();
    h.send({ type: 'accept renewal terms', accepted: true });
    const saved = { ...SAVED_VISA, address: { ...SAVED_VISA.address!, postalCode: ' ' } };
    h.send({ type: 'confirm payment', purchase: purchase({ savedPaymentMethod: saved }) });
    await h.settled();
    expect(h.spies.loadRecord).not.toHaveBeenCalled();
    expect(h.spies.create).not.toHaveBeenCalled();
    expect(h.snapshot().matches('ready')).toBe(true);
  });

  it("shows 'payment method not found' as 'Please update your payment method.' below the form with an icon (ERR-CHECKOUT-1, VALID-CHECKOUT-15)", async () => {
    const h = harness({ behaviour: { loadRecord: async () => Promise.reject(apiError('payment method not found', 404)) } });
    h.send({ type: 'accept renewal terms', accepted: true });
    h.send({ type: 'confirm payment', purchase: purchase() });
    await h.settled();
    expect(h.spies.create).not.toHaveBeenCalled();
    expect(h.snapshot().context.message).toEqual({ text: 'Please update your payment method.', placement: 'below form', withIcon: true });
    expect(h.snapshot().matches('ready')).toBe(true);
  });

  it('shows any other error below the form and brings the buttons back (ERR-CHECKOUT-2, ERR-CHECKOUT-3)', async () => {
    const h = harness({ behaviour: { create: async () => Promise.reject(apiError('Tax rate unavailable', 400)) } });
    h.send({ type: 'accept renewal terms', accepted: true });
    h.send({ type: 'confirm payment', purchase: purchase() });
    await h.settled();
    expect(h.snapshot().context.message).toMatchObject({ text: 'Tax rate unavailable', placement: 'below form' });
    expect(h.snapshot().hasTag('processing')).toBe(false);
    expect(h.snapshot().matches('ready')).toBe(true);
    // Page 1 failures are not the pay flow's analytics event (ERR-CHECKOUT-6 is page 2).
    expect(h.spies.reportUnsuccessful).not.toHaveBeenCalled();
  });

  it("shows the provider's decline of the saved card below the form (ERR-CHECKOUT-2, CONFIRM-5)", async () => {
    const h = harness({ behaviour: { confirm: async () => declined('Your card has insufficient funds.') } });
    h.send({ type: 'accept renewal terms', accepted: true });
    h.send({ type: 'confirm payment', purchase: purchase() });
    await h.settled();
    expect(h.snapshot().context.message).toMatchObject({ text: 'Your card has insufficient funds.', placement: 'below form' });
    expect(h.spies.attach).not.toHaveBeenCalled();
  });

  it('is processing (buttons disabled, overlay) and ignores a second click meanwhile (CONFIRM-12, CONFIRM-13)', async () => {
    const gate = deferred<void>();
    const h = harness({
      behaviour: {
        create: async () => {
          await gate.promise;
          return { cart_id: 'cart_1', items: [{ subscription_id: 'sub_1', client_secret: 'pi_1_secret_abc', price_id: null }] };
        },
      },
    });
    h.send({ type: 'accept renewal terms', accepted: true });
    h.send({ type: 'confirm payment', purchase: purchase() });
    expect(h.snapshot().hasTag('processing')).toBe(true);
    h.send({ type: 'confirm payment', purchase: purchase() });
    h.send({ type: 'confirm payment', purchase: purchase() });
    gate.resolve();
    await h.settled();
    expect(h.spies.create).toHaveBeenCalledTimes(1);
    expect(h.spies.confirm).toHaveBeenCalledTimes(1);
    expect(h.told).toHaveLength(1);
  });
});

describe('Confirm Payment, path (b): switching the ARE subscription', () => {
  it("tracks the upgrade, then changes the subscription with coupon and tax rate (CONFIRM-9, CONFIRM-10, CONST-26)", async () => {
    const h = harness();
    h.send({ type: 'accept renewal terms', accepted: true });
    h.send({ type: 'confirm payment', purchase: purchase({ subscriptions: [ARE_SUB], coupon: 'loyal20', taxRateId: 'txr_us_ny' }) });
    expect(h.snapshot().hasTag('processing')).toBe(true);
    await h.settled();
    expect(h.spies.trackUpgrade).toHaveBeenCalledWith({ origin: 'checkout', priceId: ARE_EXPERT.price_id });
    expect(h.spies.upgrade).toHaveBeenCalledWith({
      activeSubId: ARE_SUB.id,
      targetPriceId: ARE_EXPERT.price_id,
      taxRateId: 'txr_us_ny',
      coupon: 'loyal20',
      idempotencyKey: 'key-1',
    });
    expect(h.spies.create).not.toHaveBeenCalled();
    expect(h.spies.reload).toHaveBeenCalledTimes(1);
    expect(h.told).toEqual([
      { type: 'payment.succeeded', path: 'plan switch', audience: 'individual', names: [ARE_EXPERT.name], priceIds: [ARE_EXPERT.price_id], invoiceId: 'in_upgrade' },
    ]);
  });

  it("finds the ARE subscription by the 'ARE 5.0' search key only (CONFIRM-9 decision, CONST-26)", async () => {
    const h = harness();
    h.send({ type: 'accept renewal terms', accepted: true });
    h.send({ type: 'confirm payment', purchase: purchase({ subscriptions: [{ id: 'sub_old', name: 'ARE 4.0 Legacy Subscription' }] }) });
    await h.settled();
    expect(h.spies.upgrade).not.toHaveBeenCalled();
    expect(h.spies.create).toHaveBeenCalledTimes(1);
  });

  it('on failure brings the buttons back with the message, and a retry reuses the key (CONFIRM-11, ERR-CHECKOUT-3)', async () => {
    let attempts = 0;
    const h = harness({
      behaviour: {
        upgrade: async (): Promise<UpgradeResult> => {
          attempts += 1;
          if (attempts === 1) throw apiError('Service unavailable', 503);
          return { subscription: null, invoice_id: 'in_2' };
        },
      },
    });
    h.send({ type: 'accept renewal terms', accepted: true });
    const cart = purchase({ subscriptions: [ARE_SUB] });
    h.send({ type: 'confirm payment', purchase: cart });
    await h.settled();
    expect(h.snapshot().matches('ready')).toBe(true);
    expect(h.snapshot().hasTag('processing')).toBe(false);
    expect(h.snapshot().context.message).toMatchObject({ text: 'Service unavailable', placement: 'below form' });
    expect(h.told).toEqual([]);

    h.send({ type: 'confirm payment', purchase: cart });
    await h.settled();
    expect(h.spies.upgrade).toHaveBeenCalledTimes(2);
    expect(h.spies.upgrade.mock.calls.map((call) => call[0].idempotencyKey)).toEqual(['key-1', 'key-1']);
    expect(h.told).toHaveLength(1);
  });
});
