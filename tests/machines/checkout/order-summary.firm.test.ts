// steps/order-summary.ts, a new firm admin's firm (docs/decisions/0020): after the firm-admin form
// created the login, the checkout signs the session in with its token, creates the firm as that
// member (POST /v1/network/group), reads the member again and only then runs the company gate and
// billing; a sign-out, a refusal or a failure on the way leaves page 0 as it should.
import { describe, expect, it } from 'vitest';
import { selectLoadingAccount, selectPaymentDetailsTitle } from '../../../machines/checkout/selectors.ts';
import { selectFinishingSignIn, selectGate } from './read-outs.ts';
import { newMember, PRICE } from './fixtures.ts';
import { type Answers, type CheckoutHarness, deferred, settle, startCheckout } from './harness.ts';
import type { CreateFirmOutput } from '../../../machines/checkout/types.ts';
import { at, onPage0BeforeTheSession } from './journeys.ts';

const FIRM = 'Lloyd & Partners';

const form = {
  firstName: 'Frank',
  lastName: 'Lloyd',
  // Typed with stray spaces: the organization sent is the trimmed name.
  firmName: `  ${FIRM} `,
  workEmail: 'frank@lloyd.example',
  confirmWorkEmail: 'frank@lloyd.example',
  password: 'Secret#123',
  confirmPassword: 'Secret#123',
} as const;

/** The profile as the session loads it: before the firm exists (no group account), and after. */
const beforeTheFirm = newMember({ id: 'mem_admin', email: 'frank@lloyd.example', authToken: 'tok_admin' });

const admin = newMember({
  id: 'mem_admin',
  email: 'frank@lloyd.example',
  authToken: 'tok_admin',
  groupId: 1001,
  groupAccounts: [{ admin: true, organization: FIRM }],
  isGroupAdmin: true,
});

/** A visitor on a group plan's page 0 fills the firm-admin form and submits it. */
async function signUpAsFirmAdmin(answers: Answers = {}) {
  const t = startCheckout({ priceId: PRICE.firmExpert }, answers);
  t.session.signOut();
  await settle();
  t.actor.send({ type: 'create an account' });
  await settle(); // the sign-up dialog's code arrives (docs/decisions/0035)
  t.fillDialog(form);
  t.auth()?.send({ type: 'submit' });
  await settle();
  return t;
}

