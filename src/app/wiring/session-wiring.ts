// The session machine (systemId 'session') on the real adapters: the Auth0 identity client, the
// member profile call, the bks_token cookie and the toaster. The machine only names its actors; its
// tests run `sessionActors` over stub ports.
import { fromPromise } from 'xstate';
import { sessionMachine } from '../../../machines/session/session.machine.ts';
import { IdentityError, type IdentityPort, type IdentityUser } from '../../../machines/session/identity-port.ts';
import type { LoggedIn } from '../../../machines/session/session.machine.ts';
import type { SessionEvent } from '../../../machines/session/events.ts';
import { theSignInWindowWasRefused, TRY_AGAIN, type MemberProfile } from '../../../machines/session/rules.ts';
import type { AppPorts } from './app-wiring.ts';

export function sessionWiring(ports: Pick<AppPorts, 'api' | 'browser' | 'notify' | 'page'>, identity: IdentityPort) {
  const { api, browser, notify, page } = ports;
  return sessionMachine.provide({
    actors: sessionActors({
      identity,
      // A non-OK answer goes through the error catalogue's toasts like every call (rule API-45).
      loadMember: (signal) => api.loadMemberProfile({ signal }),
      returnTo: () => page.href(),
    }),
    actions: {
      'store member token': (_, params) => browser.tokenCookie.set(params.token),
      'forget member token': () => browser.tokenCookie.remove(),
      'tell the member why login failed': ({ self }, params) => {
        if (!theSignInWindowWasRefused(params.code)) {
          notify({ kind: 'error', message: params.message });
          return;
        }
        // The toast's button opens the window again inside its own click, as popup blockers require.
        const logInAgain: SessionEvent = { type: 'log in' };
        notify({ kind: 'error', message: params.message, action: { label: TRY_AGAIN, onClick: () => self.send(logInAgain) } });
      },
    },
  });
}

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
    // Ends signed out whatever the identity client answers (STATE-PROFILE-4): the page has already
    // forgotten the member and the cookie, so a logout it cannot finish still answers done.
    'log out': fromPromise<void>(async () => {
      try {
        await ports.identity.logOut(ports.returnTo());
      } catch {
        // Nothing to tell: the member is signed out on this page.
      }
    }),
  };
}
