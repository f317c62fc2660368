// The browser adapters of docs/decisions/0060: the Web Lock that queues the tabs, the tab's record
// of a payment under way (session storage, parsed, never a secret) and the news other tabs hear.
import { describe, expect, it } from 'vitest';
import { forgetPaymentUnderWay, PAYMENT_UNDER_WAY_STORAGE_KEY, readPaymentUnderWay, rememberPaymentUnderWay } from '../../../src/adapters/browser/payment-under-way.ts';
import { holdLock, type LockRequester } from '../../../src/adapters/browser/purchase-lock.ts';
import { createPurchaseNews } from '../../../src/adapters/browser/purchase-news.ts';
import type { KeyValueStore } from '../../../src/adapters/browser/storage.ts';

/** navigator.locks as the spec has it for one name: one holder, the others queued in order. */
function fakeLocks(): LockRequester {
  let tail: Promise<unknown> = Promise.resolve();
  return {
    request(_name, { signal }, callback) {
      const turn = tail.then(() => {
        if (signal.aborted) throw new DOMException('aborted', 'AbortError');
        return callback();
      });
      tail = turn.catch(() => undefined);
      return turn;
    },
  };
}

const memory = (): KeyValueStore & { data: Map<string, string> } => {
  const data = new Map<string, string>();
  return { data, get: (k) => data.get(k) ?? null, set: (k, v) => void data.set(k, v), remove: (k) => void data.delete(k) };
};

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the purchase lock', () => {
  it('ROLE-9: a second tab holds the lock only after the first lets it go', async () => {
    const locks = fakeLocks();
    const held: string[] = [];
    const releaseFirst = holdLock(locks, 'purchase:m:p', () => held.push('first'));
    holdLock(locks, 'purchase:m:p', () => held.push('second'));
    await tick();
    expect(held).toEqual(['first']);
    releaseFirst();
    await tick();
    expect(held).toEqual(['first', 'second']);
  });

  it('ROLE-9: a request withdrawn before it was granted never holds it', async () => {
    const locks = fakeLocks();
    const held: string[] = [];
    const releaseFirst = holdLock(locks, 'purchase:m:p', () => held.push('first'));
    const withdraw = holdLock(locks, 'purchase:m:p', () => held.push('second'));
    await tick();
    withdraw();
    releaseFirst();
    await tick();
    expect(held).toEqual(['first']);
  });

  it('ROLE-9: without Web Locks the lock is held at once', () => {
    let held = false;
    holdLock(undefined, 'purchase:m:p', () => void (held = true));
    expect(held).toBe(true);
  });
});

describe("the tab's record of a payment under way", () => {
  it('PAY-2: what is kept reads back, with the time, and holds no secret', () => {
    const store = memory();
    rememberPaymentUnderWay(store, { memberId: 'mem_1', priceIds: ['price_a'], path: 'new purchase' }, 1234);
    expect(readPaymentUnderWay(store)).toEqual({ memberId: 'mem_1', priceIds: ['price_a'], path: 'new purchase', since: 1234 });
    expect(store.data.get(PAYMENT_UNDER_WAY_STORAGE_KEY)).not.toMatch(/secret/i);
    forgetPaymentUnderWay(store);
    expect(readPaymentUnderWay(store)).toBeNull();
  });

  it('ERR-1: a record that is not what the app wrote is dropped, not trusted', () => {
    const store = memory();
    store.set(PAYMENT_UNDER_WAY_STORAGE_KEY, '{"memberId":"","priceIds":[]}');
    expect(readPaymentUnderWay(store)).toBeNull();
    expect(store.data.has(PAYMENT_UNDER_WAY_STORAGE_KEY)).toBe(false);
    store.set(PAYMENT_UNDER_WAY_STORAGE_KEY, 'not json');
    expect(readPaymentUnderWay(store)).toBeNull();
  });
});

describe('the news other tabs hear', () => {
  it('ROLE-9: a purchase told in one tab is heard in another, and a message of another shape is not', async () => {
    const news = createPurchaseNews();
    const heard: unknown[] = [];
    const stop = news.hear((bought) => heard.push(bought));
    createPurchaseNews().tell({ memberId: 'mem_1', priceIds: ['price_a'] });
    new BroadcastChannel('checkout purchases').postMessage({ type: 'something else' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    stop();
    expect(heard).toEqual([{ memberId: 'mem_1', priceIds: ['price_a'] }]);
  });
});