describe('the new firm admin creates the firm (API-36, ROLE-12, ADMIN-8, ERR-AUTH-8)', () => {
  it('API-36, ROLE-12, ADMIN-8: the firm is created once the session is signed in, under the trimmed firm name; the member is read again; page 2 with no company dialog', async () => {
    const firm = deferred<{ slug: string | null }>();
    const t = await signUpAsFirmAdmin({ createFirm: () => firm.promise });
    expect(t.log).toContainEqual({ name: 'sign the session in with the member token', token: 'tok_admin' });
    // Member calls need the session's token: nothing is created before 'session.signed in'.
    expect(t.count('create the firm')).toBe(0);
    expect(selectFinishingSignIn(t.snapshot())).toBe(true);

    t.session.signInAs(beforeTheFirm);
    await settle();
    expect(t.log).toContainEqual({ name: 'create the firm', organization: FIRM });
    // Page 0 waits with Proceed busy; the company gate has not run on the profile without a firm.
    expect(t.page()).toBe(0);
    expect(selectFinishingSignIn(t.snapshot())).toBe(true);
    expect(selectLoadingAccount(t.snapshot())).toBe(true);
    expect(selectGate(t.snapshot())).toBeNull();

    firm.resolve({ slug: 'lloyd-partners' });
    await settle(10);
    expect(t.count('ask the session to reload the member')).toBe(1);
    expect(selectGate(t.snapshot())).toBeNull();
    expect(t.company()).toBeUndefined();

    t.session.signInAs(admin);
    await t.untilPage(2);
    expect(selectPaymentDetailsTitle(t.snapshot())).toBe('Step 2: Secure Checkout');
    expect(t.company()).toBeUndefined();
    expect(t.count('scroll to top')).toBe(1);
    const order = t.names();
    expect(order.indexOf('sign the session in with the member token')).toBeLessThan(order.indexOf('create the firm'));
    expect(order.indexOf('create the firm')).toBeLessThan(order.indexOf('ask the session to reload the member'));
    expect(t.count('create the firm')).toBe(1);
    expect(t.snapshot().context.firmToCreate).toBeNull();
  });

  it('ERR-AUTH-8, ADMIN-8: when the firm cannot be created the checkout still goes on to billing (the API layer toasted the message)', async () => {
    const t = await signUpAsFirmAdmin({ createFirm: async () => Promise.reject(new Error('You are already a company admin')) });
    // The provider made the account the firm's admin with the guest call (docs/decisions/0020).
    t.session.signInAs(admin);
    await t.untilPage(2);
    expect(t.count('create the firm')).toBe(1);
    expect(t.count('ask the session to reload the member')).toBe(0);
    expect(t.company()).toBeUndefined();
    expect(t.snapshot().context.firmToCreate).toBeNull();
  });

  it('ERR-AUTH-8, ROLE-12, COMPANY-1: when the firm cannot be created and the member is no admin, the company gate asks for a company', async () => {
    const t = await signUpAsFirmAdmin({ createFirm: async () => Promise.reject(new Error('organization exists')) });
    t.session.signInAs(beforeTheFirm);
    await settle(10);
    expect(t.count('create the firm')).toBe(1);
    expect(selectGate(t.snapshot())).toBe('company');
    expect(t.page()).toBe(0);
  });

  it('API-36, CHECKOUT-FLOW-3, decision 0003: a failed silent sign-in creates no firm, and a later popup sign-in goes to page 1 without one', async () => {
    const t = await signUpAsFirmAdmin();
    t.session.fail('Please log in to continue.');
    t.session.signOut();
    await settle();
    expect(t.page()).toBe(0);
    expect(t.snapshot().context.signInError).toBe('Please log in to continue.');
    expect(t.snapshot().context.firmToCreate).toBeNull();
    t.actor.send({ type: 'proceed to checkout' });
    t.session.signInAs(admin);
    await t.untilPage(1);
    expect(t.count('create the firm')).toBe(0);
  });

  it('API-41, ERR-IDP-1: a member reload that fails after the firm was created leaves page 0 with the message', async () => {
    const t = await signUpAsFirmAdmin();
    t.session.signInAs(beforeTheFirm);
    await settle(10);
    expect(t.count('ask the session to reload the member')).toBe(1);
    t.session.fail('We could not load your account.');
    t.session.signOut();
    await settle();
    expect(t.page()).toBe(0);
    expect(selectFinishingSignIn(t.snapshot())).toBe(false);
    expect(t.snapshot().context.signInError).toBe('We could not load your account.');
  });

  it('API-41, PAGE0-4: a reload after the firm that ends signed out returns to page 0, where Proceed offers the popup', async () => {
    const t = await signUpAsFirmAdmin();
    t.session.signInAs(beforeTheFirm);
    await settle(10);
    t.session.fail('We could not load your account.');
    t.session.signOut();
    await settle();
    expect(t.page()).toBe(0);
    expect(selectFinishingSignIn(t.snapshot())).toBe(false);
    const popups = t.count('open sign-in popup');
    t.actor.send({ type: 'proceed to checkout' });
    expect(t.count('open sign-in popup')).toBe(popups + 1);
  });

  it('API-36, ROLE-3: a sign-out while the firm is being created returns to page 0 and forgets the firm', async () => {
    const firm = deferred<{ slug: string | null }>();
    const t = await signUpAsFirmAdmin({ createFirm: () => firm.promise });
    t.session.signInAs(beforeTheFirm);
    await settle();
    t.session.signOut();
    await settle();
    expect(t.page()).toBe(0);
    expect(selectFinishingSignIn(t.snapshot())).toBe(false);
    expect(t.snapshot().context.firmToCreate).toBeNull();
    firm.resolve({ slug: 'lloyd-partners' });
    await settle();
    expect(t.count('ask the session to reload the member')).toBe(0);
  });
});

