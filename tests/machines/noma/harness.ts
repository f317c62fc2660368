// Test helpers for the NOMA machine: a tiny parent that records what the child sends with
// sendParent, a stub 'verify association email', and recorded 'store noma email' / toast actions.
import { createActor, fromPromise, setup, type ActorRefFrom, type EventObject } from 'xstate';
import {
  nomaMachine,
  type NomaInput,
  type VerifyNomaEmailInput,
  type VerifyNomaEmailOutput,
} from '../../../machines/noma/noma.machine.ts';
export { settle } from '../../support/async.ts';

export type VerifyAnswer = (input: VerifyNomaEmailInput) => Promise<VerifyNomaEmailOutput>;

/** The catalogue's rule: a noma.org address is a verified association email. */
export const catalogueAnswer: VerifyAnswer = async ({ email }) => ({ noma: email.toLowerCase().endsWith('@noma.org') });

/** The NOMA machine (systemId 'noma') under a parent that records every event it receives. */
export function startNoma(input: NomaInput = {}, answer: VerifyAnswer = catalogueAnswer) {
  const calls: VerifyNomaEmailInput[] = [];
  const stored: string[] = [];
  const toasts: string[] = [];
  const logic = nomaMachine.provide({
    actors: {
      'verify association email': fromPromise<VerifyNomaEmailOutput, VerifyNomaEmailInput>(({ input: callInput }) => {
        calls.push(callInput);
        return answer(callInput);
      }),
    },
    actions: {
      'store noma email': (_, params) => {
        stored.push(params.email);
      },
      'show validated toast': (_, params) => {
        toasts.push(params.message);
      },
    },
  });
  const received: EventObject[] = [];
  const parent = setup({ actors: { noma: logic } }).createMachine({
    invoke: { id: 'noma', systemId: 'noma', src: 'noma', input },
    on: { '*': { actions: ({ event }) => received.push(event) } },
  });
  const root = createActor(parent).start();
  const child = root.system.get('noma') as ActorRefFrom<typeof logic> | undefined;
  if (!child) throw new Error('noma child did not start');
  return {
    child,
    calls,
    stored,
    toasts,
    received,
    toParent: (type: string) => received.filter((event) => event.type === type),
    state: () => child.getSnapshot(),
    /** Type an email and press Verify. */
    verify(email: string) {
      child.send({ type: 'type email', value: email });
      child.send({ type: 'verify' });
    },
  };
}
