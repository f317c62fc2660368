// The session from its start: checking whether someone is signed in, nobody known yet.
// The machine is imported inside the test on purpose: a broken machine definition (a state named
// wrong, a missing initial state) then fails the test instead of failing the file's import, which
// Stryker's vitest runner counts as no test at all (the mutant "survives").
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { IdentityUser } from '../../../machines/session/identity-port.ts';

describe('the session from its start', () => {
  it('STATE-ASYNC-1: it starts checking the session, with nobody signed in and both slices idle', async () => {
    const { sessionMachine } = await import('../../../machines/session/session.machine.ts');
    // The check never answers here: the test looks at the machine before any answer.
    const logic = sessionMachine.provide({ actors: { 'check session': fromPromise<IdentityUser | null>(() => new Promise(() => undefined)) } });
    const actor = createActor(logic).start();
    expect(actor.getSnapshot().value).toBe('checking session');
    expect(actor.getSnapshot().context).toEqual({
      user: null,
      member: null,
      loginStatus: 'idle',
      memberStatus: 'idle',
      error: null,
      errorCode: null,
      justLoggedIn: false,
      loginOffered: false,
    });
    actor.stop();
  });
});
