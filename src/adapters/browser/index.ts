// All browser ports of the app, created once at start-up from the configuration. Machines get
// them through `machine.provide(...)`; views through `useBrowser()` (src/app/app-context.tsx).
import { createAnalytics, type Analytics } from './analytics.ts';
import { createChat, type Chat } from './chat.ts';
import { createNavigation, type Navigation } from './navigation.ts';
import { browserLocks, type LockRequester } from './purchase-lock.ts';
import { createPurchaseNews, type PurchaseNews } from './purchase-news.ts';
import { createCookies, createLocalStore, createSessionStore, type Cookies, type KeyValueStore } from './storage.ts';
import { createTelemetry, type Telemetry } from './telemetry.ts';
import { createTokenCookie, type TokenCookie } from './token-cookie.ts';

export interface BrowserAdapters {
  analytics: Analytics;
  chat: Chat;
  navigation: Navigation;
  cookies: Cookies;
  tokenCookie: TokenCookie;
  sessionStore: KeyValueStore;
  localStore: KeyValueStore;
  telemetry: Telemetry;
  /** Web Locks (one purchase of a cart at a time); undefined where the browser has none. */
  locks: LockRequester | undefined;
  /** What the other tabs are told of a purchase, and hear. */
  purchaseNews: PurchaseNews;
}

/** The settings the browser ports are made from: src/app/config.ts's Config has them. */
export interface BrowserSettings {
  mode: 'sandbox' | 'live';
  chatWidgetUrl: string | null;
  /** The shared provider domain of the bks_token cookie; null means the current host. */
  cookieDomain: string | null;
  telemetryKey: string | null;
}

export function createBrowserAdapters(config: BrowserSettings): BrowserAdapters {
  const cookies = createCookies();
  return {
    analytics: createAnalytics(),
    chat: createChat({ mode: config.mode, widgetUrl: config.chatWidgetUrl }),
    navigation: createNavigation(),
    cookies,
    tokenCookie: createTokenCookie(cookies, config.cookieDomain),
    sessionStore: createSessionStore(),
    localStore: createLocalStore(),
    telemetry: createTelemetry({ mode: config.mode, key: config.telemetryKey }),
    locks: browserLocks(),
    purchaseNews: createPurchaseNews(),
  };
}

export type { Analytics, AnalyticsEvent } from './analytics.ts';
export type { Chat } from './chat.ts';
export type { Navigation } from './navigation.ts';
export type { LockRequester } from './purchase-lock.ts';
export type { PlanBought, PurchaseNews } from './purchase-news.ts';
export type { Cookies, KeyValueStore } from './storage.ts';
export type { ErrorReport } from './error-report.ts';
export type { Telemetry, TelemetryVendor } from './telemetry.ts';
export type { TokenCookie } from './token-cookie.ts';
