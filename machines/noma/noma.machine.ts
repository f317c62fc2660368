// Owns the NOMA association-email dialog: the typed email, the 'verify association email' call and
// its messages, storing a verified nomaEmail; tells the parent (checkout) once the email is verified.
import { assign, sendParent, setup } from 'xstate';
import { actionToProvide, actorToProvide } from '../not-provided.ts';
import type { NomaEvent, NomaToParentEvent } from './events.ts';
import { looksLikeEmail, NOMA_MESSAGES } from './rules.ts';
import type { EmailCheck } from '../domain/member.ts';

export interface NomaInput {
  /** The signed-in member's email: the field starts with it (docs/decisions/0010). */
  memberEmail?: string | null;
  /**
   * What the member typed in the dialog before closing it: the checkout stops a closed dialog and
   * starts a new one on Proceed, whose field starts with this instead (docs/decisions/0010, 'Closing').
   */
  typedEmail?: string | null;
}

export interface NomaContext {
  /** What is in the email field; kept after every message and, through the checkout, after Close. */
  email: string;
  /** The message under the field (ERR-NOMA-1/2), or null. */
  message: string | null;
  /** The verified address, once verified. */
  verifiedEmail: string | null;
}

/** Input of 'verify association email': POST /v1/are/member/email (API-25/26). */
export interface VerifyNomaEmailInput {
  email: string;
}
export type VerifyNomaEmailOutput = Pick<EmailCheck, 'noma'>;

export interface NomaOutput {
  email: string | null;
}

export const nomaMachine = setup({
  types: {
    context: {} as NomaContext,
    events: {} as NomaEvent,
    input: {} as NomaInput,
    output: {} as NomaOutput,
  },
  actors: {
    'verify association email': actorToProvide<VerifyNomaEmailOutput, VerifyNomaEmailInput>('verify association email'),
  },
  guards: {
    'the email looks like one': ({ context }) => looksLikeEmail(context.email),
    'it is a NOMA email': (_, params: { noma: boolean }) => params.noma,
  },
  actions: {
    /** STORAGE-3, NOMA-FLOW-2: localStorage nomaEmail = the verified address (the app provides it). */
    'store noma email': actionToProvide<{ email: string }>('store noma email'),
    /** ERR-NOMA-3: a success toast (the app provides it). */
    'show validated toast': actionToProvide<{ message: string }>('show validated toast'),
    'remember the typed email': assign((_, params: { value: string }) => ({ email: params.value, message: null })),
    'clear the message': assign({ message: null }),
    'say it is not a NOMA email': assign({ message: NOMA_MESSAGES.notNoma }),
    'say the check failed': assign({ message: NOMA_MESSAGES.callFailed }),
    'remember the verified email': assign((_, params: { email: string }) => ({ verifiedEmail: params.email })),
    'tell the checkout the email is verified': sendParent(
      ({ context }): NomaToParentEvent => ({ type: 'noma.verified', email: context.verifiedEmail ?? context.email.trim() }),
    ),
    'tell the checkout the dialog was closed': sendParent(({ context }): NomaToParentEvent => ({ type: 'noma.dialog closed', email: context.email })),
  },
}).createMachine({
  id: 'noma',
  context: ({ input }) => ({ email: input.typedEmail ?? input.memberEmail?.trim() ?? '', message: null, verifiedEmail: null }),
  initial: 'asking for the email',
  output: ({ context }) => ({ email: context.verifiedEmail }),
  states: {
    /** NOMA-1..3. */
    'asking for the email': {
      on: {
        'type email': {
          actions: { type: 'remember the typed email', params: ({ event }) => ({ value: event.value }) },
        },
        verify: { guard: 'the email looks like one', target: 'verifying the email' },
        close: { target: 'closed' },
      },
    },
    /** NOMA-FLOW-1. */
    'verifying the email': {
      entry: 'clear the message',
      invoke: {
        id: 'verify association email',
        src: 'verify association email',
        input: ({ context }) => ({ email: context.email.trim() }),
        onDone: [
          {
            guard: { type: 'it is a NOMA email', params: ({ event }) => ({ noma: event.output.noma }) },
            target: 'verified',
            actions: [
              { type: 'remember the verified email', params: ({ context }) => ({ email: context.email.trim() }) },
              { type: 'store noma email', params: ({ context }) => ({ email: context.email.trim() }) },
              { type: 'show validated toast', params: { message: NOMA_MESSAGES.validated } },
            ],
          },
          // ERR-NOMA-2; NOMA-FLOW-3: the dialog stays open so the member can correct the address.
          { target: 'asking for the email', actions: 'say it is not a NOMA email' },
        ],
        // ERR-NOMA-1: the call failed; nothing is stored.
        onError: { target: 'asking for the email', actions: 'say the check failed' },
      },
    },
    /** NOMA-FLOW-3: the dialog closes once the email is stored. */
    verified: {
      type: 'final',
      entry: 'tell the checkout the email is verified',
    },
    /** ROLE-14: the product stays blocked; the checkout stops the dialog and keeps the typed address. */
    closed: {
      entry: 'tell the checkout the dialog was closed',
    },
  },
});

export type NomaMachine = typeof nomaMachine;
