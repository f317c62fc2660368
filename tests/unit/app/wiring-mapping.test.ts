// The pure parts of the wiring: the pricing machine's CartItem → the API's repricing and proration
// requests (and on to the wire), the pricing page by audience, the purchase analytics, the return
// URL, and the session-failure hand-over to the network dialog.
import { describe, expect, it } from 'vitest';
import type { CartItem } from '../../../machines/pricing/events.ts';
import { ApiError } from '../../../src/api/errors.ts';
import { pricingPageFor } from '../../../src/app/navigation-targets.ts';
import { returnUrlFor } from '../../../src/app/wiring/payment-wiring.ts';
import { priceIdsOf, prorateRequest, repriceRequest } from '../../../src/app/wiring/pricing-wiring.ts';
import { purchaseEvents } from '../../../src/app/wiring/checkout-wiring.ts';
import { createSystemLink, isSessionFailure, openInvalidTokenDialog, reportingSessionFailures } from '../../../src/app/wiring/app-wiring.ts';
import type { AnyActorRef, EventObject } from 'xstate';
import type { Http } from '../../../src/api/client.ts';
import { fakeApi } from './wiring-support.ts';

const PRO: CartItem = { id: 'prod_are5_pro', price_id: 'price_are5_pro_monthly', name: 'ARE 5.0 Pro 1-Month Subscription', amount: 19900 };
const EXPERT: CartItem = { id: 'prod_are5_expert', price_id: 'price_are5_expert_monthly', name: 'ARE 5.0 Expert 1-Month Subscription', amount: 34900 };
const CA = { address1: '1 Market St', address2: null, city: 'San Francisco', state: 'CA', postalCode: '94105', country: 'US' };

const REPRICE_ANSWER = { items: [], sub_total: 19900, discount: 0, tax: 0, total: 19900, address: null, tax_rate_id: null };
const PRORATE_ANSWER = { items: [], credit: 0, discount: 0, proration: 0, sub_total: 34900, tax: 0, total: 34900, tax_rate_id: null };

describe('CartItem → repricing', () => {
  it('API-14, API-16: guest repricing and the tax rate name the cart by price id', () => {
    expect(priceIdsOf([PRO, EXPERT])).toEqual(['price_are5_pro_monthly', 'price_are5_expert_monthly']);
    expect(repriceRequest({ items: [PRO], coupon: 'WELCOME10', address: CA })).toEqual({
      priceIds: ['price_are5_pro_monthly'],
      coupon: 'WELCOME10',
      address: CA,
    });
  });

  it('API-16, VALID-CHECKOUT-13, COUPON-7: on the wire: items [{ price_id }], the coupon upper-cased, no_cache true', async () => {
    const { api, sent } = fakeApi({ 'v1/are/checkout/guest/reprice': () => REPRICE_ANSWER });
    await api.repriceAsGuest(repriceRequest({ items: [PRO], coupon: 'welcome10', address: null }));
    expect(sent[0]?.json).toEqual({ items: [{ price_id: 'price_are5_pro_monthly' }], coupon: 'WELCOME10', address: null, no_cache: true });
    expect(sent[0]?.auth).toBe('guest');
  });
});

describe('CartItem → proration', () => {
  it('PAGELOAD-7, API-18: each item carries its price id, amount, name and the subscription switched from', () => {
    expect(prorateRequest({ items: [EXPERT], coupon: null, address: null, targetSubscriptionId: 'sub_member_pro' })).toEqual({
      items: [{ priceId: 'price_are5_expert_monthly', amount: 34900, name: 'ARE 5.0 Expert 1-Month Subscription', targetSubscriptionId: 'sub_member_pro' }],
      coupon: null,
      address: null,
    });
  });

  it("API-17, API-18, VALID-CHECKOUT-14: on the wire: id, price '349.00', qty '1', name, target_subscription_id, as a member", async () => {
    const { api, sent } = fakeApi({ 'v1/are/checkout/reprice': () => PRORATE_ANSWER });
    await api.prorate(prorateRequest({ items: [EXPERT], coupon: 'spring15', address: CA, targetSubscriptionId: 'sub_member_pro' }));
    expect(sent[0]?.auth).toBe('member');
    expect(sent[0]?.json).toEqual({
      items: [{ id: 'price_are5_expert_monthly', price: '349.00', qty: '1', name: 'ARE 5.0 Expert 1-Month Subscription', target_subscription_id: 'sub_member_pro' }],
      coupon: 'SPRING15',
      address: CA,
      no_cache: true,
    });
  });
});

