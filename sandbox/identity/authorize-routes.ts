// GET /authorize and the login form's POST /login: a signed-in person gets a code at once;
// otherwise prompt=none answers login_required and any other request shows the login page.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { Reply, Router } from '../http.ts';
import { html, redirect } from '../http.ts';
import type { Delivery } from './authorize-request.ts';
import { checkAuthorizeRequest } from './authorize-request.ts';
import type { IssuerContext } from './issuer-context.ts';
import { NO_STORE, field } from './issuer-context.ts';
import type { AuthorizationResponse } from './pages.ts';
import { WRONG_CREDENTIALS, errorPage, loginPage, webMessagePage } from './pages.ts';
import { sessionCookie } from './sessions.ts';

// The login form must not be framed by another site (clickjacking); the web_message page must
// stay frameable, since the SDK's silent sign-in loads /authorize in a hidden iframe.
const NOT_FRAMEABLE = { 'x-frame-options': 'DENY', 'content-security-policy': "frame-ancestors 'none'" } as const;

/** Sends the outcome back the way the app asked: a web_message page or a redirect with a query. */
export function deliver(delivery: Delivery, response: AuthorizationResponse, headers: Record<string, string> = {}): Reply {
  const withState = { ...response, state: delivery.state };
  if (delivery.responseMode === 'web_message') {
    return html(200, webMessagePage(new URL(delivery.redirectUri).origin, withState), { ...NO_STORE, ...headers });
  }
  const target = new URL(delivery.redirectUri);
  for (const [key, value] of Object.entries(withState)) if (typeof value === 'string') target.searchParams.set(key, value);
  return redirect(target.toString(), { ...NO_STORE, ...headers });
}

function passwordMatches(stored: string, given: string): boolean {
  // Compare digests so the time taken says nothing about how much of the password matched.
  const digest = (s: string) => createHash('sha256').update(s).digest();
  return timingSafeEqual(digest(stored), digest(given));
}

export function registerAuthorize(router: Router, ctx: IssuerContext): void {
  router.get('/authorize', async (req) => {
    const check = checkAuthorizeRequest(req.url.searchParams, ctx);
    if (check.kind === 'undeliverable') {
      return html(400, errorPage('Sign-in request refused', check.description), { ...NO_STORE });
    }
    if (check.kind === 'error') return deliver(check.delivery, { ...check.error, state: check.delivery.state });

    const { request } = check;
    const account = request.prompt === 'login' ? null : await ctx.signedIn(req);
    if (account) return deliver(request, { code: ctx.grants.issueCode(request, account.id), state: request.state });
    if (request.prompt === 'none') {
      return deliver(request, { error: 'login_required', error_description: 'Login required', state: request.state });
    }
    const transactionId = ctx.transactions.open(request);
    return html(200, loginPage({ transactionId }), { ...NO_STORE, ...NOT_FRAMEABLE });
  });

  router.post('/login', (req) => {
    const transactionId = field(req.body, 'txn') ?? '';
    const email = (field(req.body, 'email') ?? '').trim();
    const password = field(req.body, 'password') ?? '';
    const request = ctx.transactions.find(transactionId);
    if (!request) {
      return html(400, errorPage('Sign-in expired', 'This sign-in request has expired. Close this window and try again.'), { ...NO_STORE });
    }
    const account = email ? ctx.store.accountByEmail(email) : undefined;
    if (!account || !passwordMatches(account.password, password)) {
      return html(401, loginPage({ transactionId, email, error: WRONG_CREDENTIALS }), { ...NO_STORE, ...NOT_FRAMEABLE });
    }
    ctx.transactions.close(transactionId);
    const sessionId = ctx.sessions.start(account.id);
    return deliver(
      request,
      { code: ctx.grants.issueCode(request, account.id), state: request.state },
      { 'set-cookie': sessionCookie(sessionId) },
    );
  });
}
