// The session machine on a fake identity port: session check, popup login, member profile,
// the bks_token cookie actions, failures with the identity client's messages, and logout.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { appMachine } from '../../../machines/app/app.machine.ts';
import { IDENTITY_ERROR_MESSAGES, IdentityError, type IdentityErrorCode, type IdentityUser } from '../../../machines/session/identity-port.ts';
import { ASYNC_STATUS_CODES, isGroupAdmin, theSignInWindowWasRefused, toSessionMember } from '../../../machines/session/rules.ts';
import { selectSessionPhase } from '../../../machines/session/selectors.ts';
import { sessionMachine } from '../../../machines/session/session.machine.ts';
import { collectNotProvided } from '../../support/not-provided.ts';
import { ADA, profile, settle, signedInSession, startSession } from './harness.ts';

describe('session: the check on page load', () => {
  it('starts by asking the identity client silently, then is anonymous when there is no session', async () => {
    const t = startSession();
    expect(t.value()).toBe('checking session');
    expect(selectSessionPhase(t.actor.getSnapshot())).toBe('checking');
    expect(t.identity.checkSession.count).toBe(1);
    t.identity.checkSession.last().resolve(null);
    await settle();
    expect(t.value()).toBe('anonymous');
    expect(t.profiles.count).toBe(0);
    expect(t.identity.logInWithPopup.count).toBe(0);
  });

  it('a failing check (issuer unreachable) is treated as anonymous, without an error', async () => {
    const t = startSession();
    t.identity.checkSession.last().reject(new IdentityError('timeout'));
    await settle();
    expect(t.value()).toBe('anonymous');
    expect(t.context().error).toBeNull();
  });

  it('STATE-PROFILE-2, API-4: an existing session loads the member profile and ends authenticated', async () => {
    const t = startSession();
    t.identity.checkSession.last().resolve(ADA);
    await settle();
    expect(t.value()).toBe('loading member');
    expect(t.context().user).toEqual(ADA);
    t.profiles.last().resolve(profile());
    await settle();
    expect(t.value()).toBe('authenticated');
    expect(t.context().member).toMatchObject({ id: 'mem_ada', email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace' });
    expect(t.context().memberStatus).toBe('succeeded');
    // No popup on a silent session, and no cookie write: only a login stores the token.
    expect(t.identity.logInWithPopup.count).toBe(0);
    expect(t.log).toEqual([]);
  });

  it("PAGE0-4: 'log in' while the check is still running opens the popup at once", async () => {
    const t = startSession();
    t.actor.send({ type: 'log in' });
    expect(t.value()).toBe('logging in');
    expect(t.identity.logInWithPopup.count).toBe(1);
  });
});

describe('session: popup login (STATE-LOGIN)', () => {
  it('PAGE0-4, SCOPE-14: the popup is requested synchronously, inside the send of the click', async () => {
    const t = startSession();
    t.identity.checkSession.last().resolve(null);
    await settle();
    t.actor.send({ type: 'log in' });
    // No await between the send and this line: a browser would still count the click's activation.
    expect(t.identity.logInWithPopup.count).toBe(1);
  });

  it('STATE-LOGIN-1, STATE-LOGIN-2, STATE-LOGIN-3: pending sets loading, clears justLoggedIn and removes the cookie', async () => {
    const t = startSession();
    // A first login succeeds (justLoggedIn true), then the profile fails: anonymous with justLoggedIn still set.
    t.identity.checkSession.last().resolve(null);
    await settle();
    t.actor.send({ type: 'log in' });
    t.identity.logInWithPopup.last().resolve(ADA);
    await settle();
    t.identity.getAccessToken.last().resolve('token-1');
    await settle();
    t.profiles.last().reject(new Error('Server error'));
    await settle();
    expect(t.value()).toBe('anonymous');
    expect(t.context().justLoggedIn).toBe(true);
    t.log.length = 0;

    t.actor.send({ type: 'log in' });
    expect(t.value()).toBe('logging in');
    expect(t.context().loginStatus).toBe('loading');
    expect(ASYNC_STATUS_CODES[t.context().loginStatus]).toBe(1);
    expect(t.context().justLoggedIn).toBe(false);
    expect(t.log).toEqual(['forget member token']);
  });

  it('STATE-LOGIN-4, STATE-LOGIN-5: success sets justLoggedIn and stores the access token in the cookie', async () => {
    const t = startSession();
    t.identity.checkSession.last().resolve(null);
    await settle();
    t.actor.send({ type: 'log in' });
    t.identity.logInWithPopup.last().resolve(ADA);
    await settle();
    expect(t.identity.getAccessToken.count).toBe(1);
    t.identity.getAccessToken.last().resolve('access-token-1');
    await settle();
    expect(t.context().loginStatus).toBe('succeeded');
    expect(t.context().justLoggedIn).toBe(true);
    expect(t.log).toEqual(['forget member token', 'store member token access-token-1']);
    expect(t.value()).toBe('loading member');
  });

  it("justLoggedIn stays until the flow that reacts to it says 'login handled'", async () => {
    const t = await signedInSession();
    expect(t.value()).toBe('authenticated');
    expect(t.context().justLoggedIn).toBe(true);
    t.actor.send({ type: 'login handled' });
    expect(t.context().justLoggedIn).toBe(false);
    expect(t.value()).toBe('authenticated');
  });

  it('STATE-LOGIN-6, STATE-LOGIN-7, STATE-LOGIN-8, STATE-LOGIN-9, ERR-IDP-1: failure sets failed, keeps the message, clears the flag and the cookie', async () => {
    const t = startSession();
    t.identity.checkSession.last().resolve(null);
    await settle();
    t.actor.send({ type: 'log in' });
    t.log.length = 0;
    t.identity.logInWithPopup.last().reject(new IdentityError('popup_blocked'));
    await settle();
    expect(t.value()).toBe('anonymous');
    expect(t.context()).toMatchObject({
      loginStatus: 'failed',
      error: IDENTITY_ERROR_MESSAGES.popup_blocked,
      errorCode: 'popup_blocked',
      justLoggedIn: false,
    });
    expect(ASYNC_STATUS_CODES[t.context().loginStatus]).toBe(3);
    expect(t.log).toEqual(['forget member token']);
    expect(t.told).toEqual([{ message: IDENTITY_ERROR_MESSAGES.popup_blocked, code: 'popup_blocked' }]);
    expect(t.profiles.count).toBe(0);
  });

  it('PAGELOAD-3, decision 0041: the arrival offer blocked by the browser fails quietly; a click blocked afterwards is told', async () => {
    const t = startSession();
    t.identity.checkSession.last().resolve(null);
    await settle();
    t.actor.send({ type: 'log in', offered: true });
    expect(t.context().loginOffered).toBe(true);
    t.identity.logInWithPopup.last().reject(new IdentityError('popup_blocked'));
    await settle();
    expect(t.value()).toBe('anonymous');
    expect(t.context()).toMatchObject({ loginStatus: 'failed', errorCode: 'popup_blocked' });
    expect(t.told).toEqual([]);
    t.actor.send({ type: 'log in' });
    expect(t.context().loginOffered).toBe(false);
    t.identity.logInWithPopup.last().reject(new IdentityError('popup_blocked'));
    await settle();
    expect(t.told).toEqual([{ message: IDENTITY_ERROR_MESSAGES.popup_blocked, code: 'popup_blocked' }]);
  });

  it('PAGELOAD-3, ERR-IDP-1, decision 0041: the arrival offer the visitor closes says nothing; a window they opened and closed is told, with a way to try again', async () => {
    const t = startSession();
    t.identity.checkSession.last().resolve(null);
    await settle();
    t.actor.send({ type: 'log in', offered: true });
    t.identity.logInWithPopup.last().reject(new IdentityError('popup_cancelled'));
    await settle();
    expect(t.value()).toBe('anonymous');
    expect(t.told).toEqual([]);
    t.actor.send({ type: 'log in' });
    t.identity.logInWithPopup.last().reject(new IdentityError('popup_cancelled'));
    await settle();
    expect(t.told).toEqual([{ message: IDENTITY_ERROR_MESSAGES.popup_cancelled, code: 'popup_cancelled' }]);
    expect(theSignInWindowWasRefused('popup_cancelled')).toBe(true);
    expect(theSignInWindowWasRefused('popup_blocked')).toBe(true);
    expect(theSignInWindowWasRefused('timeout')).toBe(false);
    expect(theSignInWindowWasRefused(null)).toBe(false);
    // The button's 'log in' opens a new window at once.
    t.actor.send({ type: 'log in' });
    expect(t.value()).toBe('logging in');
    expect(t.identity.logInWithPopup.count).toBe(3);
  });

  it('PAGELOAD-3, STATE-LOGIN-9, decision 0041: an offer made while the session is still being checked, blocked, forgets the cookie and says nothing', async () => {
    const t = startSession();
    t.actor.send({ type: 'log in', offered: true });
    expect(t.value()).toBe('logging in');
    expect(t.context().loginOffered).toBe(true);
    t.log.length = 0;
    t.identity.logInWithPopup.last().reject(new IdentityError('popup_blocked'));
    await settle();
    expect(t.value()).toBe('anonymous');
    expect(t.log).toEqual(['forget member token']);
    expect(t.told).toEqual([]);
  });

  it('PAGELOAD-3, decision 0041: a click while the session is still being checked is not an offer', async () => {
    const t = startSession();
    t.actor.send({ type: 'log in' });
    expect(t.context().loginOffered).toBe(false);
    t.identity.logInWithPopup.last().reject(new IdentityError('popup_blocked'));
    await settle();
    expect(t.told).toEqual([{ message: IDENTITY_ERROR_MESSAGES.popup_blocked, code: 'popup_blocked' }]);
  });

  it('ERR-IDP-1: the arrival offer failing any other way (here a timeout) is told', async () => {
    const t = startSession();
    t.identity.checkSession.last().resolve(null);
    await settle();
    t.actor.send({ type: 'log in', offered: true });
    t.identity.logInWithPopup.last().reject(new IdentityError('timeout'));
    await settle();
    expect(t.told).toEqual([{ message: IDENTITY_ERROR_MESSAGES.timeout, code: 'timeout' }]);
  });

  it('STATE-LOGIN-7: a failure after the popup (no access token) is a login failure too', async () => {
    const t = startSession();
    t.identity.checkSession.last().resolve(null);
    await settle();
    t.actor.send({ type: 'log in' });
    t.identity.logInWithPopup.last().resolve(ADA);
    await settle();
    t.identity.getAccessToken.last().reject(new IdentityError('missing_refresh_token'));
    await settle();
    expect(t.value()).toBe('anonymous');
    expect(t.context().error).toBe(IDENTITY_ERROR_MESSAGES.missing_refresh_token);
    expect(t.log).not.toContain('store member token');
  });

  it('ERR-IDP-1: a failed login can be tried again, and success clears the old message', async () => {
    const t = startSession();
    t.identity.checkSession.last().resolve(null);
    await settle();
    t.actor.send({ type: 'log in' });
    t.identity.logInWithPopup.last().reject(new IdentityError('popup_cancelled'));
    await settle();
    expect(t.context().error).toBe(IDENTITY_ERROR_MESSAGES.popup_cancelled);
    t.actor.send({ type: 'log in' });
    expect(t.context().error).toBeNull();
    t.identity.logInWithPopup.last().resolve(ADA);
    await settle();
    t.identity.getAccessToken.last().resolve('t2');
    await settle();
    t.profiles.last().resolve(profile());
    await settle();
    expect(t.value()).toBe('authenticated');
    expect(t.context().error).toBeNull();
  });
});

describe('session: member profile (STATE-PROFILE)', () => {
  it('STATE-PROFILE-1: loading clears the member', async () => {
    const t = await signedInSession();
    expect(t.context().member).not.toBeNull();
    t.actor.send({ type: 'reload member' });
    expect(t.value()).toBe('loading member');
    expect(t.context().member).toBeNull();
    expect(t.context().memberStatus).toBe('loading');
  });

  it('STATE-PROFILE-2, STATE-PROFILE-3, ENTITY-34: success stores the member and computes isGroupAdmin', async () => {
    const admin = await signedInSession({
      groupId: 91,
      groupAccounts: [
        { admin: false, organization: 'Studio A' },
        { admin: true, organization: 'Studio B' },
      ],
    });
    expect(admin.context().member).toMatchObject({ groupId: 91, isGroupAdmin: true });
    expect(admin.context().member?.groupAccounts).toHaveLength(2);

    const member = await signedInSession({ groupAccounts: [{ admin: false, organization: 'Studio A' }] });
    expect(member.context().member?.isGroupAdmin).toBe(false);
    const loner = await signedInSession({ groupAccounts: [] });
    expect(loner.context().member?.isGroupAdmin).toBe(false);
  });

  it('STATE-PROFILE-4, STATE-PROFILE-5: failure clears the member and sets failed', async () => {
    const t = await signedInSession();
    t.actor.send({ type: 'reload member' });
    t.profiles.last().reject(new Error('Unauthorized'));
    await settle();
    expect(t.value()).toBe('anonymous');
    expect(t.context().member).toBeNull();
    expect(t.context().memberStatus).toBe('failed');
    expect(t.context().error).toBe('Unauthorized');
  });

  it('ENTITY-34: isGroupAdmin is true when any entry is admin', () => {
    expect(isGroupAdmin([])).toBe(false);
    expect(isGroupAdmin([{ admin: false }, { admin: false }])).toBe(false);
    expect(isGroupAdmin([{ admin: false }, { admin: true }])).toBe(true);
    expect(toSessionMember(profile({ first_name: '', last_name: '' }))).toMatchObject({ firstName: '', lastName: '', isGroupAdmin: false });
  });
});

describe('session: logout', () => {
  it('forgets the member and the cookie, asks the identity client to log out with the page as returnTo', async () => {
    const t = await signedInSession();
    t.log.length = 0;
    t.actor.send({ type: 'log out' });
    expect(t.value()).toBe('logging out');
    expect(t.context()).toMatchObject({ member: null, user: null, justLoggedIn: false, loginStatus: 'idle', memberStatus: 'idle' });
    expect(t.log).toEqual(['forget member token']);
    await settle();
    expect(t.identity.logOut).toEqual(['http://localhost:4183/price_are5_pro_monthly']);
    expect(t.value()).toBe('anonymous');
  });

  it('ignores log out while anonymous', async () => {
    const t = startSession();
    t.identity.checkSession.last().resolve(null);
    await settle();
    t.actor.send({ type: 'log out' });
    await settle();
    expect(t.identity.logOut).toEqual([]);
  });
});

describe('session: stubbed actors and the bare machine', () => {
  it('runs with actors stubbed directly (no port), as other machines’ tests may do', async () => {
    const user: IdentityUser = { id: 'u1', email: 'member@example.com', name: null };
    const actor = createActor(
      sessionMachine.provide({
        actors: {
          'check session': fromPromise<IdentityUser | null>(async () => user),
          'load member': fromPromise(async () => profile({ email: 'member@example.com' })),
        },
      }),
    ).start();
    await settle();
    expect(actor.getSnapshot().value).toBe('authenticated');
    expect(actor.getSnapshot().context.member?.email).toBe('member@example.com');
  });

  it("a bare machine (nothing provided) throws 'check session' is not provided; the failed check reads as no session", async () => {
    const thrown = collectNotProvided();
    const actor = createActor(sessionMachine).start();
    await settle();
    thrown.restore();
    expect(thrown.errors).toEqual(["Error: 'check session' is not provided: add it with .provide()"]);
    expect(actor.getSnapshot().value).toBe('anonymous');
  });
});

describe('the app root actor', () => {
  it('invokes one session actor, found through the system by its systemId', async () => {
    const app = createActor(
      appMachine.provide({
        actors: {
          'member session': sessionMachine.provide({
            actors: { 'check session': fromPromise<IdentityUser | null>(async () => null) },
            actions: { 'forget member token': () => undefined },
          }),
        },
      }),
    );
    // Reachable before start: views read it on the first render.
    expect(app.system.get('session')).toBeDefined();
    app.start();
    await settle();
    const session = app.system.get('session');
    expect(session).toBe(app.getSnapshot().children.session);
    expect(selectSessionPhase(session.getSnapshot())).toBe('anonymous');
  });
});

describe('ERR-IDP-1: identity-client messages', () => {
  it('every code has its own plain message', () => {
    const codes = Object.keys(IDENTITY_ERROR_MESSAGES) as IdentityErrorCode[];
    expect(codes.sort()).toEqual(
      ['login_required', 'mfa_required', 'missing_refresh_token', 'popup_blocked', 'popup_cancelled', 'state_mismatch', 'timeout', 'unknown'].sort(),
    );
    const texts = codes.map((code) => new IdentityError(code).message);
    expect(new Set(texts).size).toBe(codes.length);
    for (const text of texts) expect(text).toMatch(/^[A-Z].+\.$/);
  });
});
