// The auth machine (systemId 'auth') under a stand-in checkout, on the way to signing in: the
// email check, 'Welcome Back!' and 'Hey, we know you!', with every call's success and failure
// message.
import { describe, expect, it } from 'vitest';
import { AUTH_TEXTS } from '../../../machines/auth/texts.ts';
import { deferred, settle, SISTER, startAuth, validIndividual, authView, fieldOf, startOnKnownPage, startOnSignInPage } from './harness.ts';

describe('the email check (VALID-SIGNUP-6..8, ERR-AUTH-5)', () => {
  it('runs after a valid confirm email, not before (VALID-SIGNUP-6)', async () => {
    const h = startAuth();
    h.auth.send({ type: 'open sign-up', audience: 'individual' });
    h.type('email', 'ada@example.com');
    h.type('confirmEmail', 'ada@example.co');
    await settle();
    expect(h.recorded.checkEmail).toEqual([]);
    h.type('confirmEmail', 'ada@example.com');
    await settle();
    expect(h.recorded.checkEmail).toEqual([{ email: 'ada@example.com' }]);
    h.auth.send({ type: 'blur field', field: 'email' });
    await settle();
    expect(h.recorded.checkEmail).toHaveLength(1);
  });

  it("an account on the platform: 'Email already exists' on the email field, submit disabled, 'Sign in instead' opens page 2 with the email (VALID-SIGNUP-7)", async () => {
    const h = startAuth({ checkEmail: async () => ({ are: true, network: true }) });
    h.auth.send({ type: 'open sign-up', audience: 'individual' });
    h.fill(validIndividual);
    await settle();
    expect(fieldOf(h, 'email')).toMatchObject({ error: 'Email already exists', offer: { event: 'sign in instead', label: 'Sign in instead' } });
    expect(authView(h).canSubmit).toBe(false);
    h.auth.send({ type: 'submit' });
    await settle();
    expect(h.recorded.createAccount).toEqual([]);
    h.auth.send({ type: 'sign in instead' });
    expect(authView(h)).toMatchObject({ page: 2, title: 'Welcome Back!' });
    expect(fieldOf(h, 'email').value).toBe('ada@example.com');
    expect(fieldOf(h, 'password').value).toBe('');
  });

  it(`an account only on the sister network: 'Email already exists on ${SISTER}', then 'Hey, we know you!' with the email read-only (VALID-SIGNUP-8, KNOWN-1, KNOWN-3, KNOWN-4, KNOWN-5)`, async () => {
    const h = startAuth({ checkEmail: async () => ({ are: false, network: true }) });
    h.auth.send({ type: 'open sign-up', audience: 'individual' });
    h.fill(validIndividual);
    await settle();
    expect(fieldOf(h, 'email').error).toBe('Email already exists on Atlas Network');
    expect(authView(h).canSubmit).toBe(false);
    h.auth.send({ type: 'use known account' });
    expect(authView(h)).toMatchObject({ page: 3, title: 'Hey, we know you!', submitLabel: 'Continue to billing' });
    expect(authView(h).fields.map((f) => [f.name, f.value, f.readOnly])).toEqual([
      ['email', 'ada@example.com', true],
      ['password', '', false],
      ['firstName', 'Ada', false],
      ['lastName', 'Lovelace', false],
    ]);
    expect(authView(h).notice).toBe(AUTH_TEXTS.knownAccountNotice(SISTER)); // rule: KNOWN-2
  });

  it("a failing check shows 'Server error. please try again.' and leaving the field again retries (ERR-AUTH-5)", async () => {
    let fail = true;
    const h = startAuth({ checkEmail: async () => (fail ? Promise.reject(new Error('boom')) : { are: false, network: false }) });
    h.auth.send({ type: 'open sign-up', audience: 'individual' });
    h.fill(validIndividual);
    await settle();
    expect(fieldOf(h, 'email').error).toBe('Server error. please try again.');
    fail = false;
    h.auth.send({ type: 'blur field', field: 'confirmEmail' });
    await settle();
    expect(h.recorded.checkEmail).toHaveLength(2);
    expect(fieldOf(h, 'email').error).toBeNull();
  });

  it('a result for an email since changed does not apply, and the new email is checked (VALID-SIGNUP-6)', async () => {
    const first = deferred<{ are: boolean; network: boolean }>();
    const answers = [() => first.promise, async () => ({ are: false, network: false })];
    const h = startAuth({ checkEmail: () => (answers.shift() ?? (async () => ({ are: false, network: false })))() });
    h.auth.send({ type: 'open sign-up', audience: 'individual' });
    h.fill(validIndividual);
    h.type('email', 'grace@example.com');
    h.type('confirmEmail', 'grace@example.com');
    first.resolve({ are: true, network: false });
    await settle();
    expect(h.recorded.checkEmail.map((c) => c.email)).toEqual(['ada@example.com', 'grace@example.com']);
    expect(fieldOf(h, 'email').error).toBeNull();
    expect(authView(h).canSubmit).toBe(true);
  });
});

