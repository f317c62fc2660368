// The bks_token cookie that carries the member token to sister sites (rules CONST-16..18):
// path /, the shared provider domain when configured, seven days.
import type { Cookies } from './storage.ts';

const TOKEN_COOKIE = { name: 'bks_token', path: '/', expiresDays: 7 } as const;

export interface TokenCookie {
  get(): string | null;
  set(token: string): void;
  remove(): void;
}

export function createTokenCookie(cookies: Cookies, domain: string | null): TokenCookie {
  return {
    get: () => cookies.get(TOKEN_COOKIE.name),
    set: (token) => cookies.set(TOKEN_COOKIE.name, token, { path: TOKEN_COOKIE.path, domain, expiresDays: TOKEN_COOKIE.expiresDays }),
    remove: () => cookies.remove(TOKEN_COOKIE.name, { path: TOKEN_COOKIE.path, domain }),
  };
}
