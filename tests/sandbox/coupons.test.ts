// Coupon check over HTTP: POST /v1/guest/are/coupons/validate/{CODE} against catalogue.coupons.
import { describe, expect, it } from 'vitest';
import { startSandbox } from './harness.ts';

interface CouponAnswer { couponCode: string; validCoupon: boolean; percent_off: number | null; reason: string | null }

async function check(code: string, products: string[]) {
  const h = await startSandbox();
  const { status, body } = await h.json<CouponAnswer>(`/v1/guest/are/coupons/validate/${encodeURIComponent(code)}`, { body: { products } });
  expect(status).toBe(200);
  return body;
}

describe('coupon check (API-15, ENTITY-29)', () => {
  it('accepts a valid code for the product and gives its percent off, as couponCode and validCoupon (COUPON-13, ENTITY-29)', async () => {
    expect(await check('WELCOME10', ['prod_are5_pro'])).toEqual({ couponCode: 'WELCOME10', validCoupon: true, percent_off: 10, reason: null });
  });

  it('compares codes case-insensitively and answers the code upper-cased (COUPON-2, COUPON-12)', async () => {
    expect(await check('summer30', ['prod_are5_pro'])).toMatchObject({ couponCode: 'SUMMER30', validCoupon: true, percent_off: 30 });
  });

  it('refuses an unknown code (STATE-COUPON-1)', async () => {
    expect(await check('NOPE99', ['prod_are5_pro'])).toEqual({ couponCode: 'NOPE99', validCoupon: false, percent_off: null, reason: 'unknown' });
  });

  it('refuses an expired code (STATE-COUPON-1)', async () => {
    expect(await check('EXPIRED50', ['prod_are5_pro'])).toMatchObject({ validCoupon: false, reason: 'expired' });
  });

  it('refuses a code for another product: ARE25 on CSE, FIRM15 on an individual plan (STATE-COUPON-1)', async () => {
    expect(await check('ARE25', ['prod_cse_pro'])).toMatchObject({ validCoupon: false, reason: 'wrong_product' });
    expect(await check('ARE25', ['prod_are5_expert'])).toMatchObject({ validCoupon: true, percent_off: 25 });
    expect(await check('FIRM15', ['prod_are5_pro'])).toMatchObject({ validCoupon: false, reason: 'wrong_product' });
    expect(await check('FIRM15', ['prod_are5_expert_firm'])).toMatchObject({ validCoupon: true, percent_off: 15 });
  });

  it('refuses carry-over-only and automatic-only codes typed by hand (COUPON-UI-3, COUPON-UI-4)', async () => {
    expect(await check('LOYAL20', ['prod_are5_pro'])).toMatchObject({ validCoupon: false, reason: 'not_applicable' });
    expect(await check('AUTOSAVE05', ['prod_are5_expert_yearly'])).toMatchObject({ validCoupon: false, reason: 'not_applicable' });
  });
});
