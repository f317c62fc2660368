// What the dialog view reads from the auth machine on each page: every field's input type,
// autocomplete, hint and offer, the closed dialog, the email check's spinner, the known-account
// notice and where focus goes; plus the pure rules behind them at their edges.
import { describe, expect, it } from 'vitest';
import { emailNeedsCheck, errorText, firmAdminFailureMessage, formIsComplete, pageErrors, visibleErrors } from '../../../machines/auth/rules.ts';
import { selectAuthDialogIsOpen } from '../../../machines/auth/page-numbers.ts';
import { selectAuthDialog, selectFirstInvalidField } from '../../../machines/auth/selectors.ts';
import { AUTH_TEXTS } from '../../../machines/auth/texts.ts';
import { emptyAuthValues } from '../../../machines/auth/validation.ts';
import { deferred, settle, SISTER, startAuth, startOnSignInPage, validIndividual } from './harness.ts';

type Harness = ReturnType<typeof startAuth>;
const view = (h: Harness) => selectAuthDialog(h.snapshot());
const inputs = (h: Harness) => view(h).fields.map((f) => [f.name, f.inputType, f.autoComplete, f.hint !== null, f.readOnly]);
const fieldOf = (h: Harness, name: string) => view(h).fields.find((f) => f.name === name && !f.readOnly);

describe('whether the dialog shows', () => {
  it('MODAL-1, SIGNUP-2: page 0 asks only whether it shows, and the answer is the full view’s, closed, on each form and closed again', async () => {
    const h = await startOnSignInPage();
    const same = () => expect(selectAuthDialogIsOpen(h.auth.getSnapshot())).toBe(selectAuthDialog(h.auth.getSnapshot()).open);
    expect(selectAuthDialogIsOpen(h.auth.getSnapshot())).toBe(true);
    same();
    h.auth.send({ type: 'close' });
    expect(selectAuthDialogIsOpen(h.auth.getSnapshot())).toBe(false);
    same();
    h.auth.send({ type: 'open sign-up', audience: 'individual' });
    expect(selectAuthDialogIsOpen(h.auth.getSnapshot())).toBe(true);
    same();
    h.auth.send({ type: 'close' });
    h.auth.send({ type: 'open sign-up', audience: 'group' });
    same();
    h.auth.send({ type: 'close' });
    expect(selectAuthDialogIsOpen(h.auth.getSnapshot())).toBe(false);
    same();
  });
});

describe('the fields of each page', () => {
  it('SIGNUP-5, SIGNUP-6: the individual form: new passwords with the hint, email inputs for both emails', () => {
    const h = startAuth();
    h.auth.send({ type: 'open sign-up', audience: 'individual' });
    expect(inputs(h)).toEqual([
      ['firstName', 'text', 'given-name', false, false],
      ['lastName', 'text', 'family-name', false, false],
      ['email', 'email', 'email', false, false],
      ['confirmEmail', 'email', 'email', false, false],
      ['password', 'password', 'new-password', true, false],
      ['confirmPassword', 'password', 'new-password', false, false],
    ]);
  });

  it('SIGNIN-2: the sign-in form: the existing password, no hint', async () => {
    const h = await startOnSignInPage();
    expect(inputs(h)).toEqual([
      ['email', 'email', 'email', false, false],
      ['password', 'password', 'current-password', false, false],
    ]);
  });

  it('ADMIN-2, ADMIN-3, ADMIN-4: the firm-admin form: the firm is an organization, new passwords with the hint', () => {
    const h = startAuth();
    h.auth.send({ type: 'open sign-up', audience: 'group' });
    expect(inputs(h)).toEqual([
      ['firstName', 'text', 'given-name', false, false],
      ['lastName', 'text', 'family-name', false, false],
      ['firmName', 'text', 'organization', false, false],
      ['workEmail', 'email', 'email', false, false],
      ['confirmWorkEmail', 'email', 'email', false, false],
      ['password', 'password', 'new-password', true, false],
      ['confirmPassword', 'password', 'new-password', false, false],
    ]);
    expect(fieldOf(h, 'firmName')?.toggle).toBeNull();
  });

  it('KNOWN-3, KNOWN-5: the known-account form: the read-only email, then the sister password and the names', async () => {
    const h = startAuth({ checkEmail: async () => ({ are: false, network: true }) });
    h.auth.send({ type: 'open sign-up', audience: 'individual' });
    h.fill(validIndividual);
    await settle();
    h.auth.send({ type: 'use known account' });
    expect(inputs(h)).toEqual([
      ['email', 'email', 'email', false, true],
      ['password', 'password', 'current-password', false, false],
      ['firstName', 'text', 'given-name', false, false],
      ['lastName', 'text', 'family-name', false, false],
    ]);
    expect(view(h).fields[0]).toMatchObject({ label: 'Email', value: 'ada@example.com', error: null, toggle: null, offer: null });
  });
});

