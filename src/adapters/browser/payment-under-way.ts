// What this tab keeps of a payment that reached the card provider, until its last step answers, so
// that a reload shows the payment being completed instead of offering to pay again (docs/decisions/0060).
// Session storage: this tab only, gone with it. Never the client secret.
import * as v from 'valibot';
import type { PaymentUnderWay } from '../../../machines/domain/purchase.ts';
import type { KeyValueStore } from './storage.ts';

export const PAYMENT_UNDER_WAY_STORAGE_KEY = 'paymentUnderWay';

const Stored = v.object({
  memberId: v.pipe(v.string(), v.minLength(1)),
  priceIds: v.pipe(v.array(v.string()), v.minLength(1)),
  path: v.picklist(['new purchase', 'plan switch']),
  since: v.number(),
});

export function rememberPaymentUnderWay(store: KeyValueStore, record: Omit<PaymentUnderWay, 'since'>, now: number): void {
  store.set(PAYMENT_UNDER_WAY_STORAGE_KEY, JSON.stringify({ ...record, since: now }));
}

export function forgetPaymentUnderWay(store: KeyValueStore): void {
  store.remove(PAYMENT_UNDER_WAY_STORAGE_KEY);
}

/** The record, or null when there is none or it cannot be read (then it is dropped). */
export function readPaymentUnderWay(store: KeyValueStore): PaymentUnderWay | null {
  const text = store.get(PAYMENT_UNDER_WAY_STORAGE_KEY);
  if (text === null) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = null;
  }
  const result = v.safeParse(Stored, parsed);
  if (result.success) return result.output;
  forgetPaymentUnderWay(store);
  return null;
}
