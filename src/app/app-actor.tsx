// The page's one root actor (machines/app) with its side effects supplied by the real adapters:
// the Auth0 identity client, the API's member profile call, the bks_token cookie and the toaster.
import { createActorContext } from '@xstate/react';
import { useState, type ReactNode } from 'react';
import { appMachine } from '../../machines/app/app.machine.ts';
import { sessionActors } from '../../machines/session/session-actors.ts';
import { sessionMachine } from '../../machines/session/session.machine.ts';
import type { BrowserAdapters } from '../adapters/browser/index.ts';
import { createAuth0Identity } from '../adapters/identity/auth0.ts';
import { createApi, createHttp, type Notice } from '../api/index.ts';
import { useBrowser, useConfig } from './app-context.tsx';
import type { Config } from './config.ts';
import { showNotice } from './toaster.tsx';

/** The root actor's React context; the unprovided machine is replaced by the Provider's `logic`. */
export const AppActor = createActorContext(appMachine);

/** The root actor of the page; children are reached through `useAppActorRef().system.get(id)`. */
export const useAppActorRef = AppActor.useActorRef;

const notify = (notice: Notice): void => {
  showNotice(notice);
};

/** The app machine with every side effect supplied. Exported for tests that bring their own config. */
export function createAppLogic(config: Config, browser: BrowserAdapters) {
  const identity = createAuth0Identity(config.identity, window.location.origin);
  const http = createHttp({ baseUrl: config.apiUrl, getAccessToken: () => identity.getAccessToken(), notify });
  const api = createApi({ http, identity: config.identity });

  const session = sessionMachine.provide({
    actors: sessionActors({
      identity,
      // A non-OK answer goes through the error catalogue's toasts like every call (rule API-45).
      loadMember: (signal) => api.loadMemberProfile({ signal }),
      returnTo: () => window.location.href,
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

  return appMachine.provide({ actors: { 'member session': session } });
}

export function AppActorProvider({ children }: { children: ReactNode }) {
  const config = useConfig();
  const browser = useBrowser();
  // One logic (and so one identity client and one HTTP client) per page load.
  const [logic] = useState(() => createAppLogic(config, browser));
  return <AppActor.Provider logic={logic}>{children}</AppActor.Provider>;
}
