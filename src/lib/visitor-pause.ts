// Start-up work waits while the visitor is typing or tapping. A task that starts between two
// keystrokes holds the second one until it ends, and some steps of the take-over (evaluating a
// library, creating the Chakra system) cannot be cut shorter; between a visitor's presses they
// wait instead (ADR 0061). Typing meanwhile goes into the page's own fields, and presses are kept
// (early-presses.ts), so nothing is lost by waiting. index.html's start script follows the same
// rule before it adds the entry (scripts/build/paint-first-plugin.ts) and records the last input.
import { nextTask } from './page-ready.ts';

/** What counts as the visitor acting now: not a pointer moving, which a phone has none of. */
export const VISITOR_INPUTS = ['keydown', 'pointerdown', 'touchstart', 'input'] as const;

/** How long after the visitor's last key or tap the next step may start: a typist's pause between keys is shorter. */
export const QUIET_MS = 400;

/** Where index.html's start script keeps the time (Date.now) of the last input before this module ran. */
export const LAST_INPUT_GLOBAL = '__visitorLastInput';

const recorded = typeof window === 'undefined' ? undefined : (window as unknown as Record<string, unknown>)[LAST_INPUT_GLOBAL];
let lastInput = typeof recorded === 'number' ? recorded : Number.NEGATIVE_INFINITY;

if (typeof window !== 'undefined') {
  const note = () => {
    lastInput = Date.now();
  };
  VISITOR_INPUTS.forEach((type) => window.addEventListener(type, note, { capture: true, passive: true }));
}

/** Resolves once the visitor has not typed or tapped for `quietMs` (at once when they have not lately). */
export async function visitorPause(quietMs: number = QUIET_MS, now: () => number = Date.now): Promise<void> {
  for (;;) {
    const wait = lastInput + quietMs - now();
    if (wait <= 0) return;
    await new Promise((resolve) => setTimeout(resolve, wait));
  }
}

/** The next task once the visitor has paused: a step of the start-up (src/main.tsx). */
export async function nextQuietTask(): Promise<void> {
  await nextTask();
  await visitorPause();
}
