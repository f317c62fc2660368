// Owns the organisation's seat count and waitlist: loading the count, the waitlist screen, joining
// the queue and the queue position; tells the parent (checkout) whether seats are available.
import { assign, sendParent, setup } from 'xstate';
import { actionToProvide, actorToProvide } from '../not-provided.ts';
import type { WaitlistEvent, WaitlistToParentEvent } from './events.ts';
import {
  failureMessage,
  JOINED_TOAST_TITLE,
  joinedToastDescription,
  mayJoinWaitlist,
  memberLimitReached,
  WAITLIST_TEXTS,
} from './rules.ts';
import type { SeatCount, WaitlistPosition } from '../domain/organisation.ts';

export interface WaitlistInput {
  /** ROUTE-14: the organisation id kept under session-storage key o. */
  orgId: number;
}

/** The organisation counters, named as spec section 3 names them (ENTITY-31). */
export interface WaitlistContext {
  orgId: number;
  nomaQueuePosition: number;
  nomaSubscriptionCount: number;
  nomaAllowedCount: number;
  /** STATE-ORG-4: the seat count's own loading state. */
  nomaLoading: boolean;
  /** The seat count or the join failed: the text shown on the screen, or null. */
  message: string | null;
}

/** Input of 'load seat count' (API-10) and 'join waitlist' (API-34). */
export interface OrganisationCallInput {
  orgId: number;
}
/** ENTITY-30. */
export type LoadSeatCountOutput = Pick<SeatCount, 'count' | 'queuePosition' | 'allowed'>;
/** ENTITY-32. */
export type JoinWaitlistOutput = Pick<WaitlistPosition, 'queuePosition'>;

export interface WaitlistOutput {
  count: number;
  allowed: number;
}

export const waitlistMachine = setup({
  types: {
    context: {} as WaitlistContext,
    events: {} as WaitlistEvent,
    input: {} as WaitlistInput,
    output: {} as WaitlistOutput,
  },
  actors: {
    'load seat count': actorToProvide<LoadSeatCountOutput, OrganisationCallInput>('load seat count'),
    'join waitlist': actorToProvide<JoinWaitlistOutput, OrganisationCallInput>('join waitlist'),
  },
  guards: {
    'the member limit is reached': (_, params: { count: number; allowed: number }) =>
      memberLimitReached(params.count, params.allowed),
    'not yet in the queue': ({ context }) => mayJoinWaitlist(context.nomaQueuePosition),
  },
  actions: {
    /** STATE-WAITLIST-1..3: a persistent toast with a Dismiss button (the app provides it). */
    'show joined toast': actionToProvide<{ position: number; message: string; description: string }>('show joined toast'),
    'start loading': assign({ nomaLoading: true, message: null }),
    'remember the seat count': assign((_, params: LoadSeatCountOutput) => ({
      nomaSubscriptionCount: params.count,
      nomaAllowedCount: params.allowed,
      nomaQueuePosition: params.queuePosition ?? 0,
      nomaLoading: false,
    })),
    'say the seat count failed': assign({ nomaLoading: false, message: WAITLIST_TEXTS.seatCountFailed }),
    'clear the message': assign({ message: null }),
    'remember the queue position': assign((_, params: { position: number }) => ({ nomaQueuePosition: params.position })),
    'say the join failed': assign((_, params: { error: unknown }) => ({
      message: failureMessage(params.error, WAITLIST_TEXTS.joinFailed),
    })),
    'tell the checkout seats are available': sendParent(
      ({ context }): WaitlistToParentEvent => ({
        type: 'waitlist.seats available',
        count: context.nomaSubscriptionCount,
        allowed: context.nomaAllowedCount,
      }),
    ),
    'tell the checkout the member limit is reached': sendParent(
      ({ context }): WaitlistToParentEvent => ({
        type: 'waitlist.member limit reached',
        count: context.nomaSubscriptionCount,
        allowed: context.nomaAllowedCount,
        queuePosition: context.nomaQueuePosition,
      }),
    ),
  },
}).createMachine({
  id: 'waitlist',
  context: ({ input }) => ({
    orgId: input.orgId,
    nomaQueuePosition: 0,
    nomaSubscriptionCount: 0,
    nomaAllowedCount: 0,
    nomaLoading: false,
    message: null,
  }),
  initial: 'loading the seat count',
  output: ({ context }) => ({ count: context.nomaSubscriptionCount, allowed: context.nomaAllowedCount }),
  states: {
    /** STATE-ORG-4, API-10. */
    'loading the seat count': {
      entry: 'start loading',
      invoke: {
        id: 'load seat count',
        src: 'load seat count',
        input: ({ context }) => ({ orgId: context.orgId }),
        onDone: [
          {
            guard: {
              type: 'the member limit is reached',
              params: ({ event }) => ({ count: event.output.count, allowed: event.output.allowed }),
            },
            target: 'showing the waitlist',
            actions: [
              { type: 'remember the seat count', params: ({ event }) => event.output },
              'tell the checkout the member limit is reached',
            ],
          },
          { target: 'seats available', actions: { type: 'remember the seat count', params: ({ event }) => event.output } },
        ],
        onError: { target: 'could not load the seat count', actions: 'say the seat count failed' },
      },
    },
    'could not load the seat count': {
      on: { retry: { target: 'loading the seat count' } },
    },
    /** WAITLIST-1..5. */
    'showing the waitlist': {
      on: {
        'join the waitlist': { guard: 'not yet in the queue', target: 'joining the waitlist' },
      },
    },
    /** API-34. */
    'joining the waitlist': {
      entry: 'clear the message',
      invoke: {
        id: 'join waitlist',
        src: 'join waitlist',
        input: ({ context }) => ({ orgId: context.orgId }),
        onDone: {
          target: 'showing the waitlist',
          actions: [
            { type: 'remember the queue position', params: ({ event }) => ({ position: event.output.queuePosition }) },
            {
              type: 'show joined toast',
              params: ({ event }) => ({
                position: event.output.queuePosition,
                message: JOINED_TOAST_TITLE,
                description: joinedToastDescription(event.output.queuePosition),
              }),
            },
          ],
        },
        // The screen stays usable: the message shows and the button works again.
        onError: {
          target: 'showing the waitlist',
          actions: { type: 'say the join failed', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    'seats available': {
      type: 'final',
      entry: 'tell the checkout seats are available',
    },
  },
});

export type WaitlistMachine = typeof waitlistMachine;
