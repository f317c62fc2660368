// The NOMA pure rules: the simple email pattern, when the dialog is needed, and the stored
// nomaEmail conflict of page load.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  looksLikeEmail,
  NOMA_MESSAGES,
  NOMA_TEXTS,
  nomaDialogNeeded,
  nomaEmailConflict,
  sameEmail,
} from '../../../machines/noma/rules.ts';

describe('the simple email pattern', () => {
  it('VALID-CHECKOUT-12: something@something.something, no spaces inside', () => {
    for (const ok of ['ana@noma.org', 'a.b+c@x.co', '  ana@noma.org  ']) expect(looksLikeEmail(ok)).toBe(true);
    for (const bad of ['', 'ana', 'ana@', 'ana@noma', '@noma.org', 'ana@@noma.org', 'a na@noma.org', 'ana@noma.', 'ana@noma.org@x', 'ana@noma.org x']) {
      expect(looksLikeEmail(bad)).toBe(false);
    }
  });

  it('VALID-CHECKOUT-12: no string without an @ ever passes', () => {
    fc.assert(fc.property(fc.string().filter((s) => !s.includes('@')), (text) => !looksLikeEmail(text)));
  });
});

describe('texts', () => {
  it('NOMA-1 ERR-NOMA-1 ERR-NOMA-2 ERR-NOMA-3: copied from the spec', () => {
    expect(NOMA_TEXTS.title).toBe('This product is exclusive to NOMA members');
    expect(NOMA_TEXTS.verify).toBe('Verify');
    expect(NOMA_MESSAGES).toEqual({
      callFailed: 'Failed validating your email!',
      notNoma: 'Not a valid NOMA Email!',
      validated: 'Validated NOMA Email',
    });
  });
});

describe('nomaDialogNeeded', () => {
  it('ROLE-14 STORAGE-3: a stored verified email matching the member skips the dialog', () => {
    expect(nomaDialogNeeded('ana@noma.org', 'ana@noma.org')).toBe(false);
    expect(nomaDialogNeeded(' Ana@NOMA.org ', 'ana@noma.org')).toBe(false);
  });

  it('ROLE-14 SCOPE-11: nothing stored, another address stored, or no member → the dialog', () => {
    expect(nomaDialogNeeded(null, 'ana@noma.org')).toBe(true);
    expect(nomaDialogNeeded('', 'ana@noma.org')).toBe(true);
    expect(nomaDialogNeeded('bo@noma.org', 'ana@noma.org')).toBe(true);
    expect(nomaDialogNeeded('ana@noma.org', null)).toBe(true);
    expect(nomaDialogNeeded(null, null)).toBe(true);
    expect(nomaDialogNeeded(' ', undefined)).toBe(true);
  });
});

describe('nomaEmailConflict', () => {
  it('PAGELOAD-4 PAGELOAD-5: a stored address other than the signed-in one is a conflict', () => {
    expect(nomaEmailConflict('bo@noma.org', 'ana@noma.org')).toBe(true);
  });

  it('PAGELOAD-4: the same address (any case or spaces) is no conflict', () => {
    expect(nomaEmailConflict('ANA@noma.org ', 'ana@noma.org')).toBe(false);
  });

  it('PAGELOAD-4: nothing stored, or nobody signed in, is no conflict (docs/decisions/0010)', () => {
    expect(nomaEmailConflict(null, 'ana@noma.org')).toBe(false);
    expect(nomaEmailConflict(undefined, 'ana@noma.org')).toBe(false);
    expect(nomaEmailConflict('  ', 'ana@noma.org')).toBe(false);
    expect(nomaEmailConflict('ana@noma.org', null)).toBe(false);
  });

  it('PAGELOAD-4 ROLE-14: a conflict always means the dialog is needed, and no conflict with a stored address means it is not', () => {
    const email = fc.oneof(fc.constant(null), fc.constantFrom('ana@noma.org', 'ANA@noma.org', 'bo@noma.org', ''));
    fc.assert(
      fc.property(email, email, (stored, member) => {
        if (nomaEmailConflict(stored, member)) expect(nomaDialogNeeded(stored, member)).toBe(true);
        if (!nomaDialogNeeded(stored, member)) expect(sameEmail(stored, member)).toBe(true);
      }),
    );
  });
});
