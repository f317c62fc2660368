// A machine run without a side effect it declares fails loudly with "'name' is not provided"
// (machines/not-provided.ts, docs/decisions/0026) instead of skipping the step.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { authMachine } from '../../machines/auth/auth.machine.ts';
import { never } from './graph-support.ts';

function stoppedWith(actor: { subscribe: (observer: { error: (error: unknown) => void }) => unknown }): unknown[] {
  const errors: unknown[] = [];
  actor.subscribe({ error: (error) => void errors.push(error) });
  return errors;
}

describe('unprovided actions throw', () => {
  it("SIGNUP-FORM-4: without 'track sign-up submitted', Proceed stops the auth dialog with the error instead of tracking nothing", () => {
    const actor = createActor(
      authMachine.provide({
        actors: {
          'check email': fromPromise(() => never()),
          'create account': fromPromise(() => never()),
          'sign in': fromPromise(() => never()),
          'save the names': fromPromise(() => never()),
          'create admin account': fromPromise(() => never()),
          'send password reset': fromPromise(() => never()),
        },
      }),
      { input: { sisterProductName: 'Atlas Network' } },
    );
    const errors = stoppedWith(actor);
    actor.start();
    actor.send({ type: 'open sign-up', audience: 'individual' });
    actor.send({ type: 'submit' });
    expect(actor.getSnapshot().status).toBe('error');
    expect(errors.map(String)).toEqual(["Error: 'track sign-up submitted' is not provided: add it with .provide()"]);
  });
});
