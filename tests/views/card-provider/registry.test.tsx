// The card-provider registry: a saved method goes to the saved-method confirmer (page 1), the
// entered card to the mounted form; no form means a clear failure, never a hang.
import { describe, expect, it, vi } from 'vitest';
import type { CardConfirmation } from '../../../machines/payment/card-provider-port.ts';
import { createCardProviderRegistry, type CardForm } from '../../../src/adapters/card-provider/registry.ts';
import { createSandboxCardClient, sandboxSavedMethodConfirmer } from '../../../src/adapters/card-provider/sandbox-client.ts';

const ok: CardConfirmation = { status: 'succeeded', intentId: 'pi_1', paymentMethodId: 'pm_1' };

describe('card-provider registry', () => {
  it('confirms a saved payment method without the form (CONFIRM-5)', async () => {
    const confirmSavedPayment = vi.fn(async () => ok);
    const registry = createCardProviderRegistry({ confirmSavedPayment });
    const result = await registry.confirmPayment({ clientSecret: 'pi_1_secret', paymentMethodId: 'pm_member_visa', returnUrl: 'http://x/return-page' });
    expect(result).toBe(ok);
    expect(confirmSavedPayment).toHaveBeenCalledWith({ clientSecret: 'pi_1_secret', paymentMethodId: 'pm_member_visa', returnUrl: 'http://x/return-page' });
  });

  it('sends the entered card to the registered form, and fails clearly when none is mounted (PAY-3, SAVECARD-5)', async () => {
    const registry = createCardProviderRegistry({ confirmSavedPayment: vi.fn() });
    expect(await registry.confirmPayment({ clientSecret: 's', returnUrl: 'r' })).toMatchObject({ status: 'failed', error: { code: 'form_not_ready' } });
    const form: CardForm = { submit: vi.fn(async () => ({ status: 'ready' as const })), confirmPayment: vi.fn(async () => ok), confirmSetup: vi.fn(async () => ok) };
    const unregister = registry.registerCardForm(form);
    expect(await registry.confirmPayment({ clientSecret: 's', returnUrl: 'r' })).toBe(ok);
    expect(form.confirmPayment).toHaveBeenCalledWith({ clientSecret: 's', returnUrl: 'r' });
    expect(await registry.confirmSetup({ clientSecret: 'seti', returnUrl: 'r' })).toBe(ok);
    unregister();
    expect(registry.hasCardForm).toBe(false);
  });

  it('in sandbox mode posts the saved method id to /__cards/confirm_payment (CONFIRM-5)', async () => {
    const fetch = vi.fn(async (_url: string, _init?: RequestInit) =>
      new Response(JSON.stringify({ payment_intent: { id: 'pi_9', status: 'succeeded', payment_method: 'pm_member_visa' } }), { status: 200 }),
    );
    const client = createSandboxCardClient({ sandboxUrl: 'http://localhost:4320/', fetch: fetch as unknown as typeof globalThis.fetch });
    const confirmer = sandboxSavedMethodConfirmer(client, vi.fn());
    const result = await confirmer.confirmSavedPayment({ clientSecret: 'pi_9_secret', paymentMethodId: 'pm_member_visa', returnUrl: 'r' });
    expect(result).toEqual({ status: 'succeeded', intentId: 'pi_9', paymentMethodId: 'pm_member_visa' });
    expect(fetch.mock.calls[0]?.[0]).toBe('http://localhost:4320/__cards/confirm_payment');
    expect(JSON.parse(String(fetch.mock.calls[0]?.[1]?.body))).toEqual({ client_secret: 'pi_9_secret', payment_method: 'pm_member_visa' });
  });
});