describe("'Welcome Back!' (SIGNIN, ERR-AUTH-1/2)", () => {
  it('requires a valid email and a password (VALID-SIGNIN-1, VALID-SIGNIN-2)', async () => {
    const h = await startOnSignInPage();
    h.auth.send({ type: 'change field', field: 'email', value: 'nope' });
    h.auth.send({ type: 'submit' });
    expect(fieldOf(h, 'email').error).toBe('Must be a valid email address.');
    expect(fieldOf(h, 'password').error).toBe('Password is required');
    expect(h.recorded.signIn).toEqual([]);
  });

  it('success closes the dialog and tells the parent, which goes to page 1 (SIGNIN-6, SIGNIN-7)', async () => {
    const h = await startOnSignInPage();
    h.type('password', 'short');
    h.auth.send({ type: 'submit' });
    expect(h.snapshot().hasTag('busy')).toBe(true);
    await settle();
    expect(h.recorded.signIn).toEqual([{ email: 'ada@example.com', password: 'short' }]);
    expect(h.page()).toBe(0);
    expect(h.toParent).toEqual([{ type: 'auth.signed in', authToken: 'tok_signed_in', nextPage: 'payment method', firmName: null }]);
  });

  it("a message containing 'incorrect' reads 'Email or password is incorrect.' and the typed values stay (ERR-AUTH-1)", async () => {
    const h = await startOnSignInPage({ signIn: async () => Promise.reject(new Error('Email or password is incorrect')) });
    h.type('password', 'Wrong#123');
    h.auth.send({ type: 'submit' });
    await settle();
    expect(authView(h)).toMatchObject({ page: 2, message: 'Email or password is incorrect.' });
    expect(fieldOf(h, 'password').value).toBe('Wrong#123');
  });

  it("any other failure reads 'Server error, please try again.' (ERR-AUTH-2)", async () => {
    const h = await startOnSignInPage({ signIn: async () => Promise.reject(new Error('Service Unavailable')) });
    h.type('password', 'Secret#123');
    h.auth.send({ type: 'submit' });
    await settle();
    expect(authView(h).message).toBe('Server error, please try again.');
    h.auth.send({ type: 'change field', field: 'password', value: 'Secret#1234' });
    expect(authView(h).message).toBeNull();
  });
});

