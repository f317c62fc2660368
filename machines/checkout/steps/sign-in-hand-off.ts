// The sign-in hand-off: each 'session.signed in' is judged once (the stored noma email, another
// member) and handed on as 'sign-in hand-off.member signed in' or '… member refused'; the visitor follows it.
import { raise } from 'xstate';
import { checkoutSetup } from '../checkout.setup.ts';
import { anotherMemberSignedIn } from '../rules.ts';

/**
 * At the machine's root: the visitor and page regions take the raised event in the same step, with
 * the member they held before it, as they took 'session.signed in' itself.
 */
export const signInHandOff = checkoutSetup.createStateConfig({
  on: {
    'session.signed in': [
      {
        guard: { type: 'the stored noma email belongs to someone else', params: ({ event }) => ({ member: event.member }) },
        actions: raise(({ context, event }) => ({
          type: 'sign-in hand-off.member refused' as const,
          member: event.member,
          anotherMember: anotherMemberSignedIn(context.member, event.member),
        })),
      },
      {
        actions: raise(({ context, event }) => ({
          type: 'sign-in hand-off.member signed in' as const,
          member: event.member,
          anotherMember: anotherMemberSignedIn(context.member, event.member),
        })),
      },
    ],
  },
});

/** Who is here, as the session actor says (through 'watch session'). */
export const visitor = checkoutSetup.createStateConfig({
  description:
    'Who is on the page, as the session says: not known yet, signed out, signed in, or being logged out because the stored NOMA email belongs to someone else.',
  initial: 'session unknown',
  on: {
    // PAGELOAD-4/5: the stored nomaEmail belongs to someone else: it goes, and so does the member.
    'sign-in hand-off.member refused': {
      target: '.logging out',
      actions: [
        'clear the noma email',
        'forget noma email',
        'ask the session to log out',
        { type: 'ask the account to load', params: ({ event }) => ({ load: event.anotherMember }) },
      ],
    },
    'sign-in hand-off.member signed in': {
      target: '.signed in',
      actions: [
        { type: 'ask the account to load', params: ({ context, event }) => ({ load: context.member?.id !== event.member.id }) },
        { type: 'remember the member', params: ({ event }) => ({ member: event.member }) },
      ],
    },
    'session.signed out': {
      target: '.signed out',
      // The account, asked to forget, answers with an empty account, which stops the proration.
      actions: ['forget the member', 'ask the account to forget', 'forget the account data'],
    },
  },
  states: {
    'session unknown': {},
    'signed out': {},
    'signed in': { tags: 'signed in' },
    /** PAGELOAD-5: waiting for the session to end. */
    'logging out': {},
  },
});
