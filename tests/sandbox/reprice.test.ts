// Guest reprice and tax rate over HTTP: discount, tax and totals per catalogue.pricing_rules.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { loadCatalogue } from '../../sandbox/catalogue.ts';
import { CA_ADDRESS, startSandbox } from './harness.ts';

interface Reprice {
  items: { price_id: string; amount: number; coupon: string | null; coupon_type: string | null; discount: number; client_secret: null; subscription_id: null }[];
  sub_total: number; discount: number; tax: number; total: number; address: unknown; tax_rate_id: string | null;
}

const catalogue = loadCatalogue();
const reprice = (h: Awaited<ReturnType<typeof startSandbox>>, priceId: string, coupon: string | null, address: unknown) =>
  h.json<Reprice>('/v1/are/checkout/guest/reprice', { body: { items: [{ price_id: priceId }], coupon, address, no_cache: true } });

/** Independent reference: exact thousandths of a percent, half up. */
const halfUp = (amount: number, percent: number) => {
  const milli = BigInt(Math.round(percent * 1000));
  return Number((2n * BigInt(amount) * milli + 100_000n) / 200_000n);
};

describe('guest reprice (API-16, ENTITY-20)', () => {
  it('prices ARE 5.0 Pro monthly with WELCOME10 in CA: discount 1990, tax 1298, total 19208 (REPRICE-1)', async () => {
    const h = await startSandbox();
    const { status, body } = await reprice(h, 'price_are5_pro_monthly', 'WELCOME10', CA_ADDRESS);
    expect(status).toBe(200);
    expect(body).toEqual({
      items: [{ price_id: 'price_are5_pro_monthly', amount: 19900, coupon: 'WELCOME10', coupon_type: 'manual', discount: 1990, client_secret: null, subscription_id: null }],
      sub_total: 19900, discount: 1990, tax: 1298, total: 19208, address: CA_ADDRESS, tax_rate_id: 'txr_us_ca',
    });
  });

  it('charges no tax and names no rate until the address is complete (REPRICE-1)', async () => {
    const h = await startSandbox();
    const none = await reprice(h, 'price_are5_pro_monthly', null, null);
    expect(none.body).toMatchObject({ sub_total: 19900, discount: 0, tax: 0, total: 19900, address: null, tax_rate_id: null });
    const partial = await reprice(h, 'price_are5_pro_monthly', null, { ...CA_ADDRESS, postalCode: '' });
    expect(partial.body).toMatchObject({ tax: 0, total: 19900, tax_rate_id: null });
  });

  it('uses txr_zero outside the listed states and the state rate otherwise (API-14)', async () => {
    const h = await startSandbox();
    const il = await reprice(h, 'price_are5_standard_monthly', null, { ...CA_ADDRESS, state: 'IL' });
    expect(il.body).toMatchObject({ tax: 0, total: 9900, tax_rate_id: 'txr_zero' });
    const rate = await h.json('/v1/guest/payment/tax_rate', { body: { items: [{ price_id: 'price_are5_pro_monthly' }], address: { ...CA_ADDRESS, state: 'NY' } } });
    expect(rate.body).toEqual({ tax_rate_id: 'txr_us_ny', percent: 8.875 });
  });

  it('applies a product\'s automatic coupon when none is sent, as coupon_type auto (COUPON-UI-4)', async () => {
    const h = await startSandbox();
    const { body } = await reprice(h, 'price_are5_expert_yearly', null, null);
    expect(body.items[0]).toMatchObject({ coupon: 'AUTOSAVE05', coupon_type: 'auto', discount: 14995 });
    expect(body.total).toBe(299900 - 14995);
  });

  it('refuses an invalid coupon with a 400 and the app\'s message (COUPON-4)', async () => {
    const h = await startSandbox();
    const { status, body } = await reprice(h, 'price_cse_pro_monthly', 'ARE25', null);
    expect(status).toBe(400);
    expect(body).toMatchObject({ error: { message: 'Invalid coupon.' } });
  });

  it('upper-cases sent codes (COUPON-7) and answers unknown products with 404', async () => {
    const h = await startSandbox();
    expect((await reprice(h, 'price_are5_pro_monthly', 'welcome10', null)).body.items[0]?.coupon).toBe('WELCOME10');
    expect((await reprice(h, 'price_nope', null, null)).status).toBe(404);
  });

  it('matches the pricing rules for any product, manual coupon and state (property)', async () => {
    const h = await startSandbox();
    const manual = catalogue.coupons.filter((c) => !c.sandbox_expired && !c.sandbox_auto_only && !c.sandbox_carry_over_only);
    const states = catalogue.tax_rates.filter((r) => r.state !== '*');
    await fc.assert(fc.asyncProperty(
      fc.constantFrom(...catalogue.products), fc.constantFrom(...manual), fc.constantFrom(...states),
      async (product, coupon, rate) => {
        const { status, body } = await reprice(h, product.price_id, coupon.code, { ...CA_ADDRESS, state: rate.state });
        const fits = coupon.applies_to === 'all'
          || (coupon.applies_to.startsWith('name_contains:') && product.name.includes(coupon.applies_to.slice(14)))
          || coupon.applies_to === `audience:${product.audience}`;
        if (!fits) {
          expect(status).toBe(400);
          return;
        }
        const discount = halfUp(product.amount, coupon.percent_off);
        const tax = halfUp(product.amount - discount, rate.percent);
        expect(body).toMatchObject({ sub_total: product.amount, discount, tax, total: product.amount - discount + tax, tax_rate_id: rate.id });
      },
    ), { numRuns: 60 });
  });
});
