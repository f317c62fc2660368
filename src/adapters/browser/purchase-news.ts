// Tells the other tabs of this browser that a member has bought a plan, so that a tab open on it
// reads the member's subscriptions again (docs/decisions/0060). BroadcastChannel never delivers a
// message to the tab that sent it.
import * as v from 'valibot';

const CHANNEL = 'checkout purchases';

const Bought = v.object({ type: v.literal('bought'), memberId: v.string(), priceIds: v.array(v.string()) });
export type PlanBought = Omit<v.InferOutput<typeof Bought>, 'type'>;

export interface PurchaseNews {
  tell(bought: PlanBought): void;
  /** `listener` hears every purchase another tab tells; the function returned stops it. */
  hear(listener: (bought: PlanBought) => void): () => void;
}

const openChannel = (): BroadcastChannel | null => {
  try {
    return typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL);
  } catch {
    return null;
  }
};

export function createPurchaseNews(): PurchaseNews {
  return {
    tell(bought) {
      const channel = openChannel();
      if (channel === null) return;
      channel.postMessage({ type: 'bought', ...bought });
      channel.close();
    },
    hear(listener) {
      const channel = openChannel();
      if (channel === null) return () => {};
      channel.onmessage = (message: MessageEvent<unknown>) => {
        const read = v.safeParse(Bought, message.data);
        if (read.success) listener({ memberId: read.output.memberId, priceIds: read.output.priceIds });
      };
      return () => channel.close();
    },
  };
}
