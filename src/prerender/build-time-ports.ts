// The ports page 0 is rendered with at build time (scripts/build/page-zero-html-plugin.ts): a
// visitor nobody knows yet, in a page with no storage, no cookies and no other tab. Page 0's guest
// calls (the product, its price) go over real HTTP to `apiOrigin`: the API itself for a live
// build, a sandbox of the build's own for a sandbox build. The tracking calls stay here: a build
// has no visitor to count.
import type { BrowserAdapters } from '../adapters/browser/index.ts';
import { createChat } from '../adapters/browser/chat.ts';
import type { KeyValueStore } from '../adapters/browser/storage.ts';
import { createCardProvider } from '../adapters/card-provider/index.ts';
import type { IdentityPort } from '../../machines/session/identity-port.ts';
import { createHttp } from '../api/client.ts';
import { createApi } from '../api/create-api.ts';
import type { Config } from '../app/config.ts';
import { createSystemLink, type AppPorts } from '../app/wiring/app-wiring.ts';

const TRACKING_PATH = '/v1/guest/are/track/';

function emptyStore(): KeyValueStore {
  return { get: () => null, set: () => undefined, remove: () => undefined };
}

function buildTimeBrowser(config: Config): BrowserAdapters {
  const nothing = () => undefined;
  return {
    analytics: { push: nothing },
    // The same kind of chat as the page's, so its launcher is in the HTML too; no document to load it into.
    chat: createChat({ mode: config.mode, widgetUrl: config.chatWidgetUrl }),
    navigation: { assign: nothing, replace: nothing, reload: nothing, openInNewTab: nothing, scrollToTop: nothing },
    cookies: { get: () => null, set: nothing, remove: nothing },
    tokenCookie: { get: () => null, set: nothing, remove: nothing },
    sessionStore: emptyStore(),
    localStore: emptyStore(),
    telemetry: { enabled: false, settings: null, start: nothing, reportError: nothing },
    locks: undefined,
    purchaseNews: { tell: nothing, hear: () => nothing },
  };
}

/** The session is still being looked for when page 0 first paints: the check never answers here. */
export const UNKNOWN_VISITOR: IdentityPort = {
  checkSession: () => new Promise(() => undefined),
  logInWithPopup: () => Promise.reject(new Error('No sign-in at build time.')),
  getAccessToken: () => Promise.reject(new Error('No session at build time.')),
  logOut: () => Promise.resolve(),
};

/** A fetch that sends the app's API calls to `apiOrigin` instead of `apiUrl`, tracking calls to nowhere. */
function buildTimeFetch(apiUrl: string, apiOrigin: string): typeof fetch {
  return (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    if (url.pathname.startsWith(TRACKING_PATH)) return Promise.resolve(new Response(null, { status: 204 }));
    const target = request.url.startsWith(apiUrl) ? apiOrigin + request.url.slice(apiUrl.length) : request.url;
    return fetch(new Request(target, request));
  };
}

export function buildTimePorts(config: Config, apiOrigin: string, origin: string): AppPorts {
  const http = createHttp({
    baseUrl: config.apiUrl,
    getAccessToken: () => UNKNOWN_VISITOR.getAccessToken(),
    notify: () => undefined,
    fetch: buildTimeFetch(config.apiUrl, apiOrigin),
  });
  return {
    config,
    browser: buildTimeBrowser(config),
    api: createApi({ http, identity: config.identity }),
    cardProvider: createCardProvider(config),
    notify: () => undefined,
    notifySignUp: () => undefined,
    page: { origin, href: () => origin, referrer: () => '' },
    link: createSystemLink(),
  };
}
