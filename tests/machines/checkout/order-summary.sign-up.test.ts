// steps/order-summary.ts, the sign-up dialog over page 0 (docs/decisions/0009): 'Create an account'
// before and after the dialog's code arrives (docs/decisions/0035), the dialog's sign-ups and sign-ins
// handed to the session (docs/decisions/0003), and what follows when that silent sign-in fails or
// signs in someone else.
import { describe, expect, it } from 'vitest';
import { type ActorRefFrom, createActor } from 'xstate';
import type { AuthMachine } from '../../../machines/auth/auth.machine.ts';
import { selectOpeningSignUp, selectPaymentDetailsTitle, selectPaymentFormPurpose } from '../../../machines/checkout/selectors.ts';
import { selectCanCreateAccount, selectFinishingSignIn } from './read-outs.ts';
import { newMember, PRICE } from './fixtures.ts';
import { buildCheckout, settle, startCheckout, startSignedIn, toInput } from './harness.ts';
import { validAdmin } from '../auth/fixtures.ts';
import { PAGE_TEXTS } from '../../../machines/checkout/rules.ts';
import { at, authPage, heldParts, onPage0BeforeTheSession, signedInOn, visitorOn } from './journeys.ts';

const newVisitor = {
  firstName: 'Nora',
  lastName: 'New',
  email: 'new.visitor@example.com',
  confirmEmail: 'new.visitor@example.com',
  password: 'Secret#123',
  confirmPassword: 'Secret#123',
} as const;

