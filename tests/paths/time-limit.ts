// A time limit on a walk's own waits, so that one that never ends fails (or is let go) by name
// instead of running into the whole test's time-out.

/** Rejected with when the limit comes first. */
export class TimeLimitPassed extends Error {}

/** `work`'s outcome, or TimeLimitPassed('`what` within N s') once `ms` have passed; the timer never outlives it. */
export async function within<T>(ms: number, what: string, work: Promise<T>): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const limit = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new TimeLimitPassed(`${what} within ${ms / 1000} s`)), ms);
  });
  try {
    return await Promise.race([work, limit]);
  } finally {
    clearTimeout(timer);
  }
}
