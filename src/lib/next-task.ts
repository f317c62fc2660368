// A pause until the browser's next task: it can paint and answer input in between. Lighthouse and a
// slow phone count every task over 50 ms as blocking, so long chains of work are cut with it.

/** Resolves in a new task (a zero timeout), after whatever the browser had waiting. */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
