// The app's assembly: one identity client, one HTTP client, one API and one card provider per page
// load, the ports every machine's wiring file builds its side effects from, and the root machine's
// children that run on every page (the session, the network dialog). Each entry adds the one child
// its page runs (../checkout-root.ts for index.html, ../widget-root.ts for widget.html), so neither
// bundle carries the other's machines (ADR 0016).
import type { AnyActorRef, EventObject } from 'xstate';
import type { AppMachine } from '../../../machines/app/app.machine.ts';
import type { NetworkEvent } from '../../../machines/network/events.ts';
import type { IdentityPort } from '../../../machines/session/identity-port.ts';
import type { BrowserAdapters } from '../../adapters/browser/index.ts';
import { createCardProvider, type CardProviderSetup } from '../../adapters/card-provider/index.ts';
import { createAuth0Identity } from '../../adapters/identity/auth0.ts';
import { createHttp, type Http } from '../../api/client.ts';
import { createApi, type Api } from '../../api/create-api.ts';
import { isApiError } from '../../api/errors.ts';
import type { Notice, Notify } from '../../api/notices.ts';
import { preloadingFetch, takePreloadedRequest, type PreloadedRequest } from '../../api/preload.ts';
import type { Config } from '../config.ts';
import { showNotice, signUpToaster } from '../toaster.tsx';
import { networkWiring } from './network-wiring.ts';
import { sessionWiring } from './session-wiring.ts';

/** What the wiring reads of the page it runs in (window.location, document.referrer). */
export interface PageInfo {
  /** `https://checkout.example.com`: the card provider's return page lives here (ROUTE-8/9). */
  origin: string;
  /** The address as it is now. */
  href(): string;
  /** Where the visitor came from ('' when unknown). */
  referrer(): string;
  /** The product call index.html's script already sent (src/api/preload.ts), taken once. */
  takePreloadedRequest?(): PreloadedRequest | undefined;
}

/** Everything the wiring files build the machines' side effects from. Tests build their own with stubs. */
export interface AppPorts {
  config: Config;
  browser: BrowserAdapters;
  api: Api;
  cardProvider: CardProviderSetup;
  /** The checkout area's toasts (src/app/toaster.tsx showNotice). */
  notify: Notify;
  /** The sign-up and sign-in toasts (top right, 5 s). */
  notifySignUp: Notify;
  page: PageInfo;
  /** Sends to a running child by systemId (the network dialog, the checkout). */
  link: SystemLink;
}

export function browserPageInfo(win: Window = window): PageInfo {
  return {
    origin: win.location.origin,
    href: () => win.location.href,
    referrer: () => win.document.referrer,
    takePreloadedRequest: () => takePreloadedRequest(win as unknown as Record<string, unknown>),
  };
}

export interface SystemLike {
  get(systemId: string): AnyActorRef | undefined;
}

/**
 * A handle on the running actor system for side effects that start outside any actor (an HTTP
 * client noticing an expired session, the browser's pagehide): attached once the root actor exists.
 */
export interface SystemLink {
  /** Returns the detach function (for an effect's cleanup). */
  attach(system: SystemLike): () => void;
  /** Sends to a child the page may not run (the checkout: index.html only); dropped when none runs or nothing is attached. */
  send(systemId: string, event: EventObject): void;
  /** Sends to a child every page runs: throws an Error naming `systemId` when the attached system has none. */
  sendOrFail(systemId: string, event: EventObject): void;
}

export function createSystemLink(): SystemLink {
  let current: SystemLike | null = null;
  return {
    attach(system) {
      current = system;
      return () => {
        if (current === system) current = null;
      };
    },
    send(systemId, event) {
      current?.get(systemId)?.send(event);
    },
    sendOrFail(systemId, event) {
      // Not attached: before the root actor starts, or after it is gone, no child waits for anything.
      if (current === null) return;
      const child = current.get(systemId);
      if (child === undefined) throw new Error(`No actor with systemId '${systemId}' runs to receive '${event.type}'.`);
      child.send(event);
    },
  };
}

export const isSessionFailure = (error: unknown): boolean => isApiError(error) && error.kind === 'session';

/** The same Http, telling `onSessionFailure` each time a call fails for want of a session. */
export function reportingSessionFailures(http: Http, onSessionFailure: () => void): Http {
  const watch = async <T>(call: Promise<T>): Promise<T> => {
    try {
      return await call;
    } catch (error) {
      if (isSessionFailure(error)) onSessionFailure();
      throw error;
    }
  };
  return {
    json: (spec, schema) => watch(http.json(spec, schema)),
    jsonOrNull: (spec, schema, absentStatus) => watch(http.jsonOrNull(spec, schema, absentStatus)),
    text: (spec) => watch(http.text(spec)),
    send: (spec) => watch(http.send(spec)),
  };
}

/**
 * ERR-NETWORK-3: a member call without a valid session opens the network dialog's invalidToken
 * case ('Your session is no longer valid. Please refresh the page.'). The API layer shows no toast
 * for it, so the dialog is the one message. Every page runs the dialog.
 */
export function openInvalidTokenDialog(link: SystemLink): void {
  const event: NetworkEvent = { type: 'open', reason: 'invalidToken' };
  link.sendOrFail('network', event);
}

/** The root actor's logic for one kind of page, on the given ports (the app's, or a test's). */
export type PageLogic = (ports: AppPorts, identity: IdentityPort) => AppMachine;

export interface AppWiring {
  logic: AppMachine;
  /** For <CardProviderForm> (../card-provider-context.tsx): the same registry the payment actors call. */
  cardProvider: CardProviderSetup;
  /** Attach it to the running root actor's system (AppActorProvider does). */
  link: SystemLink;
}

/** The root's own side effects; the machine decides when (the chat: with the checkout page only, TOPBAR-9/10). */
export function rootActions(ports: AppPorts) {
  return { 'start the chat': () => ports.browser.chat.start() };
}

/** The children every page runs: who is signed in, and the 'Network service issue' dialog. */
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
    () => openInvalidTokenDialog(link),
  );
  const api = createApi({ http, identity: config.identity });
  const cardProvider = createCardProvider(config);
  const ports: AppPorts = { config, browser, api, cardProvider, notify, notifySignUp, page, link };
  return { logic: pageLogic(ports, identity), cardProvider, link };
}
