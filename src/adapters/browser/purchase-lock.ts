// One purchase of a cart at a time in the whole browser (docs/decisions/0060): the Web Locks API
// queues the tabs that ask for the same name; the lock is let go when its holder says so or its
// document goes away (a closed tab or a reload never leaves it held).

/** The part of `navigator.locks` used here (absent in old browsers and some embedded views). */
export interface LockRequester {
  request(name: string, options: { signal: AbortSignal }, callback: () => Promise<void>): Promise<unknown>;
}

/**
 * Asks for `name`; `onHeld` runs once this tab holds it. The function returned lets it go, or
 * withdraws the request when it was not granted yet. Without Web Locks the lock is held at once:
 * the subscriptions read inside it still stop a second purchase, only not two at the same instant.
 */
export function holdLock(locks: LockRequester | undefined, name: string, onHeld: () => void): () => void {
  if (locks === undefined) {
    onHeld();
    return () => {};
  }
  const withdraw = new AbortController();
  let letGo: () => void = () => {};
  const released = new Promise<void>((resolve) => {
    letGo = resolve;
  });
  locks
    .request(name, { signal: withdraw.signal }, () => {
      onHeld();
      return released;
    })
    // Withdrawn before it was granted (AbortError): nothing to undo.
    .catch(() => {});
  return () => {
    withdraw.abort();
    letGo();
  };
}

export function browserLocks(): LockRequester | undefined {
  try {
    return typeof navigator !== 'undefined' && 'locks' in navigator ? navigator.locks : undefined;
  } catch {
    return undefined;
  }
}
