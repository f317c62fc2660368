// index.html's scripts wait for the first paint (scripts/build/paint-first-plugin.ts, ADR 0021):
// the entry and its preloads leave the markup for one start script that adds them after a frame.
import { describe, expect, it } from 'vitest';
import { afterFirstPaint, ENTRY_LIMIT_MS, paintFirst, startScript } from '../../../scripts/build/paint-first-plugin.ts';
import { QUIET_MS } from '../../../src/lib/visitor-pause.ts';

const BUILT = `<!doctype html><html><head>
    <script type="module" crossorigin src="/assets/index-A.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/factory-B.js">
    <link rel="modulepreload" crossorigin href="/assets/box-C.js">
  </head><body><div id="root"><h1>Checkout</h1></div>
  </body></html>`;

interface FakeElement {
  rel?: string;
  href?: string;
  src?: string;
  onload?: () => void;
}

/** Runs a start script against a fake page; answers what it appended to the head, by moment. */
function runStart(script: string, hidden = false) {
  const appended: string[] = [];
  const links: FakeElement[] = [];
  const frames: (() => void)[] = [];
  const timers: { run: () => void; ms: number }[] = [];
  const listeners: Record<string, () => void> = {};
  const clock = { now: 1_000_000 };
  const document = {
    visibilityState: hidden ? 'hidden' : 'visible',
    head: {
      appendChild: (el: FakeElement) => {
        if (el.rel) links.push(el);
        appended.push(el.src ? `script ${el.src}` : `${el.rel} ${el.href}`);
      },
    },
    createElement: () => ({}),
  };
  const window: Record<string, unknown> = {
    requestAnimationFrame: (f: () => void) => frames.push(f),
    addEventListener: (type: string, f: () => void) => (listeners[type] = f),
  };
  const setTimeout = (run: () => void, ms = 0) => timers.push({ run, ms });
  const DateNow = { now: () => clock.now };
  new Function('document', 'window', 'requestAnimationFrame', 'setTimeout', 'Date', script)(document, window, window.requestAnimationFrame, setTimeout, DateNow);
  /** Runs the timers due within `ms` (those they start too), in order. */
  const runTimers = (ms = 0) => {
    for (let due = timers.find((t) => t.ms <= ms); due; due = timers.find((t) => t.ms <= ms)) {
      timers.splice(timers.indexOf(due), 1);
      due.run();
    }
  };
  const arrive = () => links.splice(0).forEach((l) => l.onload?.());
  return { appended, frames, timers, runTimers, arrive, listeners, clock };
}

describe('paint first', () => {
  it('takes the entry script and the module preloads out of the head', () => {
    const html = paintFirst(BUILT);
    expect(html).not.toContain('<script type="module"');
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).toContain('<h1>Checkout</h1>');
  });

  it('preloads the entry and its imports after a frame, and adds the entry once they have all arrived', () => {
    const script = /<script>([\s\S]*?)<\/script>/.exec(paintFirst(BUILT))?.[1] ?? '';
    const page = runStart(script);
    expect(page.appended).toEqual([]);
    page.frames.forEach((f) => f());
    page.runTimers();
    expect(page.appended).toEqual(['modulepreload /assets/index-A.js', 'modulepreload /assets/factory-B.js', 'modulepreload /assets/box-C.js']);
    page.arrive();
    expect(page.appended.at(-1)).toBe('script /assets/index-A.js');
    page.runTimers(ENTRY_LIMIT_MS);
    expect(page.appended.filter((a) => a.startsWith('script'))).toHaveLength(1);
  });

  it('adds the entry only once the visitor has not typed or tapped for a moment', () => {
    const page = runStart(startScript('/assets/index-A.js', ['/assets/b.js']));
    page.frames.forEach((f) => f());
    page.runTimers();
    page.listeners.keydown?.();
    page.clock.now += QUIET_MS / 2;
    page.arrive();
    expect(page.appended).not.toContain('script /assets/index-A.js');
    page.clock.now += QUIET_MS / 2;
    page.runTimers(QUIET_MS);
    expect(page.appended.at(-1)).toBe('script /assets/index-A.js');
  });

  it('adds the entry after the limit when a preload never arrives', () => {
    const page = runStart(startScript('/assets/index-A.js', ['/assets/b.js']));
    page.frames.forEach((f) => f());
    page.runTimers();
    expect(page.appended).not.toContain('script /assets/index-A.js');
    page.runTimers(ENTRY_LIMIT_MS);
    expect(page.appended.at(-1)).toBe('script /assets/index-A.js');
  });

  it('adds many preloads a few per task', () => {
    const many = Array.from({ length: 12 }, (_, i) => `/assets/m${i}.js`);
    const page = runStart(startScript('/assets/index-A.js', many));
    page.frames.forEach((f) => f());
    page.timers.shift()?.run();
    expect(page.appended).toHaveLength(5);
    page.runTimers();
    expect(page.appended).toEqual(['/assets/index-A.js', ...many].map((m) => `modulepreload ${m}`));
  });

  it('adds the start-up imports to the preloads, once', () => {
    const html = paintFirst(BUILT, ['/assets/checkout-root-D.js', '/assets/box-C.js']);
    expect(html).toContain('"/assets/factory-B.js","/assets/box-C.js","/assets/checkout-root-D.js"');
  });

  it('starts once even when both the frame and the fallback time-out come', () => {
    const page = runStart(afterFirstPaint("document.head.appendChild({src:'x'});"));
    page.frames.forEach((f) => f());
    page.runTimers();
    page.runTimers();
    expect(page.appended).toEqual(['script x']);
  });

  it('a hidden page starts at once (it paints no frame)', () => {
    expect(runStart(afterFirstPaint("document.head.appendChild({src:'x'});"), true).appended).toEqual(['script x']);
  });

  it('refuses a page without an entry script', () => {
    expect(() => paintFirst('<html><body></body></html>')).toThrow(/no module entry script/);
  });
});
