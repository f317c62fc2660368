// The sign-in, known-account and firm-admin pages around their calls: the call's status while it
// runs and after, what each press shows, which email the known account uses, what a success
// forgets, and the offers that move between pages (SIGNIN-*, KNOWN-*, ADMIN-*, STATE-ASYNC-1).
import { describe, expect, it } from 'vitest';
import { selectAuthDialog } from '../../../machines/auth/selectors.ts';
import type { AuthField } from '../../../machines/auth/validation.ts';
import { deferred, settle, startAuth, validAdmin, validIndividual, startOnKnownPage, startOnSignInPage } from './harness.ts';

type Harness = ReturnType<typeof startAuth>;
const view = (h: Harness) => selectAuthDialog(h.snapshot());
const errorOf = (h: Harness, name: string) => view(h).fields.find((f) => f.name === name && !f.readOnly)?.error ?? null;
const change = (h: Harness, field: AuthField, value: string) => h.auth.send({ type: 'change field', field, value });

describe("'Welcome Back!' around its call (SIGNIN, STATE-ASYNC-1)", () => {
  it('VALID-SIGNIN-2, SIGNUP-FORM-2: an error shows once the field is left, not while typing', async () => {
    const h = await startOnSignInPage();
    change(h, 'email', 'nope');
    expect(errorOf(h, 'email')).toBeNull();
    h.auth.send({ type: 'blur field', field: 'email' });
    expect(errorOf(h, 'email')).toBe('Must be a valid email address.');
    expect(errorOf(h, 'password')).toBeNull();
  });

  it('STATE-ASYNC-1, SIGNIN-6: the call is loading while it runs and succeeded after; the dialog forgets what was typed', async () => {
    const login = deferred<{ authToken: string }>();
    const h = await startOnSignInPage({ signIn: () => login.promise });
    h.type('password', 'Secret#123');
    h.auth.send({ type: 'submit' });
    expect(h.snapshot().context.status).toBe('loading');
    login.resolve({ authToken: 'tok_1' });
    await settle();
    expect(h.page()).toBe(0);
    expect(h.snapshot().context).toMatchObject({ status: 'succeeded' });
    h.auth.send({ type: 'open sign-up', audience: 'individual' });
    expect(view(h).fields.map((f) => f.value)).toEqual(['', '', '', '', '', '']);
  });

  it('ERR-AUTH-2, SIGNUP-FORM-3: after a refused press every error shows without leaving the field; the retry clears the message while loading', async () => {
    let calls = 0;
    const h = await startOnSignInPage({
      signIn: async () => {
        calls += 1;
        if (calls === 1) throw new Error('Service Unavailable');
        return new Promise<never>(() => undefined);
      },
    });
    change(h, 'password', 'Secret#123');
    h.auth.send({ type: 'submit' });
    await settle();
    expect(view(h)).toMatchObject({ busy: false, message: 'Server error, please try again.' });
    change(h, 'email', '');
    expect(errorOf(h, 'email')).toBe('Email required');
    change(h, 'email', 'ada@example.com');
    h.auth.send({ type: 'submit' });
    expect(h.snapshot().context).toMatchObject({ status: 'loading' });
  });
});

describe("'Hey, we know you!' around its calls (KNOWN, STATE-ASYNC-1)", () => {
  it('KNOWN-3, KNOWN-4: every call uses the read-only email, whatever email change arrives on this page', async () => {
    const h = await startOnKnownPage();
    change(h, 'email', 'other@example.com');
    h.auth.send({ type: 'forgot password' });
    await settle();
    expect(h.recorded.sendPasswordReset).toEqual([{ email: 'ada@example.com' }]);
    h.type('password', 'sister-pass');
    h.auth.send({ type: 'submit' });
    await settle();
    await settle();
    expect(h.recorded.signIn).toEqual([{ email: 'ada@example.com', password: 'sister-pass' }]);
    expect(h.recorded.saveNames.map((call) => call.email)).toEqual(['ada@example.com']);
    expect(h.toParent).toEqual([{ type: 'auth.signed in', authToken: 'tok_signed_in', nextPage: 'payment details', firmName: null }]);
  });

  it('STATE-ASYNC-1: the log-in and the name save are loading while they run; success marks the call succeeded and forgets the typed values', async () => {
    const login = deferred<{ authToken: string }>();
    const save = deferred<void>();
    const h = await startOnKnownPage({ signIn: () => login.promise, saveNames: () => save.promise });
    h.type('password', 'sister-pass');
    h.auth.send({ type: 'submit' });
    expect(h.snapshot().context.status).toBe('loading');
    login.resolve({ authToken: 'tok_sister' });
    await settle();
    expect(h.snapshot().context.status).toBe('loading');
    save.resolve();
    await settle();
    expect(h.page()).toBe(0);
    expect(h.snapshot().context).toMatchObject({ status: 'succeeded', knownEmail: null, knownAccountToken: null, emailCheck: null });
    expect(h.snapshot().context.values).toMatchObject({ firstName: '', lastName: '', email: '', confirmEmail: '' });
  });

  it('ERR-AUTH-4, SIGNUP-FORM-3: after a refused log-in every error shows without leaving the field', async () => {
    const h = await startOnKnownPage({ signIn: async () => Promise.reject(new Error('nope')) });
    h.type('password', 'sister-pass');
    h.auth.send({ type: 'submit' });
    await settle();
    expect(view(h).busy).toBe(false);
    change(h, 'firstName', '');
    expect(errorOf(h, 'firstName')).toBe('First name required');
  });

  it('ERR-AUTH-4, API-13: after a failed save, the next press only saves again, shows every error and clears the message while loading', async () => {
    let saves = 0;
    const h = await startOnKnownPage({
      saveNames: () => {
        saves += 1;
        return saves <= 2 ? Promise.reject(new Error('boom')) : new Promise<never>(() => undefined);
      },
    });
    h.type('password', 'sister-pass');
    h.auth.send({ type: 'submit' });
    await settle();
    await settle();
    expect(h.page()).toBe(3);
    expect(h.snapshot().context).toMatchObject({ knownAccountToken: 'tok_signed_in' });
    h.auth.send({ type: 'submit' });
    await settle();
    expect(h.page()).toBe(3);
    expect(h.snapshot().context).toMatchObject({ message: 'Server error. please try again.' });
    change(h, 'lastName', '');
    expect(errorOf(h, 'lastName')).toBe('Last name required');
    change(h, 'lastName', 'Lovelace');
    h.auth.send({ type: 'submit' });
    expect(h.snapshot().context).toMatchObject({ status: 'loading', message: null });
    expect(h.recorded.signIn).toHaveLength(1);
    expect(h.recorded.saveNames).toHaveLength(3);
  });

  it('KNOWN-7, KNOWN-10: after the reset is sent, or fails, the page is usable again', async () => {
    let fail = false;
    const h = await startOnKnownPage({ sendPasswordReset: async () => (fail ? Promise.reject(new Error('x')) : undefined) });
    h.auth.send({ type: 'forgot password' });
    await settle();
    expect(view(h)).toMatchObject({ busy: false, resetSent: 'A password reset email has been sent' });
    expect(h.snapshot().matches({ open: { 'known account': 'editing' } })).toBe(true);
    fail = true;
    h.auth.send({ type: 'forgot password' });
    await settle();
    expect(view(h)).toMatchObject({ busy: false, resetSent: null, message: 'Server error. please try again.' });
    expect(h.snapshot().matches({ open: { 'known account': 'editing' } })).toBe(true);
  });
});

