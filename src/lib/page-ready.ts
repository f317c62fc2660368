// The moment the screen a visitor came for is on the page and answers clicks. Work that can wait
// (the session check, telemetry) waits for it and then for an idle moment, so none of it is fetched
// or run while page 0 is still being built: on a slow phone it would compete with 'Proceed to
// Checkout' becoming usable (issue 16, ADR 0040). Code page 0 does not need before the first click
// (prefetches, the motion code, the toast regions) waits further, for the visitor to reach for the
// page (ADR 0047).

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

/**
 * What says the visitor is reaching for the page: a pointer moving or pressed, a touch, a key, a
 * wheel. Not focus: the page moves focus itself (a step's title), and a keyboard user presses Tab.
 */
const ACTS = ['pointermove', 'pointerdown', 'touchstart', 'keydown', 'wheel'] as const;

const acted = new Promise<void>((resolve) => {
  if (typeof window === 'undefined') return;
  const onAct = () => {
    ACTS.forEach((type) => window.removeEventListener(type, onAct, true));
    resolve();
  };
  ACTS.forEach((type) => window.addEventListener(type, onAct, { capture: true, passive: true }));
});

/**
 * Runs `run` once the page is ready and the visitor has first reached for it (or at once if they
 * already have), at an idle moment: for code page 0 does not need before the first click, which
 * a page nobody touches then never loads (ADR 0047). Returns a cancel.
 */
export function whenVisitorActs(run: () => void, timeoutMs = 500): () => void {
  let cancelled = false;
  let cancelIdle: () => void = () => undefined;
  void acted.then(() => {
    if (!cancelled) cancelIdle = whenPageIsIdle(run, timeoutMs);
  });
  return () => {
    cancelled = true;
    cancelIdle();
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

/**
 * Fetches code ahead of need (a hover, a focus, an idle moment). A failure is dropped: the load
 * that needs the code meets it again and reports it (the network dialog, a retry).
 */
export function prefetch(load: () => Promise<unknown>): void {
  void load().catch(() => undefined);
}
