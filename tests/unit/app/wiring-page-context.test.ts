// The root actor's input read from the address and session storage (src/app/page-context.ts).
import { describe, expect, it } from 'vitest';
import {
  clearDirectToPaymentInfo,
  readDirectToPaymentInfo,
  saveDirectToPaymentInfo,
  readOrganisation,
  readNomaEmail,
  readPageContext,
  toOrgId,
} from '../../../src/app/page-context.ts';
import { matchPage } from '../../../src/app/route-match.ts';
import { memoryStore } from './wiring-support.ts';

describe('matchPage (react-router on the route table)', () => {
  it('ROUTE-1: / is the checkout without a price id', () => {
    expect(matchPage('/')).toEqual({ page: 'checkout', priceId: null });
    expect(matchPage('')).toEqual({ page: 'checkout', priceId: null });
  });

  it('ROUTE-2, ROUTE-3: /{id} is the checkout and id is the price id (decoded, trailing slash allowed)', () => {
    expect(matchPage('/price_are5_pro_monthly')).toEqual({ page: 'checkout', priceId: 'price_are5_pro_monthly' });
    expect(matchPage('/price_are5_pro_monthly/')).toEqual({ page: 'checkout', priceId: 'price_are5_pro_monthly' });
    expect(matchPage('/price%20x')).toEqual({ page: 'checkout', priceId: 'price x' });
    // A malformed escape is kept as typed rather than throwing.
    expect(matchPage('/price%E0%A4%A')).toEqual({ page: 'checkout', priceId: 'price%E0%A4%A' });
  });

  it('ROUTE-4, ROUTE-6, ROUTE-8: the widget routes and the return page run no checkout', () => {
    expect(matchPage('/updateBilling')).toEqual({ page: 'widget', priceId: null });
    expect(matchPage('/displayBillingInfo')).toEqual({ page: 'widget', priceId: null });
    expect(matchPage('/return-page')).toEqual({ page: 'return', priceId: null });
  });

  it('an address with more than one segment is no route of the spec', () => {
    expect(matchPage('/a/b')).toEqual({ page: 'other', priceId: null });
  });
});

describe('the organisation of query o', () => {
  it('toOrgId: positive whole numbers only', () => {
    expect(toOrgId('101')).toBe(101);
    expect(toOrgId(' 7 ')).toBe(7);
    for (const bad of [null, '', '0', '-1', '1.5', 'abc', '1e3', '9999999999999999999']) expect(toOrgId(bad)).toBeNull();
  });

  it('ROUTE-12, ROUTE-13, STORAGE-2: a valid o is kept in session storage under the key o', () => {
    const store = memoryStore();
    expect(readOrganisation('?o=101', store)).toBe(101);
    expect(store.data.get('o')).toBe('101');
  });

  it('ROUTE-14: the value kept under o is the organisation id, also on a later address without the query', () => {
    const store = memoryStore({ o: '102' });
    expect(readOrganisation('', store)).toBe(102);
    expect(readOrganisation('?o=103', store)).toBe(103);
    expect(store.data.get('o')).toBe('103');
  });

  it('an invalid o is ignored: nothing stored, the stored one kept', () => {
    const store = memoryStore({ o: '101' });
    expect(readOrganisation('?o=abc', store)).toBe(101);
    expect(store.data.get('o')).toBe('101');
    expect(readOrganisation('?o=', memoryStore())).toBeNull();
  });
});

describe("the 'direct to payment info' flag", () => {
  it('STORAGE-4, CHECKOUT-FLOW-5: saved to and read from session storage; CHECKOUT-FLOW-6: cleared', () => {
    const store = memoryStore();
    expect(readDirectToPaymentInfo(store)).toBe(false);
    saveDirectToPaymentInfo(store);
    expect(readDirectToPaymentInfo(store)).toBe(true);
    clearDirectToPaymentInfo(store);
    expect(readDirectToPaymentInfo(store)).toBe(false);
    expect(readDirectToPaymentInfo(memoryStore({ directToPaymentInfo: 'false' }))).toBe(false);
  });
});

describe('the stored nomaEmail', () => {
  it('STORAGE-3: read from local storage; blank is none', () => {
    expect(readNomaEmail(memoryStore({ nomaEmail: 'ada@noma.org' }))).toBe('ada@noma.org');
    expect(readNomaEmail(memoryStore({ nomaEmail: '  ' }))).toBeNull();
    expect(readNomaEmail(memoryStore())).toBeNull();
  });
});

describe('readPageContext', () => {
  it('ROUTE-3, ROUTE-12..14, STORAGE-3, STORAGE-4: the checkout input from the address and storage', () => {
    const sessionStore = memoryStore({ directToPaymentInfo: 'true' });
    const localStore = memoryStore({ nomaEmail: 'ada@noma.org' });
    expect(readPageContext({ search: '?o=101&utm=x' }, { sessionStore, localStore }, matchPage('/price_are5_pro_noma_yearly'))).toEqual({
      page: 'checkout',
      priceId: 'price_are5_pro_noma_yearly',
      orgId: 101,
      directToPaymentInfo: true,
      nomaEmail: 'ada@noma.org',
    });
  });

  it('other routes neither read nor write the organisation', () => {
    const sessionStore = memoryStore({ o: '101', directToPaymentInfo: 'true' });
    expect(readPageContext({ search: '?o=102' }, { sessionStore, localStore: memoryStore() }, matchPage('/updateBilling'))).toEqual({
      page: 'widget',
      priceId: null,
      orgId: null,
      directToPaymentInfo: false,
      nomaEmail: null,
      subscriptionId: null,
    });
    expect(sessionStore.data.get('o')).toBe('101');
  });

  it('API-21: the widget reads the subscription to show from ?subscription=, and ignores one that is not an id', () => {
    const stores = { sessionStore: memoryStore(), localStore: memoryStore() };
    expect(readPageContext({ search: '?subscription=sub_member_pro' }, stores, matchPage('/displayBillingInfo')).subscriptionId).toBe('sub_member_pro');
    expect(readPageContext({ search: '?subscription=..%2Fv1' }, stores, matchPage('/updateBilling')).subscriptionId).toBeNull();
    expect(readPageContext({ search: '?subscription=sub_member_pro' }, stores, matchPage('/sub_member_pro'))).not.toHaveProperty('subscriptionId');
  });
});
