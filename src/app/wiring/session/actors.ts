// The session machine's actors built on the identity port and the profile call, for
// ../session-wiring.ts; the machine only names them (machines/session), and its tests run this
// factory over stub ports.
import { fromPromise } from 'xstate';
import { IdentityError, type IdentityPort, type IdentityUser } from '../../../../machines/session/identity-port.ts';
import type { MemberProfile } from '../../../../machines/session/rules.ts';
import type { LoggedIn } from '../../../../machines/session/session.machine.ts';

export interface SessionPorts {
  identity: IdentityPort;
  /** GET /v1/are/member/profile with the member's bearer token (rules API-4, API-12). */
  loadMember(signal: AbortSignal): Promise<MemberProfile>;
  /** Where the identity provider sends the browser after logout. */
  returnTo(): string;
}

export function sessionActors(ports: SessionPorts) {
  return {
    'check session': fromPromise<IdentityUser | null>(() => ports.identity.checkSession()),
    // logInWithPopup is called before the first await, so the popup opens inside the click.
    'log in with popup': fromPromise<LoggedIn>(async () => {
      const user = await ports.identity.logInWithPopup();
      const token = await ports.identity.getAccessToken();
      return { user, token };
    }),
    // After a dialog sign-in: a silent token request (the issuer accepts the bks_token cookie as a
    // session, docs/decisions/0003), then the user the client now holds. No popup, no prompt.
    // (checkSession alone would not ask the issuer before the client's own login cookie exists.)
    'sign in silently': fromPromise<LoggedIn>(async () => {
      const token = await ports.identity.getAccessToken();
      const user = await ports.identity.checkSession();
      if (user === null) throw new IdentityError('login_required', 'no identity session after the member token');
      return { user, token };
    }),
    'load member': fromPromise<MemberProfile>(({ signal }) => ports.loadMember(signal)),
    'log out': fromPromise<void>(() => ports.identity.logOut(ports.returnTo())),
  };
}
