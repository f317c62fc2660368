// Organisation checkout over HTTP: seat count, price allowance and waitlist positions.
import { describe, expect, it } from 'vitest';
import { startSandbox } from './harness.ts';

describe('waitlist (API-34, ENTITY-32, WAITLIST-5)', () => {
  it('gives the first joiner of org 102 (queue 4) position 5, the next 6, and the same member the same place', async () => {
    const h = await startSandbox();
    const first = await h.logIn('nocard@example.com');
    const second = await h.logIn('cse.member@example.com');
    const join = async (token: string) => (await h.json<{ queuePosition: number }>('/v1/are/waitlist/join/102', { method: 'POST', token, body: {} })).body.queuePosition;
    expect(await join(first)).toBe(5);
    expect(await join(second)).toBe(6);
    expect(await join(first)).toBe(5);
    const waitlist = (await h.state()).waitlists.find((w) => w.org_id === 102);
    expect(waitlist).toEqual({ org_id: 102, queue: 4, members: [{ member_email: 'nocard@example.com', position: 5 }, { member_email: 'cse.member@example.com', position: 6 }] });
  });

  it("reports count, allowed and the caller's queue position (0 without a bearer or a place) (API-10, ENTITY-30)", async () => {
    const h = await startSandbox();
    const token = await h.logIn('nocard@example.com');
    const count = (t: string | null) => h.json('/v1/guest/are/stripe/noma/subscription/count/102', { token: t });
    expect((await count(null)).body).toEqual({ count: 10, queuePosition: 0, allowed: 10 });
    expect((await count(token)).body).toEqual({ count: 10, queuePosition: 0, allowed: 10 });
    await h.call('/v1/are/waitlist/join/102', { method: 'POST', token, body: {} });
    expect((await count(token)).body).toEqual({ count: 10, queuePosition: 5, allowed: 10 });
    expect((await count('stale-token')).body).toMatchObject({ queuePosition: 0 });
    expect((await h.json('/v1/guest/are/stripe/noma/subscription/count/101')).body).toEqual({ count: 3, queuePosition: 0, allowed: 25 });
    expect((await h.call('/v1/guest/are/stripe/noma/subscription/count/999')).status).toBe(404);
  });
});

describe('organisation price check (API-28, API-29, STATE-ORG-1, STATE-ORG-2)', () => {
  it('allows a listed price and refuses others, and unknown organisations', async () => {
    const h = await startSandbox();
    const allow = async (priceId: string, orgId: number | string) =>
      (await h.json<{ allow: boolean }>('/v1/guest/are/product/org', { body: { priceId, orgId } })).body.allow;
    expect(await allow('price_are5_pro_noma_yearly', 101)).toBe(true);
    expect(await allow('price_are5_pro_noma_yearly', '101')).toBe(true);
    expect(await allow('price_are5_pro_monthly', 101)).toBe(false);
    expect(await allow('price_are5_pro_noma_yearly', 103)).toBe(false);
    expect(await allow('price_are5_pro_noma_yearly', 999)).toBe(false);
  });
});
