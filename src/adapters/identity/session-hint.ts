// Whether this browser may hold a sign-in session at all, read the way the Auth0 SDK reads it. With
// a memory cache (CONST-51) a fresh page has nothing cached, and the SDK's checkSession() makes no
// request without one of these cookies (auth0-spa-js 2.27: its "is authenticated" cookie for the
// client, the older global one, each also under the `_legacy_` prefix of legacySameSiteCookie).
// So without them the answer is "nobody is signed in", and page 0 need not load the SDK to hear it.

/** The session-hint cookies' names for a client, as the SDK writes and reads them. */
export function sessionHintCookies(clientId: string): string[] {
  const names = [`auth0.${clientId}.is.authenticated`, 'auth0.is.authenticated'];
  return [...names, ...names.map((name) => `_legacy_${name}`)];
}

/** True when `cookieHeader` (document.cookie) holds any of the client's session-hint cookies. */
export function hasSessionHint(cookieHeader: string, clientId: string): boolean {
  const present = new Set(
    cookieHeader
      .split(';')
      .map((part) => part.split('=')[0]?.trim() ?? '')
      .filter((name) => name !== ''),
  );
  return sessionHintCookies(clientId).some((name) => present.has(name));
}
