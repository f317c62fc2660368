// Saving a card (update billing on page 2, and the billing widget): setup intent, confirm setup,
// make it the default, then the parent closes the form (docs/decisions/0012).
import { describe, expect, it } from 'vitest';
import { apiError, completeForm, declined, harness } from './support.ts';

describe('Save card', () => {
  it('requests a setup intent, confirms it and makes the card the default, then the parent closes the form (SAVECARD-3, SAVECARD-4, SAVECARD-5, SAVECARD-6, SAVECARD-7)', async () => {
    const h = harness();
    h.send({ type: 'card form changed', form: completeForm() });
    h.send({ type: 'save card' });
    expect(h.snapshot().hasTag('processing')).toBe(true);
    await h.settled();
    expect(h.spies.submit).toHaveBeenCalledTimes(1);
    expect(h.spies.createSetupIntent).toHaveBeenCalledTimes(1);
    expect(h.spies.confirmSetup).toHaveBeenCalledWith({ clientSecret: 'seti_1_secret_xyz' });
    expect(h.spies.setDefault).toHaveBeenCalledWith({ paymentMethodId: 'pm_saved_card' });
    expect(h.told).toEqual([{ type: 'payment.card saved', paymentMethodId: 'pm_saved_card' }]);
    expect(h.snapshot().matches('ready')).toBe(true);
    // Nothing was bought.
    expect(h.spies.create).not.toHaveBeenCalled();
  });

  it('after the default step failed, the retry makes the confirmed card the default without saving it again (SAVECARD-6, ERR-CHECKOUT-3)', async () => {
    let attempts = 0;
    const h = harness({
      behaviour: {
        setDefault: async () => {
          attempts += 1;
          if (attempts === 1) throw apiError('We could not reach the server. Check your connection and try again.', 0, 'network');
          return { status: 'success' };
        },
      },
    });
    h.send({ type: 'card form changed', form: completeForm() });
    h.send({ type: 'save card' });
    await h.settled();
    expect(h.snapshot().matches('ready')).toBe(true);
    expect(h.snapshot().context.message?.text).toBe('We could not reach the server. Check your connection and try again.');
    h.send({ type: 'save card' });
    await h.settled();
    expect(h.spies.createSetupIntent).toHaveBeenCalledTimes(1);
    expect(h.spies.confirmSetup).toHaveBeenCalledTimes(1);
    expect(h.spies.setDefault).toHaveBeenCalledTimes(2);
    expect(h.spies.setDefault).toHaveBeenLastCalledWith({ paymentMethodId: 'pm_saved_card' });
    expect(h.told).toEqual([{ type: 'payment.card saved', paymentMethodId: 'pm_saved_card' }]);
    // The next card saved starts from the beginning again.
    h.send({ type: 'save card' });
    await h.settled();
    expect(h.spies.createSetupIntent).toHaveBeenCalledTimes(2);
  });

  it('needs no renewal consent: updating a saved card is not a purchase (SAVECARD-1, SAVECARD-2)', async () => {
    const h = harness();
    h.send({ type: 'card form changed', form: completeForm() });
    h.send({ type: 'save card' });
    await h.settled();
    expect(h.spies.setDefault).toHaveBeenCalledTimes(1);
  });

  it('needs both elements complete (VALID-CHECKOUT-1, VALID-CHECKOUT-2)', async () => {
    const h = harness();
    h.send({ type: 'card form changed', form: completeForm({ addressComplete: false }) });
    h.send({ type: 'save card' });
    await h.settled();
    expect(h.spies.createSetupIntent).not.toHaveBeenCalled();
  });

  it("shows the provider's decline above the form and sets no default (SAVECARD-5, SAVECARD-6)", async () => {
    const h = harness({ behaviour: { confirmSetup: async () => declined("Your card's security code is incorrect.") } });
    h.send({ type: 'card form changed', form: completeForm() });
    h.send({ type: 'save card' });
    await h.settled();
    expect(h.snapshot().context.message).toEqual({ text: "Your card's security code is incorrect.", placement: 'above form', withIcon: false });
    expect(h.spies.setDefault).not.toHaveBeenCalled();
    expect(h.told).toEqual([]);
  });

  it('shows a failed setup-intent request above the form and brings the button back (SAVECARD-4)', async () => {
    const h = harness({ behaviour: { createSetupIntent: async () => Promise.reject(apiError('Unauthorized', 401)) } });
    h.send({ type: 'card form changed', form: completeForm() });
    h.send({ type: 'save card' });
    await h.settled();
    expect(h.snapshot().context.message).toMatchObject({ text: 'Unauthorized', placement: 'above form' });
    expect(h.snapshot().hasTag('processing')).toBe(false);
    expect(h.spies.reportUnsuccessful).not.toHaveBeenCalled();
  });

  it('ignores a second click while saving (SAVECARD-4)', async () => {
    const h = harness();
    h.send({ type: 'card form changed', form: completeForm() });
    h.send({ type: 'save card' });
    h.send({ type: 'save card' });
    await h.settled();
    expect(h.spies.createSetupIntent).toHaveBeenCalledTimes(1);
    expect(h.told).toHaveLength(1);
  });
});
