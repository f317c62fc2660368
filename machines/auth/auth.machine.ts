// Owns the sign-up and sign-in dialog (systemId 'auth', a child of the checkout): its four pages by
// page number, the typed values, field errors, the email check and the account and sign-in calls.
import { assign, fromPromise, sendParent, setup } from 'xstate';
import type { AuthEvent, AuthToParentEvent, PasswordField } from './events.ts';
import {
  AUTH_PAGES,
  currentEmailCheck,
  emailCheckOutcome,
  emailIsFree,
  emailNeedsCheck,
  firmAdminFailureMessage,
  formIsComplete,
  individualSignUpFailureMessage,
  knownAccountFailureMessage,
  pageErrors,
  signInFailureMessage,
  type AuthPage,
  type EmailAccounts,
  type EmailCheck,
  type SignUpAudience,
} from './rules.ts';
import { emptyAuthValues, normalizeEmail, type AuthField, type AuthValues, type FieldErrors } from './validation.ts';

/** An async slice's status (STATE-ASYNC-1): idle 0, loading 1, succeeded 2, failed 3. */
export type AuthStatus = 'idle' | 'loading' | 'succeeded' | 'failed';

export interface AuthInput {
  /** catalogue.sister_product_name, e.g. 'Atlas Network' (VALID-SIGNUP-8). */
  sisterProductName: string;
}

export interface AuthContext {
  /** MODAL-1: 0 closed, 1 individual sign-up, 2 sign-in, 3 known account, 4 firm-admin sign-up. */
  page: AuthPage;
  sisterProductName: string;
  /** What is typed in every field of the four forms; never cleared by a failure. */
  values: AuthValues;
  /** Fields the visitor has left at least once on this page (SIGNUP-FORM-2). */
  touched: Partial<Record<AuthField, boolean>>;
  /** The page's submit was pressed: every error shows (SIGNUP-FORM-3). */
  submitted: boolean;
  /** Every rule the current page's values break, one message per field (shown per SIGNUP-FORM-2/3). */
  errors: FieldErrors;
  /** The last server email check, for the email it was made for (VALID-SIGNUP-6..8). */
  emailCheck: EmailCheck | null;
  /** The email the known-account page shows read-only (KNOWN-3/4). */
  knownEmail: string | null;
  passwordVisible: Partial<Record<PasswordField, boolean>>;
  /** The last account or sign-in call (STATE-ACCOUNT-1..4). */
  status: AuthStatus;
  /** The failure text of the last call on this page (ERR-AUTH-1..7), or null. */
  message: string | null;
  /** The known-account password reset (STATE-ACCOUNT-6: idle 0, succeeded 2, failed 3). */
  passwordReset: AuthStatus;
  /** STATE-ACCOUNT-1/2: kept after a successful account creation. */
  memberId: string | null;
  slug: string | null;
}

/** What 'create account' and 'create admin account' answer. */
export interface NewAccount {
  memberId: string;
  authToken: string;
  slug: string | null;
}
export interface CreateAccountInput {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}
export interface CreateAdminAccountInput {
  firstName: string;
  lastName: string;
  firmName: string;
  workEmail: string;
  password: string;
}
export interface SignInInput {
  email: string;
  password: string;
}
export interface SignInOutput {
  authToken: string;
}

function notProvided(name: string): never {
  throw new Error(`'${name}' not provided: supply it with authMachine.provide({ actors })`);
}

const trimmed = (value: string): string => value.trim();

/** While a call runs the page is frozen: the loading backdrop covers it and these events wait (KNOWN-10). */
const IGNORED_WHILE_BUSY = {
  close: {},
  'open sign-up': {},
  'open sign-in': {},
  'change field': {},
  submit: {},
  'forgot password': {},
  'sign in instead': {},
  'use known account': {},
} as const;

