// Run-time catalogue edits (POST /__sandbox/products/{price_id}, POST /__sandbox/coupons) and the
// CSP report collector (/__sandbox/csp-reports): what the issue 8 security tests lean on.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { CATALOGUE_PATH, loadCatalogue } from '../../sandbox/catalogue.ts';
import { startSandbox } from './harness.ts';
import type { Harness } from './harness.ts';

const MARKUP = '<img src=x onerror=alert(1)>';
const products = async (h: Harness) =>
  (await h.json<{ products: { name: string; display_name: string; product_details: string }[] }>('/v1/are/checkout/products', { body: { products: ['price_are5_pro_monthly'] } })).body.products;

describe('issue 8 security: sandbox catalogue edits', () => {
  it('changes a product\'s texts in the API answers until a reset, without touching catalogue.json', async () => {
    const seedFile = readFileSync(CATALOGUE_PATH, 'utf8');
    const h = await startSandbox();
    const [before] = await products(h);
    const edit = await h.json<{ product: { name: string; display_name: string } }>('/__sandbox/products/price_are5_pro_monthly', {
      body: { name: `ARE 5.0 Pro ${MARKUP}`, display_name: MARKUP, product_details: '<b>bold</b>, <script>alert(1)</script>' },
    });
    expect(edit.status).toBe(200);
    expect(edit.body.product.display_name).toBe(MARKUP);
    const [after] = await products(h);
    expect(after).toMatchObject({ name: `ARE 5.0 Pro ${MARKUP}`, display_name: MARKUP, product_details: '<b>bold</b>, <script>alert(1)</script>' });

    expect((await h.call('/__sandbox/reset', { method: 'POST' })).status).toBe(200);
    expect(await products(h)).toEqual([before]);
    expect(readFileSync(CATALOGUE_PATH, 'utf8')).toBe(seedFile);
  });

  it("PAGELOAD-1 (ADR 0061): changes a product's amount in the products call and the guest price until a reset", async () => {
    const h = await startSandbox();
    const amount = async () => (await h.json<{ products: { amount: number }[] }>('/v1/are/checkout/products', { body: { products: ['price_are5_pro_monthly'] } })).body.products[0]?.amount;
    expect(await amount()).toBe(19900);
    expect((await h.call('/__sandbox/products/price_are5_pro_monthly', { body: { amount: 14900 } })).status).toBe(200);
    expect(await amount()).toBe(14900);
    expect((await h.call('/__sandbox/products/price_are5_pro_monthly', { body: { amount: 0 } })).status).toBe(400);
    expect((await h.call('/__sandbox/reset', { method: 'POST' })).status).toBe(200);
    expect(await amount()).toBe(19900);
  });

  it('answers 404 for an unknown price id and 400 for an empty edit', async () => {
    const h = await startSandbox();
    expect((await h.call('/__sandbox/products/price_nope', { body: { name: 'x' } })).status).toBe(404);
    expect((await h.call('/__sandbox/products/price_are5_pro_monthly', { body: {} })).status).toBe(400);
  });

  it('adds a coupon the coupon check accepts (with its code as given, upper-cased), until a reset', async () => {
    const h = await startSandbox();
    expect((await h.call('/__sandbox/coupons', { body: { code: MARKUP, percent_off: 10 } })).status).toBe(201);
    const check = () =>
      h.json<{ couponCode: string; validCoupon: boolean }>(`/v1/guest/are/coupons/validate/${encodeURIComponent(MARKUP)}`, { body: { products: ['price_are5_pro_monthly'] } });
    expect((await check()).body).toMatchObject({ couponCode: MARKUP.toUpperCase(), validCoupon: true });
    await h.call('/__sandbox/reset', { method: 'POST' });
    expect((await check()).body).toMatchObject({ validCoupon: false });
    expect((await h.call('/__sandbox/coupons', { body: { code: ' ', percent_off: 10 } })).status).toBe(400);
  });

  it('never changes a catalogue object passed in by a test', async () => {
    const catalogue = loadCatalogue();
    const h = await startSandbox({ catalogue });
    await h.call('/__sandbox/products/price_are5_pro_monthly', { body: { name: 'Changed' } });
    expect(catalogue.products.find((p) => p.price_id === 'price_are5_pro_monthly')?.name).toBe('ARE 5.0 Pro 1-Month Subscription');
  });
});

describe('issue 8 security: sandbox CSP report collector', () => {
  it('keeps posted violation reports until DELETE or a reset, and refuses other bodies', async () => {
    const h = await startSandbox();
    const report = { 'csp-report': { 'document-uri': 'http://localhost:4183/x', 'violated-directive': 'script-src-elem', 'blocked-uri': 'inline' } };
    const posted = await h.call('/__sandbox/csp-reports', { body: JSON.stringify(report), headers: { 'content-type': 'application/csp-report' } });
    expect(posted.status).toBe(204);
    const list = await h.json<{ reports: { documentUri: string; violatedDirective: string; blockedUri: string }[] }>('/__sandbox/csp-reports');
    expect(list.body.reports).toMatchObject([{ documentUri: 'http://localhost:4183/x', violatedDirective: 'script-src-elem', blockedUri: 'inline' }]);
    expect((await h.call('/__sandbox/csp-reports', { body: { hello: 1 } })).status).toBe(400);
    await h.call('/__sandbox/reset', { method: 'POST' });
    expect((await h.json<{ reports: unknown[] }>('/__sandbox/csp-reports')).body.reports).toEqual([]);
  });
});
