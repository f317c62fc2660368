// The session taking over a sign-up or sign-in dialog's member token (docs/decisions/0003): the
// token goes into bks_token, the identity client signs in silently on it (no popup), the member is
// loaded; a failed silent sign-in fails like a popup login. The fake identity port answers by hand.
import { describe, expect, it } from 'vitest';
import { IdentityError } from '../../../machines/session/identity-port.ts';
import { selectSessionPhase } from '../../../machines/session/selectors.ts';
import { ADA, profile, settle, signedInSession, startSession } from './harness.ts';

async function anonymousSession() {
  const t = startSession();
  t.identity.checkSession.last().resolve(null);
  await settle();
  return t;
}

describe("session: 'signed in with member token'", () => {
  it('STATE-ACCOUNT-3, SIGNUP-FORM-8, STATE-LOGIN-4: stores bks_token, signs in silently with no popup, loads the member → authenticated', async () => {
    const t = await anonymousSession();
    t.actor.send({ type: 'signed in with member token', token: 'tok_new' });
    expect(t.value()).toBe('signing in with the member token');
    expect(selectSessionPhase(t.actor.getSnapshot())).toBe('logging in');
    expect(t.context().loginStatus).toBe('loading');
    // The cookie first: the issuer reads it at the silent /authorize.
    expect(t.log).toEqual(['store member token tok_new']);
    expect(t.identity.getAccessToken.count).toBe(1);
    expect(t.identity.checkSession.count).toBe(1); // only the page-load check so far
    t.identity.getAccessToken.last().resolve('access-token-new');
    await settle();
    expect(t.identity.checkSession.count).toBe(2);
    t.identity.checkSession.last().resolve(ADA);
    await settle();
    expect(t.value()).toBe('loading member');
    t.profiles.last().resolve(profile());
    await settle();
    expect(t.value()).toBe('authenticated');
    expect(t.context()).toMatchObject({ loginStatus: 'succeeded', justLoggedIn: true, error: null, user: ADA });
    expect(t.identity.logInWithPopup.count).toBe(0);
    // The dialog's token stays in bks_token (no popup login replaced it).
    expect(t.log).toEqual(['store member token tok_new']);
  });

  it("SIGNIN-6: also taken while the page-load check is still running", async () => {
    const t = startSession();
    t.actor.send({ type: 'signed in with member token', token: 'tok_back' });
    expect(t.value()).toBe('signing in with the member token');
    expect(t.log).toEqual(['store member token tok_back']);
  });

  it('SIGNIN-6: a dialog that finishes while the popup is still open wins over the popup', async () => {
    const t = await anonymousSession();
    t.actor.send({ type: 'log in' });
    expect(t.value()).toBe('logging in');
    t.actor.send({ type: 'signed in with member token', token: 'tok_new' });
    expect(t.value()).toBe('signing in with the member token');
    expect(t.log).toEqual(['forget member token', 'store member token tok_new']);
  });

  it('decision 0003, STATE-LOGIN-6..9: a silent sign-in that fails ends anonymous with the message; the cookie goes', async () => {
    const t = await anonymousSession();
    t.actor.send({ type: 'signed in with member token', token: 'tok_new' });
    t.identity.getAccessToken.last().reject(new IdentityError('login_required'));
    await settle();
    expect(t.value()).toBe('anonymous');
    expect(t.context()).toMatchObject({ loginStatus: 'failed', justLoggedIn: false, error: 'Please log in to continue.', errorCode: 'login_required' });
    expect(t.log).toEqual(['store member token tok_new', 'forget member token']);
    expect(t.told).toEqual([{ message: 'Please log in to continue.', code: 'login_required' }]);
    // The popup stays available.
    t.actor.send({ type: 'log in' });
    expect(t.identity.logInWithPopup.count).toBe(1);
  });

  it('decision 0003: the client answering with no user after the token is a failed sign-in too', async () => {
    const t = await anonymousSession();
    t.actor.send({ type: 'signed in with member token', token: 'tok_new' });
    t.identity.getAccessToken.last().resolve('access-token-new');
    await settle();
    t.identity.checkSession.last().resolve(null);
    await settle();
    expect(t.value()).toBe('anonymous');
    expect(t.context().errorCode).toBe('login_required');
  });

  it('API-41: after the dialog sign-in a member reload works as for any session', async () => {
    const t = await signedInSession();
    t.actor.send({ type: 'reload member' });
    expect(t.value()).toBe('loading member');
    t.profiles.last().resolve(profile({ groupAccounts: [{ admin: true, organization: 'Ada Ltd' }] }));
    await settle();
    expect(t.context().member?.isGroupAdmin).toBe(true);
  });

  it('a signed-in session ignores another member token (the dialog is only offered to visitors)', async () => {
    const t = await signedInSession();
    t.actor.send({ type: 'signed in with member token', token: 'tok_other' });
    expect(t.value()).toBe('authenticated');
  });
});
