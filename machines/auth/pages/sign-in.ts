// Page 2 of the auth dialog, 'Welcome Back!': the sign-in form and its call (SIGNIN-*, VALID-SIGNIN-*,
// ERR-AUTH-1/2).
import { PAGE_STATES } from '../page-numbers.ts';
import { signInFailureMessage } from '../rules.ts';
import { authSetup, IGNORED_WHILE_BUSY, trimmed } from '../auth.setup.ts';

/** Page 2, 'Welcome Back!' (SIGNIN-1..7, VALID-SIGNIN-1/2, ERR-AUTH-1/2). */
export const signIn = authSetup.createStateConfig({
  description: "Page 2, 'Welcome Back!': the sign-in form and the sign-in call.",
  entry: { type: 'enter page', params: { page: PAGE_STATES['sign in'] } },
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
              params: ({ event }) => ({ authToken: event.output.authToken, nextPage: 'payment method', firmName: null }),
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
});
