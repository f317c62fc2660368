// A US bank debit settles after a processing delay, as Stripe's ACH Direct Debit does (ADR 0023):
// confirming answers 'processing'; on the first request after the delay the debit succeeds, or
// fails with the bank's code and message, leaving no payment method behind and its subscription
// unpaid.
import type { Store } from '../context.ts';
import type { PaymentIntentRecord, PaymentMethodRecord, ProviderErrorRecord } from '../state.ts';

/** How long the sandbox's bank takes: long enough to see the wait, short enough for a test. */
export const BANK_PROCESSING_MS = 1000;

export function startDebit(record: PaymentIntentRecord, method: PaymentMethodRecord, failure: ProviderErrorRecord | null, settlesAt: Date): void {
  record.status = 'processing';
  record.payment_method = method.id;
  record.last_error_code = null;
  record.last_payment_error = null;
  record.debit = { settles_at: settlesAt.toISOString(), failure };
}

/** Settles every debit whose delay has passed; the server runs it before each request. */
export function settleDueDebits(store: Store, now: Date): void {
  let changed = false;
  for (const record of store.state.payment_intents) {
    if (record.status !== 'processing' || !record.debit || Date.parse(record.debit.settles_at) > now.getTime()) continue;
    const { failure } = record.debit;
    record.debit = null;
    changed = true;
    if (!failure) {
      record.status = 'succeeded';
      continue;
    }
    // The account never paid: the method made for it goes (a method already saved stays).
    const methods = store.state.payment_methods;
    const index = methods.findIndex((pm) => pm.id === record.payment_method && !pm.attached);
    if (index >= 0) methods.splice(index, 1);
    record.status = 'requires_payment_method';
    record.payment_method = null;
    record.last_error_code = failure.code;
    record.last_payment_error = failure;
  }
  if (changed) store.save();
}
