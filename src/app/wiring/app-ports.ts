// Everything the wiring files build the machines' side effects from, created once per page load
// by createAppWiring (app-wiring.ts). Tests build their own with stubs.
import type { CardProviderSetup } from '../../adapters/card-provider/index.ts';
import type { BrowserAdapters } from '../../adapters/browser/index.ts';
import type { Api } from '../../api/create-api.ts';
import type { Notify } from '../../api/notices.ts';
import { takePreloadedRequest, type PreloadedRequest } from '../../api/preload.ts';
import type { Config } from '../config.ts';
import type { SystemLink } from './system-link.ts';

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