describe('where the checkout sends the browser', () => {
  const urls = { pricingIndividual: 'https://m.test/pricing/individual', pricingFirm: 'https://m.test/pricing/firm' };
  it('ROUTE-10, SUMMARY-4, SUMMARY-5: the individual pricing page for individual (or no) products, the firm page otherwise', () => {
    expect(pricingPageFor([], urls)).toBe(urls.pricingIndividual);
    expect(pricingPageFor([{ audience: 'individual' }], urls)).toBe(urls.pricingIndividual);
    expect(pricingPageFor([{ audience: 'group' }], urls)).toBe(urls.pricingFirm);
  });

  it('ROUTE-8, ROUTE-9, API-42, API-43: the card provider returns to /return-page on the same origin', () => {
    expect(returnUrlFor('http://localhost:4183')).toBe('http://localhost:4183/return-page');
    expect(returnUrlFor('https://checkout.example.com/')).toBe('https://checkout.example.com/return-page');
  });
});

describe('purchase analytics', () => {
  it('PAY-12: one purchase event with the invoice, the total in dollars and the items', () => {
    expect(
      purchaseEvents({
        path: 'new purchase',
        audience: 'individual',
        names: ['ARE 5.0 Pro 1-Month Subscription'],
        priceIds: ['price_are5_pro_monthly'],
        invoiceId: 'in_1',
        total: 19208,
      }),
    ).toEqual([
      {
        event: 'purchase',
        checkoutPath: 'new purchase',
        audience: 'individual',
        ecommerce: {
          transaction_id: 'in_1',
          currency: 'USD',
          value: 192.08,
          items: [{ item_id: 'price_are5_pro_monthly', item_name: 'ARE 5.0 Pro 1-Month Subscription', quantity: 1 }],
        },
      },
    ]);
  });
});

describe('session failures', () => {
  const failing = (error: unknown): Http => ({
    json: () => Promise.reject(error),
    jsonOrNull: () => Promise.reject(error),
    text: () => Promise.reject(error),
    send: () => Promise.reject(error),
  });
  const spec = { method: 'GET', path: 'v1/are/member/payment_methods', auth: 'member' } as const;

  it('ERR-NETWORK-3: a member call without a valid session is reported (and still fails); other failures are not', async () => {
    let reported = 0;
    const session = new ApiError('session', 'Your session is no longer valid. Please refresh the page.');
    await expect(reportingSessionFailures(failing(session), () => reported++).send(spec)).rejects.toBe(session);
    expect(reported).toBe(1);
    const http = new ApiError('http', 'Not Found', { status: 404 });
    await expect(reportingSessionFailures(failing(http), () => reported++).text(spec)).rejects.toBe(http);
    expect(reported).toBe(1);
    expect(isSessionFailure(session)).toBe(true);
    expect(isSessionFailure(new Error('x'))).toBe(false);
  });

  it("ERR-NETWORK-3: the report opens the network dialog's invalidToken case, once the system is attached", () => {
    const received: EventObject[] = [];
    const network = { send: (event: EventObject) => received.push(event) } as unknown as AnyActorRef;
    const link = createSystemLink();
    openInvalidTokenDialog(link); // not attached yet: nothing happens
    const detach = link.attach({ get: (id) => (id === 'network' ? network : undefined) });
    openInvalidTokenDialog(link);
    link.send('checkout', { type: 'leaving the page' }); // no such child: nothing happens
    detach();
    openInvalidTokenDialog(link);
    expect(received).toEqual([{ type: 'open', reason: 'invalidToken' }]);
  });

  it('ERR-NETWORK-3: an attached system without the network dialog, which every page runs, fails loudly naming it', () => {
    const link = createSystemLink();
    link.attach({ get: () => undefined });
    expect(() => openInvalidTokenDialog(link)).toThrow("No actor with systemId 'network' runs to receive 'open'.");
  });
});
