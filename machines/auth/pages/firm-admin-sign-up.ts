// Page 4 of the auth dialog, 'Step 1: Create your account': the firm admin's sign-up form and the
// admin account creation (ADMIN-*, VALID-ADMIN-*, ERR-AUTH-6/7).
import { PAGE_STATES } from '../page-numbers.ts';
import { firmAdminFailureMessage } from '../rules.ts';
import { authSetup, IGNORED_WHILE_BUSY, trimmed } from '../auth.setup.ts';

/** Page 4, 'Step 1: Create your account' (ADMIN-1..8, VALID-ADMIN-1..10, ERR-AUTH-6/7). */
export const firmAdminSignUp = authSetup.createStateConfig({
  description: "Page 4, 'Step 1: Create your account': the firm admin's form and creating the admin account.",
  entry: { type: 'enter page', params: { page: PAGE_STATES['firm admin sign-up'] } },
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
              type: 'tell the parent the member signed in',
              params: ({ event, context }) => ({
                authToken: event.output.authToken,
                nextPage: 'payment details',
                firmName: trimmed(context.values.firmName),
              }),
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
});
