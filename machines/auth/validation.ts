// Owns every form rule and message of spec section 5 for the sign-up and sign-in dialogs (individual,
// known account, sign-in, firm admin) plus the generic form defaults, as pure valibot schemas.
// The one source of truth: the auth machine runs these; views reach them through src/lib/validation.
import * as v from 'valibot';

// ── Constants (spec 9; kept equal to src/app/constants.ts by a test, since machines import no code from src/) ──
/** Rule CONST-12. */
export const PASSWORD_MIN_LENGTH = 8;
/** Rule CONST-13: the special characters a password must draw one from. */
export const PASSWORD_SPECIAL_CHARACTERS = '!@#$%&*';

// ── Messages, copied from the spec (typos kept: 'lowerecase') ──────────────────────────────────
export const VALIDATION_MESSAGES = {
  firstNameRequired: 'First name required',
  lastNameRequired: 'Last name required',
  emailInvalid: 'Must be a valid email address.',
  emailRequired: 'Email required',
  emailsDoNotMatch: 'Emails do not match',
  passwordCharacterMix:
    'Password must contain one uppercase letter, one lowerecase letter, one number, and one special character.',
  passwordMinLength: `Password must be at least ${PASSWORD_MIN_LENGTH} characters.`,
  passwordRequired: 'Password is required',
  passwordsDoNotMatch: 'Passwords do not match',
  firmNameRequired: 'Firm name required',
  workEmailRequired: 'Work email required',
  /** VALID-SIGNUP-7: the server check found an account on the platform. */
  emailExists: 'Email already exists',
} as const;

/** VALID-SIGNUP-8: 'Email already exists on' followed by the sister product's name (from the catalogue). */
export const emailExistsOnMessage = (sisterProductName: string): string => `Email already exists on ${sisterProductName}`;

// ── Pure predicates ────────────────────────────────────────────────────────────────────────────
const escapeForClass = (chars: string): string => chars.replace(/[\\\]^-]/g, '\\$&');
const SPECIAL = new RegExp(`[${escapeForClass(PASSWORD_SPECIAL_CHARACTERS)}]`);

/**
 * VALID-SIGNUP-9 / VALID-ADMIN-7: one uppercase (A–Z), one lowercase (a–z), one digit (0–9) and one
 * of !@#$%&*. Other characters are allowed in a password but do not count as the special one
 * (docs/decisions/0009).
 */
export function hasPasswordCharacterMix(password: string): boolean {
  return /[A-Z]/.test(password) && /[a-z]/.test(password) && /[0-9]/.test(password) && SPECIAL.test(password);
}

/** Emails are compared without surrounding spaces and without regard to letter case. */
export const normalizeEmail = (email: string): string => email.trim().toLowerCase();
export const sameEmail = (a: string, b: string): boolean => normalizeEmail(a) === normalizeEmail(b);

// ── Field schemas ──────────────────────────────────────────────────────────────────────────────
const requiredText = (message: string) => v.pipe(v.string(), v.trim(), v.nonEmpty(message));
const emailAddress = (requiredMessage: string) =>
  v.pipe(v.string(), v.trim(), v.nonEmpty(requiredMessage), v.email(VALIDATION_MESSAGES.emailInvalid));
/** A new password (individual and firm-admin sign-up): required, the character mix, then length. */
const newPassword = v.pipe(
  v.string(),
  v.nonEmpty(VALIDATION_MESSAGES.passwordRequired),
  v.check(hasPasswordCharacterMix, VALIDATION_MESSAGES.passwordCharacterMix),
  v.minLength(PASSWORD_MIN_LENGTH, VALIDATION_MESSAGES.passwordMinLength),
);

/** The single-field rules, exported for the property tests and the generic helpers. */
export const fieldSchemas = {
  firstName: requiredText(VALIDATION_MESSAGES.firstNameRequired),
  lastName: requiredText(VALIDATION_MESSAGES.lastNameRequired),
  email: emailAddress(VALIDATION_MESSAGES.emailRequired),
  workEmail: emailAddress(VALIDATION_MESSAGES.workEmailRequired),
  firmName: requiredText(VALIDATION_MESSAGES.firmNameRequired),
  newPassword,
  /** VALID-KNOWN-3/4: the sister product's password: required and 8 or more characters. */
  knownPassword: v.pipe(
    v.string(),
    v.nonEmpty(VALIDATION_MESSAGES.passwordRequired),
    v.minLength(PASSWORD_MIN_LENGTH, VALIDATION_MESSAGES.passwordMinLength),
  ),
  /** VALID-SIGNIN-1: an existing password is only required (older accounts may predate the rules). */
  existingPassword: v.pipe(v.string(), v.nonEmpty(VALIDATION_MESSAGES.passwordRequired)),
} as const;

// ── Form schemas ───────────────────────────────────────────────────────────────────────────────
/** VALID-SIGNUP-1..5, 9..12. */
export const individualSignUpSchema = v.pipe(
  v.object({
    firstName: fieldSchemas.firstName,
    lastName: fieldSchemas.lastName,
    email: fieldSchemas.email,
    confirmEmail: v.pipe(v.string(), v.trim()),
    password: fieldSchemas.newPassword,
    confirmPassword: v.string(),
  }),
  v.forward(
    v.partialCheck([['email'], ['confirmEmail']], (input) => sameEmail(input.email, input.confirmEmail), VALIDATION_MESSAGES.emailsDoNotMatch),
    ['confirmEmail'],
  ),
  v.forward(
    v.partialCheck([['password'], ['confirmPassword']], (input) => input.password === input.confirmPassword, VALIDATION_MESSAGES.passwordsDoNotMatch),
    ['confirmPassword'],
  ),
);