export const authMachine = setup({
  types: {
    context: {} as AuthContext,
    events: {} as AuthEvent,
    input: {} as AuthInput,
  },
  actors: {
    /** POST /v1/are/member/email (API-25). */
    'check email': fromPromise<EmailAccounts, { email: string }>(async () => notProvided('check email')),
    /** POST /v1/are/member/profile (API-11); also opens a sister-network account on the platform. */
    'create account': fromPromise<NewAccount, CreateAccountInput>(async () => notProvided('create account')),
    /** POST /v1/guest/are/log_in (API-27). */
    'sign in': fromPromise<SignInOutput, SignInInput>(async () => notProvided('sign in')),
    /** The spec's POST {hash} (API-35), admin_is_user false. */
    'create admin account': fromPromise<NewAccount, CreateAdminAccountInput>(async () => notProvided('create admin account')),
    /** The identity provider's change-password call (API-37). */
    'send password reset': fromPromise<void, { email: string }>(async () => notProvided('send password reset')),
  },
  guards: {
    'a group product': (_, params: { audience: SignUpAudience }) => params.audience === 'group',
    'the form has errors': ({ context }) => Object.keys(context.errors).length > 0,
    'the sign-up form is incomplete': ({ context }) =>
      !formIsComplete(context.page, context.errors, context.emailCheck, context.values.email),
    'the email was checked and is free': ({ context }) => emailIsFree(context.emailCheck, context.values.email),
    'the email needs checking': ({ context }, params: { field: AuthField }) =>
      emailNeedsCheck(params.field, context.values, context.errors, context.emailCheck),
    'the checked email is free': (_, params: { accounts: EmailAccounts }) => emailCheckOutcome(params.accounts) === 'free',
    'the email exists on the platform': ({ context }) => currentEmailCheck(context.emailCheck, context.values.email)?.status === 'exists',
    'the email exists only on the network': ({ context }) =>
      currentEmailCheck(context.emailCheck, context.values.email)?.status === 'exists on network',
  },
  actions: {
    // Side effects the app supplies with .provide({ actions }); no-ops here so a bare machine runs.
    /** SIGNUP-FORM-4: every press of a sign-up form's 'Proceed to billing'. */
    'track sign-up submitted': (_, _params: { form: 'individual' | 'admin' }) => undefined,
    /** STATE-ACCOUNT-5: the hidden 1-pixel frame pointing to the learning site. */
    'add learning site frame': (_, _params: { authToken: string }) => undefined,

    'enter page': assign(({ context }, params: { page: AuthPage }) => {
      // Passwords never follow the visitor from one form to another; names and emails do.
      const values = { ...context.values, password: '', confirmPassword: '' };
      return {
        page: params.page,
        values,
        errors: pageErrors(params.page, values),
        touched: {},
        submitted: false,
        message: null,
        passwordReset: 'idle' as const,
        passwordVisible: {},
      };
    }),
    'fill in the email': assign(({ context }, params: { email: string | undefined }) =>
      params.email === undefined ? {} : { values: { ...context.values, email: params.email } },
    ),
    'remember the value': assign(({ context }, params: { field: AuthField; value: string }) => {
      const values = { ...context.values, [params.field]: params.value };
      return { values, errors: pageErrors(context.page, values), message: null };
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
    'forget the typed values': assign({ values: emptyAuthValues(), emailCheck: null, knownEmail: null }),
    'reset the dialog': assign(({ context }) => ({
      page: AUTH_PAGES.closed,
      values: { ...context.values, password: '', confirmPassword: '' },
      errors: {},
      touched: {},
      submitted: false,
      message: null,
      passwordReset: 'idle' as const,
      passwordVisible: {},
    })),

    'tell the parent the account was created': sendParent(
      (_, params: { account: NewAccount }): AuthToParentEvent => ({
        type: 'account created',
        authToken: params.account.authToken,
        memberId: params.account.memberId,
        slug: params.account.slug,
      }),
    ),
    'tell the parent the admin account was created': sendParent(
      (_, params: { account: NewAccount; firmName: string }): AuthToParentEvent => ({
        type: 'admin account created',
        authToken: params.account.authToken,
        memberId: params.account.memberId,
        slug: params.account.slug,
        firmName: params.firmName,
      }),
    ),
    'tell the parent the member signed in': sendParent(
      (_, params: { authToken: string; email: string }): AuthToParentEvent => ({
        type: 'signed in with password',
        authToken: params.authToken,
        email: params.email,
      }),
    ),
    'tell the parent the dialog closed': sendParent((): AuthToParentEvent => ({ type: 'auth dialog closed' })),
  },
}).createMachine({
  id: 'auth',
  context: ({ input }) => ({
    page: AUTH_PAGES.closed,
    sisterProductName: input.sisterProductName,
    values: emptyAuthValues(),
    touched: {},
    submitted: false,
    errors: {},
    emailCheck: null,
    knownEmail: null,
    passwordVisible: {},
    status: 'idle',
    message: null,
    passwordReset: 'idle',
    memberId: null,
    slug: null,
  }),
  initial: 'closed',
  on: {
    'open sign-up': [
      { guard: { type: 'a group product', params: ({ event }) => ({ audience: event.audience }) }, target: '.open.firm admin sign-up' },
      { target: '.open.individual sign-up' },
    ],
    'open sign-in': {
      target: '.open.sign in',
      actions: { type: 'fill in the email', params: ({ event }) => ({ email: event.email }) },
    },
  },
  states: {
    closed: {
      entry: 'reset the dialog',
    },
    open: {
      on: {
        close: { target: 'closed', actions: 'tell the parent the dialog closed' },
        'change field': { actions: { type: 'remember the value', params: ({ event }) => ({ field: event.field, value: event.value }) } },
        'blur field': { actions: { type: 'mark the field touched', params: ({ event }) => ({ field: event.field }) } },
        'toggle password visibility': {
          actions: { type: 'toggle the password visibility', params: ({ event }) => ({ field: event.field }) },
        },
      },
      initial: 'individual sign-up',
      states: {
        /** Page 1 (SIGNUP-1..7, VALID-SIGNUP-1..12, SIGNUP-FORM-1..9). */
        'individual sign-up': {
          entry: { type: 'enter page', params: { page: AUTH_PAGES.individualSignUp } },
          on: {
            'sign in instead': { guard: 'the email exists on the platform', target: 'sign in' },
            'use known account': {
              guard: 'the email exists only on the network',
              target: 'known account',
              actions: 'remember the known email',
            },
          },
          initial: 'editing',
          states: {
            editing: {
              on: {
                'blur field': [
                  {
                    guard: { type: 'the email needs checking', params: ({ event }) => ({ field: event.field }) },
                    target: 'checking the email',
                    actions: { type: 'mark the field touched', params: ({ event }) => ({ field: event.field }) },
                  },
                  { actions: { type: 'mark the field touched', params: ({ event }) => ({ field: event.field }) } },
                ],
                submit: [
                  {
                    guard: 'the sign-up form is incomplete',
                    actions: [{ type: 'track sign-up submitted', params: { form: 'individual' } }, 'show every error'],
                  },
                  {
                    guard: 'the email was checked and is free',
                    target: 'creating the account',
                    actions: [{ type: 'track sign-up submitted', params: { form: 'individual' } }, 'show every error'],
                  },
                  {
                    target: 'checking the email, then creating',
                    actions: [{ type: 'track sign-up submitted', params: { form: 'individual' } }, 'show every error'],
                  },
                ],
              },
            },
            /** In the background: the visitor keeps typing while the check runs. */
            'checking the email': {
              entry: 'start the email check',
              invoke: {
                id: 'check email',
                src: 'check email',
                input: ({ context }) => ({ email: trimmed(context.values.email) }),
                onDone: {
                  target: 'editing',
                  actions: { type: 'store the email check', params: ({ event }) => ({ accounts: event.output }) },
                },
                onError: { target: 'editing', actions: 'store the failed email check' },
              },
              on: {
                'blur field': [
                  {
                    guard: { type: 'the email needs checking', params: ({ event }) => ({ field: event.field }) },
                    target: 'checking the email',
                    reenter: true,
                    actions: { type: 'mark the field touched', params: ({ event }) => ({ field: event.field }) },
                  },
                  { actions: { type: 'mark the field touched', params: ({ event }) => ({ field: event.field }) } },
                ],
                submit: [
                  {
                    guard: 'the sign-up form is incomplete',
                    actions: [{ type: 'track sign-up submitted', params: { form: 'individual' } }, 'show every error'],
                  },
                  {
                    target: 'checking the email, then creating',
                    actions: [{ type: 'track sign-up submitted', params: { form: 'individual' } }, 'show every error'],
                  },
                ],
              },
            },
            /** Submit pressed before the email was checked: check, then create when it is free. */
            'checking the email, then creating': {
              tags: ['busy'],
              entry: 'start the email check',
              invoke: {
                id: 'check email',
                src: 'check email',
                input: ({ context }) => ({ email: trimmed(context.values.email) }),
                onDone: [
                  {
                    guard: { type: 'the checked email is free', params: ({ event }) => ({ accounts: event.output }) },
                    target: 'creating the account',
                    actions: { type: 'store the email check', params: ({ event }) => ({ accounts: event.output }) },
                  },
                  {
                    target: 'editing',
                    actions: { type: 'store the email check', params: ({ event }) => ({ accounts: event.output }) },
                  },
                ],
                onError: { target: 'editing', actions: 'store the failed email check' },
              },
              on: IGNORED_WHILE_BUSY,
            },
            'creating the account': {
              tags: ['busy'],
              entry: 'start the call',
              invoke: {
                id: 'create account',
                src: 'create account',
                input: ({ context }) => ({
                  firstName: trimmed(context.values.firstName),
                  lastName: trimmed(context.values.lastName),
                  email: trimmed(context.values.email),
                  password: context.values.password,
                }),
                onDone: {
                  target: '#auth.closed',
                  actions: [
                    { type: 'remember the new account', params: ({ event }) => ({ account: event.output }) },
                    { type: 'add learning site frame', params: ({ event }) => ({ authToken: event.output.authToken }) },
                    { type: 'tell the parent the account was created', params: ({ event }) => ({ account: event.output }) },
                    'forget the typed values',
                  ],
                },
                onError: {
                  target: 'editing',
                  actions: { type: 'show the failure', params: ({ event }) => ({ message: individualSignUpFailureMessage(event.error) }) },
                },
              },
              on: IGNORED_WHILE_BUSY,
            },
          },
        },
        /** Page 2, 'Welcome Back!' (SIGNIN-1..7, VALID-SIGNIN-1/2, ERR-AUTH-1/2). */
        'sign in': {
          entry: { type: 'enter page', params: { page: AUTH_PAGES.signIn } },
          initial: 'editing',
          states: {
            editing: {
              on: {
                submit: [
                  { guard: 'the form has errors', actions: 'show every error' },
                  { target: 'signing in', actions: 'show every error' },
                ],
              },
            },
            'signing in': {
              tags: ['busy'],
              entry: 'start the call',
              invoke: {
                id: 'sign in',
                src: 'sign in',
                input: ({ context }) => ({ email: trimmed(context.values.email), password: context.values.password }),
                onDone: {
                  target: '#auth.closed',
                  actions: [
                    'mark the call succeeded',
                    {
                      type: 'tell the parent the member signed in',
                      params: ({ context, event }) => ({ authToken: event.output.authToken, email: trimmed(context.values.email) }),
                    },
                    'forget the typed values',
                  ],
                },
                onError: {
                  target: 'editing',
                  actions: { type: 'show the failure', params: ({ event }) => ({ message: signInFailureMessage(event.error) }) },
                },
              },
              on: IGNORED_WHILE_BUSY,
            },
          },
        },
        /** Page 3, 'Hey, we know you!' (KNOWN-1..10, VALID-KNOWN-1..4, ERR-AUTH-4). */
        'known account': {
          entry: { type: 'enter page', params: { page: AUTH_PAGES.knownAccount } },
          initial: 'editing',
          states: {
            editing: {
              on: {
                submit: [
                  { guard: 'the form has errors', actions: 'show every error' },
                  { target: 'opening the account', actions: 'show every error' },
                ],
                'forgot password': { target: 'sending the password reset' },
              },
            },
            /** The sister account's credentials open it on the platform, names included (docs/decisions/0009). */
            'opening the account': {
              tags: ['busy'],
              entry: 'start the call',
              invoke: {
                id: 'create account',
                src: 'create account',
                input: ({ context }) => ({
                  firstName: trimmed(context.values.firstName),
                  lastName: trimmed(context.values.lastName),
                  email: context.knownEmail ?? trimmed(context.values.email),
                  password: context.values.password,
                }),
                onDone: {
                  target: '#auth.closed',
                  actions: [
                    { type: 'remember the new account', params: ({ event }) => ({ account: event.output }) },
                    { type: 'add learning site frame', params: ({ event }) => ({ authToken: event.output.authToken }) },
                    { type: 'tell the parent the account was created', params: ({ event }) => ({ account: event.output }) },
                    'forget the typed values',
                  ],
                },
                onError: {
                  target: 'editing',
                  actions: { type: 'show the failure', params: ({ event }) => ({ message: knownAccountFailureMessage(event.error) }) },
                },
              },
              on: IGNORED_WHILE_BUSY,
            },
            'sending the password reset': {
              tags: ['busy'],
              entry: 'start the password reset',
              invoke: {
                id: 'send password reset',
                src: 'send password reset',
                input: ({ context }) => ({ email: context.knownEmail ?? trimmed(context.values.email) }),
                onDone: { target: 'editing', actions: 'mark the reset sent' },
                onError: {
                  target: 'editing',
                  actions: { type: 'mark the reset failed', params: ({ event }) => ({ message: knownAccountFailureMessage(event.error) }) },
                },
              },
              on: IGNORED_WHILE_BUSY,
            },
          },
        },
        /** Page 4, 'Step 1: Create your account' (ADMIN-1..8, VALID-ADMIN-1..10, ERR-AUTH-6/7). */
        'firm admin sign-up': {
          entry: { type: 'enter page', params: { page: AUTH_PAGES.firmAdminSignUp } },
          initial: 'editing',
          states: {
            editing: {
              on: {
                submit: [
                  {
                    guard: 'the form has errors',
                    actions: [{ type: 'track sign-up submitted', params: { form: 'admin' } }, 'show every error'],
                  },
                  {
                    target: 'creating the admin account',
                    actions: [{ type: 'track sign-up submitted', params: { form: 'admin' } }, 'show every error'],
                  },
                ],
              },
            },
            'creating the admin account': {
              tags: ['busy'],
              entry: 'start the call',
              invoke: {
                id: 'create admin account',
                src: 'create admin account',
                input: ({ context }) => ({
                  firstName: trimmed(context.values.firstName),
                  lastName: trimmed(context.values.lastName),
                  firmName: trimmed(context.values.firmName),
                  workEmail: trimmed(context.values.workEmail),
                  password: context.values.password,
                }),
                onDone: {
                  target: '#auth.closed',
                  actions: [
                    { type: 'remember the new account', params: ({ event }) => ({ account: event.output }) },
                    // Before 'forget the typed values': the parent creates the firm under this name (API-36).
                    {
                      type: 'tell the parent the admin account was created',
                      params: ({ event, context }) => ({ account: event.output, firmName: trimmed(context.values.firmName) }),
                    },
                    'forget the typed values',
                  ],
                },
                onError: {
                  target: 'editing',
                  actions: { type: 'show the failure', params: ({ event }) => ({ message: firmAdminFailureMessage(event.error) }) },
                },
              },
              on: IGNORED_WHILE_BUSY,
            },
          },
        },
      },
    },
  },
});

export type AuthMachine = typeof authMachine;