describe("'Create an account' before the dialog's code has arrived (0009, docs/decisions/0035)", () => {
  it('SIGNUP-1: the press is kept: the individual sign-up dialog opens once its code is here; a second press meanwhile fetches nothing more and opens it once', async () => {
    const parts = heldParts();
    const t = await visitorOn(PRICE.essentials, parts.answers);
    t.actor.send({ type: 'create an account' });
    t.actor.send({ type: 'create an account' });
    await settle();
    // rule: SIGNUP-1
    expect(selectOpeningSignUp(t.snapshot())).toBe(true);
    expect(t.auth()).toBeUndefined();
    await parts.arrive('sign-up');
    expect(authPage(t)).toBe(1);
    expect(t.snapshot().matches({ 'checkout flow': { 'checkout open': { page: { 'order summary': 'signing up' } } } })).toBe(true);
    expect(selectOpeningSignUp(t.snapshot())).toBe(false);
    expect(parts.fetches('sign-up')).toBe(1);
  });

  it('ADMIN-1, SIGNUP-4: on a group plan the kept press opens the firm-admin form; closed and pressed again, the dialog opens at once from the code already here', async () => {
    const parts = heldParts();
    const t = await visitorOn(PRICE.firmExpert, parts.answers);
    t.actor.send({ type: 'create an account' });
    await parts.arrive('sign-up');
    // rule: ADMIN-1
    expect(authPage(t)).toBe(4);
    t.auth()?.send({ type: 'close' });
    await settle();
    expect(t.page()).toBe(0);
    t.actor.send({ type: 'create an account' });
    expect(authPage(t)).toBe(4);
    expect(parts.fetches('sign-up')).toBe(1);
  });

  it('PAGELOAD-3, SIGNUP-1: pressed while the arrival popup is still open, the dialog opens once its code is here', async () => {
    const parts = heldParts();
    const t = startCheckout({ priceId: PRICE.essentials }, parts.answers);
    t.session.signOut();
    await settle();
    expect(t.names()).toContain('open sign-in popup');
    t.actor.send({ type: 'create an account' });
    await parts.arrive('sign-up');
    expect(authPage(t)).toBe(1);
  });

  it('PAGE0-4, SIGNUP-1: with the code here, Create an account pressed while the popup Proceed opened is still open opens the dialog at once', async () => {
    const parts = heldParts();
    const t = await visitorOn(PRICE.essentials, parts.answers);
    t.actor.send({ type: 'create an account' });
    await parts.arrive('sign-up');
    t.auth()?.send({ type: 'close' });
    await settle();
    t.actor.send({ type: 'proceed to checkout' });
    expect(t.snapshot().matches({ 'checkout flow': { 'checkout open': { page: { 'order summary': 'waiting for sign-in' } } } })).toBe(true);
    t.actor.send({ type: 'create an account' });
    // rule: PAGE0-4
    expect(authPage(t)).toBe(1);
    expect(parts.fetches('sign-up')).toBe(1);
  });

  it("ERR-NETWORK-4, RETRY-3: when the dialog's code cannot be fetched, the network dialog tells it ('other': Retry reloads) and page 0 stays; a later press fetches again", async () => {
    const parts = heldParts();
    const t = await visitorOn(PRICE.essentials, parts.answers);
    t.actor.send({ type: 'create an account' });
    await parts.fail('sign-up');
    expect(t.log).toContainEqual({ name: 'open network dialog', reason: 'other' });
    expect(t.snapshot().matches({ 'checkout flow': { 'checkout open': { page: { 'order summary': 'showing the order' } } } })).toBe(true);
    expect(t.auth()).toBeUndefined();
    t.actor.send({ type: 'create an account' });
    await parts.arrive('sign-up');
    expect(authPage(t)).toBe(1);
    expect(parts.fetches('sign-up')).toBe(2);
  });

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

describe('sign-up and sign-in dialogs (docs/decisions/0009, 0003)', () => {
  it('SIGNUP-FORM-6, SIGNUP-FORM-7, SIGNUP-FORM-8, SIGNUP-FORM-9, STATE-ACCOUNT-3: a new visitor creates an account → the session takes the token, no second prompt → page 2 at the top', async () => {
    const t = await visitorOn(PRICE.essentials);
    expect(selectCanCreateAccount(t.snapshot())).toBe(true);
    t.actor.send({ type: 'create an account' });
    await settle(); // the sign-up dialog's code arrives (docs/decisions/0035)
    expect(authPage(t)).toBe(1); // the individual form
    t.fillDialog(newVisitor);
    await settle();
    t.auth()?.send({ type: 'submit' });
    await settle();
    expect(t.log).toContainEqual({ name: 'create account', email: 'new.visitor@example.com' });
    // The dialog closed (SIGNUP-FORM-7) and handed the token to the session.
    expect(authPage(t)).toBe(0);
    expect(t.log).toContainEqual({ name: 'sign the session in with the member token', token: 'tok_new' });
    expect(selectFinishingSignIn(t.snapshot())).toBe(true);
    expect(t.page()).toBe(0);
    // The session signed in silently on bks_token and loaded the member.
    t.session.signInAs(newMember());
    await t.untilPage(2);
    expect(t.snapshot().context.paymentFormPurpose).toBe('pay');
    expect(selectPaymentDetailsTitle(t.snapshot())).toBe('Step 2: Secure Checkout');
    expect(t.count('scroll to top')).toBe(1);
    expect(t.count('tell the session the login was handled')).toBe(1);
    // Only the arrival popup: the new member was never asked for a password again.
    expect(t.count('open sign-in popup')).toBe(1);
  });

  it('KNOWN-8, SIGNUP-FORM-8, API-27, API-13: a sister-network account ("Hey, we know you!") signs in, saves the names and goes on to page 2', async () => {
    const t = await visitorOn(PRICE.are5Pro, { emailCheck: async () => ({ are: false, network: true }) });
    t.actor.send({ type: 'create an account' });
    await settle(); // the sign-up dialog's code arrives (docs/decisions/0035)
    t.fillDialog({ ...newVisitor, email: 'sister@example.com', confirmEmail: 'sister@example.com' });
    await settle();
    t.auth()?.send({ type: 'use known account' });
    expect(authPage(t)).toBe(3);
    t.fillDialog({ password: 'Checkout#2026', firstName: 'Sam', lastName: 'Sister' });
    t.auth()?.send({ type: 'submit' });
    await settle();
    expect(t.log).toContainEqual({ name: 'sign in', email: 'sister@example.com' });
    expect(t.log).toContainEqual({ name: 'save the names', token: 'tok_back', firstName: 'Sam', lastName: 'Sister' });
    expect(t.names()).not.toContain('create account');
    expect(t.log).toContainEqual({ name: 'sign the session in with the member token', token: 'tok_back' });
    t.session.signIn('sister@example.com');
    await t.untilPage(2);
    expect(t.count('scroll to top')).toBe(1);
  });

  it('ADMIN-8, SIGNUP-FORM-9, API-36: a group product opens the firm-admin form; the new administrator creates the firm and goes to page 2 with no company dialog', async () => {
    const t = await visitorOn(PRICE.firmExpert);
    t.actor.send({ type: 'create an account' });
    await settle(); // the sign-up dialog's code arrives (docs/decisions/0035)
    expect(authPage(t)).toBe(4);
    t.fillDialog(validAdmin);
    t.auth()?.send({ type: 'submit' });
    await settle();
    expect(t.log).toContainEqual({ name: 'create admin account', workEmail: 'frank@lloyd.example' });
    expect(t.log).toContainEqual({ name: 'sign the session in with the member token', token: 'tok_admin' });
    const admin = newMember({ id: 'mem_admin', email: 'frank@lloyd.example', groupAccounts: [{ admin: true, organization: 'Lloyd & Partners' }], isGroupAdmin: true });
    t.session.signInAs(admin);
    await settle();
    // docs/decisions/0020: the firm as that member, then the member read again.
    expect(t.log).toContainEqual({ name: 'create the firm', organization: 'Lloyd & Partners' });
    expect(t.count('ask the session to reload the member')).toBe(1);
    t.session.signInAs(admin);
    await t.untilPage(2);
    expect(t.company()).toBeUndefined();
    expect(t.count('scroll to top')).toBe(1);
  });

  it("SIGNIN-6, SIGNIN-7, VALID-SIGNUP-7: 'Email already exists' → 'Welcome Back!' → signed in → page 1, not page 2", async () => {
    const t = await visitorOn(PRICE.essentials, { emailCheck: async () => ({ are: true, network: true }) });
    t.actor.send({ type: 'create an account' });
    await settle(); // the sign-up dialog's code arrives (docs/decisions/0035)
    t.fillDialog({ email: 'member@example.com', confirmEmail: 'member@example.com' });
    await settle();
    t.auth()?.send({ type: 'sign in instead' });
    expect(authPage(t)).toBe(2);
    t.fillDialog({ password: 'Checkout#2026' });
    t.auth()?.send({ type: 'submit' });
    await settle();
    expect(t.log).toContainEqual({ name: 'sign in', email: 'member@example.com' });
    expect(authPage(t)).toBe(0); // SIGNIN-6
    expect(t.log).toContainEqual({ name: 'sign the session in with the member token', token: 'tok_back' });
    t.session.signIn('member@example.com');
    await t.untilPage(1);
    expect(t.count('scroll to top')).toBe(0);
    expect(t.count('open sign-in popup')).toBe(1);
  });

  it('SIGNUP-FORM-8, PAGE0-4, decision 0003: when the silent sign-in fails, page 0 stays with the message and Proceed opens the popup', async () => {
    const t = await visitorOn(PRICE.essentials);
    t.actor.send({ type: 'create an account' });
    await settle(); // the sign-up dialog's code arrives (docs/decisions/0035)
    t.actor.send({ type: 'auth.signed in', authToken: 'tok_new', nextPage: 'payment details', firmName: null });
    t.session.fail('Please log in to continue.');
    t.session.signOut();
    await settle();
    expect(t.page()).toBe(0);
    expect(selectFinishingSignIn(t.snapshot())).toBe(false);
    expect(t.snapshot().context.signInError).toBe('Please log in to continue.');
    expect(t.count('open sign-in popup')).toBe(1); // no automatic second popup
    t.actor.send({ type: 'proceed to checkout' });
    expect(t.count('open sign-in popup')).toBe(2);
    // A popup sign-in now goes to page 1 (the dialog's page 2 does not carry over).
    t.session.signIn('nocard@example.com');
    await t.untilPage(1);
  });

  it('SIGNUP-4: closing the dialog (or its sign-in link) leaves page 0 as it was', async () => {
    const t = await visitorOn(PRICE.essentials);
    t.actor.send({ type: 'create an account' });
    await settle(); // the sign-up dialog's code arrives (docs/decisions/0035)
    t.auth()?.send({ type: 'close' });
    await settle();
    expect(t.snapshot().matches({ 'checkout flow': { 'checkout open': { page: { 'order summary': 'showing the order' } } } })).toBe(true);
    expect(t.count('sign the session in with the member token')).toBe(0);
  });

  it('PAGELOAD-3, 0009: while the arrival popup is still open, Create an account opens the dialog', async () => {
    const t = startCheckout({ priceId: PRICE.essentials });
    t.session.signOut();
    await settle();
    expect(selectCanCreateAccount(t.snapshot())).toBe(true);
    t.actor.send({ type: 'create an account' });
    await settle(); // the sign-up dialog's code arrives (docs/decisions/0035)
    expect(authPage(t)).toBe(1);
    // The dialog's own state: a second press while it is open changes nothing.
    t.actor.send({ type: 'create an account' });
    expect(selectCanCreateAccount(t.snapshot())).toBe(false);
  });

  it("PAGE0-3, 0009: 'Create an account' does nothing for a signed-in member", async () => {
    const t = await signedInOn(PRICE.essentials, 'member@example.com');
    expect(selectCanCreateAccount(t.snapshot())).toBe(false);
    t.actor.send({ type: 'create an account' });
    await settle();
    // No dialog: its code is not even fetched (docs/decisions/0035).
    expect(authPage(t)).toBeNull();
  });

  it("VALID-SIGNUP-8, KNOWN-2: the sign-up dialog is given the sister product's name, or the fallback when the page has none", async () => {
    // The dialog starts with its code, on the first 'Create an account' (docs/decisions/0035).
    const named = startCheckout({ priceId: PRICE.essentials, sisterProductName: 'Atlas Network' });
    named.session.signOut();
    await settle();
    named.actor.send({ type: 'create an account' });
    await settle();
    expect((named.auth() as ActorRefFrom<AuthMachine>).getSnapshot().context.sisterProductName).toBe('Atlas Network');

    const built = buildCheckout();
    const unnamed = createActor(built.logic, { input: { ...toInput({ priceId: PRICE.essentials }), sisterProductName: undefined } }).start();
    built.session.signOut();
    await settle();
    unnamed.send({ type: 'create an account' });
    await settle();
    const auth = unnamed.system.get('auth') as ActorRefFrom<AuthMachine>;
    expect(auth.getSnapshot().context.sisterProductName).toBe('our partner network');
  });
});

describe("the dialog's sign-in handed to the session (SIGNUP-FORM-8, SIGNIN-7, KNOWN-8, PAGELOAD-3, PAGELOAD-5)", () => {
  it('SIGNIN-7, ROLE-3: after a dialog account the session could not sign in, a later sign-in and Proceed lead to page 1, not billing', async () => {
    const t = await onPage0BeforeTheSession();
    t.actor.send({ type: 'create an account' });
    await settle(); // the sign-up dialog's code arrives (docs/decisions/0035)
    t.actor.send({ type: 'auth.signed in', authToken: 'tok_new', nextPage: 'payment details', firmName: null });
    expect(t.snapshot().context.nextPage).toBe('payment details');
    t.session.fail('Login required');
    expect(at(t, 'order summary', 'showing the order')).toBe(true);
    expect(t.snapshot().context.nextPage).toBe('payment method');
    t.session.signInAs(newMember());
    await settle();
    t.actor.send({ type: 'proceed to checkout' });
    await settle(10);
    expect(t.page()).toBe(1);
  });

  it("SIGNIN-6, SIGNIN-7: 'Welcome Back!' hands the token to the session and the sign-in leads to page 1", async () => {
    const t = startCheckout({ priceId: PRICE.essentials });
    t.session.signOut();
    await settle();
    t.actor.send({ type: 'create an account' });
    await settle(); // the sign-up dialog's code arrives (docs/decisions/0035)
    t.actor.send({ type: 'auth.signed in', authToken: 'tok_back', nextPage: 'payment method', firmName: null });
    expect(at(t, 'order summary', 'finishing the sign-in')).toBe(true);
    expect(t.snapshot().context.nextPage).toBe('payment method');
    t.session.signIn('member@example.com');
    await t.untilPage(1);
  });

  it('SIGNIN-7, PAGELOAD-3: a silent sign-in that fails counts as the popup offered: a later anonymous session brings no popup', async () => {
    const t = await onPage0BeforeTheSession();
    t.actor.send({ type: 'create an account' });
    await settle(); // the sign-up dialog's code arrives (docs/decisions/0035)
    t.actor.send({ type: 'auth.signed in', authToken: 'tok_new', nextPage: 'payment details', firmName: null });
    t.session.fail('Login required');
    expect(t.snapshot().context.signInOffered).toBe(true);
    t.session.signOut();
    expect(t.count('open sign-in popup')).toBe(0);
  });

  it('STATE-ACCOUNT-3, ROLE-3: the dialog made an account but the silent sign-in ends signed out: page 0 with its popup button, no popup forced', async () => {
    const t = startCheckout({ priceId: PRICE.essentials });
    t.session.signOut();
    t.session.fail('Popup closed');
    await settle();
    t.actor.send({ type: 'create an account' });
    await settle(); // the sign-up dialog's code arrives (docs/decisions/0035)
    t.actor.send({ type: 'auth.signed in', authToken: 'tok_new', nextPage: 'payment details', firmName: null });
    expect(at(t, 'order summary', 'finishing the sign-in')).toBe(true);
    // As the session tells it (watch-session.ts): the silent sign-in failed, then signed out.
    t.session.fail('Login required');
    t.session.signOut();
    expect(at(t, 'order summary', 'showing the order')).toBe(true);
    expect(t.count('open sign-in popup')).toBe(1);
    expect(t.snapshot().context.signInOffered).toBe(true);
  });

  it('PAGELOAD-5: the dialog signs in someone whose email is not the stored nomaEmail: logged out, page 0 stays', async () => {
    const t = startCheckout({ priceId: PRICE.essentials, nomaEmail: 'noma.member@noma.org' });
    t.session.signOut();
    await settle();
    t.actor.send({ type: 'create an account' });
    await settle(); // the sign-up dialog's code arrives (docs/decisions/0035)
    t.actor.send({ type: 'auth.signed in', authToken: 'tok_back', nextPage: 'payment method', firmName: null });
    t.session.signIn('member@example.com');
    await settle();
    expect(at(t, 'order summary', 'showing the order')).toBe(true);
    expect(t.count('ask the session to log out')).toBe(1);
    expect(t.count('tell the session the login was handled')).toBe(0);
  });

  it("SAVECARD-1, PAGE2-3, KNOWN-8: a known account that already holds a plan reaches page 2 as 'save card'; signed out and back in, it comes back to page 1", async () => {
    const t = startCheckout({ priceId: PRICE.essentials });
    t.session.signOut();
    await settle();
    t.actor.send({ type: 'create an account' });
    await settle(); // the sign-up dialog's code arrives (docs/decisions/0035)
    t.actor.send({ type: 'auth.signed in', authToken: 'tok_back', nextPage: 'payment details', firmName: null });
    t.session.signIn('member@example.com');
    await t.untilPage(2);
    expect(selectPaymentFormPurpose(t.snapshot())).toBe('save card');
    expect(t.snapshot().context.nextPage).toBe('payment method');
    expect(selectPaymentDetailsTitle(t.snapshot())).toBe(PAGE_TEXTS.page2UpdateTitle);
    t.session.signOut();
    await settle();
    expect(t.page()).toBe(1);
    t.session.signIn('member@example.com');
    await settle(10);
    expect(t.page()).toBe(1);
  });
});
