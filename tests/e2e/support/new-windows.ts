// A tab must not be reloaded or sent elsewhere while Playwright still holds a window the page has
// just opened (docs/decisions/0059). Playwright pauses every new page at its start (DevTools'
// waitForDebuggerOnStart) until it has set it up, and only then reports it (the 'popup' event).
// A reload or typed address sent to the opener as it opens the window makes Chromium 156 kill
// their shared renderer: the page and the window both report 'crash'. No browser a person uses
// holds new windows, so a journey that reloads "as a person would" first lets Playwright finish
// with the window, which takes tens of milliseconds.
import type { BrowserContext, CDPSession, Page } from '@playwright/test';

/** What the page says in its console as it calls window.open (added by the init script below). */
const OPENING = '[e2e] window.open';
/** A window.open that made no new window (a named window reused) is known after this long. */
const REUSE_KNOWN_AFTER_MS = 300;

export interface NewWindows {
  /** How many times the page has called window.open. */
  opened(): number;
  /** Resolves at the page's next call of window.open. */
  nextOpening(): Promise<void>;
  /** Resolves once no window the page opened is still held by Playwright. */
  settled(timeoutMs?: number): Promise<void>;
  detach(): Promise<void>;
}

interface TargetInfo {
  type: string;
  browserContextId?: string;
}

const announced = new WeakSet<BrowserContext>();

/** Every page of the context says in its console when it calls window.open (nothing else changes). */
async function announceOpenings(context: BrowserContext): Promise<void> {
  if (announced.has(context)) return;
  announced.add(context);
  await context.addInitScript((marker: string) => {
    const open = window.open.bind(window);
    window.open = (...args: Parameters<typeof window.open>) => {
      console.debug(marker);
      return open(...args);
    };
  }, OPENING);
}

/** Watches the windows `page` opens; call before the page loads the document that opens them. */
export async function watchNewWindows(page: Page): Promise<NewWindows> {
  const context = page.context();
  const browser = context.browser();
  if (!browser) throw new Error('watchNewWindows needs a launched browser');
  await announceOpenings(context);
  const pageSession: CDPSession = await context.newCDPSession(page);
  const { targetInfo } = (await pageSession.send('Target.getTargetInfo')) as { targetInfo: TargetInfo };
  await pageSession.detach();
  const browserSession = await browser.newBrowserCDPSession();

  let opens = 0;
  let waiting: (() => void)[] = [];
  // The last window.open not yet followed by a window Playwright reported, if any.
  let unreportedSince: number | null = null;
  page.on('console', (message) => {
    if (message.type() !== 'debug' || message.text() !== OPENING) return;
    opens += 1;
    unreportedSince = Date.now();
    const resolveAll = waiting;
    waiting = [];
    resolveAll.forEach((resolve) => resolve());
  });
  page.on('popup', () => {
    unreportedSince = null;
  });

  /** More page targets in the context than pages Playwright has reported: one is being held. */
  const oneIsHeld = async (): Promise<boolean> => {
    const { targetInfos } = (await browserSession.send('Target.getTargets')) as { targetInfos: TargetInfo[] };
    const targets = targetInfos.filter((target) => target.type === 'page' && target.browserContextId === targetInfo.browserContextId);
    return targets.length > context.pages().length;
  };
  const justOpened = () => unreportedSince !== null && Date.now() - unreportedSince < REUSE_KNOWN_AFTER_MS;

  return {
    opened: () => opens,
    nextOpening: () => new Promise((resolve) => waiting.push(resolve)),
    async settled(timeoutMs = 5_000) {
      const end = Date.now() + timeoutMs;
      while (justOpened() || (await oneIsHeld())) {
        if (Date.now() > end) throw new Error('a window the page opened was never reported by Playwright');
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
    },
    detach: () => browserSession.detach().catch(() => undefined),
  };
}
