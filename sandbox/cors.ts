// CORS for the app's origins. Every answer carries these headers (401s, 404s, faults and 5xx
// included) so the browser shows the app the status instead of a network error.
import type { IncomingHttpHeaders } from 'node:http';

const ALLOW_HEADERS = 'Authorization, Content-Type, Idempotency-Key, Auth0-Client';
const ALLOW_METHODS = 'GET, POST, PUT, PATCH, DELETE, OPTIONS';

export function corsHeaders(requestHeaders: IncomingHttpHeaders, appOrigins: string[]): Record<string, string> {
  const headers: Record<string, string> = { vary: 'Origin' };
  const origin = requestHeaders.origin;
  if (origin && appOrigins.includes(origin)) {
    headers['access-control-allow-origin'] = origin;
    headers['access-control-allow-credentials'] = 'true';
  }
  return headers;
}

/** The extra headers of a preflight (OPTIONS) answer. */
export function preflightHeaders(requestHeaders: IncomingHttpHeaders): Record<string, string> {
  const headers: Record<string, string> = {
    'access-control-allow-headers': ALLOW_HEADERS,
    'access-control-allow-methods': ALLOW_METHODS,
    'access-control-max-age': '600',
  };
  // Chrome's private-network preflight, should the app be served from a non-local address.
  if (requestHeaders['access-control-request-private-network'] === 'true') {
    headers['access-control-allow-private-network'] = 'true';
  }
  return headers;
}
