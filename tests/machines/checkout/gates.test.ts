// The checkout's sign-up dialog and its gates between page 0 and the next page, with the real auth,
// company, noma and waitlist children (calls stubbed) and the session driven by the test:
// dialog sign-ups and sign-ins handed to the session (docs/decisions/0003, 0009), the company gate,
// and an organisation checkout's nomaEmail check, NOMA dialog and seat count (docs/decisions/0010).
import { describe, expect, it } from 'vitest';
import { selectAuthDialog } from '../../../machines/auth/selectors.ts';
import { selectIsAuthenticated, selectPaymentDetailsTitle, selectProceedButton } from '../../../machines/checkout/selectors.ts';
import { selectCanCreateAccount, selectFinishingSignIn, selectGate, selectShowsWaitlistScreen } from './read-outs.ts';
import { selectCompanyDialog } from '../../../machines/company/selectors.ts';
import { selectNomaDialog } from '../../../machines/noma/selectors.ts';
import { selectWaitlistScreen } from '../../../machines/waitlist/selectors.ts';
import { memberFor, newMember, PRICE } from './fixtures.ts';
import { settle, startCheckout, type CheckoutHarness, startSignedIn } from './harness.ts';
import { validAdmin } from '../auth/fixtures.ts';

const newVisitor = {
  firstName: 'Nora',
  lastName: 'New',
  email: 'new.visitor@example.com',
  confirmEmail: 'new.visitor@example.com',
  password: 'Secret#123',
  confirmPassword: 'Secret#123',
} as const;


/** A visitor on page 0 whose arrival popup was closed: the page waits for a click. */
async function anonymousOn(priceId: string, answers: Parameters<typeof startCheckout>[1] = {}, orgId: number | null = null) {
  const t = startCheckout({ priceId, orgId }, answers);
  t.session.signOut();
  await settle();
  t.session.fail('The sign-in window was closed before you finished signing in.');
  await settle();
  return t;
}

/** Signed in (session restored) on page 0 with the account data loaded. */
async function signedInOn(priceId: string, email: string, input: { orgId?: number; nomaEmail?: string } = {}) {
  return startSignedIn(email, { priceId, ...input });
}

const authPage = (t: CheckoutHarness) => {
  const auth = t.auth();
  return auth === undefined ? null : selectAuthDialog(auth.getSnapshot()).page;
};

