// Property tests: the password rule against the spec's own definition (8+ characters, an uppercase,
// a lowercase, a digit and one of !@#$%&*) and the email rule against a plain description of an address.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fieldError, fieldSchemas, formErrors, hasPasswordCharacterMix, sameEmail, VALIDATION_MESSAGES } from '../../../machines/auth/validation.ts';

// The spec's definition, written independently of the module under test.
const SPECIALS = ['!', '@', '#', '$', '%', '&', '*'];
const specOk = (p: string): boolean =>
  p.length >= 8 &&
  [...p].some((c) => c >= 'A' && c <= 'Z') &&
  [...p].some((c) => c >= 'a' && c <= 'z') &&
  [...p].some((c) => c >= '0' && c <= '9') &&
  [...p].some((c) => SPECIALS.includes(c));

const passwordError = (p: string) => fieldError(fieldSchemas.newPassword, p);

// Characters from every class, other punctuation (^ ? - _ ~ space) and some non-ASCII letters.
const passwordChar = fc.constantFrom(...'ABCxyz0189!@#$%&*^?-_~ éÉß'.split(''));
const anyPassword = fc.oneof(fc.string({ maxLength: 20 }), fc.string({ unit: passwordChar, maxLength: 16 }));

describe('password rule (VALID-SIGNUP-9, VALID-SIGNUP-10, VALID-SIGNUP-11, VALID-ADMIN-7, VALID-ADMIN-8, VALID-ADMIN-9)', () => {
  it('accepts exactly the passwords the spec defines as valid', () => {
    fc.assert(
      fc.property(anyPassword, (p) => {
        expect(passwordError(p) === null).toBe(specOk(p));
      }),
      { numRuns: 2000 },
    );
  });

  it('any valid password shuffled with any extra characters stays valid', () => {
    const core = fc.tuple(
      fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split('')),
      fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz'.split('')),
      fc.constantFrom(...'0123456789'.split('')),
      fc.constantFrom(...SPECIALS),
    );
    fc.assert(
      fc.property(core, fc.string({ minLength: 4, maxLength: 12 }), fc.integer({ min: 0, max: 12 }), (parts, extra, at) => {
        const p = extra.slice(0, at) + parts.join('') + extra.slice(at);
        expect(passwordError(p)).toBeNull();
      }),
    );
  });

  it('names the first broken rule: required, then the mix, then the length', () => {
    fc.assert(
      fc.property(anyPassword, (p) => {
        const error = passwordError(p);
        if (p === '') expect(error).toBe(VALIDATION_MESSAGES.passwordRequired);
        else if (!hasPasswordCharacterMix(p)) expect(error).toBe(VALIDATION_MESSAGES.passwordCharacterMix);
        else if (p.length < 8) expect(error).toBe(VALIDATION_MESSAGES.passwordMinLength);
        else expect(error).toBeNull();
      }),
    );
  });

  it('a special character outside !@#$%&* never counts as the special one (VALID-SIGNUP-9, docs/decisions/0009)', () => {
    fc.assert(
      fc.property(fc.constantFrom(...'^?-_~+=()[]{}<>.,;:\'"/\\|` '.split('')), (other) => {
        expect(passwordError(`Abcdefg1${other}`)).toBe(VALIDATION_MESSAGES.passwordCharacterMix);
      }),
    );
  });

  it('confirmPassword matches exactly the same string (VALID-SIGNUP-12)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 12 }), fc.string({ maxLength: 12 }), (a, b) => {
        const errors = formErrors('individual', { password: a, confirmPassword: b });
        expect(errors.confirmPassword === 'Passwords do not match').toBe(a !== b);
      }),
    );
  });
});

// A plain address: dot-separated word parts, '@', dot- or hyphen-joined labels, a 2+ letter top-level domain.
const word = fc.string({ unit: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyzABCXYZ0123456789_+-'.split('')), minLength: 1, maxLength: 10 });
const label = fc.string({ unit: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz0123456789'.split('')), minLength: 1, maxLength: 10 });
const tld = fc.string({ unit: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz'.split('')), minLength: 2, maxLength: 6 });
const plainAddress = fc
  .tuple(fc.array(word, { minLength: 1, maxLength: 3 }), fc.array(label, { minLength: 1, maxLength: 3 }), tld)
  .map(([local, domain, top]) => `${local.join('.')}@${domain.join('.')}.${top}`);

const emailError = (e: string) => fieldError(fieldSchemas.email, e);

describe('email rule (VALID-SIGNUP-3, VALID-SIGNUP-4, VALID-SIGNIN-2, VALID-ADMIN-4)', () => {
  it('accepts every plain address, with spaces around it too', () => {
    fc.assert(
      fc.property(plainAddress, fc.constantFrom('', ' ', '  '), (address, pad) => {
        expect(emailError(pad + address + pad)).toBeNull();
      }),
    );
  });

  it('refuses text without exactly one @, with inner spaces, or without a top-level domain', () => {
    fc.assert(
      fc.property(plainAddress, (address) => {
        const [local = '', domain = ''] = address.split('@');
        expect(emailError(local + domain)).toBe(VALIDATION_MESSAGES.emailInvalid);
        expect(emailError(`${local}@@${domain}`)).toBe(VALIDATION_MESSAGES.emailInvalid);
        expect(emailError(`${local} x@${domain}`)).toBe(VALIDATION_MESSAGES.emailInvalid);
        expect(emailError(`${local}@${domain.replace(/\./g, '')}`)).toBe(VALIDATION_MESSAGES.emailInvalid);
      }),
    );
  });

  it("blank or spaces only is 'Email required'", () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(' ', '\t', '\n'), maxLength: 5 }), (blank) => {
        expect(emailError(blank)).toBe(VALIDATION_MESSAGES.emailRequired);
      }),
    );
  });

  it('confirm email matches whatever the case and surrounding spaces (VALID-SIGNUP-5)', () => {
    fc.assert(
      fc.property(plainAddress, fc.boolean(), (address, upper) => {
        const typed = ` ${upper ? address.toUpperCase() : address} `;
        expect(sameEmail(address, typed)).toBe(true);
        expect(formErrors('individual', { email: address, confirmEmail: typed }).confirmEmail).toBeUndefined();
        expect(formErrors('individual', { email: address, confirmEmail: `x${address}` }).confirmEmail).toBe('Emails do not match');
      }),
    );
  });
});
