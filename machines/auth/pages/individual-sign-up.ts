// Page 1 of the auth dialog, the individual sign-up: the form, the email check in the background
// or before creating, and the account creation (SIGNUP-*, VALID-SIGNUP-*, SIGNUP-FORM-*).
import { PAGE_STATES } from '../page-numbers.ts';
import { individualSignUpFailureMessage } from '../rules.ts';
import { authSetup, IGNORED_WHILE_BUSY, trimmed } from '../auth.setup.ts';

/** Page 1 (SIGNUP-1..7, VALID-SIGNUP-1..12, SIGNUP-FORM-1..9). */
export const individualSignUp = authSetup.createStateConfig({
  description: 'Page 1, the individual sign-up: the form, the email check (in the background or before creating) and creating the account.',
  entry: { type: 'enter page', params: { page: PAGE_STATES['individual sign-up'] } },
  initial: 'editing',
  states: {
    editing: {
      on: {
        // Their buttons show only under the answer of a finished check, so only while editing.
        'sign in instead': { guard: 'the email exists on the platform', target: '#auth.open.sign in' },
        'use known account': {
          guard: 'the email exists only on the network',
          target: '#auth.open.known account',
          actions: 'remember the known email',
        },
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
            {
              type: 'tell the parent the member signed in',
              params: ({ event }) => ({ authToken: event.output.authToken, nextPage: 'payment details', firmName: null }),
            },
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
});
