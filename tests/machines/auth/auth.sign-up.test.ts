// The auth machine (systemId 'auth') under a stand-in checkout, signing a visitor up: the four
// pages by number, the individual form's field errors and when they show, and the firm admin's
// form, with every call's success and failure message.
import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES, AUTH_PAGES } from '../../../machines/auth/rules.ts';
import { selectFirstInvalidField } from '../../../machines/auth/selectors.ts';
import { VALIDATION_MESSAGES } from '../../../machines/auth/validation.ts';
import { deferred, settle, startAuth, validAdmin, validIndividual, authView, fieldOf, startOnSignInPage } from './harness.ts';

describe('pages (MODAL-1)', () => {
  it('starts closed on page 0 and opens the individual form on page 1 for individual products (MODAL-1, SIGNUP-1)', () => {
    const h = startAuth();
    expect(h.page()).toBe(0);
    expect(authView(h).open).toBe(false);
    h.auth.send({ type: 'open sign-up', audience: 'individual' });
    expect(h.page()).toBe(AUTH_PAGES.individualSignUp);
    expect(authView(h)).toMatchObject({ open: true, page: 1, title: 'Step 1: Create Account', submitLabel: 'Proceed to billing' });
  });

  it('opens the firm-admin form on page 4 for group products (MODAL-1, ADMIN-1, ADMIN-5)', () => {
    const h = startAuth();
    h.auth.send({ type: 'open sign-up', audience: 'group' });
    expect(authView(h)).toMatchObject({ page: 4, title: 'Step 1: Create your account', submitLabel: 'Proceed to billing' });
    expect(authView(h).fields.map((f) => f.name)).toEqual(['firstName', 'lastName', 'firmName', 'workEmail', 'confirmWorkEmail', 'password', 'confirmPassword']); // rule: ADMIN-2
  });

  it("'Sign in instead' opens 'Welcome Back!' on page 2 with the checked email filled in (MODAL-1, SIGNIN-1, SIGNIN-2, SIGNIN-5)", async () => {
    const h = await startOnSignInPage();
    expect(authView(h)).toMatchObject({ page: 2, title: 'Welcome Back!', submitLabel: 'Continue' });
    expect(authView(h).fields.map((f) => [f.name, f.value])).toEqual([
      ['email', 'ada@example.com'],
      ['password', ''],
    ]);
  });

  it('lists the individual fields in order (SIGNUP-5) with the password hint (SIGNUP-6)', () => {
    const h = startAuth();
    h.auth.send({ type: 'open sign-up', audience: 'individual' });
    expect(authView(h).fields.map((f) => f.name)).toEqual(['firstName', 'lastName', 'email', 'confirmEmail', 'password', 'confirmPassword']);
    const hint = fieldOf(h, 'password').hint ?? '';
    for (const part of ['8 characters', 'uppercase', 'lowercase', 'number', 'special character', '! @ # $ % & *']) expect(hint).toContain(part);
  });

  it("'close' returns to page 0, tells the parent, keeps names and emails and forgets passwords (SIGNUP-4)", () => {
    const h = startAuth();
    h.auth.send({ type: 'open sign-up', audience: 'individual' });
    h.fill({ firstName: 'Ada', password: 'Secret#123' });
    h.auth.send({ type: 'close' });
    expect(h.page()).toBe(0);
    expect(h.toParent).toEqual([{ type: 'auth.dialog closed' }]);
    expect(h.snapshot().context.values).toMatchObject({ firstName: 'Ada', password: '' });
    h.auth.send({ type: 'open sign-up', audience: 'individual' });
    expect(fieldOf(h, 'firstName')).toMatchObject({ value: 'Ada', error: null });
  });

  it('a backdrop click may close every page but the firm-admin form (ADMIN-7)', async () => {
    const h = await startOnSignInPage();
    expect(authView(h).closeOnBackdrop).toBe(true);
    h.auth.send({ type: 'close' });
    h.auth.send({ type: 'open sign-up', audience: 'individual' });
    expect(authView(h).closeOnBackdrop).toBe(true);
    h.auth.send({ type: 'close' });
    h.auth.send({ type: 'open sign-up', audience: 'group' });
    expect(authView(h).closeOnBackdrop).toBe(false);
  });
});

