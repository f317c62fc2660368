// `npm run bench -- --only felt` (ADR 0061): what a visitor on a slow phone feels on page 0, the
// app and the floor (ADR 0032) loaded in turn in Chromium with real CPU throttling (DevTools'
// Emulation.setCPUThrottlingRate) and DevTools' Slow 4G, `--felt-runs` loads per page per speed:
// - content time: when the plan's name and its price are both in the page's visible text, read at
//   every animation frame from the document's start (a skeleton or a heading does not count);
// - interactions, in a 412 × 1300 viewport where both coupon boxes show without scrolling: at
//   content +0, +0.5, +1, +2 and +3 s by the wall clock (nothing waits for an idle page), a tap on
//   the coupon box and two keystrokes sent as raw input; per offset the worst Event Timing
//   duration of the load (what INP reports), and the keystrokes the box never got.
import type { CDPSession, Page } from 'playwright-core';
import { extraBuilds, launchChromium, PAGE_ZERO_PATH, startFloor, startStack } from './servers.ts';
import { medianAndRange, spread, table, type SummaryRow } from './stats.ts';

export const OFFSETS_S = [0, 0.5, 1, 2, 3, 4, 5] as const;
const KEYS_PER_OFFSET = 2;
const PLAN = 'ARE 5.0 Pro';
const PRICE = '$199.00';
/** DevTools' Slow 4G preset. */
const SLOW_4G = { offline: false, latency: 562.5, downloadThroughput: (1474.56 * 1024) / 8, uploadThroughput: (675 * 1024) / 8 };

interface Load {
  contentMs: number;
  /** Per offset, the worst event duration that started in its window (0 when none). */
  worstMs: number[];
  lostKeys: number;
}

/**
 * Watches, from the document's start, the content's arrival and every event's duration. A string:
 * tsx's compiled functions call helpers (`__name`) the page does not have.
 */
const WATCH_THE_PAGE = `(() => {
  const felt = { content: -1, events: [] };
  window.__felt = felt;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) felt.events.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'event', buffered: true, durationThreshold: 16 });
  const look = () => {
    const text = document.body ? document.body.innerText : '';
    if (text.includes(${JSON.stringify(PLAN)}) && text.includes(${JSON.stringify(PRICE)})) felt.content = performance.now();
    else requestAnimationFrame(look);
  };
  requestAnimationFrame(look);
})();`;

