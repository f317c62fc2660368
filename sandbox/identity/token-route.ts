// POST /oauth/token: the authorization_code grant (PKCE S256, redirect_uri bound to the code)
// and the refresh_token grant with rotation. Every answer carries an id_token, refresh included,
// because the SDK verifies one on each token call.
import type { Reply, Router } from '../http.ts';
import { json } from '../http.ts';
import type { AccountRecord } from '../state.ts';
import { pkceMatches } from './grants.ts';
import type { IssuerContext } from './issuer-context.ts';
import { NO_STORE, field, oauthError } from './issuer-context.ts';
import { OFFLINE_ACCESS, hasScope } from './scopes.ts';
import { ACCESS_TOKEN_SECONDS } from './tokens.ts';

const INVALID_REFRESH = 'Unknown or invalid refresh token.';

interface Issue {
  account: AccountRecord;
  scope: string;
  audience: string;
  nonce: string | null;
  /** The refresh-token family to continue (refresh grant) or null to start one (code grant). */
  family: string | null;
}

async function tokenResponse(ctx: IssuerContext, issue: Issue): Promise<Reply> {
  const grant = { account: issue.account, scope: issue.scope, audience: issue.audience, nonce: issue.nonce };
  const body: Record<string, string | number> = {
    access_token: await ctx.tokens.accessToken(grant),
    id_token: await ctx.tokens.idToken(grant),
    scope: issue.scope,
    expires_in: ACCESS_TOKEN_SECONDS,
    token_type: 'Bearer',
  };
  if (hasScope(issue.scope, OFFLINE_ACCESS)) {
    body.refresh_token = ctx.grants.issueRefreshToken({
      accountId: issue.account.id,
      scope: issue.scope,
      audience: issue.audience,
      ...(issue.family ? { family: issue.family } : {}),
    });
  }
  return json(200, body, { ...NO_STORE });
}

async function codeGrant(ctx: IssuerContext, body: unknown, clientId: string): Promise<Reply> {
  const code = field(body, 'code');
  const verifier = field(body, 'code_verifier');
  const redirectUri = field(body, 'redirect_uri');
  if (!code) return oauthError(400, 'invalid_request', 'Missing required parameter: code');
  if (!verifier) return oauthError(400, 'invalid_request', 'Missing required parameter: code_verifier');
  const issued = ctx.grants.redeemCode(code);
  if (!issued || issued.request.clientId !== clientId) return oauthError(400, 'invalid_grant', 'Invalid authorization code');
  if (redirectUri !== issued.request.redirectUri) {
    return oauthError(400, 'invalid_grant', 'The redirect_uri does not match the one of the authorization request');
  }
  if (!pkceMatches(verifier, issued.request.codeChallenge)) return oauthError(400, 'invalid_grant', 'Failed to verify code verifier');
  const account = ctx.store.accountById(issued.accountId);
  if (!account) return oauthError(400, 'invalid_grant', 'The user no longer exists');
  const { scope, audience, nonce } = issued.request;
  return tokenResponse(ctx, { account, scope, audience, nonce, family: null });
}

async function refreshGrant(ctx: IssuerContext, body: unknown): Promise<Reply> {
  const token = field(body, 'refresh_token');
  if (!token) return oauthError(400, 'invalid_request', 'Missing required parameter: refresh_token');
  const spent = ctx.grants.spendRefreshToken(token);
  if (!spent.ok) return oauthError(400, 'invalid_grant', INVALID_REFRESH);
  const account = ctx.store.accountById(spent.record.accountId);
  if (!account) return oauthError(400, 'invalid_grant', INVALID_REFRESH);
  // A refresh keeps the login's scope and API; an id_token from a refresh carries no nonce.
  const { scope, audience, family } = spent.record;
  return tokenResponse(ctx, { account, scope, audience, nonce: null, family });
}

export function registerToken(router: Router, ctx: IssuerContext): void {
  router.post('/oauth/token', async (req) => {
    const clientId = field(req.body, 'client_id');
    if (clientId !== ctx.clientId) return oauthError(401, 'invalid_client', 'Unknown or missing client_id');
    const grantType = field(req.body, 'grant_type');
    if (grantType === 'authorization_code') return codeGrant(ctx, req.body, clientId);
    if (grantType === 'refresh_token') return refreshGrant(ctx, req.body);
    return oauthError(400, 'unsupported_grant_type', `Unsupported grant_type: ${grantType ?? '(none)'}`);
  });
}
