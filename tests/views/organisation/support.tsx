// Shared by the organisation view tests: render under the app's Chakra system, and a real machine
// (stubbed actors) started under a tiny parent so that sendParent has somewhere to go.
import { ChakraProvider } from '@chakra-ui/react';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createActor, setup, type ActorRefFrom, type AnyStateMachine, type EventObject, type InputFrom } from 'xstate';
import { appSystem } from '../../../src/app/theme/system.ts';
export { settle } from '../../support/async.ts';

export function renderWithChakra(ui: ReactNode) {
  return render(<ChakraProvider value={appSystem()}>{ui}</ChakraProvider>);
}

/** Starts `logic` as child 'child' of a recording parent; returns the parent's received events too. */
export function startChild<T extends AnyStateMachine>(logic: T, input: InputFrom<T>) {
  const received: EventObject[] = [];
  // Typed loosely here: the generic T keeps the caller's input and child ref exact.
  const anyLogic: AnyStateMachine = logic;
  const parent = setup({ actors: { child: anyLogic } }).createMachine({
    invoke: { id: 'child', src: 'child', input },
    on: { '*': { actions: ({ event }) => received.push(event) } },
  });
  const root = createActor(parent).start();
  const child = root.getSnapshot().children.child as ActorRefFrom<T> | undefined;
  if (!child) throw new Error('child did not start');
  return { root, child, received };
}

