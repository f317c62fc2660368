// Member-call authentication and CORS on every answer.
import { describe, expect, it } from 'vitest';
import { APP_ORIGIN, startSandbox } from './harness.ts';

describe('member calls need a bearer (API-4)', () => {
  it('answers 401 Unauthorized without a token and with a bad one', async () => {
    const h = await startSandbox();
    for (const token of [null, 'not-a-token']) {
      const res = await h.json('/v1/are/member/active_subscriptions', { token });
      expect(res).toMatchObject({ status: 401, body: { error: { message: 'Unauthorized' } } });
    }
  });

  it("accepts the member's auth_token (the bks_token value)", async () => {
    const h = await startSandbox();
    const token = await h.logIn('member@example.com');
    const res = await h.json<{ subscriptions: { id: string; status: string }[] }>('/v1/are/member/active_subscriptions', { token });
    expect(res.status).toBe(200);
    expect(res.body.subscriptions).toEqual([
      { id: 'sub_member_pro', name: 'ARE 5.0 Pro 1-Month Subscription', price_id: 'price_are5_pro_monthly', base_price: 19900, status: 'active', current_period_end: '2026-12-15', carry_over_coupon: 'LOYAL20' },
    ]);
  });
});

describe('CORS for the app origin', () => {
  const origin = { origin: APP_ORIGIN };

  it('carries the CORS headers on a 401 and on a 404', async () => {
    const h = await startSandbox();
    for (const path of ['/v1/are/member/profile', '/v1/nowhere']) {
      const res = await h.call(path, { headers: origin });
      expect(res.status).toBeGreaterThanOrEqual(401);
      expect(res.headers.get('access-control-allow-origin')).toBe(APP_ORIGIN);
      expect(res.headers.get('access-control-allow-credentials')).toBe('true');
      expect(res.headers.get('vary')).toContain('Origin');
    }
  });

  it('carries them on an injected fault', async () => {
    const h = await startSandbox();
    await h.call('/__sandbox/faults', { body: { path: '/v1/are/checkout/products', status: 503, requestStatus: 'req_cors' } });
    const res = await h.call('/v1/are/checkout/products', { body: { products: [] }, headers: origin });
    expect(res.status).toBe(503);
    expect(res.headers.get('access-control-allow-origin')).toBe(APP_ORIGIN);
  });

  it('answers a preflight with 204 and the allowed headers and methods', async () => {
    const h = await startSandbox();
    const res = await h.call('/v1/are/checkout/subscription/create', {
      method: 'OPTIONS',
      headers: { ...origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization,content-type,idempotency-key' },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe(APP_ORIGIN);
    const allowed = (res.headers.get('access-control-allow-headers') ?? '').toLowerCase();
    for (const header of ['authorization', 'content-type', 'idempotency-key', 'auth0-client']) expect(allowed).toContain(header);
    expect(res.headers.get('access-control-allow-methods')).toContain('PUT');
  });

  it('does not allow other origins', async () => {
    const h = await startSandbox();
    const res = await h.call('/v1/are/checkout/products', { body: { products: [] }, headers: { origin: 'http://evil.test' } });
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
  });
});
