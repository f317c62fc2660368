// @vitest-environment jsdom
// The browser ports: analytics dataLayer, cookies and storage that never throw, chat, telemetry.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAnalytics } from '../../../src/adapters/browser/analytics.ts';
import { createChat } from '../../../src/adapters/browser/chat.ts';
import { createCookies, createKeyValueStore, serializeCookie } from '../../../src/adapters/browser/storage.ts';
import { createTelemetry } from '../../../src/adapters/browser/telemetry.ts';
import { createTokenCookie } from '../../../src/adapters/browser/token-cookie.ts';

afterEach(() => {
  document.cookie.split(';').forEach((pair) => {
    const name = pair.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; path=/; expires=${new Date(0).toUTCString()}`;
  });
  document.querySelectorAll('script[data-checkout-chat]').forEach((s) => s.remove());
});

describe('analytics', () => {
  it('pushes named events onto window.dataLayer (SUMMARY-6, ERR-CHECKOUT-6)', () => {
    const target: { dataLayer?: unknown[] } = {};
    const analytics = createAnalytics(target);
    analytics.push({ event: 'returnToPricingPage' });
    analytics.push({ event: 'checkoutSubmissionUnsuccessful', reason: 'card declined' });
    expect(target.dataLayer).toEqual([{ event: 'returnToPricingPage' }, { event: 'checkoutSubmissionUnsuccessful', reason: 'card declined' }]);
  });

  it('keeps an existing dataLayer and ignores a missing window', () => {
    const target = { dataLayer: [{ event: 'gtm.js' }] as unknown[] };
    createAnalytics(target).push({ event: 'returnToPricingPage' });
    expect(target.dataLayer).toHaveLength(2);
    expect(() => createAnalytics(undefined).push({ event: 'x' })).not.toThrow();
  });
});

describe('cookies', () => {
  it('writes path, domain, expiry, SameSite=Lax, and Secure only on https', () => {
    const expires = new Date(Date.UTC(2030, 0, 8));
    expect(serializeCookie('bks_token', 'a b', { path: '/', domain: '.example.com', secure: true, expires })).toBe(
      `bks_token=a%20b; path=/; domain=.example.com; expires=${expires.toUTCString()}; SameSite=Lax; Secure`,
    );
    expect(serializeCookie('x', '1', { secure: false })).toBe('x=1; path=/; SameSite=Lax');
  });

  it('sets, reads and removes a cookie', () => {
    const cookies = createCookies(document);
    cookies.set('bks_token', 'tok=en;1', { path: '/', expiresDays: 7 });
    expect(cookies.get('bks_token')).toBe('tok=en;1');
    cookies.remove('bks_token', { path: '/' });
    expect(cookies.get('bks_token')).toBeNull();
  });

  it('bks_token: path /, shared domain, 7 days (CONST-16, CONST-17, CONST-18)', () => {
    const set = vi.fn();
    const now = Date.UTC(2030, 0, 1);
    const doc = {
      location: { protocol: 'https:' },
      get cookie() {
        return '';
      },
      set cookie(text: string) {
        set(text);
      },
    } as unknown as Document;
    createTokenCookie(createCookies(doc, () => now), '.example.com').set('tok');
    const written = set.mock.calls[0]?.[0] as string;
    expect(written).toContain('bks_token=tok');
    expect(written).toContain('path=/');
    expect(written).toContain('domain=.example.com');
    expect(written).toContain(`expires=${new Date(now + 7 * 24 * 3600 * 1000).toUTCString()}`);
    expect(written).toContain('Secure');
  });

  it('never throws when cookies are blocked', () => {
    const doc = {
      location: { protocol: 'http:' },
      get cookie(): string {
        throw new Error('blocked');
      },
      set cookie(_text: string) {
        throw new Error('blocked');
      },
    } as unknown as Document;
    const cookies = createCookies(doc);
    expect(cookies.get('x')).toBeNull();
    expect(() => cookies.set('x', '1')).not.toThrow();
    expect(() => cookies.remove('x')).not.toThrow();
  });
});

describe('session and local storage', () => {
  it('reads and writes through to the store', () => {
    const store = createKeyValueStore(() => window.sessionStorage);
    store.set('o', '42');
    expect(store.get('o')).toBe('42');
    store.remove('o');
    expect(store.get('o')).toBeNull();
  });

  it('never throws when storage is unavailable or full', () => {
    const failing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    } as unknown as Storage;
    for (const store of [
      createKeyValueStore(() => failing),
      createKeyValueStore(() => {
        throw new Error('SecurityError');
      }),
    ]) {
      expect(store.get('k')).toBeNull();
      expect(() => store.set('k', 'v')).not.toThrow();
      expect(() => store.remove('k')).not.toThrow();
    }
  });
});

describe('chat', () => {
  it('loads nothing in sandbox mode (TOPBAR-9)', () => {
    const chat = createChat({ mode: 'sandbox', widgetUrl: 'https://chat.example.com/loader.js' });
    chat.start();
    expect(chat.kind).toBe('sandbox');
    expect(chat.started).toBe(true);
    expect(document.querySelector('script[data-checkout-chat]')).toBeNull();
  });

  it('adds the configured script once in live mode', () => {
    const chat = createChat({ mode: 'live', widgetUrl: 'https://chat.example.com/loader.js' });
    chat.start();
    chat.start();
    const scripts = document.querySelectorAll<HTMLScriptElement>('script[data-checkout-chat]');
    expect(scripts).toHaveLength(1);
    expect(scripts[0]?.src).toBe('https://chat.example.com/loader.js');
  });

  it('is off in live mode without a widget URL', () => {
    const chat = createChat({ mode: 'live', widgetUrl: null });
    chat.start();
    expect(chat.kind).toBe('off');
    expect(document.querySelector('script[data-checkout-chat]')).toBeNull();
  });
});

describe('telemetry', () => {
  it('is off in sandbox mode and without a key', () => {
    const load = vi.fn();
    for (const options of [
      { mode: 'sandbox' as const, key: 'k' },
      { mode: 'live' as const, key: null },
    ]) {
      const telemetry = createTelemetry({ ...options, load });
      telemetry.start();
      expect(telemetry.enabled).toBe(false);
    }
    expect(load).not.toHaveBeenCalled();
  });

  it('samples replays at 20 % and sessions at 100 % in live mode (CONST-53, CONST-54)', () => {
    const load = vi.fn();
    const telemetry = createTelemetry({ mode: 'live', key: 'rum-key', load });
    telemetry.start();
    telemetry.start();
    expect(load).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenCalledWith({ key: 'rum-key', sessionSampleRate: 100, sessionReplaySampleRate: 20 });
  });

  it('survives a failing vendor loader', () => {
    const telemetry = createTelemetry({
      mode: 'live',
      key: 'k',
      load: () => {
        throw new Error('vendor down');
      },
    });
    expect(() => telemetry.start()).not.toThrow();
  });
});

describe('navigation', () => {
  it('forwards to location and opens new tabs without an opener', async () => {
    const { createNavigation } = await import('../../../src/adapters/browser/navigation.ts');
    const win = {
      location: { assign: vi.fn(), replace: vi.fn(), reload: vi.fn() },
      open: vi.fn(),
      scrollTo: vi.fn(),
    } as unknown as Window;
    const navigation = createNavigation(win);
    navigation.assign('https://a.example/');
    navigation.replace('https://b.example/');
    navigation.reload();
    navigation.openInNewTab('https://c.example/');
    navigation.scrollToTop();
    expect(win.location.assign).toHaveBeenCalledWith('https://a.example/');
    expect(win.location.replace).toHaveBeenCalledWith('https://b.example/');
    expect(win.location.reload).toHaveBeenCalled();
    expect(win.open).toHaveBeenCalledWith('https://c.example/', '_blank', 'noopener,noreferrer');
    expect(win.scrollTo).toHaveBeenCalledWith({ top: 0, left: 0, behavior: 'instant' });
  });

  it('SIGNUP-FORM-9: the scroll waits for the next step\'s title and for a closing dialog to let go of the scroll lock', async () => {
    const { createNavigation, STEP_TITLE_ATTRIBUTE } = await import('../../../src/adapters/browser/navigation.ts');
    const scrollTo = vi.fn();
    const win = Object.assign(Object.create(window) as Window, {
      document,
      scrollTo,
      innerHeight: 740,
      requestAnimationFrame: (run: FrameRequestCallback) => window.setTimeout(() => run(0), 0),
      setTimeout: window.setTimeout.bind(window),
      clearTimeout: window.clearTimeout.bind(window),
    });
    const oldTitle = document.createElement('h2');
    oldTitle.setAttribute(STEP_TITLE_ATTRIBUTE, '');
    document.body.append(oldTitle);
    document.body.setAttribute('data-scroll-lock', '');
    createNavigation(win).scrollToTop();
    const pause = () => new Promise((resolve) => setTimeout(resolve, 20));
    await pause();
    // The old step is still there and the dialog still holds the lock.
    oldTitle.remove();
    const newTitle = document.createElement('h2');
    newTitle.setAttribute(STEP_TITLE_ATTRIBUTE, '');
    document.body.append(newTitle);
    await pause();
    expect(scrollTo).not.toHaveBeenCalled();
    document.body.removeAttribute('data-scroll-lock');
    await vi.waitFor(() => expect(scrollTo).toHaveBeenCalledWith({ top: 0, left: 0, behavior: 'instant' }));
    expect(scrollTo).toHaveBeenCalledTimes(1);
    newTitle.remove();
  });
});
