// Tracking calls the checkout sends on its own (price, checkout origin, abandonment): the user
// sees nothing and nothing breaks (SCOPE-13). Terms and upgrade tracking run inside the payment
// rows. The call is not awaited by anyone, so a cell waits until the sandbox has taken the fault
// and the client has had time to give up.
import { sleep, type Env } from './env.ts';
import { TIMEOUT_MS } from './kinds.ts';
import type { Row, Run } from './matrix.ts';
import { isOpen, page, type Page } from './rows-app.ts';

async function faultTaken(env: Env): Promise<void> {
  for (let i = 0; i < 100 && (await env.armed()) > 0; i += 1) await sleep(20);
  // Long enough for the time-out column's client to give up.
  await sleep(TIMEOUT_MS + 150);
}

function trackingRun(env: Env, p: Page, trigger: () => Promise<void>, done: () => boolean): Run {
  return {
    act: async () => {
      await trigger();
      await faultTaken(env);
    },
    seen: () => ({ inline: null, dialog: p.dialog() }),
    usable: done,
    kept: () => null,
    retry: async () => done(),
    stop: () => p.close(),
  };
}

const TRACKING = { reads: 'nothing', toasts: 'none', inline: null, method: 'POST' } as const;

const openGuestCheckout = async (p: Page) => {
  p.open();
  await p.checkoutUntil(isOpen, 'the checkout');
};

export const TRACKING_ROWS: readonly Row[] = [
  {
    ...TRACKING,
    call: "POST /v1/guest/are/track/price (origin 'checkout')",
    path: '/v1/guest/are/track/price',
    owner: 'checkout: track price',
    api: 'trackPrice',
    rules: 'API-38 SCOPE-13',
    usable: 'the checkout opens with its product',
    async prepare(env) {
      const p = page(env, {});
      return trackingRun(env, p, () => openGuestCheckout(p), () => isOpen(p.checkout()) && p.checkout().context.products.length === 1);
    },
  },
  {
    ...TRACKING,
    call: 'POST /v1/guest/are/track/checkout-origin',
    path: '/v1/guest/are/track/checkout-origin',
    owner: 'checkout: record checkout origin',
    api: 'trackCheckoutOrigin',
    rules: 'API-40 SCOPE-13',
    usable: 'the checkout opens with its product',
    async prepare(env) {
      const p = page(env, {});
      return trackingRun(env, p, () => openGuestCheckout(p), () => isOpen(p.checkout()) && p.checkout().context.products.length === 1);
    },
  },
  {
    ...TRACKING,
    call: 'POST /v1/are/member/abandon-checkout',
    path: '/v1/are/member/abandon-checkout',
    owner: 'checkout: report abandoned checkout',
    api: 'abandonCheckout',
    rules: 'API-33 SCOPE-13',
    usable: 'the page is left as asked (nothing waits for the call)',
    async prepare(env) {
      await env.signInAs('member@example.com');
      const p = page(env, {});
      p.open();
      await p.checkoutUntil((s) => isOpen(s) && s.context.subscriptionsStatus === 'succeeded', 'the member checkout');
      return trackingRun(
        env,
        p,
        async () => p.send('checkout', { type: 'leaving the page' }),
        () => isOpen(p.checkout()),
      );
    },
  },
];
