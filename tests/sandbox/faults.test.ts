// Injected faults over HTTP: POST/DELETE /__sandbox/faults and what a matching call gets.
import { describe, expect, it, vi } from 'vitest';
import { loadCatalogue, parseCatalogue } from '../../sandbox/catalogue.ts';
import { APP_ORIGIN, CA_ADDRESS, startSandbox } from './harness.ts';
import type { Harness } from './harness.ts';

const PRODUCTS = '/v1/are/checkout/products';
const productsCall = (h: Harness) => h.call(PRODUCTS, { body: { products: ['price_are5_pro_monthly'] } });
const arm = async (h: Harness, fault: Record<string, unknown>) => {
  const res = await h.call('/__sandbox/faults', { body: fault });
  expect(res.status).toBe(201);
};

describe('fault injection (ERR-1, ERR-2, ERR-5, ERR-7)', () => {
  it('answers with the given status, errors, message and requestStatus, then recovers', async () => {
    const h = await startSandbox();
    await arm(h, { method: 'POST', path: PRODUCTS, status: 503, requestStatus: 'req_demo', errors: ['Service down'], message: 'Try later' });
    const faulted = await productsCall(h);
    expect(faulted.status).toBe(503);
    expect(await faulted.json()).toEqual({ errors: ['Service down'], error: { message: 'Try later' }, requestStatus: 'req_demo' });
    expect((await productsCall(h)).status).toBe(200);
  });

  it('PAY-2: a delayed write still lands when the client gave up waiting (the case a retry must not duplicate)', async () => {
    const h = await startSandbox();
    const token = await h.logIn('nocard@example.com');
    await arm(h, { method: 'POST', path: '/v1/are/member/company', delayMs: 300 });
    const controller = new AbortController();
    const gaveUp = fetch(`${h.url}/v1/are/member/company`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ organization: 'Late Studio', property_id: 1, isUserAdmin: true }),
      signal: controller.signal,
    });
    setTimeout(() => controller.abort(), 100);
    await expect(gaveUp).rejects.toThrow();
    await new Promise((resolve) => setTimeout(resolve, 400));
    const member = (await h.state()).accounts.find((a) => a.email === 'nocard@example.com');
    expect(member?.group_accounts).toEqual([{ admin: true, organization: 'Late Studio' }]);
  });

  it('API-11: a sign-up sent again with its Idempotency-Key replays the first answer instead of email exists', async () => {
    const h = await startSandbox();
    const signUp = { email: 'replay@example.com', password: 'Checkout#2026', firstname: 'Re', lastname: 'Play', property_id: 1 };
    const first = await h.json<{ member: { id: string } }>('/v1/are/member/profile', { body: signUp, headers: { 'idempotency-key': 'k-1' } });
    const again = await h.json<{ member: { id: string } }>('/v1/are/member/profile', { body: signUp, headers: { 'idempotency-key': 'k-1' } });
    const withoutKey = await h.json('/v1/are/member/profile', { body: signUp });
    expect(first.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(withoutKey.status).toBe(400);
    expect((await h.state()).accounts.filter((a) => a.email === 'replay@example.com')).toHaveLength(1);
  });

  it('gives every 5xx a requestStatus even when none is armed', async () => {
    const h = await startSandbox();
    await arm(h, { path: PRODUCTS, status: 500 });
    const body = (await (await productsCall(h)).json()) as { requestStatus: string };
    expect(body.requestStatus).toMatch(/^req_/);
  });

  it('counts times, matches methods and path prefixes ending in *', async () => {
    const h = await startSandbox();
    await arm(h, { path: '/v1/are/checkout/*', status: 502, times: 2 });
    await arm(h, { method: 'GET', path: '/v1/guest/are/stripe/noma/subscription/count/101', status: 500 });
    expect((await productsCall(h)).status).toBe(502);
    expect((await h.call('/v1/are/checkout/guest/reprice', { body: { items: [{ price_id: 'price_are5_pro_monthly' }], coupon: null, address: null } })).status).toBe(502);
    expect((await productsCall(h)).status).toBe(200);
    expect((await h.call('/v1/guest/are/stripe/noma/subscription/count/101', { method: 'POST' })).status).toBe(405);
    expect((await h.call('/v1/guest/are/stripe/noma/subscription/count/101')).status).toBe(500);
  });

  it('drops the connection', async () => {
    const h = await startSandbox();
    await arm(h, { path: PRODUCTS, drop: true });
    await expect(productsCall(h)).rejects.toThrow();
    expect((await productsCall(h)).status).toBe(200);
  });

  it('answers a body that is not JSON', async () => {
    const h = await startSandbox();
    await arm(h, { path: PRODUCTS, notJson: true });
    const res = await productsCall(h);
    expect(res.status).toBe(502);
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(await res.text()).toBe('<html>Bad gateway</html>');
  });

  it('answers JSON that breaks the response schema', async () => {
    const h = await startSandbox();
    await arm(h, { path: PRODUCTS, invalidShape: true });
    const res = await productsCall(h);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ unexpected: true });
  });

  it('delays and then proceeds normally', async () => {
    const h = await startSandbox();
    await arm(h, { path: PRODUCTS, delayMs: 150 });
    const started = Date.now();
    const res = await productsCall(h);
    expect(Date.now() - started).toBeGreaterThanOrEqual(140);
    expect(res.status).toBe(200);
  });

  it('never changes stored data, and DELETE disarms every fault', async () => {
    const h = await startSandbox();
    const token = await h.logIn('nocard@example.com');
    await arm(h, { path: '/v1/are/waitlist/join/102', status: 500, times: 5 });
    expect((await h.call('/v1/are/waitlist/join/102', { method: 'POST', token, body: {} })).status).toBe(500);
    expect((await h.state()).waitlists.find((w) => w.org_id === 102)?.members).toEqual([]);
    expect((await h.call('/__sandbox/faults', { method: 'DELETE' })).status).toBe(200);
    expect((await h.json('/v1/are/waitlist/join/102', { method: 'POST', token, body: {} })).body).toEqual({ queuePosition: 5 });
  });

  it('refuses a fault without an effect, and never faults the control routes', async () => {
    const h = await startSandbox();
    expect((await h.call('/__sandbox/faults', { body: { path: PRODUCTS } })).status).toBe(400);
    expect((await h.call('/__sandbox/faults', { body: { path: 'no-slash', status: 500 } })).status).toBe(400);
    await arm(h, { path: '/*', status: 500, times: 10 });
    expect((await h.call('/__sandbox/state')).status).toBe(200);
  });
});

describe('handler failures (ERR-2)', () => {
  it('answer 500 with a requestStatus and the CORS headers', async () => {
    const raw = loadCatalogue();
    // A catalogue without the '*' tax rate makes pricing an unlisted state throw inside the handler.
    const h = await startSandbox({ catalogue: parseCatalogue({ ...raw, tax_rates: raw.tax_rates.filter((r) => r.state !== '*') }) });
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const res = await h.call('/v1/are/checkout/guest/reprice', {
      body: { items: [{ price_id: 'price_are5_pro_monthly' }], coupon: null, address: { ...CA_ADDRESS, state: 'IL' } },
      headers: { origin: APP_ORIGIN },
    });
    quiet.mockRestore();
    expect(res.status).toBe(500);
    expect(res.headers.get('access-control-allow-origin')).toBe(APP_ORIGIN);
    expect(await res.json()).toMatchObject({ requestStatus: expect.stringMatching(/^req_/) as unknown });
  });
});
