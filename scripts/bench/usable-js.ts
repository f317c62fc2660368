// The JS page 0 requests before 'Proceed to Checkout' can be used (issue 16, budget 240 kB gzip),
// in Chromium with no throttling. "Usable": the button is shown, enabled, and React has committed
// its click handler (the __reactProps$ key React puts on the element holds an onClick), so a click
// at that moment would be handled; the prerendered frame of index.html (ADR 0021) holds no button.
// Every JS request the page started up to that moment counts, whether or not it had finished. (A
// click is not used to check the moment: the arrival popup, PAGELOAD-3, is open by then, so a
// handled click changes nothing a script can see.)
import { launchChromium, type Stack } from './servers.ts';

const PROCEED = 'Proceed to Checkout';

export interface RequestedJs {
  /** Paths of the app's own JS files (no leading slash), in request order. */
  appFiles: string[];
  /** JS from other origins, with the bytes Chromium received for each. */
  otherOrigins: { url: string; bytes: number }[];
  /** The app's JS files started after that moment, until the network went quiet: how close they came. */
  later: { file: string; afterMs: number }[];
  /** When the button became usable, in ms after navigation started. */
  usableMs: number;
}

export async function jsRequestedBeforeUsable(stack: Stack, path: string): Promise<RequestedJs> {
  const browser = await launchChromium();
  try {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${stack.appUrl}${path}`);
    const usable = await page.waitForFunction(
      (name) => {
        const button = [...document.querySelectorAll('button')].find((b) => b.textContent?.trim() === name);
        if (!button || button.disabled || button.getAttribute('aria-disabled') === 'true' || button.getClientRects().length === 0) return false;
        const key = Object.keys(button).find((k) => k.startsWith('__reactProps$'));
        const props = key === undefined ? undefined : (button as unknown as Record<string, { onClick?: unknown } | undefined>)[key];
        return typeof props?.onClick === 'function' ? performance.now() : false;
      },
      PROCEED,
      // A fixed 16 ms poll, not requestAnimationFrame: a popup can hide the page, which stops its frames.
      { polling: 16, timeout: 60_000 },
    );
    const usableMs = (await usable.jsonValue()) as number;
    // Requests started before that moment may still be loading: their timing entries appear when they end.
    await page.waitForLoadState('networkidle');
    const started = await page.evaluate(() =>
      performance.getEntriesByType('resource').map((e) => {
        const r = e as PerformanceResourceTiming;
        return { url: r.name, at: r.startTime, bytes: r.encodedBodySize };
      }),
    );
    const js = started.filter((e) => e.at <= usableMs && new URL(e.url).pathname.endsWith('.js'));
    const mine = (url: string) => url.startsWith(`${stack.appUrl}/`);
    const appFiles = js.filter((e) => mine(e.url)).map((e) => new URL(e.url).pathname.slice(1));
    const otherOrigins = js.filter((e) => !mine(e.url)).map(({ url, bytes }) => ({ url, bytes }));
    await context.close();
    const later = started
      .filter((e) => e.at > usableMs && mine(e.url) && new URL(e.url).pathname.endsWith('.js'))
      .map((e) => ({ file: new URL(e.url).pathname.slice(1), afterMs: e.at - usableMs }));
    return { appFiles: [...new Set(appFiles)], otherOrigins, later, usableMs };
  } finally {
    await browser.close();
  }
}