/** A load that hangs (a browser that stops answering) fails the part, naming the load, instead of stalling it. */
function withinLoadLimit<T>(work: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const limit = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took more than 90 s`)), 90_000);
  });
  return Promise.race([work, limit]).finally(() => clearTimeout(timer));
}

const sleepUntil = (at: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, at - Date.now())));

async function tapAndType(cdp: CDPSession, x: number, y: number, keys: string): Promise<void> {
  await cdp.send('Input.dispatchMouseEvent', { type: 'mousePressed', x, y, button: 'left', clickCount: 1 });
  await cdp.send('Input.dispatchMouseEvent', { type: 'mouseReleased', x, y, button: 'left', clickCount: 1 });
  for (const key of keys) {
    await cdp.send('Input.dispatchKeyEvent', { type: 'keyDown', key, text: key });
    await cdp.send('Input.dispatchKeyEvent', { type: 'keyUp', key });
  }
}

async function oneLoad(page: Page, cdp: CDPSession, url: string): Promise<Load> {
  const navigated = Date.now();
  await page.goto(url, { waitUntil: 'commit' });
  const felt = () => page.evaluate(() => (window as unknown as { __felt: { content: number; events: { start: number; duration: number }[] } }).__felt);
  let contentMs = -1;
  while (contentMs < 0) {
    if (Date.now() - navigated > 60_000) throw new Error(`${url}: the plan and price never showed`);
    await new Promise((resolve) => setTimeout(resolve, 25));
    contentMs = await felt().then((f) => f?.content ?? -1, () => -1);
  }
  const box = await page.locator('input').first().boundingBox();
  if (!box) throw new Error(`${url}: no coupon box on screen`);
  const letters = 'WELCOMESPRINGAB';
  for (const [i, offset] of OFFSETS_S.entries()) {
    await sleepUntil(navigated + contentMs + offset * 1000);
    await tapAndType(cdp, box.x + box.width / 2, box.y + box.height / 2, letters.slice(i * KEYS_PER_OFFSET, (i + 1) * KEYS_PER_OFFSET));
  }
  await page.waitForTimeout(1500);
  const { events } = await felt();
  const typed = await page.locator('input').first().inputValue();
  const windowOf = (start: number) => OFFSETS_S.findLastIndex((offset) => start >= contentMs + offset * 1000 - 50);
  const worstMs = OFFSETS_S.map((_, i) => Math.max(0, ...events.filter((e) => windowOf(e.start) === i).map((e) => e.duration)));
  return { contentMs, worstMs, lostKeys: OFFSETS_S.length * KEYS_PER_OFFSET - typed.length };
}

export async function measureFelt(runs: number, speeds: readonly number[], print: (text: string) => void): Promise<{ rows: SummaryRow[] }> {
  const stack = await startStack();
  const floor = await startFloor();
  const browser = await launchChromium({ popupBlocker: true });
  const builds = extraBuilds();
  const pages = ['app', ...builds.map((b) => b.name), 'floor'];
  const rows: SummaryRow[] = [];
  try {
    for (const speed of speeds) {
      const loads: Record<string, Load[]> = Object.fromEntries(pages.map((name) => [name, []]));
      const loadsOf = (name: string): Load[] => loads[name] ?? [];
      for (let run = 0; run < runs; run++) {
        for (const name of pages) {
          await stack.resetSandbox();
          const context = await browser.newContext({ viewport: { width: 412, height: 1300 } });
          const page = await context.newPage();
          await page.addInitScript(WATCH_THE_PAGE);
          const cdp = await context.newCDPSession(page);
          await cdp.send('Network.enable');
          await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
          await cdp.send('Emulation.setCPUThrottlingRate', { rate: speed });
          const origin = name === 'floor' ? floor.url : stack.appUrl;
          const once = () => withinLoadLimit(oneLoad(page, cdp, `${origin}${PAGE_ZERO_PATH}`), `${speed}x ${name} load ${run + 1}`);
          // Another build takes the app's port for its load, so the sandbox allows its origin.
          const build = builds.find((b) => b.name === name);
          const load = build === undefined ? await once() : await stack.instead(build.dir, once);
          print(`  ${speed}x ${name} load ${run + 1}: content ${Math.round(load.contentMs)} ms, worst ${load.worstMs.map(Math.round).join('/')} ms, ${load.lostKeys} keys lost`);
          loadsOf(name).push(load);
          await context.close();
        }
      }
      const content = (name: string) => spread(loadsOf(name).map((l) => l.contentMs));
      const ratio = (name: string) => content(name).median / content('floor').median;
      const worst = (name: string, i: number) => spread(loadsOf(name).map((l) => l.worstMs[i] ?? 0));
      const lost = (name: string) => loadsOf(name).reduce((sum, l) => sum + l.lostKeys, 0);
      const typed = runs * OFFSETS_S.length * KEYS_PER_OFFSET;
      print(`\n${speed}x CPU, Slow 4G, ${runs} loads each`);
      print(table(['', ...pages, ...pages.filter((p) => p !== 'floor').map((p) => `${p} / floor`)], [
        [`${PLAN} and ${PRICE} on screen`, ...pages.map((p) => medianAndRange(content(p), ' ms')), ...pages.filter((p) => p !== 'floor').map((p) => ratio(p).toFixed(2))],
        ...OFFSETS_S.map((offset, i) => [`worst interaction at content +${offset} s`, ...pages.map((p) => medianAndRange(worst(p, i), ' ms')), ...builds.map(() => ''), '']),
        ['keystrokes lost', ...pages.map((p) => `${lost(p)} of ${typed}`), ...builds.map(() => ''), ''],
      ]));
      rows.push({ figure: `felt ${speed}x: content time, app / floor`, value: ratio('app').toFixed(2), budget: '≤ 0.60', pass: ratio('app') <= 0.6 });
      OFFSETS_S.forEach((offset, i) => {
        const app = worst('app', i).median;
        const limit = Math.min(200, Math.max(50, worst('floor', i).median));
        rows.push({ figure: `felt ${speed}x: worst interaction at +${offset} s`, value: `${Math.round(app)} ms`, budget: `≤ ${Math.round(limit)} ms`, pass: app <= limit });
      });
      rows.push({ figure: `felt ${speed}x: keystrokes lost`, value: String(lost('app')), budget: '0', pass: lost('app') === 0 });
    }
  } finally {
    await browser.close();
    await floor.close();
    await stack.close();
  }
  return { rows };
}
