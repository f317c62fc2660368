// Idempotency-Key handling for calls that create subscriptions or charges: the first successful
// answer is stored with its key and given again for the same key, so a retried request never
// creates a second subscription. Failed answers are not stored: fixing the cause and retrying works.
import type { Reply, Request } from './http.ts';
import { errorReply, json } from './http.ts';
import type { Store } from './context.ts';

export interface Outcome {
  reply: Reply;
  subscriptionId: string | null;
}

export const idempotencyKey = (req: Request): string | null => {
  const value = req.headers['idempotency-key'];
  const key = Array.isArray(value) ? value[0] : value;
  return key?.trim() ? key.trim() : null;
};

/** Runs `create` once per key. `create` must not await: the check and the record stay one step. */
export function once(store: Store, req: Request, memberEmail: string | null, create: () => Outcome): Reply {
  const key = idempotencyKey(req);
  if (!key) return create().reply;
  const earlier = store.state.idempotency_keys.find((k) => k.key === key);
  if (earlier) {
    if (earlier.path !== req.path || earlier.member_email !== memberEmail) {
      return errorReply(409, 'Idempotency-Key was already used for another request');
    }
    return json(earlier.status, earlier.response);
  }
  const { reply, subscriptionId } = create();
  if (reply.status >= 200 && reply.status < 300) {
    store.state.idempotency_keys.push({
      key,
      member_email: memberEmail,
      path: req.path,
      subscription_id: subscriptionId,
      status: reply.status,
      response: reply.body,
    });
    store.save();
  }
  return reply;
}
