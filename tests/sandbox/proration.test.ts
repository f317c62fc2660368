// Member reprice (proration) over HTTP for member@example.com, whose ARE 5.0 Pro monthly plan
// (19900) carries LOYAL20 and ends 2026-12-15: on 2026-11-22 23 of its 30 days are unused.
import { describe, expect, it } from 'vitest';
import { CA_ADDRESS, startSandbox } from './harness.ts';

interface Prorate {
  items: { price_id: string; billing_period_credit: number; discount: number; billing_period_end: string; coupon_type: string | null; coupon: string | null }[];
  credit: number; discount: number; proration: number; sub_total: number; tax: number; total: number; tax_rate_id: string | null;
}

const item = (priceId: string, name: string) => ({ id: priceId, price: '349.00', qty: '1', name, target_subscription_id: 'sub_member_pro' });

describe('member proration (API-17, API-18, ENTITY-22, ENTITY-23)', () => {
  it('credits the unused days, applies the LOYAL20 carry-over and ends the period after today (ENTITY-24, ENTITY-25)', async () => {
    const h = await startSandbox();
    const token = await h.logIn('member@example.com');
    const { status, body } = await h.json<Prorate>('/v1/are/checkout/reprice', {
      token, body: { items: [item('price_are5_expert_monthly', 'ARE 5.0 Expert 1-Month Subscription')], coupon: null, address: null, no_cache: true },
    });
    expect(status).toBe(200);
    const credit = Math.round((19900 * 23) / 30); // 15256.67 → 15257
    expect(body).toEqual({
      items: [{ price_id: 'price_are5_expert_monthly', billing_period_credit: credit, discount: 6980, billing_period_end: '2026-12-22', coupon_type: 'carry-over', coupon: 'LOYAL20' }],
      credit, discount: 6980, proration: 34900 - 6980 - credit, sub_total: 34900, tax: 0, total: 34900 - 6980 - credit, tax_rate_id: null,
    });
    expect(body.credit).toBeGreaterThan(0);
    expect((body.items[0]?.billing_period_end ?? '') > '2026-11-22').toBe(true);
  });

  it('keeps the credit positive whatever the date: the seeded period rolls forward (catalogue period_rule)', async () => {
    const h = await startSandbox({ now: () => new Date('2027-03-01T09:00:00Z') });
    const token = await h.logIn('member@example.com');
    const subs = await h.json<{ subscriptions: { id: string; current_period_end: string }[] }>('/v1/are/member/active_subscriptions', { token });
    expect(subs.body.subscriptions.find((s) => s.id === 'sub_member_pro')?.current_period_end).toBe('2027-03-15');
    const { body } = await h.json<Prorate>('/v1/are/checkout/reprice', {
      token, body: { items: [item('price_are5_expert_monthly', 'x')], coupon: null, address: CA_ADDRESS, no_cache: true },
    });
    expect(body.credit).toBe(Math.round((19900 * 14) / 28));
    expect(body.items[0]?.billing_period_end).toBe('2027-04-01');
  });

  it('uses a typed coupon instead of the carry-over, taxes max(0, proration) (COUPON-8)', async () => {
    const h = await startSandbox();
    const token = await h.logIn('member@example.com');
    const { body } = await h.json<Prorate>('/v1/are/checkout/reprice', {
      token, body: { items: [item('price_are5_expert_monthly', 'x')], coupon: 'summer30', address: CA_ADDRESS, no_cache: true },
    });
    expect(body.items[0]).toMatchObject({ coupon: 'SUMMER30', coupon_type: 'manual', discount: 10470 });
    const proration = 34900 - 10470 - body.credit;
    expect(body).toMatchObject({ proration, tax: Math.round(proration * 0.0725), tax_rate_id: 'txr_us_ca' });
    expect(body.total).toBe(proration + body.tax);
  });

  it('may go negative: a cheaper plan gives proration < 0 and total 0 (ENTITY-26)', async () => {
    const h = await startSandbox();
    const token = await h.logIn('member@example.com');
    const { body } = await h.json<Prorate>('/v1/are/checkout/reprice', {
      token, body: { items: [item('price_are5_standard_monthly', 'x')], coupon: null, address: CA_ADDRESS, no_cache: true },
    });
    expect(body.proration).toBe(9900 - 1980 - body.credit);
    expect(body.proration).toBeLessThan(0);
    expect(body).toMatchObject({ tax: 0, total: 0 });
  });

  it('answers 401 without a bearer (API-4)', async () => {
    const h = await startSandbox();
    const res = await h.call('/v1/are/checkout/reprice', { body: { items: [item('price_are5_expert_monthly', 'x')], coupon: null, address: null } });
    expect(res.status).toBe(401);
  });
});
