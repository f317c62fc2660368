// The landing page's product call, started by a tiny inline script in index.html while the app's
// JavaScript is still downloading (issue 8: page 0's LCP waits on it; the script is built by
// scripts/build/product-preload-plugin.ts), and handed to the HTTP client, which parses and
// reports its answer exactly like any other call (no second request).
//
// The script only guesses the request: the client takes the preloaded answer only when the app's
// own request is the very same (method, address and body), so a wrong guess costs nothing but the
// speed-up, never correctness. A preloaded answer serves one request; a retry fetches anew.

/** Where the inline script leaves the request it started. */
export const PRELOAD_GLOBAL = '__checkoutPreload';

/** The products call (rule API-9) as the inline script sent it. */
export interface PreloadedRequest {
  url: string;
  method: string;
  body: string;
  response: Promise<Response>;
}

function isPreloadedRequest(value: unknown): value is PreloadedRequest {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return typeof v.url === 'string' && typeof v.method === 'string' && typeof v.body === 'string' && v.response instanceof Promise;
}

/** The request the inline script started on this page, taken once (later reads find nothing). */
export function takePreloadedRequest(scope: Record<string, unknown>): PreloadedRequest | undefined {
  const found = scope[PRELOAD_GLOBAL];
  delete scope[PRELOAD_GLOBAL];
  return isPreloadedRequest(found) ? found : undefined;
}

function sameAddress(a: string, b: string): boolean {
  try {
    return new URL(a).href === new URL(b).href;
  } catch {
    return false;
  }
}

/** Rejects with the signal's reason once it aborts: ky's time-out and the actor's stop still work. */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal | null | undefined): Promise<T> {
  if (!signal) return promise;
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

/**
 * A fetch that answers the first request equal to the preloaded one with the preloaded answer,
 * and sends every other request (and any later equal one) with `send`.
 */
export function preloadingFetch(preloaded: PreloadedRequest | undefined, send: typeof globalThis.fetch): typeof globalThis.fetch {
  let waiting = preloaded;
  return async (input, init) => {
    if (waiting !== undefined && input instanceof Request && init?.body === undefined) {
      const candidate = waiting;
      if (input.method === candidate.method && sameAddress(input.url, candidate.url) && (await input.clone().text()) === candidate.body) {
        waiting = undefined;
        return untilAborted(candidate.response, input.signal);
      }
    }
    return send(input, init);
  };
}
