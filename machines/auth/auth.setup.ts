// The auth dialog's vocabulary: the calls it makes, its guards and its actions, set up once so each
// page's state file (pages/) and the machine that assembles them share one typed setup.
import { assign, enqueueActions, sendParent, setup, stateIn } from 'xstate';
import { actionToProvide, actorToProvide } from '../not-provided.ts';
import type { AuthEvent, AuthSignedInEvent, AuthToParentEvent, PasswordField } from './events.ts';
import { pageShown } from './page-numbers.ts';
import {
  AUTH_PAGES,
  currentEmailCheck,
  emailCheckOutcome,
  emailIsFree,
  emailNeedsCheck,
  formIsComplete,
  pageErrors,
  type AuthPage,
  type EmailAccounts,
  type SignUpAudience,
} from './rules.ts';
import type {
  AuthContext,
  AuthInput,
  CreateAccountInput,
  CreateAdminAccountInput,
  NewAccount,
  SaveNamesInput,
  SignInInput,
  SignInOutput,
} from './types.ts';
import { emptyAuthValues, normalizeEmail, type AuthField } from './validation.ts';

export const trimmed = (value: string): string => value.trim();

/**
 * While a call runs the page is frozen (KNOWN-10): the loading backdrop covers it, yet Escape and
 * the keys typed in the field in focus still reach the dialog, whose handlers sit on the open
 * dialog; a busy state takes them and does nothing. The busy pages' other controls are covered or
 * disabled, and their events are handled only where those controls show, so no busy state needs them.
 */
export const IGNORED_WHILE_BUSY = {
  close: {},
  'change field': {},
} as const;