/** VALID-SIGNIN-1/2. */
export const signInSchema = v.object({
  email: fieldSchemas.email,
  password: fieldSchemas.existingPassword,
});

/** VALID-KNOWN-1..4 (the email is the checked one, read-only, not a field of this form). */
export const knownAccountSchema = v.object({
  password: fieldSchemas.knownPassword,
  firstName: fieldSchemas.firstName,
  lastName: fieldSchemas.lastName,
});

/** VALID-ADMIN-1..10; VALID-ADMIN-10 uses the individual form's 'Passwords do not match' (docs/decisions/0009). */
export const firmAdminSignUpSchema = v.pipe(
  v.object({
    firstName: fieldSchemas.firstName,
    lastName: fieldSchemas.lastName,
    firmName: fieldSchemas.firmName,
    workEmail: fieldSchemas.workEmail,
    confirmWorkEmail: v.pipe(v.string(), v.trim()),
    password: fieldSchemas.newPassword,
    confirmPassword: v.string(),
  }),
  v.forward(
    v.partialCheck(
      [['workEmail'], ['confirmWorkEmail']],
      (input) => sameEmail(input.workEmail, input.confirmWorkEmail),
      VALIDATION_MESSAGES.emailsDoNotMatch,
    ),
    ['confirmWorkEmail'],
  ),
  v.forward(
    v.partialCheck([['password'], ['confirmPassword']], (input) => input.password === input.confirmPassword, VALIDATION_MESSAGES.passwordsDoNotMatch),
    ['confirmPassword'],
  ),
);

export type FormName = 'individual' | 'sign in' | 'known account' | 'admin';

/** Each form's fields in screen order (the first invalid one gets focus on submit). */
export const FORM_FIELDS = {
  individual: ['firstName', 'lastName', 'email', 'confirmEmail', 'password', 'confirmPassword'],
  'sign in': ['email', 'password'],
  'known account': ['password', 'firstName', 'lastName'],
  admin: ['firstName', 'lastName', 'firmName', 'workEmail', 'confirmWorkEmail', 'password', 'confirmPassword'],
} as const satisfies Record<FormName, readonly string[]>;

export type FormField<F extends FormName> = (typeof FORM_FIELDS)[F][number];
/** Every field of the four forms. */
export type AuthField = FormField<FormName>;
export type AuthValues = Record<AuthField, string>;
/** One message per field: the first rule the value breaks. */
export type FieldErrors = Partial<Record<AuthField, string>>;

export const emptyAuthValues = (): AuthValues => ({
  firstName: '',
  lastName: '',
  firmName: '',
  email: '',
  confirmEmail: '',
  workEmail: '',
  confirmWorkEmail: '',
  password: '',
  confirmPassword: '',
});

const FORM_SCHEMAS = {
  individual: individualSignUpSchema,
  'sign in': signInSchema,
  'known account': knownAccountSchema,
  admin: firmAdminSignUpSchema,
} as const;

/**
 * The per-field messages of a form for the given values: `{}` when the form validates. Each field
 * gets the first rule it breaks, in the order the spec lists them after 'required'.
 */
export function formErrors(form: FormName, values: Partial<Record<AuthField, string>>): FieldErrors {
  const input = Object.fromEntries(FORM_FIELDS[form].map((field) => [field, values[field] ?? '']));
  const result = v.safeParse(FORM_SCHEMAS[form], input);
  if (result.success) return {};
  const errors: FieldErrors = {};
  for (const issue of result.issues) {
    const key = issue.path?.[0]?.key;
    if (typeof key !== 'string' || !(FORM_FIELDS[form] as readonly string[]).includes(key)) continue;
    const field = key as AuthField;
    errors[field] ??= issue.message;
  }
  return errors;
}

/** The form's fields that have an error, in screen order. */
export function invalidFields(form: FormName, errors: FieldErrors): AuthField[] {
  return FORM_FIELDS[form].filter((field) => errors[field] !== undefined);
}

// ── Generic form defaults (VALID-GENERIC-1; the spec gives no texts, these are ours) ───────────
export const GENERIC_MESSAGES = {
  required: 'This field is required.',
  minLength: (min: number) => `Must be at least ${min} characters.`,
  maxLength: (max: number) => `Must be at most ${max} characters.`,
  email: VALIDATION_MESSAGES.emailInvalid,
  url: 'Must be a valid URL (for example https://example.com).',
  number: 'Must be a number.',
} as const;

const NUMBER_TEXT = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)$/;

/** Schemas for other forms' text inputs; each takes an optional message of its own. */
export const genericRules = {
  required: (message: string = GENERIC_MESSAGES.required) => v.pipe(v.string(), v.trim(), v.nonEmpty(message)),
  minLength: (min: number, message: string = GENERIC_MESSAGES.minLength(min)) => v.pipe(v.string(), v.minLength(min, message)),
  maxLength: (max: number, message: string = GENERIC_MESSAGES.maxLength(max)) => v.pipe(v.string(), v.maxLength(max, message)),
  email: (message: string = GENERIC_MESSAGES.email) => v.pipe(v.string(), v.trim(), v.email(message)),
  url: (message: string = GENERIC_MESSAGES.url) =>
    v.pipe(
      v.string(),
      v.trim(),
      v.url(message),
      v.check((text) => /^https?:\/\//i.test(text), message),
    ),
  /** A text input holding a decimal number ('12', '-3.5', '.5'); blank is not a number. */
  number: (message: string = GENERIC_MESSAGES.number) => v.pipe(v.string(), v.trim(), v.regex(NUMBER_TEXT, message)),
} as const;

/** The first message a value breaks under a schema, or null when it passes. */
export function fieldError(schema: v.GenericSchema<string, unknown>, value: string): string | null {
  const result = v.safeParse(schema, value);
  return result.success ? null : (result.issues[0]?.message ?? null);
}
