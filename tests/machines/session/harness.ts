// Test helpers for the session machine: a fake identity port whose every call waits for the test
// to answer it, a stub profile call, and a recording of the cookie and toast actions.
import { createActor, type SnapshotFrom } from 'xstate';
import type { IdentityPort, IdentityUser } from '../../../machines/session/identity-port.ts';
import type { MemberProfile } from '../../../machines/session/rules.ts';
import { sessionActors } from '../../../src/app/wiring/session-wiring.ts';
import { sessionMachine } from '../../../machines/session/session.machine.ts';
export { deferred, type Deferred, settle } from '../../support/async.ts';
import { deferred, type Deferred, settle } from '../../support/async.ts';

/** Every call of one method: each returns a promise the test settles through `last()`. */
export class Calls<T> {
  readonly pending: Deferred<T>[] = [];
  call(): Promise<T> {
    const d = deferred<T>();
    this.pending.push(d);
    return d.promise;
  }
  get count(): number {
    return this.pending.length;
  }
  last(): Deferred<T> {
    const d = this.pending.at(-1);
    if (!d) throw new Error('not called yet');
    return d;
  }
}

export function fakeIdentity() {
  const calls = {
    checkSession: new Calls<IdentityUser | null>(),
    logInWithPopup: new Calls<IdentityUser>(),
    getAccessToken: new Calls<string>(),
    logOut: [] as string[],
  };
  const port: IdentityPort = {
    checkSession: () => calls.checkSession.call(),
    logInWithPopup: () => calls.logInWithPopup.call(),
    getAccessToken: () => calls.getAccessToken.call(),
    logOut: async (returnTo) => {
      calls.logOut.push(returnTo);
    },
  };
  return { port, calls };
}

export const ADA: IdentityUser = { id: 'auth|ada', email: 'ada@example.com', name: 'Ada Lovelace' };

export function profile(overrides: Partial<MemberProfile> = {}): MemberProfile {
  return {
    id: 'mem_ada',
    email: 'ada@example.com',
    first_name: 'Ada',
    last_name: 'Lovelace',
    auth_token: null,
    groupId: null,
    groupAccounts: [],
    ...overrides,
  };
}

/** The session machine on the fake port; `log` records the named side-effect actions in order. */
export function startSession() {
  const identity = fakeIdentity();
  const profiles = new Calls<MemberProfile>();
  const log: string[] = [];
  const told: { message: string; code: string | null }[] = [];
  const logic = sessionMachine.provide({
    actors: sessionActors({
      identity: identity.port,
      loadMember: () => profiles.call(),
      returnTo: () => 'http://localhost:4183/price_are5_pro_monthly',
    }),
    actions: {
      'store member token': (_, params) => log.push(`store member token ${params.token}`),
      'forget member token': () => log.push('forget member token'),
      'tell the member why login failed': (_, params) => told.push(params),
    },
  });
  const actor = createActor(logic).start();
  return {
    actor,
    identity: identity.calls,
    profiles,
    log,
    told,
    value: () => actor.getSnapshot().value,
    context: () => actor.getSnapshot().context,
  };
}

/** Starts a session and signs Ada in through the popup, up to 'authenticated'. */
export async function signedInSession(overrides: Partial<MemberProfile> = {}) {
  const t = startSession();
  t.identity.checkSession.last().resolve(null);
  await settle();
  t.actor.send({ type: 'log in' });
  t.identity.logInWithPopup.last().resolve(ADA);
  await settle();
  t.identity.getAccessToken.last().resolve('access-token-1');
  await settle();
  t.profiles.last().resolve(profile(overrides));
  await settle();
  return t;
}

// What the session keeps, read as the views would if they showed it (they show only the phase:
// machines/session/selectors.ts).
type SessionSnapshot = SnapshotFrom<typeof sessionMachine>;
/** Signed in with a loaded member profile. */
export const selectIsAuthenticated = (snapshot: SessionSnapshot): boolean => snapshot.matches('authenticated');
export const selectMember = (snapshot: SessionSnapshot) => snapshot.context.member;
export const selectSessionError = (snapshot: SessionSnapshot): string | null => snapshot.context.error;
export const selectJustLoggedIn = (snapshot: SessionSnapshot): boolean => snapshot.context.justLoggedIn;
