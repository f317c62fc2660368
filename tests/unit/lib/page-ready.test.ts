// @vitest-environment jsdom
// Work that can wait (session check, telemetry) starts only once the first screen is up and the
// browser is idle (src/lib/page-ready.ts), or a while after the load event when no screen says so;
// code page 0 does not need before the first click (prefetches, motion, toasts) waits also for the
// visitor to reach for the page.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

type PageReady = typeof import('../../../src/lib/page-ready.ts');
/** A fresh copy of the module: its ready moment is once per page. */
const freshModule = async (): Promise<PageReady> => {
  vi.resetModules();
  return import('../../../src/lib/page-ready.ts');
};
const flush = () => new Promise<void>((resolve) => queueMicrotask(resolve));

beforeEach(() => {
  vi.useFakeTimers();
  // The idle callback as a plain next task, so fake timers drive it.
  vi.stubGlobal('requestIdleCallback', (run: () => void) => setTimeout(run, 1));
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('work that waits for page 0 (PAGE0-3: nothing competes with Proceed to Checkout becoming usable)', () => {
  it('does not run before the first screen says it is ready, then runs at the next idle moment', async () => {
    const { markPageReady, whenPageIsIdle } = await freshModule();
    const run = vi.fn();
    whenPageIsIdle(run);
    await vi.advanceTimersByTimeAsync(2000);
    expect(run).not.toHaveBeenCalled();
    markPageReady();
    await flush();
    expect(run).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('a cancelled wait never runs', async () => {
    const { markPageReady, whenPageIsIdle } = await freshModule();
    const run = vi.fn();
    const cancel = whenPageIsIdle(run);
    cancel();
    markPageReady();
    await vi.advanceTimersByTimeAsync(10);
    expect(run).not.toHaveBeenCalled();
  });

  it('without a screen saying so, the wait ends 3 s after the load event (an error screen still gets its session check)', async () => {
    const { pageIsIdle } = await freshModule();
    let done = false;
    void pageIsIdle().then(() => (done = true));
    await vi.advanceTimersByTimeAsync(2990);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(20);
    expect(done).toBe(true);
  });
});

describe('code page 0 does not need before the first click waits for the visitor to reach for the page (ADR 0047)', () => {
  it('a ready page nobody touches never runs it', async () => {
    const { markPageReady, whenVisitorActs } = await freshModule();
    const run = vi.fn();
    whenVisitorActs(run);
    markPageReady();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(run).not.toHaveBeenCalled();
  });

  it('focus the page moves itself (a step\'s title) is no sign of the visitor', async () => {
    const { markPageReady, whenVisitorActs } = await freshModule();
    const run = vi.fn();
    whenVisitorActs(run);
    markPageReady();
    window.dispatchEvent(new Event('focusin'));
    await vi.advanceTimersByTimeAsync(1000);
    expect(run).not.toHaveBeenCalled();
  });

  it.each(['pointermove', 'pointerdown', 'touchstart', 'keydown', 'wheel'])('runs it at the next idle moment after the first %s', async (type) => {
    const { markPageReady, whenVisitorActs } = await freshModule();
    const run = vi.fn();
    whenVisitorActs(run);
    markPageReady();
    window.dispatchEvent(new Event(type));
    await flush();
    await vi.advanceTimersByTimeAsync(1);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('a visitor who acted before the first screen was up gets it once the screen is ready, and a cancelled wait never runs', async () => {
    const { markPageReady, whenVisitorActs } = await freshModule();
    window.dispatchEvent(new Event('keydown'));
    const run = vi.fn();
    const cancelled = vi.fn();
    whenVisitorActs(run);
    whenVisitorActs(cancelled)();
    await vi.advanceTimersByTimeAsync(100);
    expect(run).not.toHaveBeenCalled();
    markPageReady();
    await vi.advanceTimersByTimeAsync(1);
    expect(run).toHaveBeenCalledTimes(1);
    expect(cancelled).not.toHaveBeenCalled();
  });
});

describe('nextTask (ADR 0041: long start-up chains are cut into tasks)', () => {
  it('resolves in a later task, after the timers already waiting, not in the same one', async () => {
    const { nextTask } = await freshModule();
    const order: string[] = [];
    setTimeout(() => order.push('waiting timer'), 0);
    const paused = nextTask().then(() => order.push('after the pause'));
    await flush();
    expect(order).toEqual([]);
    await vi.runAllTimersAsync();
    await paused;
    expect(order).toEqual(['waiting timer', 'after the pause']);
  });
});