describe("'Hey, we know you!' (KNOWN, ERR-AUTH-4)", () => {
  it('VALID-KNOWN-3: page 3 checks its own form on arrival: the password it cleared keeps Continue off until one is typed', async () => {
    const h = await startOnKnownPage();
    expect(authView(h).page).toBe(3);
    expect(authView(h).canSubmit).toBe(false);
    h.type('password', 'Sister#2024');
    expect(authView(h).canSubmit).toBe(true);
  });

  it('requires the names and a password of 8 or more characters (VALID-KNOWN-1, VALID-KNOWN-2, VALID-KNOWN-3, VALID-KNOWN-4)', async () => {
    const h = await startOnKnownPage();
    h.type('firstName', ' ');
    h.type('lastName', '');
    h.auth.send({ type: 'submit' });
    expect(fieldOf(h, 'password').error).toBe('Password is required');
    expect(fieldOf(h, 'firstName').error).toBe('First name required');
    expect(fieldOf(h, 'lastName').error).toBe('Last name required');
    h.type('password', 'short');
    expect(fieldOf(h, 'password').error).toBe('Password must be at least 8 characters.');
    h.type('password', 'longenough');
    expect(fieldOf(h, 'password').error).toBeNull();
  });

  it("'Continue to billing' signs in with the read-only email and password, saves the names with that token, then the parent goes to billing (KNOWN-8, KNOWN-10, API-27, API-13)", async () => {
    const login = deferred<{ authToken: string }>();
    const save = deferred<void>();
    const h = await startOnKnownPage({ signIn: () => login.promise, saveNames: () => save.promise });
    h.type('firstName', ' Sasha ');
    h.type('password', 'sister-pass');
    h.auth.send({ type: 'submit' });
    expect(authView(h).busy).toBe(true);
    expect(h.recorded.signIn).toEqual([{ email: 'ada@example.com', password: 'sister-pass' }]);
    login.resolve({ authToken: 'tok_sister' });
    await settle();
    expect(authView(h).busy).toBe(true);
    expect(h.snapshot().matches({ open: { 'known account': 'saving the names' } })).toBe(true);
    expect(h.recorded.saveNames).toEqual([{ authToken: 'tok_sister', firstName: 'Sasha', lastName: 'Lovelace', email: 'ada@example.com' }]);
    expect(h.toParent).toEqual([]);
    save.resolve();
    await settle();
    expect(h.toParent).toEqual([{ type: 'auth.signed in', authToken: 'tok_sister', nextPage: 'payment details', firmName: null }]);
    expect(h.page()).toBe(0);
    // STATE-ACCOUNT-5 is the individual form's: no learning-site frame and no account creation here.
    expect(h.recorded.frames).toEqual([]);
    expect(h.recorded.createAccount).toEqual([]);
  });

  it("a refused log-in reads 'Server error. please try again.', keeps the values and saves nothing (ERR-AUTH-4)", async () => {
    const h = await startOnKnownPage({ signIn: async () => Promise.reject(new Error('Email or password is incorrect')) });
    h.type('password', 'sister-pass');
    h.auth.send({ type: 'submit' });
    await settle();
    expect(authView(h)).toMatchObject({ page: 3, busy: false, message: 'Server error. please try again.' });
    expect(fieldOf(h, 'password').value).toBe('sister-pass');
    expect(fieldOf(h, 'firstName').value).toBe('Ada');
    expect(h.recorded.saveNames).toEqual([]);
    expect(h.toParent).toEqual([]);
  });

  it("a failed name save after the log-in reads 'Server error. please try again.'; the next press saves again without a second log-in (ERR-AUTH-4, API-13)", async () => {
    let saves = 0;
    const h = await startOnKnownPage({
      saveNames: async () => {
        saves += 1;
        if (saves === 1) throw new Error('boom');
      },
    });
    h.type('password', 'sister-pass');
    h.auth.send({ type: 'submit' });
    await settle();
    await settle();
    expect(authView(h)).toMatchObject({ page: 3, busy: false, message: 'Server error. please try again.' });
    expect(fieldOf(h, 'password').value).toBe('sister-pass');
    expect(h.toParent).toEqual([]);
    h.type('lastName', 'King');
    h.auth.send({ type: 'submit' });
    await settle();
    expect(h.recorded.signIn).toHaveLength(1);
    expect(h.recorded.saveNames.map((call) => call.lastName)).toEqual(['Lovelace', 'King']);
    expect(h.toParent).toEqual([{ type: 'auth.signed in', authToken: 'tok_signed_in', nextPage: 'payment details', firmName: null }]);
  });

  it('closing after a failed name save forgets the log-in: reopening signs in again (KNOWN-9)', async () => {
    const h = await startOnKnownPage({ saveNames: async () => Promise.reject(new Error('boom')) });
    h.type('password', 'sister-pass');
    h.auth.send({ type: 'submit' });
    await settle();
    await settle();
    expect(h.snapshot().context.knownAccountToken).toBe('tok_signed_in');
    h.auth.send({ type: 'close' });
    expect(h.snapshot().context.knownAccountToken).toBeNull();
  });

  it("'Forgot Password?' sends the reset to the read-only email, then 'A password reset email has been sent' (KNOWN-6, KNOWN-7, STATE-ACCOUNT-6)", async () => {
    const h = await startOnKnownPage();
    h.auth.send({ type: 'forgot password' });
    expect(authView(h).busy).toBe(true);
    expect(h.snapshot().context.passwordReset).toBe('loading');
    await settle();
    expect(h.recorded.sendPasswordReset).toEqual([{ email: 'ada@example.com' }]);
    expect(authView(h).resetSent).toBe('A password reset email has been sent');
    expect(h.snapshot().context.passwordReset).toBe('succeeded');
  });

  it("a failed reset reads 'Server error. please try again.' (ERR-AUTH-4, STATE-ACCOUNT-6)", async () => {
    const h = await startOnKnownPage({ sendPasswordReset: async () => Promise.reject(new Error('x')) });
    h.auth.send({ type: 'forgot password' });
    await settle();
    expect(authView(h)).toMatchObject({ message: 'Server error. please try again.', resetSent: null });
    expect(h.snapshot().context.passwordReset).toBe('failed');
  });

  it('closing resets the page to 0 (KNOWN-9)', async () => {
    const h = await startOnKnownPage();
    h.auth.send({ type: 'close' });
    expect(h.page()).toBe(0);
    expect(authView(h).open).toBe(false);
  });
});
