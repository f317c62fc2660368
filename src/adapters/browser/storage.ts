// Cookies, session storage and local storage, wrapped so that a blocked or full store (private
// mode, disabled cookies) never throws into a machine: reads return null, writes are dropped.

export interface CookieOptions {
  path?: string;
  /** Null or absent: the current host only. */
  domain?: string | null;
  expiresDays?: number;
}

export interface Cookies {
  get(name: string): string | null;
  set(name: string, value: string, options?: CookieOptions): void;
  remove(name: string, options?: Omit<CookieOptions, 'expiresDays'>): void;
}

export interface KeyValueStore {
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The cookie header text for one cookie (exported for tests). */
export function serializeCookie(name: string, value: string, options: CookieOptions & { secure: boolean; expires?: Date }): string {
  const parts = [`${encodeURIComponent(name)}=${encodeURIComponent(value)}`, `path=${options.path ?? '/'}`];
  if (options.domain) parts.push(`domain=${options.domain}`);
  if (options.expires) parts.push(`expires=${options.expires.toUTCString()}`);
  parts.push('SameSite=Lax');
  if (options.secure) parts.push('Secure');
  return parts.join('; ');
}

export function createCookies(doc: Document = document, now: () => number = Date.now): Cookies {
  const secure = (): boolean => doc.location?.protocol === 'https:';
  const write = (text: string) => {
    try {
      doc.cookie = text;
    } catch {
      // Cookies disabled: the session falls back to the identity client's own state.
    }
  };
  return {
    get(name) {
      let all: string;
      try {
        all = doc.cookie;
      } catch {
        return null;
      }
      for (const pair of all.split(';')) {
        const at = pair.indexOf('=');
        if (at < 0) continue;
        if (decodeURIComponent(pair.slice(0, at).trim()) === name) {
          try {
            return decodeURIComponent(pair.slice(at + 1).trim());
          } catch {
            return pair.slice(at + 1).trim();
          }
        }
      }
      return null;
    },
    set(name, value, options = {}) {
      const expires = options.expiresDays === undefined ? undefined : new Date(now() + options.expiresDays * DAY_MS);
      write(serializeCookie(name, value, { ...options, secure: secure(), expires }));
    },
    remove(name, options = {}) {
      write(serializeCookie(name, '', { ...options, secure: secure(), expires: new Date(0) }));
    },
  };
}

export function createKeyValueStore(getStore: () => Storage | undefined): KeyValueStore {
  const store = (): Storage | undefined => {
    try {
      return getStore();
    } catch {
      return undefined;
    }
  };
  return {
    get(key) {
      try {
        return store()?.getItem(key) ?? null;
      } catch {
        return null;
      }
    },
    set(key, value) {
      try {
        store()?.setItem(key, value);
      } catch {
        // Quota exceeded or storage disabled: the value is simply not kept.
      }
    },
    remove(key) {
      try {
        store()?.removeItem(key);
      } catch {
        // Same as above.
      }
    },
  };
}

export const createSessionStore = (): KeyValueStore => createKeyValueStore(() => window.sessionStorage);
export const createLocalStore = (): KeyValueStore => createKeyValueStore(() => window.localStorage);
