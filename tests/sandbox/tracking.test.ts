// Tracking calls over HTTP: each stores a record readable through /__sandbox/state.
import { describe, expect, it } from 'vitest';
import { FIXED_NOW, startSandbox } from './harness.ts';

describe('tracking (API-31, API-32, API-33, API-38, API-40, SCOPE-13)', () => {
  it('records member and guest tracking calls with their bodies', async () => {
    const h = await startSandbox();
    const token = await h.logIn('member@example.com');
    const ok = { status: 'ok' };
    expect((await h.json('/v1/are/member/track/terms', { token, body: {} })).body).toEqual(ok);
    expect((await h.json('/v1/are/member/track/upgrade', { token, body: { origin: 'checkout', priceId: 'price_are5_expert_monthly' } })).body).toEqual(ok);
    // sendBeacon posts text/plain without an Authorization header.
    expect((await h.json('/v1/are/member/abandon-checkout', { body: JSON.stringify({ referrer: 'http://x.test/' }), headers: { 'content-type': 'text/plain' } })).body).toEqual(ok);
    expect((await h.json('/v1/guest/are/track/price', { body: { origin: 'checkout', priceId: 'price_are5_pro_monthly' } })).body).toEqual(ok);
    expect((await h.json('/v1/guest/are/track/checkout-origin', { body: { origin: 'pricing', referrer: 'http://x.test/' } })).body).toEqual(ok);
    expect((await h.state()).tracking).toEqual([
      { at: FIXED_NOW.toISOString(), kind: 'terms', member_email: 'member@example.com', body: {} },
      { at: FIXED_NOW.toISOString(), kind: 'upgrade', member_email: 'member@example.com', body: { origin: 'checkout', priceId: 'price_are5_expert_monthly' } },
      { at: FIXED_NOW.toISOString(), kind: 'abandon-checkout', member_email: null, body: { referrer: 'http://x.test/' } },
      { at: FIXED_NOW.toISOString(), kind: 'price', member_email: null, body: { origin: 'checkout', priceId: 'price_are5_pro_monthly' } },
      { at: FIXED_NOW.toISOString(), kind: 'checkout-origin', member_email: null, body: { origin: 'pricing', referrer: 'http://x.test/' } },
    ]);
  });

  it('refuses member tracking without a bearer (API-4)', async () => {
    const h = await startSandbox();
    expect((await h.call('/v1/are/member/track/terms', { body: {} })).status).toBe(401);
  });
});
