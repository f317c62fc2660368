// The identity port on the real Auth0 SPA SDK (spec sections 6, 7, 9). The SDK (about 61 kB gzip)
// is loaded with import() on first use (a login click, a token), or for the session check once the
// first screen is up and the page is idle (src/lib/page-ready.ts) when the browser may hold a
// session: a visitor who never signed in is answered without it (session-hint.ts).
import type { Auth0Client, Auth0ClientOptions, User } from '@auth0/auth0-spa-js';
import { IdentityError, type IdentityPort, type IdentityUser } from '../../../machines/session/identity-port.ts';
import { IDENTITY_CLIENT } from './identity-client.ts';
import { toIdentityError } from './identity-errors.ts';
import { hasSessionHint } from './session-hint.ts';
import { watchTheSignInWindow } from './sign-in-window.ts';
import { nextTask, pageIsIdle } from '../../lib/page-ready.ts';
import { LOGIN_POPUP, loginPopupFeatures } from './login-popup.ts';

export interface IdentitySettings {
  /** `https://tenant.auth0.com` live, or the sandbox origin (`http://localhost:PORT` works). */
  domain: string;
  clientId: string;
  audience: string;
}

/**
 * The SDK options of spec section 9 (rules CONST-44..52). What the SDK fixes itself, unchanged:
 * - lock wait: 5 s for its token and iframe locks (hard-coded in 2.27, equal to the spec's 5 s);
 * - retries: 3 attempts per /oauth/token request (hard-coded, equal to the spec's "up to 3");
 * - offline_access is added to the scope by the SDK because useRefreshTokens is on.
 * `issuer` stays unset: the SDK derives `${domain}/`, and an explicit http issuer is rewritten
 * to https and fails against the sandbox (see TOOLCHAIN.md).
 */
export function auth0Options(settings: IdentitySettings, redirectUri: string): Auth0ClientOptions {
  return {
    domain: settings.domain,
    clientId: settings.clientId,
    authorizationParams: {
      audience: settings.audience,
      redirect_uri: redirectUri,
      scope: IDENTITY_CLIENT.scope,
    },
    cacheLocation: IDENTITY_CLIENT.cacheLocation,
    useRefreshTokens: IDENTITY_CLIENT.useRefreshTokens,
    // A missing or rejected refresh token falls back to the hidden iframe (same host, so cookies work).
    useRefreshTokensFallback: true,
    httpTimeoutInSeconds: IDENTITY_CLIENT.httpTimeoutSeconds,
    authorizeTimeoutInSeconds: IDENTITY_CLIENT.defaultTimeoutSeconds,
    leeway: IDENTITY_CLIENT.leewaySeconds,
    sessionCheckExpiryDays: IDENTITY_CLIENT.sessionCookieDays,
  };
}

/**
 * The popup the SDK would open, opened here synchronously so a click's user activation covers it.
 * A window page 0's HTML opened for an early press of Proceed has the same name: it is reused.
 */
function openLoginPopup(): Window | null {
  return window.open('', LOGIN_POPUP.name, loginPopupFeatures(window));
}

/** The issuer's origin, which its answers to the popup come from; the domain itself if it is no URL. */
function originOf(domain: string): string {
  try {
    return new URL(domain).origin;
  } catch {
    return domain;
  }
}

function toUser(user: User | undefined): IdentityUser | null {
  if (!user?.sub) return null;
  return { id: user.sub, email: user.email ?? null, name: user.name ?? null };
}

export interface Auth0Identity extends IdentityPort {
  /** Loads and creates the client now (e.g. on hover of a login button); safe to call often. */
  preload(): void;
}

export function createAuth0Identity(settings: IdentitySettings, redirectUri: string = window.location.origin): Auth0Identity {
  let client: Promise<Auth0Client> | null = null;

  const getClient = (): Promise<Auth0Client> => {
    // Evaluating the SDK and creating its client are separate tasks: together they block too long.
    client ??= import('@auth0/auth0-spa-js').then(async ({ Auth0Client }) => {
      await nextTask();
      return new Auth0Client(auth0Options(settings, redirectUri));
    });
    // A failed chunk load may succeed later (flaky network): do not keep the rejection.
    client.catch(() => {
      client = null;
    });
    return client;
  };

  async function withClient<T>(work: (sdk: Auth0Client) => Promise<T>): Promise<T> {
    try {
      return await work(await getClient());
    } catch (error) {
      throw toIdentityError(error);
    }
  }

  return {
    preload() {
      void getClient().catch(() => undefined);
    },

    async checkSession() {
      await pageIsIdle();
      // The SDK's own answer without its cookie, given without evaluating it (ADR 0047).
      if (client === null && !hasSessionHint(document.cookie, settings.clientId)) return null;
      return withClient(async (sdk) => {
        // Without the SDK's "is authenticated" cookie this answers at once, with no request.
        await nextTask();
        await sdk.checkSession();
        const user = toUser(await sdk.getUser());
        // What the answer sets off (the arrival popup, a toast) runs in a task of its own.
        await nextTask();
        return user;
      });
    },

    logInWithPopup() {
      // Before any await: the popup must open inside the click (popup blockers, rule SCOPE-14).
      const popup = openLoginPopup();
      // Told in a task of its own: on arrival the blocked offer follows the session's answer, and
      // the two re-renders together made one long task.
      if (!popup) return nextTask().then(() => Promise.reject(new IdentityError('popup_blocked')));
      const watch = watchTheSignInWindow(popup, originOf(settings.domain));
      return withClient(async (sdk) => {
        try {
          const login = sdk.loginWithPopup({}, { popup, timeoutInSeconds: IDENTITY_CLIENT.popupTimeoutSeconds });
          // When the closed window wins the race, the SDK's own 'cancelled' comes later to nobody.
          login.catch(() => undefined);
          await Promise.race([login, watch.closed]);
        } catch (error) {
          if (!popup.closed) popup.close();
          throw error;
        }
        const user = toUser(await sdk.getUser());
        if (!user) throw new IdentityError('unknown', 'no user after the popup login');
        return user;
      }).finally(() => watch.stop());
    },

    getAccessToken() {
      return withClient(async (sdk) => {
        const token = await sdk.getTokenSilently();
        if (!token) throw new IdentityError('login_required', 'empty access token');
        return token;
      });
    },

    logOut(returnTo) {
      // Clears the SDK's memory cache and cookie, then sends the browser to the provider's /v2/logout.
      return withClient((sdk) => sdk.logout({ logoutParams: { returnTo } }));
    },
  };
}
