// The individual sign-up's paths between the email check and the account creation: which call runs
// when, what each press tracks, what the dialog remembers after each answer, and what a closed or
// re-opened dialog keeps (SIGNUP-FORM-*, VALID-SIGNUP-6..8, STATE-ACCOUNT-*).
import { describe, expect, it } from 'vitest';
import { selectAuthDialog } from '../../../machines/auth/selectors.ts';
import { deferred, settle, startAuth, startOnSignInPage, validIndividual } from './harness.ts';

type Harness = ReturnType<typeof startAuth>;
const view = (h: Harness) => selectAuthDialog(h.snapshot());
const errorOf = (h: Harness, name: string) => view(h).fields.find((f) => f.name === name)?.error ?? null;
const change = (h: Harness, field: keyof typeof validIndividual, value: string) => h.auth.send({ type: 'change field', field, value });
const onIndividual = { open: { 'individual sign-up': 'editing' } } as const;

/** Every field typed, none left: no background check has run. */
function typeWithoutLeaving(h: Harness) {
  for (const [field, value] of Object.entries(validIndividual)) change(h, field as keyof typeof validIndividual, value);
}

describe('Proceed before the email was checked (SIGNUP-FORM-6, VALID-SIGNUP-6)', () => {
  it('SIGNUP-FORM-4, SIGNUP-FORM-5: tracks the press, checks the trimmed email while busy, then creates once it is free', async () => {
    const h = startAuth();
    h.auth.send({ type: 'open sign-up', audience: 'individual' });
    typeWithoutLeaving(h);
    change(h, 'email', '  ada@example.com ');
    h.auth.send({ type: 'submit' });
    expect(h.recorded.tracked).toEqual([{ form: 'individual' }]);
    expect(view(h).busy).toBe(true);
    expect(h.snapshot().context.emailCheck).toEqual({ email: 'ada@example.com', status: 'checking' });
    await settle();
    expect(h.recorded.checkEmail).toEqual([{ email: 'ada@example.com' }]);
    expect(h.recorded.createAccount).toHaveLength(1);
  });

  it("VALID-SIGNUP-7: a taken email creates nothing, goes back to the form and shows 'Email already exists'", async () => {
    const h = startAuth({ checkEmail: async () => ({ are: true, network: false }) });
    h.auth.send({ type: 'open sign-up', audience: 'individual' });
    typeWithoutLeaving(h);
    h.auth.send({ type: 'submit' });
    await settle();
    expect(h.recorded.createAccount).toEqual([]);
    expect(h.snapshot().matches(onIndividual)).toBe(true);
    expect(view(h)).toMatchObject({ busy: false, canSubmit: false });
    expect(errorOf(h, 'email')).toBe('Email already exists');
  });

  it("ERR-AUTH-5: a failed check goes back to the form, not busy, with 'Server error. please try again.' on the email", async () => {
    const h = startAuth({ checkEmail: async () => Promise.reject(new Error('boom')) });
    h.auth.send({ type: 'open sign-up', audience: 'individual' });
    typeWithoutLeaving(h);
    h.auth.send({ type: 'submit' });
    await settle();
    expect(h.snapshot().matches(onIndividual)).toBe(true);
    expect(view(h).busy).toBe(false);
    expect(errorOf(h, 'email')).toBe('Server error. please try again.');
    expect(h.recorded.createAccount).toEqual([]);
  });

  it('ERR-AUTH-3, SIGNUP-FORM-3: a failed create after the check keeps the free answer: the next Proceed creates at once, and every error shows without leaving a field', async () => {
    let creates = 0;
    const h = startAuth({
      createAccount: async () => {
        creates += 1;
        if (creates === 1) throw new Error('Internal Server Error');
        return { memberId: 'm_1', authToken: 'tok_1', slug: null };
      },
    });
    h.auth.send({ type: 'open sign-up', audience: 'individual' });
    typeWithoutLeaving(h);
    h.auth.send({ type: 'submit' });
    await settle();
    expect(view(h)).toMatchObject({ busy: false, checkingEmail: false, message: 'Server error, please try again.' });
    expect(h.snapshot().context.emailCheck).toEqual({ email: 'ada@example.com', status: 'free' });
    change(h, 'lastName', '');
    expect(errorOf(h, 'lastName')).toBe('Last name required');
    change(h, 'lastName', 'Lovelace');
    h.auth.send({ type: 'submit' });
    expect(h.snapshot().matches({ open: { 'individual sign-up': 'creating the account' } })).toBe(true);
    await settle();
    expect(h.recorded.checkEmail).toHaveLength(1);
    expect(h.recorded.createAccount).toHaveLength(2);
    expect(h.recorded.tracked).toEqual([{ form: 'individual' }, { form: 'individual' }]);
  });
});

