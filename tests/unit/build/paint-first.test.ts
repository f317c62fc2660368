// index.html's scripts wait for the first paint (scripts/build/paint-first-plugin.ts, ADR 0021):
// the entry and its preloads leave the markup for one start script that adds them after a frame.
import { describe, expect, it } from 'vitest';
import { afterFirstPaint, paintFirst, startScript } from '../../../scripts/build/paint-first-plugin.ts';

const BUILT = `<!doctype html><html><head>
    <script type="module" crossorigin src="/assets/index-A.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/factory-B.js">
    <link rel="modulepreload" crossorigin href="/assets/box-C.js">
  </head><body><div id="root"><h1>Checkout</h1></div>
  </body></html>`;

/** Runs a start script against a fake page; answers what it appended to the head, by moment. */
function runStart(script: string, hidden = false) {
  const appended: string[] = [];
  const frames: (() => void)[] = [];
  const timers: (() => void)[] = [];
  const document = {
    visibilityState: hidden ? 'hidden' : 'visible',
    head: { appendChild: (el: { rel?: string; href?: string; src?: string }) => appended.push(el.src ? `script ${el.src}` : `${el.rel} ${el.href}`) },
    createElement: () => ({}),
  };
  const window = { requestAnimationFrame: (f: () => void) => frames.push(f) };
  const setTimeout = (f: () => void) => timers.push(f);
  new Function('document', 'window', 'requestAnimationFrame', 'setTimeout', script)(document, window, window.requestAnimationFrame, setTimeout);
  return { appended, frames, timers };
}

describe('paint first', () => {
  it('takes the entry script and the module preloads out of the head', () => {
    const html = paintFirst(BUILT);
    expect(html).not.toContain('<script type="module"');
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).toContain('<h1>Checkout</h1>');
  });

  it('adds the entry, then its preloads, only after a frame', () => {
    const script = /<script>([\s\S]*?)<\/script>/.exec(paintFirst(BUILT))?.[1] ?? '';
    const page = runStart(script);
    expect(page.appended).toEqual([]);
    page.frames.forEach((f) => f());
    page.timers.forEach((t) => t());
    expect(page.appended).toEqual(['script /assets/index-A.js', 'modulepreload /assets/factory-B.js', 'modulepreload /assets/box-C.js']);
  });

  it('adds many preloads a few per task', () => {
    const many = Array.from({ length: 12 }, (_, i) => `/assets/m${i}.js`);
    const page = runStart(startScript('/assets/index-A.js', many));
    page.frames.forEach((f) => f());
    page.timers.shift()?.();
    expect(page.appended).toHaveLength(1 + 5);
    while (page.timers.length > 0) page.timers.shift()?.();
    expect(page.appended).toEqual(['script /assets/index-A.js', ...many.map((m) => `modulepreload ${m}`)]);
  });

  it('adds the start-up imports to the preloads, once', () => {
    const html = paintFirst(BUILT, ['/assets/checkout-root-D.js', '/assets/box-C.js']);
    expect(html).toContain('"/assets/factory-B.js","/assets/box-C.js","/assets/checkout-root-D.js"');
  });

  it('starts once even when both the frame and the fallback time-out come', () => {
    const page = runStart(afterFirstPaint("document.head.appendChild({src:'x'});"));
    page.frames.forEach((f) => f());
    page.timers.forEach((t) => t());
    page.timers.forEach((t) => t());
    expect(page.appended).toEqual(['script x']);
  });

  it('a hidden page starts at once (it paints no frame)', () => {
    expect(runStart(afterFirstPaint("document.head.appendChild({src:'x'});"), true).appended).toEqual(['script x']);
  });

  it('refuses a page without an entry script', () => {
    expect(() => paintFirst('<html><body></body></html>')).toThrow(/no module entry script/);
  });
});