describe('the email check seen from the form (VALID-SIGNUP-6..8)', () => {
  it(`VALID-SIGNUP-8: an account only on the network offers 'Continue with my ${SISTER} account' under the email only`, async () => {
    const h = startAuth({ checkEmail: async () => ({ are: false, network: true }) });
    h.auth.send({ type: 'open sign-up', audience: 'individual' });
    expect(fieldOf(h, 'email')?.offer).toBeNull();
    h.fill(validIndividual);
    await settle();
    expect(fieldOf(h, 'email')?.offer).toEqual({ event: 'use known account', label: AUTH_TEXTS.knownAccountOffer(SISTER) });
    expect(fieldOf(h, 'confirmEmail')?.offer).toBeNull();
    expect(view(h).notice).toBeNull(); // rule: KNOWN-2 (the notice is the known-account page's only)
  });

  it("VALID-SIGNUP-7: an account on the platform offers 'Sign in instead' under the email, not under the confirm email", async () => {
    const h = startAuth({ checkEmail: async () => ({ are: true, network: false }) });
    h.auth.send({ type: 'open sign-up', audience: 'individual' });
    h.fill(validIndividual);
    await settle();
    expect(fieldOf(h, 'email')?.offer?.event).toBe('sign in instead');
    expect(fieldOf(h, 'confirmEmail')?.offer).toBeNull();
  });

  it('VALID-SIGNUP-6: the spinner shows while the check runs, on the individual form only', async () => {
    const answer = deferred<{ are: boolean; network: boolean }>();
    const h = startAuth({ checkEmail: () => answer.promise });
    h.auth.send({ type: 'open sign-up', audience: 'individual' });
    expect(view(h).checkingEmail).toBe(false);
    h.fill(validIndividual);
    expect(view(h).checkingEmail).toBe(true);
    h.auth.send({ type: 'close' });
    h.auth.send({ type: 'open sign-up', audience: 'group' });
    expect(view(h)).toMatchObject({ page: 4, checkingEmail: false, notice: null });
    answer.resolve({ are: false, network: false });
    await settle();
  });
});

describe('the closed dialog and focus (MODAL-1, SIGNUP-FORM-3)', () => {
  it('MODAL-1: closed, the dialog shows nothing and may be closed by the backdrop', () => {
    const h = startAuth();
    expect(view(h)).toEqual({
      open: false,
      page: 0,
      form: null,
      title: '',
      fields: [],
      submitLabel: '',
      canSubmit: false,
      busy: false,
      checkingEmail: false,
      message: null,
      notice: null,
      resetSent: null,
      closeOnBackdrop: true,
    });
    expect(selectFirstInvalidField(h.snapshot())).toBeNull();
  });

  it('SIGNUP-FORM-3: focus goes to the first field showing an error, none when the form is valid', () => {
    const h = startAuth();
    h.auth.send({ type: 'open sign-up', audience: 'individual' });
    h.type('firstName', 'Ada');
    h.auth.send({ type: 'submit' });
    expect(selectFirstInvalidField(h.snapshot())).toBe('lastName');
    h.fill(validIndividual);
    expect(selectFirstInvalidField(h.snapshot())).toBeNull();
  });
});

describe('the rules at their edges', () => {
  it("ERR-AUTH-1, ERR-AUTH-2: a failure's text comes from an Error, a string or an object's string message, else it is empty", () => {
    expect(errorText(new Error('Password incorrect'))).toBe('Password incorrect');
    expect(errorText('Password incorrect')).toBe('Password incorrect');
    expect(errorText({ message: 'Password incorrect' })).toBe('Password incorrect');
    expect(errorText({ message: 401 })).toBe('');
    expect(errorText({ status: 401 })).toBe('');
    expect(errorText(null)).toBe('');
    expect(errorText(undefined)).toBe('');
    expect(errorText(401)).toBe('');
  });

  it("ERR-AUTH-6: 'email exists' with spaces around it still means the work email is taken", () => {
    expect(firmAdminFailureMessage(new Error(' email exists\n'))).toBe('Email exists. Please use a different email address.');
  });

  it('MODAL-1: page 0 has no form, so no errors, whatever was typed', () => {
    expect(pageErrors(0, emptyAuthValues())).toEqual({});
    const input = { errors: { firstName: 'First name required' }, touched: {}, submitted: true, emailCheck: null, email: '', sisterProductName: SISTER };
    expect(visibleErrors({ ...input, page: 0 })).toEqual({});
  });

  it('SIGNUP-FORM-2: only the fields with an error are listed as showing one', () => {
    const shown = visibleErrors({
      page: 1,
      errors: { lastName: 'Last name required' },
      touched: { firstName: true, lastName: true },
      submitted: false,
      emailCheck: null,
      email: '',
      sisterProductName: SISTER,
    });
    expect(shown).toStrictEqual({ lastName: 'Last name required' });
  });

  it('SIGNUP-FORM-1, ADMIN-8: a taken email blocks only the individual form', () => {
    const taken = { email: 'ada@example.com', status: 'exists' as const };
    expect(formIsComplete(1, {}, taken, 'ada@example.com')).toBe(false);
    expect(formIsComplete(4, {}, taken, 'ada@example.com')).toBe(true);
    expect(formIsComplete(2, {}, taken, 'ada@example.com')).toBe(true);
  });

  it('VALID-SIGNUP-6: an invalid email is not checked even when the confirm email matches it', () => {
    const values = { ...emptyAuthValues(), email: 'ada@', confirmEmail: 'ada@' };
    expect(emailNeedsCheck('confirmEmail', values, { email: 'Must be a valid email address.' }, null)).toBe(false);
    expect(emailNeedsCheck('confirmEmail', values, {}, null)).toBe(true);
  });
});