describe('Proceed after the background check (SIGNUP-FORM-5, SIGNUP-FORM-6)', () => {
  it('STATE-ACCOUNT-4: the free email is not checked again; while creating the call is loading and the last failure is gone', async () => {
    const pending = deferred<{ memberId: string; authToken: string; slug: null }>();
    let first = true;
    const h = startAuth({
      createAccount: () => {
        if (first) {
          first = false;
          return Promise.reject(new Error('boom'));
        }
        return pending.promise;
      },
    });
    h.auth.send({ type: 'open sign-up', audience: 'individual' });
    typeWithoutLeaving(h);
    h.auth.send({ type: 'blur field', field: 'confirmEmail' });
    await settle();
    expect(h.snapshot().matches(onIndividual)).toBe(true);
    h.auth.send({ type: 'submit' });
    await settle();
    expect(h.snapshot().context).toMatchObject({ status: 'failed', message: 'Server error, please try again.' });
    change(h, 'lastName', '');
    expect(errorOf(h, 'lastName')).toBe('Last name required'); // rule: SIGNUP-FORM-3
    change(h, 'lastName', 'Lovelace');
    h.auth.send({ type: 'submit' });
    expect(h.snapshot().context).toMatchObject({ status: 'loading', message: null });
    expect(h.recorded.checkEmail).toHaveLength(1);
    pending.resolve({ memberId: 'm_1', authToken: 'tok_1', slug: null });
    await settle();
    expect(h.recorded.createAccount).toHaveLength(2);
  });

  it('SIGNUP-FORM-5: an invalid form pressed stays on the form: no check, no create, not busy, even after the answers would have come', async () => {
    const h = startAuth();
    h.auth.send({ type: 'open sign-up', audience: 'individual' });
    typeWithoutLeaving(h);
    change(h, 'confirmPassword', 'Other#123');
    h.auth.send({ type: 'submit' });
    expect(view(h).busy).toBe(false);
    await settle();
    expect(h.recorded.checkEmail).toEqual([]);
    expect(h.recorded.createAccount).toEqual([]);
    expect(h.snapshot().matches(onIndividual)).toBe(true);
  });

  it('VALID-SIGNUP-6: an invalid email with a matching confirm email is not checked', async () => {
    const h = startAuth();
    h.auth.send({ type: 'open sign-up', audience: 'individual' });
    h.type('email', 'ada@');
    h.type('confirmEmail', 'ada@');
    await settle();
    expect(h.recorded.checkEmail).toEqual([]);
  });
});

describe('while the background check runs (VALID-SIGNUP-6, SIGNUP-FORM-2)', () => {
  function checking(stubs: Parameters<typeof startAuth>[0] = {}) {
    const answer = deferred<{ are: boolean; network: boolean }>();
    const h = startAuth({ checkEmail: () => answer.promise, ...stubs });
    h.auth.send({ type: 'open sign-up', audience: 'individual' });
    typeWithoutLeaving(h);
    h.auth.send({ type: 'blur field', field: 'confirmEmail' });
    expect(view(h).checkingEmail).toBe(true);
    return { h, answer };
  }

  it('SIGNUP-FORM-2: leaving a field marks it touched, so its error shows', () => {
    const { h } = checking();
    change(h, 'firstName', '');
    expect(errorOf(h, 'firstName')).toBeNull();
    h.auth.send({ type: 'blur field', field: 'lastName' });
    change(h, 'lastName', '');
    expect(errorOf(h, 'lastName')).toBe('Last name required');
    // The confirm email, left to start the check, was marked touched too.
    change(h, 'confirmEmail', 'ada@example.org');
    expect(errorOf(h, 'confirmEmail')).toBe('Emails do not match');
  });

  it('SIGNUP-FORM-2: leaving the email for a new email checks it again and marks it touched', async () => {
    const { h, answer } = checking();
    change(h, 'email', 'grace@example.com');
    change(h, 'confirmEmail', 'grace@example.com');
    h.auth.send({ type: 'blur field', field: 'email' });
    expect(h.snapshot().context.emailCheck).toEqual({ email: 'grace@example.com', status: 'checking' });
    change(h, 'email', 'grace@');
    expect(errorOf(h, 'email')).toBe('Must be a valid email address.');
    change(h, 'email', 'grace@example.com');
    answer.resolve({ are: false, network: false });
    await settle();
    expect(h.recorded.checkEmail.map((call) => call.email)).toEqual(['ada@example.com', 'grace@example.com']);
  });

  it('SIGNUP-FORM-3, SIGNUP-FORM-4: an invalid form pressed tracks and shows every error, and nothing is created', async () => {
    const { h, answer } = checking();
    change(h, 'password', '');
    h.auth.send({ type: 'submit' });
    expect(h.recorded.tracked).toEqual([{ form: 'individual' }]);
    expect(errorOf(h, 'password')).toBe('Password is required');
    expect(view(h).busy).toBe(false);
    answer.resolve({ are: false, network: false });
    await settle();
    expect(h.recorded.createAccount).toEqual([]);
  });

  it('SIGNUP-FORM-4, SIGNUP-FORM-6, SIGNUP-FORM-3: a complete form pressed tracks, checks again while busy, then creates; after a failed create every error shows', async () => {
    const { h, answer } = checking({ createAccount: async () => Promise.reject(new Error('boom')) });
    h.auth.send({ type: 'submit' });
    expect(h.recorded.tracked).toEqual([{ form: 'individual' }]);
    expect(view(h).busy).toBe(true);
    answer.resolve({ are: false, network: false });
    await settle();
    expect(h.recorded.checkEmail).toHaveLength(2);
    expect(h.recorded.createAccount).toHaveLength(1);
    change(h, 'lastName', '');
    expect(errorOf(h, 'lastName')).toBe('Last name required');
  });

  it('VALID-SIGNUP-6: a failed check goes back to the form', async () => {
    const { h, answer } = checking();
    answer.reject(new Error('boom'));
    await settle();
    expect(h.snapshot().matches(onIndividual)).toBe(true);
    expect(view(h).checkingEmail).toBe(false);
  });
});

