// The issuer's published metadata: OpenID Connect discovery and the signing key set.
import type { Router } from '../http.ts';
import { json } from '../http.ts';
import type { IssuerContext } from './issuer-context.ts';
import { SIGNING_ALG } from './keys.ts';

export function discoveryDocument(ctx: IssuerContext) {
  const at = (path: string) => `${ctx.origin}${path}`;
  return {
    issuer: ctx.issuer,
    authorization_endpoint: at('/authorize'),
    token_endpoint: at('/oauth/token'),
    userinfo_endpoint: at('/userinfo'),
    jwks_uri: at('/.well-known/jwks.json'),
    end_session_endpoint: at('/v2/logout'),
    response_types_supported: ['code'],
    response_modes_supported: ['query', 'web_message'],
    grant_types_supported: ['authorization_code', 'refresh_token'],
    code_challenge_methods_supported: ['S256'],
    subject_types_supported: ['public'],
    id_token_signing_alg_values_supported: [SIGNING_ALG],
    token_endpoint_auth_methods_supported: ['none'],
    scopes_supported: ['openid', 'profile', 'email', 'offline_access'],
    claims_supported: ['sub', 'iss', 'aud', 'exp', 'iat', 'nonce', 'name', 'given_name', 'family_name', 'email', 'email_verified'],
  };
}

export function registerDiscovery(router: Router, ctx: IssuerContext): void {
  router.get('/.well-known/openid-configuration', () => json(200, discoveryDocument(ctx)));
  router.get('/.well-known/jwks.json', () => json(200, { keys: [ctx.key.publicJwk] }));
}
