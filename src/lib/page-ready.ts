// The moment the screen a visitor came for is on the page and answers clicks. Work that can wait
// (the session check, prefetches, the motion code, the toast regions, telemetry) waits for it and
// then for an idle moment, so none of it is fetched or run while page 0 is still being built:
// on a slow phone it would compete with 'Proceed to Checkout' becoming usable (issue 16, ADR 0040).

/** Without a screen saying it is ready (one that does not call markPageReady), the wait ends this long after the load event. */
const FALLBACK_AFTER_LOAD_MS = 3000;

let markReady: () => void = () => undefined;
const ready = new Promise<void>((resolve) => {
  markReady = resolve;
});

if (typeof window !== 'undefined') {
  const fallback = () => setTimeout(() => markReady(), FALLBACK_AFTER_LOAD_MS);
  if (document.readyState === 'complete') fallback();
  else window.addEventListener('load', fallback, { once: true });
}

/** The first screen has committed; later calls change nothing. */
export function markPageReady(): void {
  markReady();
}

/** Runs `run` once the page is ready and then idle (within `timeoutMs` of being ready); returns a cancel. */
export function whenPageIsIdle(run: () => void, timeoutMs = 2000): () => void {
  let cancelled = false;
  void ready.then(() => {
    if (cancelled) return;
    const go = () => {
      if (!cancelled) run();
    };
    if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(go, { timeout: timeoutMs });
    else setTimeout(go, 200);
  });
  return () => {
    cancelled = true;
  };
}

/** whenPageIsIdle as a promise. */
export function pageIsIdle(timeoutMs?: number): Promise<void> {
  return new Promise((resolve) => void whenPageIsIdle(resolve, timeoutMs));
}

/**
 * A pause until the browser's next task, so it can paint and answer input in between: Lighthouse and
 * a slow phone count every task over 50 ms as blocking, so long chains of start-up work are cut with it.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
