// @vitest-environment jsdom
// The take-over's steps wait while the visitor types or taps (src/lib/visitor-pause.ts): a step's
// long task never lands between two keystrokes of a burst (ADR 0061).
// rule: PAGE0-2
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QUIET_MS, visitorPause } from '../../../src/lib/visitor-pause.ts';

describe('the take-over waits for the visitor', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

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
});