describe("the new firm admin's sign-in, interrupted (ADMIN-8, API-36, API-41, PAGELOAD-3, PAGELOAD-5)", () => {
  it('ADMIN-8, PAGELOAD-3: the silent sign-in ends signed out before the session took the new admin: the firm is forgotten and the popup counts as offered', async () => {
    const t = await onPage0BeforeTheSession(PRICE.firmExpert);
    t.actor.send({ type: 'create an account' });
    await settle(); // the sign-up dialog's code arrives (docs/decisions/0035)
    t.actor.send({ type: 'auth.signed in', authToken: 'tok_admin', nextPage: 'payment details', firmName: 'Lloyd & Partners' });
    expect(t.snapshot().context.firmToCreate).toBe('Lloyd & Partners');
    // As the session tells it (watch-session.ts): the silent sign-in failed, then signed out.
    t.session.fail('Login required');
    t.session.signOut();
    expect(at(t, 'order summary', 'showing the order')).toBe(true);
    expect(t.snapshot().context.firmToCreate).toBeNull();
    expect(t.snapshot().context.signInOffered).toBe(true);
  });

  it('ADMIN-8, PAGELOAD-5: a new admin refused for the stored nomaEmail: the firm is forgotten; a later account is not taken for a firm', async () => {
    const t = await onPage0BeforeTheSession(PRICE.firmExpert, { nomaEmail: 'noma.member@noma.org' });
    t.actor.send({ type: 'create an account' });
    await settle(); // the sign-up dialog's code arrives (docs/decisions/0035)
    t.actor.send({ type: 'auth.signed in', authToken: 'tok_admin', nextPage: 'payment details', firmName: 'Lloyd & Partners' });
    t.session.signInAs(newMember({ id: 'mem_admin', email: 'frank@lloyd.example' }));
    expect(at(t, 'order summary', 'showing the order')).toBe(true);
    expect(t.snapshot().context.firmToCreate).toBeNull();
  });

  it('API-36, PAGE0-6: the new admin signed in hands the login back to the session before the firm is created', async () => {
    const firm = deferred<CreateFirmOutput>();
    const t = startCheckout({ priceId: PRICE.firmExpert }, { createFirm: () => firm.promise });
    await settle();
    t.actor.send({ type: 'create an account' });
    await settle(); // the sign-up dialog's code arrives (docs/decisions/0035)
    t.actor.send({ type: 'auth.signed in', authToken: 'tok_admin', nextPage: 'payment details', firmName: 'Lloyd & Partners' });
    expect(t.count('tell the session the login was handled')).toBe(0);
    t.session.signInAs(newMember({ id: 'mem_admin', email: 'frank@lloyd.example' }));
    expect(at(t, 'order summary', 'creating the firm')).toBe(true);
    expect(t.count('tell the session the login was handled')).toBe(1);
    firm.resolve({ slug: 'lloyd-partners' });
  });

  it('API-36, PAGELOAD-3: signed out while the firm is created: page 0, the popup counts as offered', async () => {
    const firm = deferred<CreateFirmOutput>();
    const t = startCheckout({ priceId: PRICE.firmExpert }, { createFirm: () => firm.promise });
    await settle();
    t.actor.send({ type: 'create an account' });
    await settle(); // the sign-up dialog's code arrives (docs/decisions/0035)
    t.actor.send({ type: 'auth.signed in', authToken: 'tok_admin', nextPage: 'payment details', firmName: 'Lloyd & Partners' });
    t.session.signInAs(newMember({ id: 'mem_admin', email: 'frank@lloyd.example' }));
    expect(at(t, 'order summary', 'creating the firm')).toBe(true);
    expect(t.snapshot().context.signInOffered).toBe(false);
    t.session.signOut();
    expect(at(t, 'order summary', 'showing the order')).toBe(true);
    expect(t.snapshot().context.signInOffered).toBe(true);
  });

  it.each([
    // LOG OUT is hidden while the session reads the member, so a read that ends anonymous failed first.
    ['a failed read, then session.signed out', (t: CheckoutHarness) => { t.session.fail('Login required'); t.session.signOut(); }],
    ['session.sign-in failed', (t: CheckoutHarness) => t.session.fail('Login required')],
  ] as const)('API-41, PAGELOAD-3: %s while the new admin is read again: page 0, the popup counts as offered', async (_, end) => {
    const t = startCheckout({ priceId: PRICE.firmExpert });
    await settle();
    t.actor.send({ type: 'create an account' });
    await settle(); // the sign-up dialog's code arrives (docs/decisions/0035)
    t.actor.send({ type: 'auth.signed in', authToken: 'tok_admin', nextPage: 'payment details', firmName: 'Lloyd & Partners' });
    t.session.signInAs(newMember({ id: 'mem_admin', email: 'frank@lloyd.example' }));
    await settle();
    expect(at(t, 'order summary', 'reloading the new admin')).toBe(true);
    expect(t.snapshot().context.signInOffered).toBe(false);
    end(t);
    expect(at(t, 'order summary', 'showing the order')).toBe(true);
    expect(t.snapshot().context.signInOffered).toBe(true);
  });

  it('ADMIN-8, API-36, API-41: while a new firm admin is read again page 0 shows the sign-in finishing and the account loading', async () => {
    const t = startCheckout({ priceId: PRICE.firmExpert });
    t.session.signOut();
    await settle();
    t.actor.send({ type: 'create an account' });
    await settle(); // the sign-up dialog's code arrives (docs/decisions/0035)
    t.actor.send({ type: 'auth.signed in', authToken: 'tok_admin', nextPage: 'payment details', firmName: 'Lloyd & Partners' });
    t.session.signInAs(newMember({ id: 'mem_admin', email: 'frank@lloyd.example' }));
    await settle();
    expect(t.snapshot().matches({ 'checkout flow': { 'checkout open': { page: { 'order summary': 'reloading the new admin' } } } })).toBe(true);
    expect(selectFinishingSignIn(t.snapshot())).toBe(true);
    expect(selectLoadingAccount(t.snapshot())).toBe(true);
  });
});
