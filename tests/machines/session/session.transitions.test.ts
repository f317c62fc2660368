// The session's less-walked arrows: a member token during a member load, a logout the identity
// client cannot finish (the wiring answers done), and the user kept after a popup login.
// The machine is imported inside each test on purpose: Stryker's vitest runner does not test a
// change to the machine definition against tests that imported the machine with their file.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { deferred } from '../../support/async.ts';
import type { IdentityPort, IdentityUser } from '../../../machines/session/identity-port.ts';
import type { MemberProfile } from '../../../machines/session/rules.ts';
import type { LoggedIn } from '../../../machines/session/session.machine.ts';

const ADA: IdentityUser = { id: 'auth|ada', email: 'ada@example.com', name: 'Ada Lovelace' };
const PROFILE: MemberProfile = {
  id: 'mem_ada', email: 'ada@example.com', first_name: 'Ada', last_name: 'Lovelace', auth_token: null, groupId: null, groupAccounts: [],
};
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** The session with each call answered by the test (a deferred per call), and the token actions recorded. */
async function session(options: { check?: IdentityUser | null } = {}) {
  const { sessionMachine } = await import('../../../machines/session/session.machine.ts');
  const silent = deferred<LoggedIn>();
  const member = deferred<MemberProfile>();
  const log: string[] = [];
  const logic = sessionMachine.provide({
    actors: {
      'check session': fromPromise<IdentityUser | null>(async () => options.check ?? null),
      'sign in silently': fromPromise<LoggedIn>(() => silent.promise),
      'log in with popup': fromPromise<LoggedIn>(async () => ({ user: ADA, token: 'access-token-1' })),
      'load member': fromPromise<MemberProfile>(() => member.promise),
      'log out': fromPromise<void>(async () => {
        log.push('log out');
      }),
    },
    actions: {
      'store member token': (_, params) => log.push(`store member token ${params.token}`),
      'forget member token': () => log.push('forget member token'),
      'tell the member why login failed': () => undefined,
    },
  });
  const actor = createActor(logic).start();
  await settle();
  return { actor, silent, member, log, value: () => actor.getSnapshot().value, context: () => actor.getSnapshot().context };
}

describe('session: arrows taken while something is under way', () => {
  it('STATE-ACCOUNT-3, SIGNIN-6: a member token while a restored session loads its member wins, and is stored', async () => {
    const t = await session({ check: ADA });
    t.actor.send({ type: 'signed in with member token', token: 'tok_new' });
    expect(t.value()).toBe('signing in with the member token');
    expect(t.log).toEqual(['store member token tok_new']);
  });

  it('STATE-PROFILE-4: a logout the identity client cannot finish still ends signed out', async () => {
    const { sessionMachine } = await import('../../../machines/session/session.machine.ts');
    const { sessionActors } = await import('../../../src/app/wiring/session-wiring.ts');
    const member = deferred<MemberProfile>();
    const identity: IdentityPort = {
      checkSession: async () => ADA,
      logInWithPopup: async () => ADA,
      getAccessToken: async () => 'access-token-1',
      logOut: async () => {
        throw new Error('Could not reach the identity provider');
      },
    };
    const actors = sessionActors({ identity, loadMember: () => member.promise, returnTo: () => 'http://localhost/price' });
    const logic = sessionMachine.provide({
      actors,
      actions: { 'store member token': () => undefined, 'forget member token': () => undefined, 'tell the member why login failed': () => undefined },
    });
    const actor = createActor(logic).start();
    await settle();
    member.resolve(PROFILE);
    await settle();
    expect(actor.getSnapshot().value).toBe('authenticated');
    actor.send({ type: 'log out' });
    await settle();
    expect(actor.getSnapshot().value).toBe('anonymous');
    expect(actor.getSnapshot().context).toMatchObject({ user: null, member: null });
  });

  it('STATE-LOGIN-4, STATE-LOGIN-5: a popup login keeps the user, succeeds and stores the access token', async () => {
    const t = await session();
    t.actor.send({ type: 'log in' });
    await settle();
    expect(t.value()).toBe('loading member');
    expect(t.context()).toMatchObject({ user: ADA, loginStatus: 'succeeded', justLoggedIn: true });
    expect(t.log).toEqual(['forget member token', 'store member token access-token-1']);
  });
});
