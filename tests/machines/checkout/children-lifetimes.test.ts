// How long the children that arrive with their code run (docs/decisions/0035): the seat count only
// while its gate is open, the association email dialog for the association's own product too, and
// each loader, left unprovided, naming itself in the failure it causes (docs/decisions/0026).
import { afterEach, describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { checkoutMachine } from '../../../machines/checkout/checkout.machine.ts';
import type { LoadSeatCountOutput } from '../../../machines/waitlist/waitlist.machine.ts';
import { collectNotProvided } from '../../support/not-provided.ts';
import { PRICE } from './fixtures.ts';
import { buildCheckout, deferred, seatCountFor, settle, toInput, startSignedIn } from './harness.ts';

describe('the seat count runs only while its gate is open (docs/decisions/0035)', () => {
  it('PAGELOAD-6, WAITLIST-1: the seat count is found by its systemId while the seats are counted, and is gone once they are available', async () => {
    const count = deferred<LoadSeatCountOutput>();
    const t = await startSignedIn('noma.member@noma.org', { priceId: PRICE.essentials, orgId: 101, nomaEmail: 'noma.member@noma.org' }, { seatCount: () => count.promise });
    t.actor.send({ type: 'proceed to checkout' });
    await settle(5);
    expect(t.snapshot().matches({ 'checkout flow': { 'checkout open': { page: { 'getting ready to pay': 'organisation seats' } } } })).toBe(true);
    expect(t.waitlist()).toBeDefined();
    count.resolve(seatCountFor(101));
    await settle(10);
    expect(t.page()).toBe(1);
    expect(t.waitlist()).toBeUndefined();
  });

  it('PAGELOAD-6, WAITLIST-1: Cancel while the seats are counted stops the seat count with its gate', async () => {
    const t = await startSignedIn('noma.member@noma.org', { priceId: PRICE.essentials, orgId: 101, nomaEmail: 'noma.member@noma.org' }, { seatCount: () => new Promise(() => undefined) });
    t.actor.send({ type: 'proceed to checkout' });
    await settle(5);
    expect(t.waitlist()).toBeDefined();
    t.actor.send({ type: 'cancel' });
    await settle();
    expect(t.page()).toBe(0);
    expect(t.waitlist()).toBeUndefined();
  });
});

describe("the association's own product asks for its email without an organisation (docs/decisions/0010)", () => {
  it('SCOPE-11, NOMA-1: a member buying the association product with no verified email on this browser gets the NOMA dialog', async () => {
    const t = await startSignedIn('member@example.com', { priceId: PRICE.noma, orgId: null, nomaEmail: null });
    t.actor.send({ type: 'proceed to checkout' });
    await settle(10);
    expect(t.snapshot().matches({ 'checkout flow': { 'checkout open': { page: { 'getting ready to pay': 'verifying the association email' } } } })).toBe(true);
    expect(t.noma()).toBeDefined();
  });
});

describe('each part is kept once it has arrived (docs/decisions/0035)', () => {
  it('SIGNUP-1, PAGE0-3: a member who reached page 1, went back and signed out, still gets the sign-up dialog from Create an account', async () => {
    const t = await startSignedIn('member@example.com', { priceId: PRICE.essentials });
    t.actor.send({ type: 'proceed to checkout' });
    await settle(10);
    expect(t.page()).toBe(1);
    t.actor.send({ type: 'cancel' });
    t.session.signOut();
    await settle(5);
    expect(t.page()).toBe(0);
    t.actor.send({ type: 'create an account' });
    await settle(5);
    expect(t.auth()).toBeDefined();
    expect(t.snapshot().matches({ 'checkout flow': { 'checkout open': { page: { 'order summary': 'signing up' } } } })).toBe(true);
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
