// steps/gates.ts, an organisation checkout's gates (docs/decisions/0010): the association email (the
// NOMA dialog, or a verified email this browser holds) and the organisation's seats (the seat count and
// the waitlist screen), each child running only while its gate is open (docs/decisions/0035).
import { describe, expect, it } from 'vitest';
import type { LoadSeatCountOutput } from '../../../machines/waitlist/waitlist.machine.ts';
import { newMember, PRICE } from './fixtures.ts';
import { deferred, seatCountFor, settle, startCheckout, startSignedIn } from './harness.ts';
import { selectGate, selectShowsWaitlistScreen } from './read-outs.ts';
import { selectNomaDialog } from '../../../machines/noma/selectors.ts';
import { selectWaitlistScreen } from '../../../machines/waitlist/selectors.ts';
import { signedInOn, visitorOn } from './journeys.ts';

describe('organisation checkout gates (docs/decisions/0010)', () => {
  it('NOMA-1, NOMA-FLOW-1, NOMA-FLOW-2, NOMA-FLOW-3, ROLE-14, PAGELOAD-6, STATE-ORG-4: org 101: sign in → NOMA dialog → verified → seats counted → page 1', async () => {
    const t = startCheckout({ priceId: PRICE.noma, orgId: 101 });
    t.session.signOut();
    await settle();
    // PAGELOAD-6: nothing of the organisation is fetched before the sign-in.
    expect(t.count('load seat count')).toBe(0);
    t.session.signIn('noma.member@noma.org'); // the arrival popup
    await settle(10);
    expect(selectGate(t.snapshot())).toBe('association email');
    const noma = t.noma();
    expect(noma && selectNomaDialog(noma.getSnapshot())).toMatchObject({ open: true, email: 'noma.member@noma.org' });
    expect(t.count('load seat count')).toBe(0);
    noma?.send({ type: 'verify' });
    await settle(10);
    expect(t.log).toContainEqual({ name: 'store noma email', email: 'noma.member@noma.org' });
    expect(t.snapshot().context.nomaEmail).toBe('noma.member@noma.org');
    expect(t.names().indexOf('verify association email')).toBeLessThan(t.names().indexOf('load seat count'));
    expect(t.log).toContainEqual({ name: 'load seat count', orgId: 101 });
    await t.untilPage(1);
    expect(t.waitlist()).toBeUndefined();
  });

  it('STORAGE-3, ROLE-14: a stored, verified nomaEmail of this member skips the dialog; the seats are still counted', async () => {
    const t = await signedInOn(PRICE.noma, 'noma.member@noma.org', { orgId: 101, nomaEmail: 'Noma.Member@noma.org' });
    t.actor.send({ type: 'proceed to checkout' });
    await t.untilPage(1);
    expect(t.count('verify association email')).toBe(0);
    expect(t.noma()).toBeUndefined();
    expect(t.count('load seat count')).toBe(1);
  });

  it('ERR-NOMA-2, ROLE-14: a refused email keeps the dialog; closing it returns to page 0 and Proceed asks again', async () => {
    const t = await signedInOn(PRICE.noma, 'member@example.com', { orgId: 101 });
    t.actor.send({ type: 'proceed to checkout' });
    await settle();
    t.noma()?.send({ type: 'verify' });
    await settle();
    expect(selectGate(t.snapshot())).toBe('association email');
    expect(t.noma() && selectNomaDialog(t.noma()!.getSnapshot()).message).toBe('Not a valid NOMA Email!');
    t.noma()?.send({ type: 'close' });
    await settle();
    expect(t.page()).toBe(0);
    expect(selectGate(t.snapshot())).toBeNull();
    expect(t.count('load seat count')).toBe(0);
    t.actor.send({ type: 'proceed to checkout' });
    await settle();
    expect(selectGate(t.snapshot())).toBe('association email');
  });

  it('WAITLIST-1, WAITLIST-4, WAITLIST-5, STATE-WAITLIST-1, ROLE-15: org 102 is full: the waitlist screen replaces the checkout and its child stays to join', async () => {
    const t = await signedInOn(PRICE.noma, 'noma.member@noma.org', { orgId: 102, nomaEmail: 'noma.member@noma.org' });
    t.actor.send({ type: 'proceed to checkout' });
    await settle(10);
    expect(selectGate(t.snapshot())).toBe('waitlist');
    expect(selectShowsWaitlistScreen(t.snapshot())).toBe(true);
    expect(t.page()).toBe(0);
    const waitlist = t.waitlist();
    expect(waitlist && selectWaitlistScreen(waitlist.getSnapshot())).toMatchObject({ stage: 'waitlist', canJoin: true, queuePosition: null });
    waitlist?.send({ type: 'join the waitlist' });
    await settle();
    expect(t.log).toContainEqual({ name: 'join waitlist', orgId: 102 });
    expect(t.log).toContainEqual({ name: 'show joined toast', position: 5 });
    expect(t.waitlist() && selectWaitlistScreen(t.waitlist()!.getSnapshot())).toMatchObject({ stage: 'waitlist', canJoin: false, queuePosition: 5 });
    expect(t.page()).toBe(0);
  });

  it('STATE-ORG-4: while the seats are counted the waitlist screen shows its checking state', async () => {
    let answer: (value: { count: number; allowed: number; queuePosition: number }) => void = () => {};
    const pending = new Promise<{ count: number; allowed: number; queuePosition: number }>((resolve) => {
      answer = resolve;
    });
    const t = await startSignedIn('noma.member@noma.org', { priceId: PRICE.noma, orgId: 101, nomaEmail: 'noma.member@noma.org' }, { seatCount: () => pending });
    t.actor.send({ type: 'proceed to checkout' });
    await settle();
    expect(selectGate(t.snapshot())).toBe('seats');
    expect(t.waitlist() && selectWaitlistScreen(t.waitlist()!.getSnapshot()).stage).toBe('checking');
    answer({ count: 24, allowed: 25, queuePosition: 0 });
    await t.untilPage(1);
  });

  it('SIGNUP-FORM-8, NOMA-FLOW, WAITLIST-1: in an organisation checkout a new account passes the NOMA and seat gates before page 2', async () => {
    const t = await visitorOn(PRICE.noma, {}, 101);
    t.actor.send({ type: 'create an account' });
    await settle(); // the sign-up dialog's code arrives (docs/decisions/0035)
    t.actor.send({ type: 'auth.signed in', authToken: 'tok_new', nextPage: 'payment details', firmName: null });
    t.session.signInAs(newMember({ email: 'new@noma.org' }));
    await settle(10);
    expect(selectGate(t.snapshot())).toBe('association email');
    t.noma()?.send({ type: 'verify' });
    await t.untilPage(2);
    expect(t.names().filter((name) => ['verify association email', 'load seat count', 'scroll to top'].includes(name))).toEqual([
      'verify association email',
      'load seat count',
      'scroll to top',
    ]);
  });

  it('WAITLIST-1, PAGELOAD-6: while the seats are counted the waitlist screen replaces the checkout', async () => {
    const seats = deferred<LoadSeatCountOutput>();
    const t = await startSignedIn('noma.member@noma.org', { priceId: PRICE.noma, orgId: 101, nomaEmail: 'noma.member@noma.org' }, { seatCount: () => seats.promise });
    t.actor.send({ type: 'proceed to checkout' });
    await settle();
    expect(selectGate(t.snapshot())).toBe('seats');
    expect(selectShowsWaitlistScreen(t.snapshot())).toBe(true);
    seats.resolve({ count: 3, allowed: 25, queuePosition: 0 });
    await t.untilPage(1);
    expect(selectShowsWaitlistScreen(t.snapshot())).toBe(false);
  });
});

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

  it('PAGELOAD-6, WAITLIST-1: a sign-out while the seats are counted stops the seat count with its gate', async () => {
    const t = await startSignedIn('noma.member@noma.org', { priceId: PRICE.essentials, orgId: 101, nomaEmail: 'noma.member@noma.org' }, { seatCount: () => new Promise(() => undefined) });
    t.actor.send({ type: 'proceed to checkout' });
    await settle(5);
    expect(t.waitlist()).toBeDefined();
    t.session.signOut();
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
