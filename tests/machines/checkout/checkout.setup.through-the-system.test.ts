// checkout.setup.ts's defaults that go through the actor system (through-the-system.ts, the network
// dialog's opener): they reach the session and the network dialog when they run, and do nothing,
// without failing, when they do not.
import { afterEach, describe, expect, it } from 'vitest';
import { collectNotProvided } from '../../support/not-provided.ts';
import { PRICE } from './fixtures.ts';
import { buildCheckout, settle } from './harness.ts';
import { selectPage } from '../../../machines/checkout/selectors.ts';
import { withDefaults, run, runInApp, THROUGH_THE_SYSTEM } from './defaults-harness.ts';

let thrown: ReturnType<typeof collectNotProvided> | null = null;

afterEach(() => {
  thrown?.restore();
  thrown = null;
});

describe('the defaults that go through the actor system (docs/decisions/0020)', () => {
  it("PAGELOAD-3, PAGE0-6: the arrival popup is a 'log in' to the session, and the login it brought is handled", async () => {
    const built = buildCheckout();
    const t = runInApp(withDefaults(built, THROUGH_THE_SYSTEM), { priceId: PRICE.essentials });
    built.session.signOut();
    await settle();
    expect(t.types()).toEqual(['log in']);
    built.session.signIn('member@example.com');
    await settle(10);
    expect(t.types()).toEqual(['log in', 'login handled']);
    expect(selectPage(t.checkout.getSnapshot())).toBe(1);
  });

  it("SIGNUP-FORM-8, STATE-ACCOUNT-3: the dialog's account token goes to the session as 'signed in with member token'", async () => {
    const built = buildCheckout();
    const t = runInApp(withDefaults(built, THROUGH_THE_SYSTEM), { priceId: PRICE.essentials });
    built.session.signOut();
    await settle();
    t.checkout.send({ type: 'create an account' });
    await settle(); // the sign-up dialog's code arrives (docs/decisions/0035)
    t.checkout.send({ type: 'auth.signed in', authToken: 'tok_new', nextPage: 'payment details', firmName: null });
    expect(t.heard.session).toContainEqual({ type: 'signed in with member token', token: 'tok_new' });
  });

  it("COMPANY-1, API-41: a company created asks the session to 'reload member'", async () => {
    const built = buildCheckout();
    const t = runInApp(withDefaults(built, THROUGH_THE_SYSTEM), { priceId: PRICE.firmExpert });
    await settle();
    built.session.signIn('member@example.com');
    await settle(10);
    t.checkout.send({ type: 'proceed to checkout' });
    await settle();
    const company = t.app.system.get('company');
    company?.send({ type: 'type company name', value: 'Maya Studio' });
    company?.send({ type: 'create company' });
    await settle();
    expect(t.types()).toContain('reload member');
  });

  it("PAGELOAD-5: a member refused for someone else's stored nomaEmail is logged out through the session", async () => {
    const built = buildCheckout();
    const t = runInApp(withDefaults(built, THROUGH_THE_SYSTEM), { priceId: PRICE.essentials, nomaEmail: 'noma.member@noma.org' });
    await settle();
    built.session.signIn('member@example.com');
    await settle();
    expect(t.types()).toEqual(['log out']);
  });

  it("ERR-CHECKOUT-7, PAGELOAD-1: a failing product call opens the network dialog with reason 'other'", async () => {
    const built = buildCheckout({ products: async () => Promise.reject(new Error('Service Unavailable')) }, { realNetworkDialog: true });
    const t = runInApp(built.logic, { priceId: PRICE.essentials });
    await settle();
    expect(t.heard.network).toEqual([{ type: 'open', reason: 'other' }]);
  });
});

describe('without a session or network dialog running, those defaults do nothing and the checkout carries on', () => {
  it('PAGELOAD-3, PAGE0-6: the popup request and the login handled are dropped; page 1 still follows the sign-in', async () => {
    const built = buildCheckout();
    const t = run(withDefaults(built, THROUGH_THE_SYSTEM), { priceId: PRICE.essentials });
    built.session.signOut();
    await settle();
    built.session.signIn('member@example.com');
    await settle(10);
    expect(t.errors).toEqual([]);
    expect(selectPage(t.actor.getSnapshot())).toBe(1);
  });

  it("SIGNUP-FORM-8: the dialog's token is dropped; page 0 waits for the session", async () => {
    const built = buildCheckout();
    const t = run(withDefaults(built, THROUGH_THE_SYSTEM), { priceId: PRICE.essentials });
    built.session.signOut();
    await settle();
    t.actor.send({ type: 'create an account' });
    await settle(); // the sign-up dialog's code arrives (docs/decisions/0035)
    t.actor.send({ type: 'auth.signed in', authToken: 'tok_new', nextPage: 'payment details', firmName: null });
    expect(t.errors).toEqual([]);
    expect(t.actor.getSnapshot().matches({ 'checkout flow': { 'checkout open': { page: { 'order summary': 'finishing the sign-in' } } } })).toBe(true);
  });

  it('API-41: the reload after a company is dropped; the gate waits for the fresh profile', async () => {
    const built = buildCheckout();
    const t = run(withDefaults(built, THROUGH_THE_SYSTEM), { priceId: PRICE.firmExpert });
    await settle();
    built.session.signIn('member@example.com');
    await settle(10);
    t.actor.send({ type: 'proceed to checkout' });
    await settle();
    const company = t.actor.system.get('company');
    company?.send({ type: 'type company name', value: 'Maya Studio' });
    company?.send({ type: 'create company' });
    await settle();
    expect(t.errors).toEqual([]);
    expect(t.actor.getSnapshot().matches({ 'checkout flow': { 'checkout open': { page: { 'getting ready to pay': 'reloading the member' } } } })).toBe(true);
  });

  it('PAGELOAD-5: the log-out is dropped; the visitor is being logged out and page 0 stays', async () => {
    const built = buildCheckout();
    const t = run(withDefaults(built, THROUGH_THE_SYSTEM), { priceId: PRICE.essentials, nomaEmail: 'noma.member@noma.org' });
    await settle();
    built.session.signIn('member@example.com');
    await settle();
    expect(t.errors).toEqual([]);
    expect(t.actor.getSnapshot().matches({ visitor: 'logging out' })).toBe(true);
    expect(selectPage(t.actor.getSnapshot())).toBe(0);
  });

  it('PAGELOAD-1: the network dialog request is dropped; the product is unavailable', async () => {
    const built = buildCheckout({ products: async () => Promise.reject(new Error('Service Unavailable')) }, { realNetworkDialog: true });
    const t = run(built.logic, { priceId: PRICE.essentials });
    await settle();
    expect(t.errors).toEqual([]);
    expect(t.actor.getSnapshot().matches({ 'checkout flow': 'product unavailable' })).toBe(true);
  });
});