export const authSetup = setup({
  types: {
    context: {} as AuthContext,
    events: {} as AuthEvent,
    input: {} as AuthInput,
  },
  actors: {
    /** POST /v1/are/member/email (API-25). */
    'check email': actorToProvide<EmailAccounts, { email: string }>('check email'),
    /** POST /v1/are/member/profile (API-11). */
    'create account': actorToProvide<NewAccount, CreateAccountInput>('create account'),
    /** POST /v1/guest/are/log_in (API-27). */
    'sign in': actorToProvide<SignInOutput, SignInInput>('sign in'),
    /** PATCH /v1/are/member/profile (API-13), update_email false, as the member just signed in. */
    'save the names': actorToProvide<void, SaveNamesInput>('save the names'),
    /** The spec's POST {hash} (API-35), admin_is_user false. */
    'create admin account': actorToProvide<NewAccount, CreateAdminAccountInput>('create admin account'),
    /** The identity provider's change-password call (API-37). */
    'send password reset': actorToProvide<void, { email: string }>('send password reset'),
  },
  guards: {
    'a group product': (_, params: { audience: SignUpAudience }) => params.audience === 'group',
    'the form has errors': ({ context }) => Object.keys(context.errors).length > 0,
    'the sign-up form is incomplete': ({ context }) =>
      !formIsComplete(AUTH_PAGES.individualSignUp, context.errors, context.emailCheck, context.values.email),
    'the email was checked and is free': ({ context }) => emailIsFree(context.emailCheck, context.values.email),
    'the email needs checking': ({ context }, params: { field: AuthField }) =>
      emailNeedsCheck(params.field, context.values, context.errors, context.emailCheck),
    'the checked email is free': (_, params: { accounts: EmailAccounts }) => emailCheckOutcome(params.accounts) === 'free',
    'the email exists on the platform': ({ context }) => currentEmailCheck(context.emailCheck, context.values.email)?.status === 'exists',
    'the known account is signed in': ({ context }) => context.knownAccountToken !== null,
    'the email exists only on the network': ({ context }) =>
      currentEmailCheck(context.emailCheck, context.values.email)?.status === 'exists on network',
  },
  actions: {
    // Side effects the app supplies with .provide({ actions }).
    /** SIGNUP-FORM-4: every press of a sign-up form's 'Proceed to billing'. */
    'track sign-up submitted': actionToProvide<{ form: 'individual' | 'admin' }>('track sign-up submitted'),
    /** STATE-ACCOUNT-5: the hidden 1-pixel frame pointing to the learning site. */
    'add learning site frame': actionToProvide<{ authToken: string }>('add learning site frame'),

    'enter page': assign(({ context }, params: { page: AuthPage }) => {
      // Passwords never follow the visitor from one form to another; names and emails do.
      const values = { ...context.values, password: '', confirmPassword: '' };
      return {
        values,
        errors: pageErrors(params.page, values),
        touched: {},
        submitted: false,
        message: null,
        passwordReset: 'idle' as const,
        passwordVisible: {},
      };
    }),
    'mark the field touched': assign(({ context }, params: { field: AuthField }) => ({
      touched: { ...context.touched, [params.field]: true },
    })),
    'show every error': assign({ submitted: true }),
    'toggle the password visibility': assign(({ context }, params: { field: PasswordField }) => ({
      passwordVisible: { ...context.passwordVisible, [params.field]: context.passwordVisible[params.field] !== true },
    })),
    'start the email check': assign(({ context }) => ({
      emailCheck: { email: normalizeEmail(context.values.email), status: 'checking' as const },
    })),
    'store the email check': assign(({ context }, params: { accounts: EmailAccounts }) =>
      context.emailCheck === null ? {} : { emailCheck: { email: context.emailCheck.email, status: emailCheckOutcome(params.accounts) } },
    ),
    'store the failed email check': assign(({ context }) =>
      context.emailCheck === null ? {} : { emailCheck: { email: context.emailCheck.email, status: 'failed' as const } },
    ),
    'remember the known email': assign(({ context }) => ({ knownEmail: trimmed(context.values.email) })),
    'start the call': assign({ status: 'loading' as const, message: null }),
    'remember the new account': assign((_, params: { account: NewAccount }) => ({
      status: 'succeeded' as const,
      memberId: params.account.memberId,
      slug: params.account.slug,
    })),
    'mark the call succeeded': assign({ status: 'succeeded' as const }),
    'show the failure': assign((_, params: { message: string }) => ({ status: 'failed' as const, message: params.message })),
    'start the password reset': assign({ passwordReset: 'loading' as const, message: null }),
    'mark the reset sent': assign({ passwordReset: 'succeeded' as const }),
    'mark the reset failed': assign((_, params: { message: string }) => ({ passwordReset: 'failed' as const, message: params.message })),
    'remember the known account token': assign((_, params: { authToken: string }) => ({ knownAccountToken: params.authToken })),
    'forget the typed values': assign({ values: emptyAuthValues(), emailCheck: null, knownEmail: null, knownAccountToken: null }),
    'reset the dialog': assign(({ context }) => ({
      values: { ...context.values, password: '', confirmPassword: '' },
      // A check still running stopped with the dialog: unanswered, it is forgotten, so the
      // reopened form neither spins on the email for ever nor skips checking it (VALID-SIGNUP-6).
      emailCheck: context.emailCheck?.status === 'checking' ? null : context.emailCheck,
      errors: {},
      touched: {},
      submitted: false,
      message: null,
      passwordReset: 'idle' as const,
      passwordVisible: {},
      knownAccountToken: null,
    })),

    /** Every form that signs the visitor in tells the parent alike: only the page after it and the firm to create differ. */
    'tell the parent the member signed in': sendParent(
      (_, params: Omit<AuthSignedInEvent, 'type'>): AuthToParentEvent => ({ type: 'auth.signed in', ...params }),
    ),
    'tell the parent the dialog closed': sendParent((): AuthToParentEvent => ({ type: 'auth.dialog closed' })),
  },
}).extend<{ 'remember the value': { field: AuthField; value: string } }>({
  // Typed against the finished setup, so `check` can ask the state.
  actions: {
    'remember the value': enqueueActions(({ context, check, enqueue }, params) => {
      const values = { ...context.values, [params.field]: params.value };
      // The errors are those of the form on the page shown, which only the state knows.
      const page = pageShown((state) => check(stateIn(state)));
      enqueue.assign({ values, errors: pageErrors(page, values), message: null });
    }),
  },
});
