// The form rules of spec section 5 in machines/auth/validation.ts (the one module the
// auth machine runs): each message verbatim, per form, plus the generic defaults.
import { describe, expect, it } from 'vitest';
import {
  emailExistsOnMessage,
  fieldError,
  formErrors,
  GENERIC_MESSAGES,
  genericRules,
  invalidFields,
  VALIDATION_MESSAGES,
} from '../../../machines/auth/validation.ts';
import { validAdmin as admin, validIndividual as individual } from './fixtures.ts';


describe('individual sign-up (VALID-SIGNUP)', () => {
  it('a complete form has no errors', () => {
    expect(formErrors('individual', individual)).toEqual({});
  });

  it("names are required: 'First name required', 'Last name required' (VALID-SIGNUP-1, VALID-SIGNUP-2)", () => {
    expect(formErrors('individual', { ...individual, firstName: '   ', lastName: '' })).toEqual({
      firstName: 'First name required',
      lastName: 'Last name required',
    });
  });

  it("email: 'Email required' when blank, else 'Must be a valid email address.' (VALID-SIGNUP-3, VALID-SIGNUP-4)", () => {
    expect(formErrors('individual', { ...individual, email: ' ', confirmEmail: ' ' }).email).toBe('Email required');
    for (const bad of ['ada', 'ada@', '@example.com', 'ada@example', 'ada example@x.com', 'ada@@example.com']) {
      expect(formErrors('individual', { ...individual, email: bad, confirmEmail: bad }).email).toBe('Must be a valid email address.');
    }
    expect(formErrors('individual', { ...individual, email: ' ada@example.com ' }).email).toBeUndefined();
  });

  it("confirmEmail must equal email, ignoring case and spaces: 'Emails do not match' (VALID-SIGNUP-5)", () => {
    expect(formErrors('individual', { ...individual, confirmEmail: 'ada@example.org' }).confirmEmail).toBe('Emails do not match');
    expect(formErrors('individual', { ...individual, confirmEmail: '' }).confirmEmail).toBe('Emails do not match');
    expect(formErrors('individual', { ...individual, confirmEmail: ' ADA@example.com' }).confirmEmail).toBeUndefined();
  });

  it('password: required, then the character mix, then the length (VALID-SIGNUP-9, VALID-SIGNUP-10, VALID-SIGNUP-11)', () => {
    const pw = (password: string) => formErrors('individual', { ...individual, password, confirmPassword: password }).password;
    expect(pw('')).toBe('Password is required');
    expect(pw('abcdefgh')).toBe('Password must contain one uppercase letter, one lowerecase letter, one number, and one special character.');
    expect(pw('Abcdefg1')).toBe(VALIDATION_MESSAGES.passwordCharacterMix);
    expect(pw('Abcdefg1^')).toBe(VALIDATION_MESSAGES.passwordCharacterMix); // rule: VALID-SIGNUP-9 ('^' is not one of !@#$%&*)
    expect(pw('ABCDEFG1!')).toBe(VALIDATION_MESSAGES.passwordCharacterMix); // rule: VALID-SIGNUP-9 (no lowercase letter)
    expect(pw('Abcdefgh!')).toBe(VALIDATION_MESSAGES.passwordCharacterMix); // rule: VALID-SIGNUP-9 (no digit)
    expect(pw('Ab1!')).toBe('Password must be at least 8 characters.');
    expect(pw('Abcdef1!')).toBeUndefined();
    expect(pw('Abc def1 ^!')).toBeUndefined();
  });

  it('CONST-12, CONST-13: 8 characters are enough and 7 are not; each of !@#$%&* counts as the special character', () => {
    const pw = (password: string) => formErrors('individual', { ...individual, password, confirmPassword: password }).password;
    expect(pw('Abcde1!')).toBe('Password must be at least 8 characters.');
    expect(pw('Abcdef1!')).toBeUndefined();
    for (const special of '!@#$%&*') expect(pw(`Abcdef1${special}`)).toBeUndefined();
    for (const other of '^()-_+=?') expect(pw(`Abcdef1${other}`)).toBe(VALIDATION_MESSAGES.passwordCharacterMix);
  });

  it("confirmPassword must equal password exactly: 'Passwords do not match' (VALID-SIGNUP-12)", () => {
    expect(formErrors('individual', { ...individual, confirmPassword: 'secret#123' }).confirmPassword).toBe('Passwords do not match');
    expect(formErrors('individual', { ...individual, confirmPassword: 'Secret#123 ' }).confirmPassword).toBe('Passwords do not match');
    expect(formErrors('individual', { ...individual, password: 'weak', confirmPassword: 'weaker' }).confirmPassword).toBe(
      'Passwords do not match',
    );
  });

  it("the sister-network message is 'Email already exists on' and the name (VALID-SIGNUP-7, VALID-SIGNUP-8)", () => {
    expect(VALIDATION_MESSAGES.emailExists).toBe('Email already exists');
    expect(emailExistsOnMessage('Atlas Network')).toBe('Email already exists on Atlas Network');
  });

  it('lists invalid fields in screen order (focus goes to the first)', () => {
    const errors = formErrors('individual', { ...individual, password: '', lastName: '', firstName: '' });
    expect(invalidFields('individual', errors)).toEqual(['firstName', 'lastName', 'password', 'confirmPassword']);
  });
});