describe('the offers under the email check (VALID-SIGNUP-7, VALID-SIGNUP-8)', () => {
  it("VALID-SIGNUP-7: 'sign in instead' leads to page 2 only when the email is on the platform", async () => {
    const h = startAuth({ checkEmail: async () => ({ are: false, network: true }) });
    h.auth.send({ type: 'open sign-up', audience: 'individual' });
    h.auth.send({ type: 'sign in instead' });
    expect(view(h).page).toBe(1);
    h.fill(validIndividual);
    await settle();
    h.auth.send({ type: 'sign in instead' });
    expect(view(h).page).toBe(1);
    expect(h.snapshot().status).toBe('active');
  });

  it("VALID-SIGNUP-8: 'use known account' leads to page 3 only when the email is only on the sister network", async () => {
    const h = startAuth({ checkEmail: async () => ({ are: true, network: true }) });
    h.auth.send({ type: 'open sign-up', audience: 'individual' });
    h.auth.send({ type: 'use known account' });
    expect(view(h).page).toBe(1);
    h.fill(validIndividual);
    await settle();
    h.auth.send({ type: 'use known account' });
    expect(view(h).page).toBe(1);
    expect(h.snapshot().status).toBe('active');
  });

  it("VALID-SIGNIN-2: on 'Welcome Back!' the email check's message does not follow the email", async () => {
    const h = startAuth({ checkEmail: async () => ({ are: true, network: false }) });
    h.auth.send({ type: 'open sign-up', audience: 'individual' });
    h.fill(validIndividual);
    await settle();
    h.auth.send({ type: 'sign in instead' });
    h.auth.send({ type: 'submit' });
    expect(view(h).fields.map((f) => [f.name, f.error, f.offer])).toEqual([
      ['email', null, null],
      ['password', 'Password is required', null],
    ]);
  });
});

describe('the firm admin around its call (ADMIN, STATE-ASYNC-1)', () => {
  it('SIGNUP-FORM-4, STATE-ASYNC-1: a complete form pressed tracks the admin form and loads; success forgets the typed values', async () => {
    const create = deferred<{ memberId: string; authToken: string; slug: string }>();
    const h = startAuth({ createAdminAccount: () => create.promise });
    h.auth.send({ type: 'open sign-up', audience: 'group' });
    h.fill(validAdmin);
    h.auth.send({ type: 'submit' });
    expect(h.recorded.tracked).toEqual([{ form: 'admin' }]);
    expect(h.snapshot().context.status).toBe('loading');
    create.resolve({ memberId: 'm_admin', authToken: 'tok_admin', slug: 'firm' });
    await settle();
    h.auth.send({ type: 'open sign-up', audience: 'group' });
    expect(view(h).fields.map((f) => f.value)).toEqual(['', '', '', '', '', '', '']);
  });

  it('ERR-AUTH-7, SIGNUP-FORM-3: after a failure the form is usable again and every error shows without leaving the field', async () => {
    const h = startAuth({ createAdminAccount: async () => Promise.reject(new Error('Internal Server Error')) });
    h.auth.send({ type: 'open sign-up', audience: 'group' });
    for (const [field, value] of Object.entries(validAdmin)) change(h, field as AuthField, value);
    h.auth.send({ type: 'submit' });
    await settle();
    expect(view(h)).toMatchObject({ busy: false, canSubmit: true, message: 'Server error, please try again.' });
    expect(h.snapshot().matches({ open: { 'firm admin sign-up': 'editing' } })).toBe(true);
    change(h, 'firmName', ' ');
    expect(errorOf(h, 'firmName')).toBe('Firm name required');
  });
});
