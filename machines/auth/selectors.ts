// Pure read-outs of the auth machine for the dialog view: which page, its fields with their visible
// errors, the button state and messages. Views call `useSelector(authRef, selectAuthDialog, shallowEqual)`.
import type { SnapshotFrom } from 'xstate';
import type { AuthMachine } from './auth.machine.ts';
import type { PasswordField } from './events.ts';
import { pageShown } from './page-numbers.ts';
import { AUTH_MESSAGES, AUTH_PAGES, currentEmailCheck, formForPage, formIsComplete, visibleErrors, type AuthPage } from './rules.ts';
import { AUTH_FIELD_LABELS, AUTH_SUBMIT_LABELS, AUTH_TEXTS, AUTH_TITLES } from './texts.ts';
import { FORM_FIELDS, type AuthField, type FieldErrors, type FormName } from './validation.ts';

export type AuthSnapshot = SnapshotFrom<AuthMachine>;

export interface AuthFieldView {
  name: AuthField;
  label: string;
  inputType: 'text' | 'email' | 'password';
  autoComplete: string;
  value: string;
  /** The message to show now (touched or submitted, or the email check's), else null. */
  error: string | null;
  readOnly: boolean;
  /** A show/hide toggle sits in the input (ADMIN-3/4; every password field, docs/decisions/0009). */
  toggle: { field: PasswordField; visible: boolean; label: string } | null;
  /** SIGNUP-6: the password hint under the individual and firm-admin password fields. */
  hint: string | null;
  /** The button under the email check's message: 'Sign in instead' or the known-account offer. */
  offer: { event: 'sign in instead' | 'use known account'; label: string } | null;
}

export interface AuthDialogView {
  open: boolean;
  page: AuthPage;
  form: FormName | null;
  title: string;
  fields: AuthFieldView[];
  submitLabel: string;
  /** SIGNUP-FORM-1: the whole form validates and no call runs. */
  canSubmit: boolean;
  /** A call runs: the loading backdrop shows (KNOWN-10). */
  busy: boolean;
  /** The email check runs in the background. */
  checkingEmail: boolean;
  /** The last call's failure (ERR-AUTH-1..7). */
  message: string | null;
  /** KNOWN-2. */
  notice: string | null;
  /** KNOWN-7. */
  resetSent: string | null;
  /** ADMIN-7: a backdrop click closes every page but the firm-admin form. */
  closeOnBackdrop: boolean;
}

const AUTOCOMPLETE: Record<AuthField, string> = {
  firstName: 'given-name',
  lastName: 'family-name',
  firmName: 'organization',
  email: 'email',
  confirmEmail: 'email',
  workEmail: 'email',
  confirmWorkEmail: 'email',
  password: 'current-password',
  confirmPassword: 'new-password',
};

const isPasswordField = (field: AuthField): field is PasswordField => field === 'password' || field === 'confirmPassword';

/** MODAL-1: the page shown, from the dialog's state. */
const pageOf = (snapshot: AuthSnapshot): AuthPage => pageShown((state) => snapshot.matches(state));

function shownErrors(snapshot: AuthSnapshot, page: AuthPage): FieldErrors {
  const c = snapshot.context;
  return visibleErrors({
    page,
    errors: c.errors,
    touched: c.touched,
    submitted: c.submitted,
    emailCheck: c.emailCheck,
    email: c.values.email,
    sisterProductName: c.sisterProductName,
  });
}

function fieldView(snapshot: AuthSnapshot, form: FormName, field: AuthField, errors: FieldErrors): AuthFieldView {
  const c = snapshot.context;
  const newPassword = form === 'individual' || form === 'admin';
  const visible = isPasswordField(field) && c.passwordVisible[field] === true;
  const check = form === 'individual' && field === 'email' ? currentEmailCheck(c.emailCheck, c.values.email) : null;
  return {
    name: field,
    label: AUTH_FIELD_LABELS[field],
    inputType: isPasswordField(field) ? (visible ? 'text' : 'password') : field.toLowerCase().includes('email') ? 'email' : 'text',
    autoComplete: field === 'password' && newPassword ? 'new-password' : AUTOCOMPLETE[field],
    value: c.values[field],
    error: errors[field] ?? null,
    readOnly: false,
    toggle: isPasswordField(field)
      ? { field, visible, label: visible ? AUTH_TEXTS.hidePassword : AUTH_TEXTS.showPassword }
      : null,
    hint: field === 'password' && newPassword ? AUTH_TEXTS.passwordHint : null,
    offer:
      check?.status === 'exists'
        ? { event: 'sign in instead', label: AUTH_TEXTS.signInInstead }
        : check?.status === 'exists on network'
          ? { event: 'use known account', label: AUTH_TEXTS.knownAccountOffer(c.sisterProductName) }
          : null,
  };
}

/** KNOWN-3/4: the checked email, shown read-only above the known-account fields. */
function knownEmailView(snapshot: AuthSnapshot): AuthFieldView {
  return {
    name: 'email',
    label: AUTH_FIELD_LABELS.email,
    inputType: 'email',
    autoComplete: 'email',
    value: snapshot.context.knownEmail ?? '',
    error: null,
    readOnly: true,
    toggle: null,
    hint: null,
    offer: null,
  };
}

export function selectAuthDialog(snapshot: AuthSnapshot): AuthDialogView {
  const c = snapshot.context;
  const page = pageOf(snapshot);
  const form = formForPage(page);
  const busy = snapshot.hasTag('busy');
  if (form === null) {
    return {
      open: false,
      page: AUTH_PAGES.closed,
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
    };
  }
  const errors = shownErrors(snapshot, page);
  const fields = FORM_FIELDS[form].map((field) => fieldView(snapshot, form, field, errors));
  return {
    open: true,
    page,
    form,
    title: AUTH_TITLES[form],
    fields: form === 'known account' ? [knownEmailView(snapshot), ...fields] : fields,
    submitLabel: AUTH_SUBMIT_LABELS[form],
    canSubmit: !busy && formIsComplete(page, c.errors, c.emailCheck, c.values.email),
    busy,
    checkingEmail: form === 'individual' && currentEmailCheck(c.emailCheck, c.values.email)?.status === 'checking',
    message: c.message,
    notice: form === 'known account' ? AUTH_TEXTS.knownAccountNotice(c.sisterProductName) : null,
    resetSent: form === 'known account' && c.passwordReset === 'succeeded' ? AUTH_MESSAGES.passwordResetSent : null,
    closeOnBackdrop: form !== 'admin',
  };
}

/** The first field with a visible error, in screen order: where focus goes after a refused submit. */
export function selectFirstInvalidField(snapshot: AuthSnapshot): AuthField | null {
  const page = pageOf(snapshot);
  const form = formForPage(page);
  if (form === null) return null;
  const errors = shownErrors(snapshot, page);
  return FORM_FIELDS[form].find((field) => errors[field] !== undefined) ?? null;
}
