// What others read of the session: the phase words, the member as kept, the failure text of a
// member load, and the 'watch session' actor's reports to the machines that follow the session.
import { describe, expect, it } from 'vitest';
import { createActor, setup, type EventObject } from 'xstate';
import { IDENTITY_ERROR_MESSAGES, IdentityError } from '../../../machines/session/identity-port.ts';
import { sessionMachine } from '../../../machines/session/session.machine.ts';
import { selectSessionPhase } from '../../../machines/session/selectors.ts';
import { watchSessionThroughSystem } from '../../../machines/session/watch-session.ts';
import { sessionActors } from '../../../src/app/wiring/session-wiring.ts';
import {
  ADA,
  Calls,
  fakeIdentity,
  profile,
  selectIsAuthenticated,
  selectJustLoggedIn,
  selectMember,
  selectSessionError,
  settle,
  startSession,
} from './harness.ts';
import type { MemberProfile } from '../../../machines/session/rules.ts';

describe('session read-outs through a login and a logout', () => {
  it('STATE-LOGIN-1, STATE-LOGIN-4, STATE-PROFILE-2: phase, authenticated, error and justLoggedIn follow the session', async () => {
    const t = startSession();
    const read = () => {
      const s = t.actor.getSnapshot();
      return { phase: selectSessionPhase(s), in: selectIsAuthenticated(s), error: selectSessionError(s), just: selectJustLoggedIn(s) };
    };
    t.identity.checkSession.last().resolve(null);
    await settle();
    expect(read()).toEqual({ phase: 'anonymous', in: false, error: null, just: false });
    t.actor.send({ type: 'log in' });
    expect(read()).toEqual({ phase: 'logging in', in: false, error: null, just: false });
    t.identity.logInWithPopup.last().resolve(ADA);
    await settle();
    t.identity.getAccessToken.last().resolve('access-token-1');
    await settle();
    expect(read()).toEqual({ phase: 'loading member', in: false, error: null, just: true });
    t.profiles.last().resolve(profile({ auth_token: 'tok_ada' }));
    await settle();
    expect(read()).toEqual({ phase: 'authenticated', in: true, error: null, just: true });
    expect(t.context().member?.authToken).toBe('tok_ada');
    expect(selectMember(t.actor.getSnapshot())).toMatchObject({ id: 'mem_ada', email: 'ada@example.com' });
    t.actor.send({ type: 'log out' });
    expect(read()).toEqual({ phase: 'logging out', in: false, error: null, just: false });
  });

  it('STATE-LOGIN-7, ERR-IDP-1: a failed popup login is read as its message', async () => {
    const t = startSession();
    t.identity.checkSession.last().resolve(null);
    await settle();
    t.actor.send({ type: 'log in' });
    t.identity.logInWithPopup.last().reject(new IdentityError('popup_cancelled'));
    await settle();
    expect(selectSessionError(t.actor.getSnapshot())).toBe(IDENTITY_ERROR_MESSAGES.popup_cancelled);
  });
});

const MEMBER_LOAD_FAILURES: ReadonlyArray<[string, unknown, string]> = [
  ['an error with a message', new Error('Member not found'), 'Member not found'],
  ['an error with a blank message', new Error('  '), IDENTITY_ERROR_MESSAGES.unknown],
  ['an identity error', new IdentityError('login_required'), IDENTITY_ERROR_MESSAGES.login_required],
  ['a text', 'Member not found', IDENTITY_ERROR_MESSAGES.unknown],
  ['null', null, IDENTITY_ERROR_MESSAGES.unknown],
];

describe('session: the text a failed member load leaves', () => {
  it.each(MEMBER_LOAD_FAILURES)('STATE-PROFILE-4, STATE-LOGIN-7: a member load refused with %s', async (_, reason, message) => {
    const t = startSession();
    t.identity.checkSession.last().resolve(ADA);
    await settle();
    t.profiles.last().reject(reason);
    await settle();
    expect(t.context()).toMatchObject({ memberStatus: 'failed', error: message, member: null });
  });
});

