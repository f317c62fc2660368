// Pure rules of the sign-up and sign-in dialog: page numbers (MODAL-1), which form a page shows,
// the server-check outcome, the failure messages of spec section 8 (ERR-AUTH-1..7), when the
// email check runs and when submit is allowed. No XState here; the machine's guards call these.
import {
  emailExistsOnMessage,
  formErrors,
  FORM_FIELDS,
  normalizeEmail,
  VALIDATION_MESSAGES,
  type AuthField,
  type AuthValues,
  type FieldErrors,
  type FormName,
} from './validation.ts';

import { AUTH_PAGES, type AuthPage } from './page-numbers.ts';

export { AUTH_PAGES, type AuthPage };

/** A cart product's audience (spec 3): individual products open the individual form, group ones the firm-admin form. */
export type SignUpAudience = 'individual' | 'group';

export const pageForAudience = (audience: SignUpAudience): AuthPage =>
  audience === 'group' ? AUTH_PAGES.firmAdminSignUp : AUTH_PAGES.individualSignUp;

export function formForPage(page: AuthPage): FormName | null {
  switch (page) {
    case AUTH_PAGES.individualSignUp:
      return 'individual';
    case AUTH_PAGES.signIn:
      return 'sign in';
    case AUTH_PAGES.knownAccount:
      return 'known account';
    case AUTH_PAGES.firmAdminSignUp:
      return 'admin';
    default:
      return null;
  }
}

/** The failure texts of spec section 8 (commas and full stops as the spec has them). */
export const AUTH_MESSAGES = {
  /** ERR-AUTH-1. */
  incorrectCredentials: 'Email or password is incorrect.',
  /** ERR-AUTH-2, -3, -7. */
  serverErrorComma: 'Server error, please try again.',
  /** ERR-AUTH-4, -5. */
  serverErrorPeriod: 'Server error. please try again.',
  /** ERR-AUTH-6. */
  adminEmailExists: 'Email exists. Please use a different email address.',
  /** KNOWN-7. */
  passwordResetSent: 'A password reset email has been sent',
} as const;

/** The text of a failed call: an Error's message (the API's ApiError carries the server's), else ''. */
export function errorText(error: unknown): string {
  if (error instanceof Error) return error.message;
  if (typeof error === 'string') return error;
  if (typeof error === 'object' && error !== null && 'message' in error && typeof error.message === 'string') return error.message;
  return '';
}

/** ERR-AUTH-1/2: a message containing 'incorrect' means wrong credentials; anything else is a server error. */
export const signInFailureMessage = (error: unknown): string =>
  errorText(error).toLowerCase().includes('incorrect') ? AUTH_MESSAGES.incorrectCredentials : AUTH_MESSAGES.serverErrorComma;

/** ERR-AUTH-3. */
export const individualSignUpFailureMessage = (_error: unknown): string => AUTH_MESSAGES.serverErrorComma;

/** ERR-AUTH-4 (every known-account failure, the password reset included) and ERR-AUTH-5 (email check). */
export const knownAccountFailureMessage = (_error: unknown): string => AUTH_MESSAGES.serverErrorPeriod;
export const emailCheckFailureMessage = (_error: unknown): string => AUTH_MESSAGES.serverErrorPeriod;

/** ERR-AUTH-6/7: the message equal to 'email exists' (spaces around it ignored) means the work email is taken. */
export const firmAdminFailureMessage = (error: unknown): string =>
  errorText(error).trim() === 'email exists' ? AUTH_MESSAGES.adminEmailExists : AUTH_MESSAGES.serverErrorComma;

// ── The email check (VALID-SIGNUP-6..8, ERR-AUTH-5) ────────────────────────────────────────────
/** What POST /v1/are/member/email answered, reduced to what the dialog needs. */
export interface EmailAccounts {
  /** The account exists on the learning platform. */
  are: boolean;
  /** The account exists on the sister network. */
  network: boolean;
}

export type EmailCheckStatus = 'checking' | 'free' | 'exists' | 'exists on network' | 'failed';

