// checkout.setup.ts, the checkout's own defaults, which the harness replaces with stubs: an app action
// or a call left unprovided throws "'name' is not provided" and stops the checkout or fails that call
// (machines/not-provided.ts, docs/decisions/0026), the part loaders included.
import { afterEach, describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { checkoutMachine } from '../../../machines/checkout/checkout.machine.ts';
import { collectNotProvided } from '../../support/not-provided.ts';
import { newMember, PRICE } from './fixtures.ts';
import { buildCheckout, settle, toInput } from './harness.ts';
import { selectPage } from '../../../machines/checkout/selectors.ts';
import { withDefaults, run, notProvided, paid } from './defaults-harness.ts';

let thrown: ReturnType<typeof collectNotProvided> | null = null;

afterEach(() => {
  thrown?.restore();
  thrown = null;
});

describe("the app's actions, left unprovided, stop the checkout naming themselves (docs/decisions/0026)", () => {
  it("ROUTE-1, ROUTE-10: no price id and no 'go to pricing page': the checkout stops with that error", async () => {
    const t = run(withDefaults(buildCheckout(), ['go to pricing page']), { priceId: null });
    await settle();
    expect(t.actor.getSnapshot().status).toBe('error');
    expect(t.message()).toBe(notProvided('go to pricing page'));
  });

  it("ROUTE-11, STATE-ORG-2: a refused organisation price without 'go to marketing home' stops the checkout with that error", async () => {
    const t = run(withDefaults(buildCheckout({ orgDiscount: async () => ({ allow: false }) }), ['go to marketing home']), {
      priceId: PRICE.are5Pro,
      orgId: 101,
    });
    await settle();
    expect(t.message()).toBe(notProvided('go to marketing home'));
  });

  it("API-38: opening the checkout without 'track price' stops it with that error", async () => {
    const t = run(withDefaults(buildCheckout(), ['track price']));
    await settle();
    expect(t.message()).toBe(notProvided('track price'));
  });

  it("API-40: opening the checkout without 'record checkout origin' stops it with that error", async () => {
    const t = run(withDefaults(buildCheckout(), ['record checkout origin']));
    await settle();
    expect(t.message()).toBe(notProvided('record checkout origin'));
  });

  it("SUMMARY-6: 'Update Selection' without 'record the return to the pricing page' stops the checkout with that error", async () => {
    const t = run(withDefaults(buildCheckout(), ['record the return to the pricing page']));
    await settle();
    t.actor.send({ type: 'update selection' });
    expect(t.message()).toBe(notProvided('record the return to the pricing page'));
  });

  it("SCOPE-13, API-33: leaving with an unpaid cart without 'report abandoned checkout' stops the checkout with that error", async () => {
    const built = buildCheckout();
    const t = run(withDefaults(built, ['report abandoned checkout']), { priceId: PRICE.essentials });
    await settle();
    built.session.signIn('member@example.com');
    await settle(10);
    t.actor.send({ type: 'leaving the page' });
    expect(t.message()).toBe(notProvided('report abandoned checkout'));
  });

  it("CHECKOUT-FLOW-6: a returning member with the direct-to-payment flag and no 'clear direct to payment flag' stops the checkout with that error", async () => {
    const built = buildCheckout();
    const t = run(withDefaults(built, ['clear direct to payment flag']), { priceId: PRICE.essentials, directToPaymentInfo: true });
    built.session.signIn('member@example.com');
    await settle(10);
    expect(t.message()).toBe(notProvided('clear direct to payment flag'));
  });

  it("STORAGE-4: a signed-out Proceed without 'save direct to payment flag' stops the checkout with that error", async () => {
    const built = buildCheckout();
    const t = run(withDefaults(built, ['save direct to payment flag']), { priceId: PRICE.essentials });
    built.session.signOut();
    await settle();
    built.session.fail();
    await settle();
    t.actor.send({ type: 'proceed to checkout' });
    await settle();
    expect(t.message()).toBe(notProvided('save direct to payment flag'));
  });

  it("PAGELOAD-4, STORAGE-3: a stored nomaEmail of someone else without 'forget noma email' stops the checkout with that error", async () => {
    const built = buildCheckout();
    const t = run(withDefaults(built, ['forget noma email']), { priceId: PRICE.essentials, nomaEmail: 'noma.member@noma.org' });
    await settle();
    built.session.signIn('member@example.com');
    await settle();
    expect(t.message()).toBe(notProvided('forget noma email'));
  });

  it("SIGNUP-FORM-9: a new account reaching billing without 'scroll to top' stops the checkout with that error", async () => {
    const built = buildCheckout();
    const t = run(withDefaults(built, ['scroll to top']), { priceId: PRICE.essentials });
    built.session.signOut();
    await settle();
    t.actor.send({ type: 'create an account' });
    await settle(); // the sign-up dialog's code arrives (docs/decisions/0035)
    t.actor.send({ type: 'auth.signed in', authToken: 'tok_new', nextPage: 'payment details', firmName: null });
    built.session.signInAs(newMember());
    await settle(10);
    expect(t.message()).toBe(notProvided('scroll to top'));
  });

  it("PAY-12: a payment without 'push purchase events' stops the checkout with that error", async () => {
    const t = run(withDefaults(buildCheckout(), ['push purchase events']), { priceId: PRICE.essentials });
    await settle();
    t.actor.send(paid('individual', ['Architecture Essentials 12-Month Subscription']));
    expect(t.message()).toBe(notProvided('push purchase events'));
  });

  it("DIALOG-COMPLETE-3: 'Go to dashboard' without 'open the dashboard' stops the checkout with that error", async () => {
    const t = run(withDefaults(buildCheckout(), ['open the dashboard']), { priceId: PRICE.essentials });
    await settle();
    t.actor.send(paid('individual', ['Architecture Essentials 12-Month Subscription']));
    t.actor.send({ type: 'go to dashboard' });
    expect(t.message()).toBe(notProvided('open the dashboard'));
  });

  it("DIALOG-COMPLETE-6: 'Go to dashboard' after a group plan without 'go to group management' stops the checkout with that error", async () => {
    const t = run(withDefaults(buildCheckout(), ['go to group management']), { priceId: PRICE.firmExpert });
    await settle();
    t.actor.send(paid('group', ['ARE 5.0 Expert 1-Month Subscription Firm']));
    t.actor.send({ type: 'go to dashboard' });
    expect(t.message()).toBe(notProvided('go to group management'));
  });

  it("DIALOG-COMPLETE-8: the thank-you dialog's Get Started without 'go to learning site' stops the checkout with that error", async () => {
    const t = run(withDefaults(buildCheckout(), ['go to learning site']), { priceId: PRICE.are5Pro });
    await settle();
    t.actor.send(paid('individual', ['ARE 5.0 Pro 1-Month Subscription']));
    t.actor.send({ type: 'get started' });
    expect(t.message()).toBe(notProvided('go to learning site'));
  });
});

describe('the calls, left unprovided, fail naming themselves (docs/decisions/0026)', () => {
  it("PAGELOAD-1, ERR-CHECKOUT-7: without 'load product' the product is unavailable and the network dialog opens; the error names the call", async () => {
    thrown = collectNotProvided();
    const built = buildCheckout();
    const t = run(withDefaults(built, [], ['load product']));
    await settle();
    expect(t.actor.getSnapshot().matches({ 'checkout flow': 'product unavailable' })).toBe(true);
    expect(built.log).toContainEqual({ name: 'open network dialog', reason: 'other' });
    expect(thrown.errors).toEqual([`Error: ${notProvided('load product')}`]);
  });

  it("STATE-ORG-3: without 'check org discount' the check counts as allowed and page 0 opens; the error names the call", async () => {
    thrown = collectNotProvided();
    const t = run(withDefaults(buildCheckout(), [], ['check org discount']), { priceId: PRICE.are5Pro, orgId: 101 });
    await settle();
    expect(selectPage(t.actor.getSnapshot())).toBe(0);
    expect(thrown.errors).toEqual([`Error: ${notProvided('check org discount')}`]);
  });

  it("API-36, ERR-AUTH-8: without 'create the firm' the new admin still reaches the gates; the error names the call", async () => {
    thrown = collectNotProvided();
    const built = buildCheckout();
    const t = run(withDefaults(built, [], ['create the firm']), { priceId: PRICE.firmExpert });
    built.session.signOut();
    await settle();
    t.actor.send({ type: 'create an account' });
    await settle(); // the sign-up dialog's code arrives (docs/decisions/0035)
    t.actor.send({ type: 'auth.signed in', authToken: 'tok_admin', nextPage: 'payment details', firmName: 'Lloyd & Partners' });
    built.session.signInAs(newMember({ id: 'mem_admin', email: 'frank@lloyd.example' }));
    await settle(10);
    expect(t.actor.getSnapshot().matches({ 'checkout flow': { 'checkout open': { page: 'getting ready to pay' } } })).toBe(true);
    expect(thrown.errors).toEqual([`Error: ${notProvided('create the firm')}`]);
  });

  it("PAGELOAD-3: without 'watch session' the checkout cannot follow the session and stops with that error", async () => {
    const t = run(withDefaults(buildCheckout(), [], ['watch session']));
    await settle();
    expect(t.actor.getSnapshot().status).toBe('error');
    expect(t.message()).toBe(notProvided('watch session'));
  });
});

describe('the part loaders, left unprovided, fail naming themselves (docs/decisions/0026)', () => {
  let thrown: ReturnType<typeof collectNotProvided> | undefined;
  afterEach(() => thrown?.restore());

  const withOwnLoader = (name: 'load the sign-up parts' | 'load the payment parts' | 'load the organisation parts') => {
    const built = buildCheckout();
    const logic = built.logic.provide({ actors: { [name]: checkoutMachine.implementations.actors[name] } });
    return { built, logic };
  };

  it("ERR-NETWORK-4: without 'load the sign-up parts', 'Create an account' is told as a network issue naming the loader", async () => {
    thrown = collectNotProvided();
    const { built, logic } = withOwnLoader('load the sign-up parts');
    const actor = createActor(logic, { input: toInput({ priceId: PRICE.essentials }) }).start();
    built.session.signOut();
    await settle();
    actor.send({ type: 'create an account' });
    await settle(5);
    expect(built.log).toContainEqual({ name: 'open network dialog', reason: 'other' });
    expect(thrown.errors).toEqual(["Error: 'load the sign-up parts' is not provided: add it with .provide()"]);
  });

  it("ERR-NETWORK-4: without 'load the payment parts', Proceed is told as a network issue naming the loader", async () => {
    thrown = collectNotProvided();
    const { built, logic } = withOwnLoader('load the payment parts');
    const actor = createActor(logic, { input: toInput({ priceId: PRICE.essentials }) }).start();
    await settle();
    built.session.signIn('member@example.com');
    await settle(10);
    actor.send({ type: 'proceed to checkout' });
    await settle(10);
    expect(built.log).toContainEqual({ name: 'open network dialog', reason: 'other' });
    expect(thrown.errors).toEqual(["Error: 'load the payment parts' is not provided: add it with .provide()"]);
  });

  it("ERR-NETWORK-4: without 'load the organisation parts', an organisation checkout's Proceed is told as a network issue naming the loader", async () => {
    thrown = collectNotProvided();
    const { built, logic } = withOwnLoader('load the organisation parts');
    const actor = createActor(logic, { input: toInput({ priceId: PRICE.essentials, orgId: 101, nomaEmail: 'noma.member@noma.org' }) }).start();
    await settle();
    built.session.signIn('noma.member@noma.org');
    await settle(10);
    actor.send({ type: 'proceed to checkout' });
    await settle(10);
    expect(built.log).toContainEqual({ name: 'open network dialog', reason: 'other' });
    expect(thrown.errors).toEqual(["Error: 'load the organisation parts' is not provided: add it with .provide()"]);
  });
});
