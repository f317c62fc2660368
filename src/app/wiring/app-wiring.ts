// Builds a page's root actor logic with every side effect supplied: one identity client, one HTTP
// client, one API and one card provider per page load. The session and the network dialog run on
// every page; each entry adds the one child its page runs (checkout-page-logic.ts for index.html,
// widget-page-logic.ts for widget.html), so neither bundle carries the other's machines (ADR 0016).
import type { AppMachine } from '../../../machines/app/app.machine.ts';
import type { BrowserAdapters } from '../../adapters/browser/index.ts';
import { createCardProvider, type CardProviderSetup } from '../../adapters/card-provider/index.ts';
import { createAuth0Identity } from '../../adapters/identity/auth0.ts';
import { createApi } from '../../api/create-api.ts';
import { createHttp } from '../../api/client.ts';
import { preloadingFetch } from '../../api/preload.ts';
import type { Notice } from '../../api/notices.ts';
import type { IdentityPort } from '../../../machines/session/identity-port.ts';
import type { Config } from '../config.ts';
import { showNotice, signUpToaster } from '../toaster.tsx';
import { browserPageInfo, type AppPorts, type PageInfo } from './app-ports.ts';
import { networkWiring } from './network-wiring.ts';
import { openInvalidTokenDialog, reportingSessionFailures } from './session-failure.ts';
import { sessionWiring } from './session-wiring.ts';
import { createSystemLink, type SystemLink } from './system-link.ts';

/** The root actor's logic for one kind of page, on the given ports (the app's, or a test's). */
export type PageLogic = (ports: AppPorts, identity: IdentityPort) => AppMachine;

export interface AppWiring {
  logic: AppMachine;
  /** For <CardProviderForm> (card-provider-context.tsx): the same registry the payment actors call. */
  cardProvider: CardProviderSetup;
  /** Attach it to the running root actor's system (AppActorProvider does). */
  link: SystemLink;
}

/** The children every page runs: who is signed in, and the 'Network service issue' dialog. */
/** The root's own side effects; the machine decides when (the chat: with the checkout page only, TOPBAR-9/10). */
export function rootActions(ports: AppPorts) {
  return { 'start the chat': () => ports.browser.chat.start() };
}

export function everyPageActors(ports: AppPorts, identity: IdentityPort) {
  return {
    'member session': sessionWiring(ports, identity),
    'network dialog': networkWiring(ports),
  };
}

export function createAppWiring(config: Config, browser: BrowserAdapters, pageLogic: PageLogic, page: PageInfo = browserPageInfo()): AppWiring {
  const link = createSystemLink();
  const notify = (notice: Notice): void => {
    showNotice(notice);
  };
  const notifySignUp = (notice: Notice): void => {
    showNotice(notice, signUpToaster);
  };
  const identity = createAuth0Identity(config.identity, page.origin);
  const http = reportingSessionFailures(
    createHttp({
      baseUrl: config.apiUrl,
      getAccessToken: () => identity.getAccessToken(),
      notify,
      // Page 0's product call, when index.html's script already sent it (src/api/preload.ts).
      fetch: preloadingFetch(page.takePreloadedRequest?.(), globalThis.fetch.bind(globalThis)),
    }),
    // ERR-NETWORK-3: a member call without a valid session opens the invalidToken case.
    () => openInvalidTokenDialog(link),
  );
  const api = createApi({ http, identity: config.identity });
  const cardProvider = createCardProvider(config);
  const ports: AppPorts = { config, browser, api, cardProvider, notify, notifySignUp, page, link };
  return { logic: pageLogic(ports, identity), cardProvider, link };
}