/** The session (systemId 'session') and a 'watch session' actor under a parent that records its reports. */
function watchedSession() {
  const identity = fakeIdentity();
  const profiles = new Calls<MemberProfile>();
  const logic = sessionMachine.provide({
    actors: sessionActors({ identity: identity.port, loadMember: () => profiles.call(), returnTo: () => 'http://localhost/' }),
    actions: { 'store member token': () => undefined, 'forget member token': () => undefined, 'tell the member why login failed': () => undefined },
  });
  const reports: EventObject[] = [];
  const parent = setup({ actors: { session: logic, watch: watchSessionThroughSystem } }).createMachine({
    invoke: [
      { id: 'session', systemId: 'session', src: 'session' },
      { id: 'watch', src: 'watch' },
    ],
    on: { '*': { actions: ({ event }) => reports.push(event) } },
  });
  const root = createActor(parent).start();
  return { root, identity: identity.calls, profiles, reports: () => reports.map((event) => event.type) };
}

describe("the 'watch session' actor", () => {
  it('STATE-LOGIN-6, STATE-LOGIN-4: signed out once, a failed login says only that it failed, a good one says signed in', async () => {
    const t = watchedSession();
    t.identity.checkSession.last().resolve(null);
    await settle();
    expect(t.reports()).toEqual(['session.signed out']);
    const session = t.root.system.get('session');
    session.send({ type: 'log in' });
    t.identity.logInWithPopup.last().reject(new IdentityError('popup_cancelled'));
    await settle();
    expect(t.reports()).toEqual(['session.signed out', 'session.sign-in failed']);
    // The failure is told once: a later change while still signed out says nothing.
    session.send({ type: 'login handled' });
    await settle();
    expect(t.reports()).toEqual(['session.signed out', 'session.sign-in failed']);
    session.send({ type: 'log in' });
    t.identity.logInWithPopup.last().resolve(ADA);
    await settle();
    t.identity.getAccessToken.last().resolve('access-token-1');
    await settle();
    t.profiles.last().resolve(profile());
    await settle();
    expect(t.reports()).toEqual(['session.signed out', 'session.sign-in failed', 'session.signed in']);
  });
});

describe("the 'watch session' actor after signing in", () => {
  async function signedIn() {
    const t = watchedSession();
    t.identity.checkSession.last().resolve(ADA);
    await settle();
    t.profiles.last().resolve(profile());
    await settle();
    return { ...t, session: t.root.system.get('session') };
  }

  it('STATE-LOGIN-8, API-41: the login handled says nothing more; a member reload says signed in again', async () => {
    const t = await signedIn();
    expect(t.reports()).toEqual(['session.signed in']);
    t.session.send({ type: 'login handled' });
    await settle();
    expect(t.reports()).toEqual(['session.signed in']);
    t.session.send({ type: 'reload member' });
    t.profiles.last().resolve(profile({ groupAccounts: [{ admin: true, organization: 'Acme' }] }));
    await settle();
    expect(t.reports()).toEqual(['session.signed in', 'session.signed in']);
  });

  it('STATE-PROFILE-1: a logout says signed out, and no sign-in failure', async () => {
    const t = await signedIn();
    t.session.send({ type: 'log out' });
    await settle();
    expect(t.reports()).toEqual(['session.signed in', 'session.signed out']);
  });

  it('STATE-LOGIN-6: with no session in the system the watch says nothing', async () => {
    const reports: EventObject[] = [];
    const parent = setup({ actors: { watch: watchSessionThroughSystem } }).createMachine({
      invoke: { id: 'watch', src: 'watch' },
      on: { '*': { actions: ({ event }) => reports.push(event) } },
    });
    const root = createActor(parent).start();
    await settle();
    expect(root.getSnapshot().status).toBe('active');
    expect(reports).toEqual([]);
  });
});