describe('what a created account leaves behind (STATE-ACCOUNT-1, SIGNUP-FORM-7)', () => {
  it('SIGNUP-FORM-7: the dialog closes and forgets the typed values and the check; reopened, the form is empty', async () => {
    const h = startAuth();
    h.auth.send({ type: 'open sign-up', audience: 'individual' });
    h.fill(validIndividual);
    await settle();
    h.auth.send({ type: 'submit' });
    await settle();
    expect(h.page()).toBe(0);
    expect(h.snapshot().context).toMatchObject({ status: 'succeeded', emailCheck: null, knownEmail: null, knownAccountToken: null });
    h.auth.send({ type: 'open sign-up', audience: 'individual' });
    expect(view(h).fields.map((f) => f.value)).toEqual(['', '', '', '', '', '']);
  });

  it("SIGNUP-4, KNOWN-9: closing forgets both passwords and the page's state; names and emails stay", () => {
    const h = startAuth();
    h.auth.send({ type: 'open sign-up', audience: 'individual' });
    h.fill({ ...validIndividual, confirmPassword: 'Other#123' });
    h.auth.send({ type: 'toggle password visibility', field: 'password' });
    h.auth.send({ type: 'submit' });
    expect(h.snapshot().context).toMatchObject({ submitted: true, passwordVisible: { password: true } });
    h.auth.send({ type: 'close' });
    expect(h.page()).toBe(0);
    expect(h.snapshot().context).toMatchObject({
      values: { ...validIndividual, password: '', confirmPassword: '' },
      errors: {},
      touched: {},
      submitted: false,
      message: null,
      passwordReset: 'idle',
      passwordVisible: {},
      knownAccountToken: null,
    });
  });

  it("SIGNIN-2: 'Sign in instead' keeps the email typed on the sign-up form", async () => {
    const h = await startOnSignInPage({}, 'ada@example.com');
    expect(view(h).fields.map((f) => [f.name, f.value])).toEqual([
      ['email', 'ada@example.com'],
      ['password', ''],
    ]);
  });

  it('VALID-SIGNUP-6, SIGNUP-2: closed while the email check runs, the reopened form shows no spinner and leaving the email checks it again', async () => {
    const answer = deferred<{ are: boolean; network: boolean }>();
    const h = startAuth({ checkEmail: () => answer.promise });
    h.auth.send({ type: 'open sign-up', audience: 'individual' });
    h.fill({ email: 'ada@example.com', confirmEmail: 'ada@example.com' });
    expect(view(h).checkingEmail).toBe(true);
    h.auth.send({ type: 'close' });
    answer.resolve({ are: false, network: false });
    await settle();
    h.auth.send({ type: 'open sign-up', audience: 'individual' });
    expect(view(h).checkingEmail).toBe(false);
    h.auth.send({ type: 'blur field', field: 'confirmEmail' });
    expect(h.snapshot().matches({ open: { 'individual sign-up': 'checking the email' } })).toBe(true);
    expect(h.recorded.checkEmail).toHaveLength(2);
  });
});
