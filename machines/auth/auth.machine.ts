// Owns the sign-up and sign-in dialog (systemId 'auth', a child of the checkout): its four pages, the
// typed values, field errors, the email check and the account and sign-in calls.
import { authSetup } from './auth.setup.ts';
import { firmAdminSignUp } from './pages/firm-admin-sign-up.ts';
import { individualSignUp } from './pages/individual-sign-up.ts';
import { knownAccount } from './pages/known-account.ts';
import { signIn } from './pages/sign-in.ts';
import type { AuthPageState } from './page-numbers.ts';
import { emptyAuthValues } from './validation.ts';

export type {
  AuthContext,
  AuthInput,
  AuthStatus,
  CreateAccountInput,
  CreateAdminAccountInput,
  NewAccount,
  SaveNamesInput,
  SignInInput,
  SignInOutput,
} from './types.ts';

export const authMachine = authSetup.createMachine({
  id: 'auth',
  context: ({ input }) => ({
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
    knownAccountToken: null,
  }),
  initial: 'closed',
  states: {
    closed: {
      entry: 'reset the dialog',
      // Page 0's 'Create an account' is behind the open dialog's backdrop: only a closed dialog opens.
      on: {
        'open sign-up': [
          { guard: { type: 'a group product', params: ({ event }) => ({ audience: event.audience }) }, target: 'open.firm admin sign-up' },
          { target: 'open.individual sign-up' },
        ],
      },
    },
    open: {
      description: 'The open dialog: which of its four pages shows, the values typed and their errors, closing it, and showing the password.',
      on: {
        close: { target: 'closed', actions: 'tell the parent the dialog closed' },
        'change field': { actions: { type: 'remember the value', params: ({ event }) => ({ field: event.field, value: event.value }) } },
        'blur field': { actions: { type: 'mark the field touched', params: ({ event }) => ({ field: event.field }) } },
        'toggle password visibility': {
          actions: { type: 'toggle the password visibility', params: ({ event }) => ({ field: event.field }) },
        },
      },
      initial: 'individual sign-up',
      // The page numbers are read from these states (page-numbers.ts): each has its own.
      states: {
        'individual sign-up': individualSignUp,
        'sign in': signIn,
        'known account': knownAccount,
        'firm admin sign-up': firmAdminSignUp,
      } satisfies Record<AuthPageState, unknown>,
    },
  },
});

export type AuthMachine = typeof authMachine;
