// A purchase (Confirm Payment path (a) on page 1, Pay on page 2) when one of its steps fails: the
// step that stops it shows the words where the page shows them; the best-effort reload never stops
// a payment. The fields' check, the idempotency key and the record never reject (their ports answer).
import { describe, expect, it } from 'vitest';
import { SAVED_VISA, apiError, harness, purchase, readyToPay } from './support.ts';

const failing = (message: string) => async (): Promise<never> => Promise.reject(new Error(message));

describe('Pay (page 2) when a step fails', () => {
  it('a phone typed in the form is sent without looking up the saved method (VALID-CHECKOUT-5)', async () => {
    const h = harness();
    readyToPay(h);
    h.send({ type: 'pay', purchase: purchase() });
    await h.settled();
    expect(h.spies.loadRecord).not.toHaveBeenCalled();
    expect(h.spies.create.mock.calls[0]?.[0].customer.phoneNumber).toBe('2125550199');
  });

  it('after a confirmation with no answer, a changed cart creates a new subscription (PAY-2)', async () => {
    let confirms = 0;
    const h = harness({
      behaviour: {
        confirm: async () => {
          confirms += 1;
          if (confirms === 1) throw new Error('Provider did not answer');
          return { status: 'succeeded', intentId: 'pi_2', paymentMethodId: 'pm_new_card' };
        },
      },
    });
    readyToPay(h);
    h.send({ type: 'pay', purchase: purchase() });
    await h.settled();
    h.send({ type: 'pay', purchase: purchase({ total: 40000 }) });
    await h.settled();
    expect(h.spies.create).toHaveBeenCalledTimes(2);
    expect(h.told).toHaveLength(1);
  });
});

describe('Confirm Payment path (a) (page 1) when a step fails', () => {
  const confirm = (h: ReturnType<typeof harness>, cart = purchase()) => {
    h.send({ type: 'accept renewal terms', accepted: true });
    h.send({ type: 'confirm payment', purchase: cart });
  };

  it('a card provider that does not answer shows the words below the form and brings the buttons back (ERR-CHECKOUT-2, ERR-CHECKOUT-3)', async () => {
    const h = harness({ behaviour: { confirm: failing('Card network timeout') } });
    confirm(h);
    await h.settled();
    expect(h.snapshot().matches('ready')).toBe(true);
    expect(h.snapshot().context.message).toMatchObject({ text: 'Card network timeout', placement: 'below form' });
    expect(h.told).toEqual([]);
  });

  it('a saved method without a phone sends the phone of its record (VALID-CHECKOUT-5)', async () => {
    const h = harness();
    confirm(h, purchase({ savedPaymentMethod: { ...SAVED_VISA, phone: null } }));
    await h.settled();
    expect(h.spies.create.mock.calls[0]?.[0].customer.phoneNumber).toBe('4155550101');
  });

  it('an incomplete saved billing address says so below the form, with an icon (CONFIRM-3)', async () => {
    const h = harness();
    confirm(h, purchase({ savedPaymentMethod: { ...SAVED_VISA, address: { ...SAVED_VISA.address!, city: '' } } }));
    await h.settled();
    expect(h.snapshot().context.message).toEqual({
      text: 'The billing address of your saved payment method is incomplete. Please update your payment method.',
      placement: 'below form',
      withIcon: true,
    });
    expect(h.spies.create).not.toHaveBeenCalled();
  });

  it('the message goes away when dismissed (ERR-CHECKOUT-2)', async () => {
    const h = harness({ behaviour: { create: async () => Promise.reject(apiError('Tax rate unavailable', 400)) } });
    confirm(h);
    await h.settled();
    expect(h.snapshot().context.message).not.toBeNull();
    h.send({ type: 'dismiss message' });
    expect(h.snapshot().context.message).toBeNull();
  });

  it('a failed reload does not undo the payment (CONFIRM-6, PAY-8)', async () => {
    const h = harness({ behaviour: { reload: failing('Reload failed') } });
    confirm(h);
    await h.settled();
    expect(h.told).toMatchObject([{ type: 'payment.succeeded', path: 'new purchase' }]);
    expect(h.snapshot().context.message).toBeNull();
  });
});
