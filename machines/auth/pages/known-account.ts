// Page 3 of the auth dialog, 'Hey, we know you!': the sister product's account signs in here, its
// names are saved on the profile, and the password reset (KNOWN-*, VALID-KNOWN-*, ERR-AUTH-4).
import { PAGE_STATES } from '../page-numbers.ts';
import { knownAccountFailureMessage } from '../rules.ts';
import { authSetup, IGNORED_WHILE_BUSY, trimmed } from '../auth.setup.ts';

/** 'Forgot Password?' stays under the loading backdrop, where the keyboard still reaches it: it waits too. */
const IGNORED_WHILE_BUSY_HERE = { ...IGNORED_WHILE_BUSY, 'forgot password': {} } as const;

/** Page 3, 'Hey, we know you!' (KNOWN-1..10, VALID-KNOWN-1..4, ERR-AUTH-4). */
export const knownAccount = authSetup.createStateConfig({
  description:
    "Page 3, 'Hey, we know you!': signing in with the sister product's account, saving the names on the profile, and the password reset.",
  entry: { type: 'enter page', params: { page: PAGE_STATES['known account'] } },
  initial: 'editing',
  states: {
    editing: {
      on: {
        submit: [
          { guard: 'the form has errors', actions: 'show every error' },
          { guard: 'the known account is signed in', target: 'saving the names', actions: 'show every error' },
          { target: 'signing in', actions: 'show every error' },
        ],
        'forgot password': { target: 'sending the password reset' },
      },
    },
    /** The sister credentials sign in: one identity, so log_in opens the account on the platform (0009). */
    'signing in': {
      tags: ['busy'],
      entry: 'start the call',
      invoke: {
        id: 'sign in',
        src: 'sign in',
        input: ({ context }) => ({ email: context.knownEmail ?? trimmed(context.values.email), password: context.values.password }),
        onDone: {
          target: 'saving the names',
          actions: { type: 'remember the known account token', params: ({ event }) => ({ authToken: event.output.authToken }) },
        },
        onError: {
          target: 'editing',
          actions: { type: 'show the failure', params: ({ event }) => ({ message: knownAccountFailureMessage(event.error) }) },
        },
      },
      on: IGNORED_WHILE_BUSY_HERE,
    },
    /** The typed names go on the profile (API-13); a failure keeps the sign-in, so a retry only saves them. */
    'saving the names': {
      tags: ['busy'],
      entry: 'start the call',
      invoke: {
        id: 'save the names',
        src: 'save the names',
        input: ({ context }) => ({
          authToken: context.knownAccountToken ?? '',
          firstName: trimmed(context.values.firstName),
          lastName: trimmed(context.values.lastName),
          email: context.knownEmail ?? trimmed(context.values.email),
        }),
        onDone: {
          target: '#auth.closed',
          actions: [
            'mark the call succeeded',
            {
              type: 'tell the parent the member signed in',
              params: ({ context }) => ({ authToken: context.knownAccountToken ?? '', nextPage: 'payment details', firmName: null }),
            },
            'forget the typed values',
          ],
        },
        onError: {
          target: 'editing',
          actions: { type: 'show the failure', params: ({ event }) => ({ message: knownAccountFailureMessage(event.error) }) },
        },
      },
      on: IGNORED_WHILE_BUSY_HERE,
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
      on: IGNORED_WHILE_BUSY_HERE,
    },
  },
});
