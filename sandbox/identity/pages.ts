// The issuer's pages: the login form, the web_message answer page that hands the code (or the
// error) to the SDK's popup or iframe listener, the error page and the signed-out page.
import type { AuthorizeError } from './authorize-request.ts';
import { escapeHtml, identityPage, scriptJson } from './html.ts';

export const WRONG_CREDENTIALS = 'Wrong email or password.';

export interface LoginPageOptions {
  transactionId: string;
  email?: string;
  error?: string;
}

export function loginPage({ transactionId, email = '', error }: LoginPageOptions): string {
  const errorHtml = error ? `<p class="error" role="alert" id="login-error">${escapeHtml(error)}</p>\n` : '';
  const described = error ? ' aria-describedby="login-error"' : '';
  // Focus goes where the person types next: the email first, the password after a failed try.
  const emailFocus = error ? '' : ' autofocus';
  const passwordFocus = error ? ' autofocus' : '';
  return identityPage('Log in', `<h1>Log in</h1>
<p>Log in to continue to checkout.</p>
${errorHtml}<form method="post" action="/login">
<input type="hidden" name="txn" value="${escapeHtml(transactionId)}">
<label for="email">Email</label>
<input id="email" name="email" type="email" autocomplete="username" required value="${escapeHtml(email)}"${described}${emailFocus}>
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="current-password" required${described}${passwordFocus}>
<button type="submit">Log in</button>
</form>
<p class="note">Sandbox identity provider. Seeded accounts share the password given in the README.</p>`);
}

export type AuthorizationResponse = { code: string; state: string | null } | (AuthorizeError & { state: string | null });

/**
 * Auth0's web_message answer: a page that posts `{ type: 'authorization_response', response }`
 * to the popup's opener or the silent iframe's parent, addressed to the app's origin only. The
 * SDK accepts it because it comes from the issuer's origin.
 */
export function webMessagePage(targetOrigin: string, response: AuthorizationResponse): string {
  const message = { type: 'authorization_response', response: withoutNullState(response) };
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="robots" content="noindex"><title>Signing in</title></head>
<body>
<p>Returning to the app. You can close this window if it stays open.</p>
<script>
(function () {
  var target = window.opener || (window.parent !== window ? window.parent : null);
  if (target) target.postMessage(${scriptJson(message)}, ${scriptJson(targetOrigin)});
})();
</script>
</body>
</html>
`;
}

function withoutNullState(response: AuthorizationResponse): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(response)) if (typeof value === 'string') out[key] = value;
  return out;
}

export function errorPage(title: string, description: string): string {
  return identityPage(title, `<h1>${escapeHtml(title)}</h1>
<p role="alert">${escapeHtml(description)}</p>`);
}

export function signedOutPage(note?: string): string {
  return identityPage('Signed out', `<h1>You are signed out</h1>
${note ? `<p>${escapeHtml(note)}</p>` : '<p>You can close this window.</p>'}`);
}