describe('individual sign-up form (SIGNUP-FORM)', () => {
  it('shows errors only for touched fields before submit (SIGNUP-FORM-2, VALID-SIGNUP-1)', () => {
    const h = startAuth();
    h.auth.send({ type: 'open sign-up', audience: 'individual' });
    expect(authView(h).fields.every((f) => f.error === null)).toBe(true);
    h.auth.send({ type: 'change field', field: 'firstName', value: '' });
    expect(fieldOf(h, 'firstName').error).toBeNull();
    h.auth.send({ type: 'blur field', field: 'firstName' });
    expect(fieldOf(h, 'firstName').error).toBe('First name required');
    expect(fieldOf(h, 'lastName').error).toBeNull();
  });

  it('keeps submit disabled until the whole form validates (SIGNUP-FORM-1)', async () => {
    const h = startAuth();
    h.auth.send({ type: 'open sign-up', audience: 'individual' });
    expect(authView(h).canSubmit).toBe(false);
    const { confirmPassword, ...allButOne } = validIndividual;
    h.fill(allButOne);
    await settle();
    expect(authView(h).canSubmit).toBe(false);
    h.type('confirmPassword', confirmPassword);
    expect(authView(h).canSubmit).toBe(true);
  });

  it('a press on submit with an invalid form tracks, shows every error, focuses the first and creates nothing (SIGNUP-FORM-3, SIGNUP-FORM-4, SIGNUP-FORM-5)', () => {
    const h = startAuth();
    h.auth.send({ type: 'open sign-up', audience: 'individual' });
    h.auth.send({ type: 'change field', field: 'lastName', value: 'Lovelace' });
    h.auth.send({ type: 'submit' });
    expect(h.recorded.tracked).toEqual([{ form: 'individual' }]);
    expect(h.recorded.createAccount).toEqual([]);
    expect(Object.fromEntries(authView(h).fields.map((f) => [f.name, f.error]))).toEqual({
      firstName: 'First name required',
      lastName: null,
      email: 'Email required',
      confirmEmail: null,
      password: 'Password is required',
      confirmPassword: null,
    });
    expect(selectFirstInvalidField(h.snapshot())).toBe('firstName');
  });

  it('shows every rule message of the individual form (VALID-SIGNUP-3, VALID-SIGNUP-4, VALID-SIGNUP-5, VALID-SIGNUP-9, VALID-SIGNUP-10, VALID-SIGNUP-11, VALID-SIGNUP-12)', () => {
    const h = startAuth();
    h.auth.send({ type: 'open sign-up', audience: 'individual' });
    h.type('email', 'ada@');
    expect(fieldOf(h, 'email').error).toBe('Must be a valid email address.');
    h.type('email', '');
    expect(fieldOf(h, 'email').error).toBe('Email required');
    h.type('email', 'ada@example.com');
    h.type('confirmEmail', 'ada@example.org');
    expect(fieldOf(h, 'confirmEmail').error).toBe('Emails do not match');
    h.type('password', 'password1');
    expect(fieldOf(h, 'password').error).toBe(
      'Password must contain one uppercase letter, one lowerecase letter, one number, and one special character.',
    );
    h.type('password', 'Ab1!');
    expect(fieldOf(h, 'password').error).toBe('Password must be at least 8 characters.');
    h.type('password', '');
    expect(fieldOf(h, 'password').error).toBe('Password is required');
    h.type('password', 'Secret#123');
    h.type('confirmPassword', 'Secret#124');
    expect(fieldOf(h, 'confirmPassword').error).toBe('Passwords do not match');
  });

  it('proceeds: tracks, checks the email, creates the account with trimmed values, stores id and slug, adds the frame, tells the parent and closes (SIGNUP-FORM-4..8, STATE-ACCOUNT-1, STATE-ACCOUNT-2, STATE-ACCOUNT-5)', async () => {
    const h = startAuth({ createAccount: async () => ({ memberId: 'm_7', authToken: 'tok_7', slug: 'org-7' }) });
    h.auth.send({ type: 'open sign-up', audience: 'individual' });
    h.fill({ ...validIndividual, firstName: '  Ada ', email: ' ada@example.com ' });
    await settle();
    expect(h.recorded.checkEmail).toEqual([{ email: 'ada@example.com' }]);
    h.auth.send({ type: 'submit' });
    await settle();
    expect(h.recorded.tracked).toEqual([{ form: 'individual' }]);
    expect(h.recorded.createAccount).toEqual([{ firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', password: 'Secret#123' }]);
    expect(h.page()).toBe(0);
    expect(h.snapshot().context).toMatchObject({ status: 'succeeded', memberId: 'm_7', slug: 'org-7' });
    expect(h.recorded.frames).toEqual([{ authToken: 'tok_7' }]);
    expect(h.toParent).toEqual([{ type: 'auth.signed in', authToken: 'tok_7', nextPage: 'payment details', firmName: null }]);
    expect(h.snapshot().context.values.password).toBe('');
  });

  it('Enter before the email was checked: checks, then creates when free (SIGNUP-FORM-6, VALID-SIGNUP-6)', async () => {
    const h = startAuth();
    h.auth.send({ type: 'open sign-up', audience: 'individual' });
    for (const [field, value] of Object.entries(validIndividual)) h.auth.send({ type: 'change field', field: field as keyof typeof validIndividual, value });
    h.auth.send({ type: 'submit' });
    expect(h.snapshot().hasTag('busy')).toBe(true);
    await settle();
    expect(h.recorded.checkEmail).toHaveLength(1);
    expect(h.recorded.createAccount).toHaveLength(1);
  });

  it('a failed create shows the message and keeps every typed value (ERR-AUTH-3, STATE-ACCOUNT-4)', async () => {
    const h = startAuth({ createAccount: async () => Promise.reject(new Error('Internal Server Error')) });
    h.auth.send({ type: 'open sign-up', audience: 'individual' });
    h.fill(validIndividual);
    await settle();
    h.auth.send({ type: 'submit' });
    await settle();
    expect(authView(h)).toMatchObject({ page: 1, message: 'Server error, please try again.', canSubmit: true });
    expect(h.snapshot().context.status).toBe('failed');
    expect(h.snapshot().context.values).toMatchObject(validIndividual);
    expect(h.toParent).toEqual([]);
  });

  it('ignores close and typing while the account is being created (KNOWN-10)', async () => {
    const pending = deferred<{ memberId: string; authToken: string; slug: null }>();
    const h = startAuth({ createAccount: () => pending.promise });
    h.auth.send({ type: 'open sign-up', audience: 'individual' });
    h.fill(validIndividual);
    await settle();
    h.auth.send({ type: 'submit' });
    expect(authView(h)).toMatchObject({ busy: true, canSubmit: false });
    h.auth.send({ type: 'close' });
    h.auth.send({ type: 'change field', field: 'firstName', value: 'Changed' });
    expect(h.page()).toBe(1);
    expect(h.snapshot().context.values.firstName).toBe('Ada');
    pending.resolve({ memberId: 'm_1', authToken: 't', slug: null });
    await settle();
    expect(h.page()).toBe(0);
  });
});

describe('firm-admin sign-up (ADMIN, VALID-ADMIN, ERR-AUTH-6/7)', () => {
  it('shows every rule message of the firm-admin form (VALID-ADMIN-1..10)', () => {
    const h = startAuth();
    h.auth.send({ type: 'open sign-up', audience: 'group' });
    h.auth.send({ type: 'submit' });
    expect(Object.fromEntries(authView(h).fields.map((f) => [f.name, f.error]))).toEqual({
      firstName: 'First name required', // rule: VALID-ADMIN-1
      lastName: 'Last name required', // rule: VALID-ADMIN-2
      firmName: 'Firm name required', // rule: VALID-ADMIN-3
      workEmail: 'Work email required', // rule: VALID-ADMIN-5
      confirmWorkEmail: null,
      password: 'Password is required', // rule: VALID-ADMIN-9
      confirmPassword: null,
    });
    h.type('workEmail', 'frank@');
    expect(fieldOf(h, 'workEmail').error).toBe('Must be a valid email address.'); // rule: VALID-ADMIN-4
    h.type('workEmail', 'frank@lloyd.example');
    h.type('confirmWorkEmail', 'frank@lloyd.exampl');
    expect(fieldOf(h, 'confirmWorkEmail').error).toBe('Emails do not match'); // rule: VALID-ADMIN-6
    h.type('password', 'alllowercase1!');
    expect(fieldOf(h, 'password').error).toBe(VALIDATION_MESSAGES.passwordCharacterMix); // rule: VALID-ADMIN-7
    h.type('password', 'Aa1!');
    expect(fieldOf(h, 'password').error).toBe('Password must be at least 8 characters.'); // rule: VALID-ADMIN-8
    h.type('password', 'Secret#123');
    h.type('confirmPassword', 'Secret#12');
    expect(fieldOf(h, 'confirmPassword').error).toBe('Passwords do not match'); // rule: VALID-ADMIN-10
    expect(h.recorded.tracked).toEqual([{ form: 'admin' }]);
  });

  it('both password fields have a show/hide toggle (ADMIN-3, ADMIN-4)', () => {
    const h = startAuth();
    h.auth.send({ type: 'open sign-up', audience: 'group' });
    expect(fieldOf(h, 'password')).toMatchObject({ inputType: 'password', toggle: { field: 'password', visible: false, label: 'Show password' } });
    h.auth.send({ type: 'toggle password visibility', field: 'password' });
    expect(fieldOf(h, 'password')).toMatchObject({ inputType: 'text', toggle: { visible: true, label: 'Hide password' } });
    expect(fieldOf(h, 'confirmPassword')).toMatchObject({ inputType: 'password', toggle: { field: 'confirmPassword', visible: false } });
    h.auth.send({ type: 'toggle password visibility', field: 'confirmPassword' });
    expect(fieldOf(h, 'confirmPassword').inputType).toBe('text');
    h.auth.send({ type: 'toggle password visibility', field: 'password' });
    expect(fieldOf(h, 'password').inputType).toBe('password');
  });

  it("'Proceed to billing' creates the admin account and tells the parent the firm name, which creates the firm and goes to billing (ADMIN-8, API-36, STATE-ACCOUNT-1, STATE-ACCOUNT-2)", async () => {
    const h = startAuth();
    h.auth.send({ type: 'open sign-up', audience: 'group' });
    h.fill(validAdmin);
    expect(authView(h).canSubmit).toBe(true);
    h.auth.send({ type: 'submit' });
    expect(authView(h).busy).toBe(true);
    await settle();
    expect(h.recorded.createAdminAccount).toEqual([
      { firstName: 'Frank', lastName: 'Lloyd', firmName: 'Lloyd & Partners', workEmail: 'frank@lloyd.example', password: 'Secret#123' },
    ]);
    expect(h.toParent).toEqual([
      { type: 'auth.signed in', authToken: 'tok_admin', nextPage: 'payment details', firmName: 'Lloyd & Partners' },
    ]);
    expect(h.page()).toBe(0);
    expect(h.snapshot().context).toMatchObject({ memberId: 'm_admin', slug: 'firm-slug' });
    expect(h.recorded.frames).toEqual([]);
  });

  it("'email exists' reads 'Email exists. Please use a different email address.' (ERR-AUTH-6)", async () => {
    const h = startAuth({ createAdminAccount: async () => Promise.reject(new Error('email exists')) });
    h.auth.send({ type: 'open sign-up', audience: 'group' });
    h.fill(validAdmin);
    h.auth.send({ type: 'submit' });
    await settle();
    expect(authView(h)).toMatchObject({ page: 4, message: 'Email exists. Please use a different email address.' });
    expect(h.snapshot().context.values).toMatchObject(validAdmin);
  });

  it("any other failure reads 'Server error, please try again.' (ERR-AUTH-7)", async () => {
    const h = startAuth({ createAdminAccount: async () => Promise.reject(new Error('Internal Server Error')) });
    h.auth.send({ type: 'open sign-up', audience: 'group' });
    h.fill(validAdmin);
    h.auth.send({ type: 'submit' });
    await settle();
    expect(authView(h).message).toBe(AUTH_MESSAGES.serverErrorComma);
  });
});