describe('sign-up and sign-in dialogs (docs/decisions/0009, 0003)', () => {
  it('SIGNUP-FORM-6, SIGNUP-FORM-7, SIGNUP-FORM-8, SIGNUP-FORM-9, STATE-ACCOUNT-3: a new visitor creates an account → the session takes the token, no second prompt → page 2 at the top', async () => {
    const t = await anonymousOn(PRICE.essentials);
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
    const t = await anonymousOn(PRICE.are5Pro, { emailCheck: async () => ({ are: false, network: true }) });
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
    const t = await anonymousOn(PRICE.firmExpert);
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
    const t = await anonymousOn(PRICE.essentials, { emailCheck: async () => ({ are: true, network: true }) });
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

  it('decision 0003: when the silent sign-in fails, page 0 stays with the message and Proceed opens the popup', async () => {
    const t = await anonymousOn(PRICE.essentials);
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
    const t = await anonymousOn(PRICE.essentials);
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

  it("0009: 'Create an account' does nothing for a signed-in member", async () => {
    const t = await signedInOn(PRICE.essentials, 'member@example.com');
    expect(selectCanCreateAccount(t.snapshot())).toBe(false);
    t.actor.send({ type: 'create an account' });
    await settle();
    // No dialog: its code is not even fetched (docs/decisions/0035).
    expect(authPage(t)).toBeNull();
  });
});

describe('company gate (COMPANY-1..6, ROLE-11..13)', () => {
  it("COMPANY-2, COMPANY-5, COMPANY-6, ROLE-13: a firm member who is not its admin sees 'not a company admin'; closing it keeps Proceed from reaching page 1", async () => {
    const t = await signedInOn(PRICE.firmExpert, 'firm.member@example.com');
    t.actor.send({ type: 'proceed to checkout' });
    await settle();
    expect(selectGate(t.snapshot())).toBe('company');
    expect(t.page()).toBe(0);
    const company = t.company();
    expect(company && selectCompanyDialog(company.getSnapshot()).variant).toBe('not admin');
    company?.send({ type: 'close' });
    await settle();
    expect(t.page()).toBe(0);
    expect(selectGate(t.snapshot())).toBeNull();
    expect(t.company()).toBeUndefined();
    // Proceed asks again: the dialog, never page 1.
    expect(selectProceedButton(t.snapshot())).toBe('enabled');
    t.actor.send({ type: 'proceed to checkout' });
    await settle();
    expect(selectGate(t.snapshot())).toBe('company');
    expect(t.page()).toBe(0);
  });

  it("COMPANY-1, COMPANY-3, API-41: a member with no group account creates a company; the session reloads the member (now admin) → page 1", async () => {
    const t = await signedInOn(PRICE.firmExpert, 'member@example.com');
    t.actor.send({ type: 'proceed to checkout' });
    await settle();
    const company = t.company();
    expect(company && selectCompanyDialog(company.getSnapshot()).variant).toBe('form');
    company?.send({ type: 'type company name', value: '  Maya Studio ' });
    company?.send({ type: 'create company' });
    await settle();
    expect(t.log).toContainEqual({ name: 'create company', organization: 'Maya Studio' });
    expect(t.count('ask the session to reload the member')).toBe(1);
    expect(t.page()).toBe(0); // waiting for the fresh profile
    const admin = memberFor('member@example.com');
    t.session.signInAs({ ...admin, groupAccounts: [{ admin: true, organization: 'Maya Studio' }], isGroupAdmin: true });
    await t.untilPage(1);
    // The account data of the same member is not loaded twice.
    expect(t.count('load subscriptions')).toBe(1);
  });

  it('ROLE-11: a company admin goes straight to page 1 on a group product', async () => {
    const t = await signedInOn(PRICE.firmExpert, 'firm.admin@example.com');
    t.actor.send({ type: 'proceed to checkout' });
    await t.untilPage(1);
    expect(t.company()).toBeUndefined();
  });

  it('COMPANY-1: individual products never ask for a company', async () => {
    const t = await signedInOn(PRICE.essentials, 'nocard@example.com');
    t.actor.send({ type: 'proceed to checkout' });
    await t.untilPage(1);
    expect(t.company()).toBeUndefined();
  });
});

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

  it('PAGELOAD-4, PAGELOAD-5: a stored nomaEmail of another address is removed and the member logged out; nothing of theirs is loaded', async () => {
    const t = await startSignedIn('member@example.com', { priceId: PRICE.noma, orgId: 101, nomaEmail: 'noma.member@noma.org' });
    expect(t.count('forget noma email')).toBe(1);
    expect(t.count('ask the session to log out')).toBe(1);
    expect(t.snapshot().context.nomaEmail).toBeNull();
    expect(selectIsAuthenticated(t.snapshot())).toBe(false);
    expect(t.count('load subscriptions')).toBe(0);
    expect(t.count('load seat count')).toBe(0);
    t.session.signOut();
    await settle();
    expect(t.snapshot().matches({ visitor: 'signed out' })).toBe(true);
    expect(t.page()).toBe(0);
  });

  it('PAGELOAD-4 (decision 0010): with nothing stored nobody is logged out; a member reload is not a new sign-in', async () => {
    const t = await signedInOn(PRICE.essentials, 'member@example.com');
    expect(t.count('ask the session to log out')).toBe(0);
    expect(selectIsAuthenticated(t.snapshot())).toBe(true);
    // The member verifies another address in this page; their next reload keeps them signed in.
    t.actor.send({ type: 'noma.verified', email: 'someone@noma.org' });
    t.session.signIn('member@example.com');
    await settle();
    expect(t.count('ask the session to log out')).toBe(0);
  });

  it('PAGELOAD-5: the popup signing in a member whose email conflicts does not go on to page 1', async () => {
    const t = startCheckout({ priceId: PRICE.noma, orgId: 101, nomaEmail: 'noma.member@noma.org' });
    t.session.signOut();
    await settle();
    t.session.signIn('member@example.com');
    await settle(10);
    expect(t.count('tell the session the login was handled')).toBe(0);
    expect(t.page()).toBe(0);
    expect(t.snapshot().matches({ 'checkout flow': { 'checkout open': { page: 'getting ready to pay' } } })).toBe(false);
  });

  it('SIGNUP-FORM-8, NOMA-FLOW, WAITLIST-1: in an organisation checkout a new account passes the NOMA and seat gates before page 2', async () => {
    const t = await anonymousOn(PRICE.noma, {}, 101);
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
});