describe('a form given only some values (VALID-SIGNIN-1, VALID-SIGNIN-2)', () => {
  it('VALID-SIGNIN-1, VALID-SIGNIN-2: a missing value counts as blank', () => {
    expect(formErrors('sign in', {})).toEqual({ email: 'Email required', password: 'Password is required' });
  });
});

describe('known account (VALID-KNOWN)', () => {
  it('names required, password required and 8+ characters, no character mix (VALID-KNOWN-1..4)', () => {
    expect(formErrors('known account', { firstName: '', lastName: '', password: '' })).toEqual({
      firstName: 'First name required',
      lastName: 'Last name required',
      password: 'Password is required',
    });
    expect(formErrors('known account', { firstName: 'A', lastName: 'B', password: 'short' })).toEqual({
      password: 'Password must be at least 8 characters.',
    });
    expect(formErrors('known account', { firstName: 'A', lastName: 'B', password: 'alllowercase' })).toEqual({});
  });
});

describe('sign-in (VALID-SIGNIN)', () => {
  it("password required: 'Password is required'; email valid (VALID-SIGNIN-1, VALID-SIGNIN-2)", () => {
    expect(formErrors('sign in', { email: 'ada@example.com', password: '' })).toEqual({ password: 'Password is required' });
    expect(formErrors('sign in', { email: 'ada', password: 'x' })).toEqual({ email: 'Must be a valid email address.' });
    expect(formErrors('sign in', { email: 'ada@example.com', password: 'x' })).toEqual({});
  });
});

describe('firm admin (VALID-ADMIN)', () => {
  it('a complete form has no errors', () => {
    expect(formErrors('admin', admin)).toEqual({});
  });

  it('every message (VALID-ADMIN-1..10)', () => {
    expect(formErrors('admin', { ...admin, firstName: '', lastName: '', firmName: ' ', workEmail: '', confirmWorkEmail: '', password: '' })).toEqual({
      firstName: 'First name required',
      lastName: 'Last name required',
      firmName: 'Firm name required',
      workEmail: 'Work email required',
      password: 'Password is required',
      confirmPassword: 'Passwords do not match',
    });
    expect(formErrors('admin', { ...admin, workEmail: 'frank', confirmWorkEmail: 'frank' }).workEmail).toBe('Must be a valid email address.');
    expect(formErrors('admin', { ...admin, confirmWorkEmail: 'frank@lloyd.exampl' }).confirmWorkEmail).toBe('Emails do not match');
    expect(formErrors('admin', { ...admin, password: 'nouppercase1!', confirmPassword: 'nouppercase1!' }).password).toBe(
      VALIDATION_MESSAGES.passwordCharacterMix,
    );
    expect(formErrors('admin', { ...admin, password: 'Ab1!', confirmPassword: 'Ab1!' }).password).toBe('Password must be at least 8 characters.');
    expect(formErrors('admin', { ...admin, confirmPassword: 'Secret#1234' }).confirmPassword).toBe('Passwords do not match');
  });
});

describe('generic defaults (VALID-GENERIC-1)', () => {
  it('VALID-GENERIC-1: required, min and max length, email, URL and number, with default or own messages', () => {
    expect(fieldError(genericRules.required(), '  ')).toBe(GENERIC_MESSAGES.required);
    expect(fieldError(genericRules.required('Company Name is required'), '')).toBe('Company Name is required');
    expect(fieldError(genericRules.required(), 'x')).toBeNull();
    expect(fieldError(genericRules.minLength(3), 'ab')).toBe('Must be at least 3 characters.');
    expect(fieldError(genericRules.minLength(3), 'abc')).toBeNull();
    expect(fieldError(genericRules.maxLength(3), 'abcd')).toBe('Must be at most 3 characters.');
    expect(fieldError(genericRules.maxLength(3), 'abc')).toBeNull();
    expect(fieldError(genericRules.email(), 'no')).toBe('Must be a valid email address.');
    expect(fieldError(genericRules.email(), 'a@b.co')).toBeNull();
    expect(fieldError(genericRules.url(), 'example.com')).toBe(GENERIC_MESSAGES.url);
    expect(fieldError(genericRules.url(), 'javascript:alert(1)')).toBe(GENERIC_MESSAGES.url);
    expect(fieldError(genericRules.url(), 'https://example.com/a?b=c')).toBeNull();
    for (const ok of ['12', '-3.5', '.5', '+7', '10.', '1.25', '.25', '-.75']) expect(fieldError(genericRules.number(), ok)).toBeNull();
    for (const bad of ['', 'abc', '1e5', '0x10', '1,000', 'Infinity', 'a1', '1a', '+-1', '.', '1.2.3']) {
      expect(fieldError(genericRules.number(), bad)).toBe('Must be a number.');
    }
  });
});
