// A field's blur can come from pressing a link or button elsewhere in its dialog. If the blur
// shows an error at once, the layout moves between the press and the release, and the release
// lands beside the control: the click is lost (SIGNUP-4, KNOWN-6). So a blur that happens while a
// pointer is down is reported only after that pointer is released and its click has run.

let pointerDown = false;
let listening = false;
const waiting: (() => void)[] = [];

function flush(): void {
  if (waiting.length === 0) return;
  // A timeout, not a microtask: the click event follows pointerup within the same input task.
  setTimeout(() => {
    for (const run of waiting.splice(0)) run();
  }, 0);
}

/** Starts listening before the first press, so the first blur of a page is already ordered. */
export function watchPointers(): void {
  if (listening || typeof window === 'undefined') return;
  listening = true;
  window.addEventListener('pointerdown', () => (pointerDown = true), true);
  const release = () => {
    pointerDown = false;
    flush();
  };
  window.addEventListener('pointerup', release, true);
  window.addEventListener('pointercancel', release, true);
  // A release outside the window never arrives: losing focus ends the press too.
  window.addEventListener('blur', release);
}

/** Runs `report` now, or after the pointer that is down is released and its click handled. */
export function afterPointerRelease(report: () => void): void {
  watchPointers();
  if (!pointerDown) {
    report();
    return;
  }
  waiting.push(report);
}
