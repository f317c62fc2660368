// Who is calling: a member call carries `Authorization: Bearer <token>`, where the token is the
// member's auth_token (the bks_token cookie) or an access token from the sandbox issuer.
import type { AccountRecord } from './state.ts';
import type { Handler, Reply, Request } from './http.ts';
import { errorReply } from './http.ts';
import type { SandboxContext } from './context.ts';

export function bearerToken(req: Request): string | null {
  const header = req.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1] ?? null;
}

/** The calling member, or null when no token is sent or the token names nobody. */
export async function callingMember(req: Request, ctx: SandboxContext): Promise<AccountRecord | null> {
  const token = bearerToken(req);
  if (!token) return null;
  const byToken = ctx.store.accountByAuthToken(token);
  if (byToken) return byToken;
  const accountId = await ctx.identity.verifyAccessToken(token).catch(() => null);
  return accountId ? (ctx.store.accountById(accountId) ?? null) : null;
}

export const unauthorized = (): Reply => errorReply(401, 'Unauthorized');

/** Wraps a member call: 401 `{ error: { message: 'Unauthorized' } }` unless a valid bearer is sent. */
export function memberOnly(
  ctx: SandboxContext,
  handler: (req: Request, member: AccountRecord) => Reply | Promise<Reply>,
): Handler {
  return async (req) => {
    const member = await callingMember(req, ctx);
    return member ? handler(req, member) : unauthorized();
  };
}
