// The session machine (systemId 'session') on the real adapters: the Auth0 identity client, the
// member profile call, the bks_token cookie and the toaster.
import { sessionActors } from './session/actors.ts';
import { sessionMachine } from '../../../machines/session/session.machine.ts';
import type { IdentityPort } from '../../../machines/session/identity-port.ts';
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
      'tell the member why login failed': (_, params) => {
        // Closing the popup is the member's own choice: no toast for it (the message stays in context).
        if (params.code !== 'popup_cancelled') notify({ kind: 'error', message: params.message });
      },
    },
  });
}
