// @vitest-environment jsdom
// The take-over's steps wait while the visitor types or taps (src/lib/visitor-pause.ts), and start
// once the code they import has arrived (src/lib/preloads-arrived.ts): a step's long task never
// lands between two keystrokes of a burst (ADR 0061).
// rule: PAGE0-2, SCOPE-4
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { preloadsArrived } from '../../../src/lib/preloads-arrived.ts';
import { QUIET_MS, visitorPause } from '../../../src/lib/visitor-pause.ts';

describe('the take-over waits for the visitor', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    document.head.innerHTML = '';
  });

  it('PAGE0-2: a step starts at once when nobody typed, and only after a quiet moment while someone types', async () => {
    let started = 0;
    await visitorPause().then(() => started++);
    expect(started).toBe(1);

    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'W' }));
    void visitorPause().then(() => started++);
    await vi.advanceTimersByTimeAsync(QUIET_MS / 2);
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'E' }));
    await vi.advanceTimersByTimeAsync(QUIET_MS / 2 + 10);
    expect(started).toBe(1);
    await vi.advanceTimersByTimeAsync(QUIET_MS / 2);
    expect(started).toBe(2);
  });

  it('SCOPE-4: the steps start once every preloaded module has arrived or failed, or after the limit', async () => {
    const link = (href: string) => {
      const l = document.createElement('link');
      l.rel = 'modulepreload';
      l.href = href;
      document.head.append(l);
      return l;
    };
    const [a, b] = [link('/assets/a.js'), link('/assets/b.js')];
    let done = false;
    void preloadsArrived(document, 15_000).then(() => (done = true));
    a.dispatchEvent(new Event('load'));
    await vi.advanceTimersByTimeAsync(0);
    expect(done).toBe(false);
    b.dispatchEvent(new Event('error'));
    await vi.advanceTimersByTimeAsync(0);
    expect(done).toBe(true);

    link('/assets/never.js');
    let late = false;
    void preloadsArrived(document, 15_000).then(() => (late = true));
    await vi.advanceTimersByTimeAsync(14_999);
    expect(late).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(late).toBe(true);
  });
});
