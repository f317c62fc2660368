// The sandbox card client waits while a bank debit processes (ADR 0023), against a real sandbox:
// a failed debit comes back as the provider's message, as a decline does; a settled one as paid.
import { describe, expect, it } from 'vitest';
import { createSandboxCardClient } from '../../src/adapters/card-provider/sandbox-client.ts';
import { CA_ADDRESS, startSandbox } from './harness.ts';
import type { Harness } from './harness.ts';

const never = () => Promise.reject(new Error('no authentication expected'));
const bank = (account: string) => ({ us_bank_account: { routing_number: '110000000', account_number: account } });

async function groupPurchaseSecret(h: Harness): Promise<string> {
  const token = await h.logIn('firm.admin@example.com');
  const { body } = await h.json<{ items: { client_secret: string }[] }>('/v1/are/checkout/subscription/create', {
    token,
    body: { customer: { phone: null, phone_ext: null, address: CA_ADDRESS }, products: [{ price_id: 'price_firm_essentials_yearly' }], coupon: '', txr: 'txr_us_ca' },
  });
  return body.items[0]?.client_secret ?? '';
}

describe('sandbox card client, bank debits (PAY-3, PAY-4, ERR-CHECKOUT-4, ROLE-16)', () => {
  it("waits for a failing debit and answers the bank's message as a failure", async () => {
    const h = await startSandbox({ now: () => new Date(), bankProcessingMs: 150 });
    const client = createSandboxCardClient({ sandboxUrl: h.url, settle: { pollMs: 50, waitMs: 5000 } });
    const result = await client.confirm('payment', { clientSecret: await groupPurchaseSecret(h), paymentMethod: bank('000333333335') }, never);
    expect(result).toEqual({
      status: 'failed',
      error: { type: 'invalid_request_error', code: 'debit_not_authorized', message: 'The customer has notified their bank that this payment was unauthorized.' },
    });
  });

  it('waits for a succeeding debit and answers paid with its method', async () => {
    const h = await startSandbox({ now: () => new Date(), bankProcessingMs: 150 });
    const client = createSandboxCardClient({ sandboxUrl: h.url, settle: { pollMs: 50, waitMs: 5000 } });
    const result = await client.confirm('payment', { clientSecret: await groupPurchaseSecret(h), paymentMethod: bank('000123456789') }, never);
    expect(result).toMatchObject({ status: 'succeeded', intentId: expect.stringMatching(/^pi_/), paymentMethodId: expect.stringMatching(/^pm_/) });
  });

  it('counts a debit still processing when the wait ends as paid, as the live provider does', async () => {
    const h = await startSandbox({ now: () => new Date(), bankProcessingMs: 60_000 });
    const client = createSandboxCardClient({ sandboxUrl: h.url, settle: { pollMs: 50, waitMs: 200 } });
    const result = await client.confirm('payment', { clientSecret: await groupPurchaseSecret(h), paymentMethod: bank('000111111116') }, never);
    expect(result).toMatchObject({ status: 'succeeded' });
  });
});
