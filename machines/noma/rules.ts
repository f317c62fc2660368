// Pure rules and texts of the NOMA association-email dialog (NOMA-1..3, NOMA-FLOW-1..3,
// ERR-NOMA-1..3, VALID-CHECKOUT-12) and of the stored nomaEmail (STORAGE-3, PAGELOAD-4/5).

/** Texts copied from the spec; the field label and intro line are ours. */
export const NOMA_TEXTS = {
  title: 'This product is exclusive to NOMA members',
  intro: 'Enter the email address of your NOMA membership to continue.',
  emailLabel: 'NOMA member email',
  verify: 'Verify',
  close: 'Close',
  verifying: 'Verifying your email…',
} as const;

/** ERR-NOMA-1..3, copied from the spec. */
export const NOMA_MESSAGES = {
  callFailed: 'Failed validating your email!',
  notNoma: 'Not a valid NOMA Email!',
  validated: 'Validated NOMA Email',
} as const;

/** VALID-CHECKOUT-12: a simple pattern (something@something.something, no spaces). */
const SIMPLE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function looksLikeEmail(text: string): boolean {
  return SIMPLE_EMAIL.test(text.trim());
}

const normalised = (email: string | null | undefined): string | null => {
  if (email === null || email === undefined) return null;
  const trimmed = email.trim().toLowerCase();
  return trimmed === '' ? null : trimmed;
};

/** Two addresses are the same regardless of case and surrounding spaces (docs/decisions/0010). */
export function sameEmail(a: string | null | undefined, b: string | null | undefined): boolean {
  const left = normalised(a);
  return left !== null && left === normalised(b);
}

/**
 * ROLE-14, SCOPE-11: the dialog is needed unless a verified nomaEmail is stored and it is the
 * signed-in member's email. Only verified addresses are ever stored (NOMA-FLOW-2).
 */
export function nomaDialogNeeded(storedNomaEmail: string | null | undefined, memberEmail: string | null | undefined): boolean {
  return !sameEmail(storedNomaEmail, memberEmail);
}

/**
 * PAGELOAD-4/5: a stored nomaEmail that differs from the signed-in member's email is removed and
 * the member is logged out. Nothing stored, or nobody signed in, is no conflict (docs/decisions/0010).
 */
export function nomaEmailConflict(stored: string | null | undefined, memberEmail: string | null | undefined): boolean {
  return normalised(stored) !== null && normalised(memberEmail) !== null && !sameEmail(stored, memberEmail);
}