/** The last check, for the email it was made for (normalised). */
export interface EmailCheck {
  email: string;
  status: EmailCheckStatus;
}

/** VALID-SIGNUP-7/8: the platform wins over the network ("only the sister network" is the second case). */
export function emailCheckOutcome(accounts: EmailAccounts): Extract<EmailCheckStatus, 'free' | 'exists' | 'exists on network'> {
  if (accounts.are) return 'exists';
  if (accounts.network) return 'exists on network';
  return 'free';
}

/** The check that applies to the email now typed, or null (none yet, or made for another email). */
export function currentEmailCheck(check: EmailCheck | null, email: string): EmailCheck | null {
  return check !== null && check.email === normalizeEmail(email) ? check : null;
}

/** The message the check puts on the email field (VALID-SIGNUP-6, docs/decisions/0009), or null. */
export function emailCheckMessage(check: EmailCheck | null, email: string, sisterProductName: string): string | null {
  switch (currentEmailCheck(check, email)?.status) {
    case 'exists':
      return VALIDATION_MESSAGES.emailExists;
    case 'exists on network':
      return emailExistsOnMessage(sisterProductName);
    case 'failed':
      return emailCheckFailureMessage(null);
    default:
      return null;
  }
}

/** The check follows a valid confirm email: both email fields pass their rules. */
export const emailFieldsAreValid = (errors: FieldErrors): boolean => errors.email === undefined && errors.confirmEmail === undefined;

/**
 * Leaving the email or confirm-email field starts a check when both are valid and the email was
 * not checked yet (or the last check of it failed, so leaving the field again retries).
 */
export function emailNeedsCheck(field: AuthField, values: AuthValues, errors: FieldErrors, check: EmailCheck | null): boolean {
  if (field !== 'email' && field !== 'confirmEmail') return false;
  if (!emailFieldsAreValid(errors)) return false;
  const current = currentEmailCheck(check, values.email);
  return current === null || current.status === 'failed';
}

/** The check for this email found an account: the individual form cannot create one (VALID-SIGNUP-7/8). */
export function emailIsTaken(check: EmailCheck | null, email: string): boolean {
  const status = currentEmailCheck(check, email)?.status;
  return status === 'exists' || status === 'exists on network';
}

export const emailIsFree = (check: EmailCheck | null, email: string): boolean => currentEmailCheck(check, email)?.status === 'free';

// ── Errors and submit ──────────────────────────────────────────────────────────────────────────
/** The rule errors of the form a page shows (none on page 0). */
export function pageErrors(page: AuthPage, values: AuthValues): FieldErrors {
  const form = formForPage(page);
  return form === null ? {} : formErrors(form, values);
}

/**
 * SIGNUP-FORM-1: the whole form validates — every rule passes and, on the individual form, the
 * email is not known to be taken (a check still to come runs when submit is pressed).
 */
export function formIsComplete(page: AuthPage, errors: FieldErrors, check: EmailCheck | null, email: string): boolean {
  if (Object.keys(errors).length > 0) return false;
  if (page === AUTH_PAGES.individualSignUp && emailIsTaken(check, email)) return false;
  return true;
}

/** What the view shows under each field: rule errors of touched fields, or of all after submit (SIGNUP-FORM-2/3). */
export function visibleErrors(input: {
  page: AuthPage;
  errors: FieldErrors;
  touched: Partial<Record<AuthField, boolean>>;
  submitted: boolean;
  emailCheck: EmailCheck | null;
  email: string;
  sisterProductName: string;
}): FieldErrors {
  const form = formForPage(input.page);
  if (form === null) return {};
  const shown: FieldErrors = {};
  for (const field of FORM_FIELDS[form]) {
    const error = input.errors[field];
    if (error !== undefined && (input.submitted || input.touched[field] === true)) shown[field] = error;
  }
  if (form === 'individual' && shown.email === undefined) {
    const server = emailCheckMessage(input.emailCheck, input.email, input.sisterProductName);
    if (server !== null) shown.email = server;
  }
  return shown;
}
