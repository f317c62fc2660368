// What the payment selector tells the views in each flow: which page waits (page 1 for Confirm
// Payment and plan switches, page 2 and the widget for Pay and saving a card), where a message shows,
// and that the view used before a payment actor exists matches a fresh payment.
import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { paymentMachine } from '../../../machines/payment/payment.machine.ts';
import { IDLE_PAYMENT_VIEW, selectPaymentView, type PaymentSnapshot } from '../../../machines/payment/selectors.ts';
import { ARE_EXPERT, completeForm, declined, deferred, harness, purchase, readyToPay } from './support.ts';

const viewOf = (h: ReturnType<typeof harness>) => selectPaymentView(h.payment.getSnapshot() as PaymentSnapshot);
const ARE_SUB = { id: 'sub_are', name: 'ARE 5.0 Pro 1-Month Subscription' };

describe('payment selector in each flow', () => {
  it('VALID-CHECKOUT-1, VALID-CHECKOUT-9: before any payment actor exists the views show what a fresh payment shows', () => {
    const fresh = createActor(paymentMachine).start();
    expect(IDLE_PAYMENT_VIEW).toEqual(selectPaymentView(fresh.getSnapshot()));
    fresh.stop();
  });

  it('CONFIRM-9: a running plan switch makes page 1 wait, not page 2', () => {
    const pending = deferred<never>();
    const h = harness({ behaviour: { trackUpgrade: () => pending.promise, upgrade: () => pending.promise } });
    h.send({ type: 'accept renewal terms', accepted: true });
    h.send({ type: 'confirm payment', purchase: purchase({ items: [ARE_EXPERT], subscriptions: [ARE_SUB] }) });
    expect(viewOf(h)).toMatchObject({ processing: true, confirming: true, payingOrSaving: false, mayConfirm: false });
  });

  it('PAY-1: a running Pay makes page 2 wait, not page 1', () => {
    const pending = deferred<never>();
    const h = harness({ behaviour: { submit: () => pending.promise } });
    readyToPay(h);
    h.send({ type: 'pay', purchase: purchase() });
    expect(viewOf(h)).toMatchObject({ confirming: false, payingOrSaving: true, mayConfirm: true });
  });

  it('VALID-CHECKOUT-1, VALID-CHECKOUT-2: saving a card makes the widget wait', () => {
    const pending = deferred<never>();
    const h = harness({ behaviour: { createSetupIntent: () => pending.promise } });
    h.send({ type: 'card form changed', form: completeForm() });
    h.send({ type: 'save card' });
    expect(viewOf(h)).toMatchObject({ processing: true, payingOrSaving: true, confirming: false, maySaveCard: false });
  });

  it('ERR-CHECKOUT-1, ERR-CHECKOUT-3: a refused Confirm Payment shows its message below the form and lets the button act again', async () => {
    const h = harness();
    h.send({ type: 'accept renewal terms', accepted: true });
    h.send({ type: 'confirm payment', purchase: purchase({ savedPaymentMethod: null }) });
    await h.settled();
    expect(viewOf(h)).toMatchObject({
      processing: false,
      confirming: false,
      mayConfirm: true,
      messageBelowForm: { text: 'Please update your payment method.', placement: 'below form', withIcon: true },
      alertAboveForm: null,
    });
  });

  it("PAY-4, ERR-CHECKOUT-4: a declined Pay shows the provider's words above the form, nothing below", async () => {
    const h = harness({ behaviour: { confirm: async () => declined('Your card was declined.') } });
    readyToPay(h);
    h.send({ type: 'pay', purchase: purchase() });
    await h.settled();
    expect(viewOf(h)).toMatchObject({ payingOrSaving: false, mayPay: true, alertAboveForm: 'Your card was declined.', messageBelowForm: null });
  });
});
