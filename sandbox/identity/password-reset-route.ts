// POST /dbconnections/change_password: Auth0's database-connection password reset. Like Auth0 it
// answers the same text whether or not the email has an account, so it reveals no accounts; the
// request is recorded in the store so tests and people can see that the email "was sent".
import type { Router } from '../http.ts';
import type { IssuerContext } from './issuer-context.ts';
import { field, oauthError } from './issuer-context.ts';

export const RESET_SENT = "We've just sent you an email to reset your password.";

export function registerPasswordReset(router: Router, ctx: IssuerContext): void {
  router.post('/dbconnections/change_password', (req) => {
    if (field(req.body, 'client_id') !== ctx.clientId) return oauthError(400, 'invalid_request', 'Unknown or missing client_id');
    if (!field(req.body, 'connection')) return oauthError(400, 'invalid_request', 'Missing required parameter: connection');
    const email = (field(req.body, 'email') ?? '').trim();
    if (!/^[^\s@]+@[^\s@]+$/.test(email)) return oauthError(400, 'invalid_request', 'Missing or invalid parameter: email');
    ctx.store.state.password_resets.push({ email, at: ctx.now().toISOString() });
    ctx.store.save();
    return { status: 200, body: RESET_SENT, headers: { 'content-type': 'text/plain; charset=utf-8' } };
  });
}
