// A plan switch (Confirm Payment path (b)) and saving a card when one of their steps fails: the
// failing step shows its words and brings the button back; reload never stops a switch (tracking
// and the idempotency key do not fail).
import { describe, expect, it } from 'vitest';
import { ARE_EXPERT, apiError, completeForm, harness, purchase } from './support.ts';

const failing = (message: string) => async (): Promise<never> => Promise.reject(new Error(message));
const ARE_SUB = { id: 'sub_are', name: 'ARE 5.0 Pro 1-Month Subscription' };

describe('plan switch when a step fails', () => {
  const switchPlan = (h: ReturnType<typeof harness>) => {
    h.send({ type: 'accept renewal terms', accepted: true });
    h.send({ type: 'confirm payment', purchase: purchase({ items: [ARE_EXPERT], subscriptions: [ARE_SUB] }) });
  };

  it('a failed reload after the switch does not undo it (CONFIRM-10)', async () => {
    const h = harness({ behaviour: { reload: failing('Reload failed') } });
    switchPlan(h);
    await h.settled();
    expect(h.told).toMatchObject([{ type: 'payment.succeeded', path: 'plan switch', invoiceId: 'in_upgrade' }]);
  });

  it('an upgrade the provider refused (4xx) takes a new key on the retry (CONFIRM-11, PAY-2)', async () => {
    let attempts = 0;
    const h = harness({
      behaviour: {
        upgrade: async () => {
          attempts += 1;
          if (attempts === 1) throw apiError('Coupon not allowed', 422);
          return { subscription: null, invoice_id: 'in_2' };
        },
      },
    });
    switchPlan(h);
    await h.settled();
    expect(h.snapshot().context.message).toMatchObject({ text: 'Coupon not allowed', placement: 'below form' });
    switchPlan(h);
    await h.settled();
    expect(h.spies.upgrade.mock.calls.map((call) => call[0].idempotencyKey)).toEqual(['key-1', 'key-2']);
  });
});

describe('saving a card when a step fails', () => {
  const save = (h: ReturnType<typeof harness>) => {
    h.send({ type: 'card form changed', form: completeForm() });
    h.send({ type: 'save card' });
  };

  it("the fields' own check refusing shows the provider's words above the form (SAVECARD-4, PAY-4)", async () => {
    const error = { type: 'validation_error', code: 'incomplete_number', message: 'Your card number is incomplete.' };
    const h = harness({ behaviour: { submit: async () => ({ status: 'failed' as const, error }) } });
    save(h);
    await h.settled();
    expect(h.snapshot().context.message).toMatchObject({ text: 'Your card number is incomplete.', placement: 'above form' });
    expect(h.spies.createSetupIntent).not.toHaveBeenCalled();
  });

  it('a card setup whose connection dropped shows the words above the form and sets no default (SAVECARD-5, SAVECARD-6)', async () => {
    const unreachable = { type: 'api_connection_error', code: null, message: 'Provider did not answer' };
    const h = harness({ behaviour: { confirmSetup: async () => ({ status: 'failed' as const, error: unreachable }) } });
    save(h);
    await h.settled();
    expect(h.snapshot().matches('ready')).toBe(true);
    expect(h.snapshot().context.message).toMatchObject({ text: 'Provider did not answer', placement: 'above form' });
    expect(h.spies.setDefault).not.toHaveBeenCalled();
    expect(h.told).toEqual([]);
  });
});
