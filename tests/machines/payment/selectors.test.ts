// What the payment's buttons may do, as its selector tells the views (machines/payment/selectors.ts):
// each answer agrees with what the machine does with the button's event.
import { describe, expect, it } from 'vitest';
import type { PaymentSnapshot } from '../../../machines/payment/selectors.ts';
import { selectPaymentView } from '../../../machines/payment/selectors.ts';
import { completeForm, deferred, harness, purchase, readyToPay } from './support.ts';

const viewOf = (h: ReturnType<typeof harness>) => selectPaymentView(h.payment.getSnapshot() as PaymentSnapshot);

describe('payment selector', () => {
  it('VALID-CHECKOUT-9: Confirm Payment may act once the renewal terms are accepted, and not while it runs', async () => {
    const pending = deferred<string>();
    const h = harness({ behaviour: { newKey: () => pending.promise } });
    expect(viewOf(h).mayConfirm).toBe(false);
    h.send({ type: 'accept renewal terms', accepted: true });
    expect(viewOf(h).mayConfirm).toBe(true);
    h.send({ type: 'confirm payment', purchase: purchase() });
    expect(viewOf(h)).toMatchObject({ confirming: true, mayConfirm: false, payingOrSaving: false });
    pending.resolve('key-1');
    await h.settled();
    expect(viewOf(h).confirming).toBe(false);
  });

  it('VALID-CHECKOUT-1, VALID-CHECKOUT-2, VALID-CHECKOUT-8: Pay may act with both parts of the form complete and the terms accepted', () => {
    const h = harness();
    h.send({ type: 'card form changed', form: completeForm({ addressComplete: false }) });
    h.send({ type: 'accept renewal terms', accepted: true });
    expect(viewOf(h).mayPay).toBe(false);
    h.send({ type: 'card form changed', form: completeForm() });
    expect(viewOf(h).mayPay).toBe(true);
    h.send({ type: 'accept renewal terms', accepted: false });
    expect(viewOf(h)).toMatchObject({ mayPay: false, maySaveCard: true });
  });

  it('PAY-1: while Pay runs neither Pay nor Save payment method may act, and the page shows it busy', () => {
    const pending = deferred<never>();
    const h = harness({ behaviour: { submit: () => pending.promise } });
    readyToPay(h);
    h.send({ type: 'pay', purchase: purchase() });
    expect(viewOf(h)).toMatchObject({ processing: true, payingOrSaving: true, mayPay: false, maySaveCard: false });
  });
});
