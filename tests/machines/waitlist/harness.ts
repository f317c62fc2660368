// Test helpers for the waitlist machine: a tiny parent that records what the child sends with
// sendParent, stub 'load seat count' / 'join waitlist' actors, and a recorded 'show joined toast'.
import { createActor, fromPromise, setup, type ActorRefFrom, type EventObject } from 'xstate';
import {
  waitlistMachine,
  type JoinWaitlistOutput,
  type LoadSeatCountOutput,
  type OrganisationCallInput,
} from '../../../machines/waitlist/waitlist.machine.ts';
export { deferred, type Deferred, settle } from '../../support/async.ts';

/** The catalogue's organisations: 101 open, 102 full with 4 waiting. */
export const OPEN: LoadSeatCountOutput = { count: 3, queuePosition: 0, allowed: 25 };
export const FULL: LoadSeatCountOutput = { count: 10, queuePosition: 0, allowed: 10 };

export interface Answers {
  seatCount?: (input: OrganisationCallInput) => Promise<LoadSeatCountOutput>;
  join?: (input: OrganisationCallInput) => Promise<JoinWaitlistOutput>;
}

export interface JoinedToast {
  position: number;
  message: string;
  description: string;
}

/** The waitlist machine (systemId 'waitlist') under a parent that records every event it receives. */
export function startWaitlist(answers: Answers = {}, orgId = 102) {
  const seatCalls: OrganisationCallInput[] = [];
  const joinCalls: OrganisationCallInput[] = [];
  const toasts: JoinedToast[] = [];
  const logic = waitlistMachine.provide({
    actors: {
      'load seat count': fromPromise<LoadSeatCountOutput, OrganisationCallInput>(({ input }) => {
        seatCalls.push(input);
        return (answers.seatCount ?? (async () => FULL))(input);
      }),
      'join waitlist': fromPromise<JoinWaitlistOutput, OrganisationCallInput>(({ input }) => {
        joinCalls.push(input);
        return (answers.join ?? (async () => ({ queuePosition: 5 })))(input);
      }),
    },
    actions: {
      'show joined toast': (_, params) => {
        toasts.push(params);
      },
    },
  });
  const received: EventObject[] = [];
  const parent = setup({ actors: { waitlist: logic } }).createMachine({
    invoke: { id: 'waitlist', systemId: 'waitlist', src: 'waitlist', input: { orgId } },
    on: { '*': { actions: ({ event }) => received.push(event) } },
  });
  const root = createActor(parent).start();
  const child = root.system.get('waitlist') as ActorRefFrom<typeof logic> | undefined;
  if (!child) throw new Error('waitlist child did not start');
  return {
    child,
    seatCalls,
    joinCalls,
    toasts,
    received,
    toParent: (type: string) => received.filter((event) => event.type === type),
    state: () => child.getSnapshot(),
    context: () => child.getSnapshot().context,
  };
}
