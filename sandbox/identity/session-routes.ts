// GET /userinfo (the profile behind an access token) and GET /v2/logout (ends the issuer's
// session and the app's bks_token, then returns to the app when returnTo is one of its pages).
import type { Reply, Router } from '../http.ts';
import { json, redirect } from '../http.ts';
import { bearerToken } from '../auth.ts';
import { isAppUrl } from './authorize-request.ts';
import type { IssuerContext } from './issuer-context.ts';
import { NO_STORE } from './issuer-context.ts';
import { signedOutPage } from './pages.ts';
import { SESSION_COOKIE, TOKEN_COOKIE, clearedCookie } from './sessions.ts';
import { profileClaims, userinfoAudience } from './tokens.ts';

export function registerSessionRoutes(router: Router, ctx: IssuerContext): void {
  router.get('/userinfo', async (req) => {
    const token = bearerToken(req);
    const claims = token ? await ctx.tokens.verifyAccessToken(token, userinfoAudience(ctx.issuer)) : null;
    const account = claims?.sub ? ctx.store.accountById(claims.sub) : undefined;
    if (!claims || !account) {
      return json(401, { error: 'invalid_token', error_description: 'The access token is missing, invalid or expired' }, {
        ...NO_STORE,
        'www-authenticate': 'Bearer error="invalid_token"',
      });
    }
    const scope = typeof claims.scope === 'string' ? claims.scope : '';
    return json(200, { sub: account.id, ...profileClaims(account, scope) }, { ...NO_STORE });
  });

  router.get('/v2/logout', (req): Reply => {
    const sessionId = req.cookies[SESSION_COOKIE];
    if (sessionId) ctx.sessions.end(sessionId);
    // Two Set-Cookie lines must stay two header lines, so the headers are built here, not by html().
    const headers = { ...NO_STORE, 'set-cookie': [clearedCookie(SESSION_COOKIE), clearedCookie(TOKEN_COOKIE)] };
    const page = (status: number, body: string): Reply => ({ status, body, headers: { ...headers, 'content-type': 'text/html; charset=utf-8' } });
    const returnTo = req.url.searchParams.get('returnTo');
    if (!returnTo) return page(200, signedOutPage());
    if (!isAppUrl(returnTo, [...ctx.appOrigins, ctx.origin])) {
      return page(400, signedOutPage(`${returnTo} is not an allowed return address, so you stay here.`));
    }
    return redirect(returnTo, headers);
  });
}
