// steps/completing-the-payment.ts and the ways back to page 0 of docs/decisions/0060: a tab
// reloaded while its payment finished waits for it instead of offering to pay again, a plan found
// held right before the charge sends the page back to its message, and a purchase in another tab
// makes the page read the member's subscriptions again.
import { describe, expect, it } from 'vitest';
import { SimulatedClock } from 'xstate';
import {
  selectAlreadySubscribedMessage,
  selectCompletion,
  selectPage,
  selectPaymentUnderWayMessage,
  selectProceedButton,
} from '../../../machines/checkout/selectors.ts';
import type { PaymentUnderWay } from '../../../machines/domain/purchase.ts';
import { activeSubscriptionOf, memberFor, PRICE, productFor } from './fixtures.ts';
import { settle, startSignedIn } from './harness.ts';
import { payment, toPage1 } from './journeys.ts';

const MEMBER = 'cse.member@example.com';
const underWay = (overrides: Partial<PaymentUnderWay> = {}): PaymentUnderWay => ({
  memberId: memberFor(MEMBER).id,
  priceIds: [PRICE.essentials],
  path: 'new purchase',
  since: 0,
  ...overrides,
});
const essentials = productFor(PRICE.essentials);
const heldEssentials = activeSubscriptionOf(PRICE.essentials);

describe('a tab reloaded while its payment finished (docs/decisions/0060)', () => {
  it('ROLE-9, ALREADY-SUB-2, DIALOG-COMPLETE-1: nothing to pay is offered while it waits; once the plan is held the checkout is complete', async () => {
    const clock = new SimulatedClock();
    let reads = 0;
    const t = await startSignedIn(MEMBER, { priceId: PRICE.essentials, paymentUnderWay: underWay() }, {
      subscriptionsWhileCompleting: async () => (++reads >= 2 ? [heldEssentials] : []),
    }, clock);
    expect(t.snapshot().hasTag('completing the payment')).toBe(true);
    expect(selectPaymentUnderWayMessage(t.snapshot())).toBe('Your payment is being completed. This page will update as soon as it is done.');
    expect(selectProceedButton(t.snapshot())).toBe('hidden');
    expect(selectPage(t.snapshot())).toBe(0);
    // Proceed to Checkout cannot be pressed, and would not be taken.
    t.actor.send({ type: 'proceed to checkout' });
    expect(t.snapshot().hasTag('completing the payment')).toBe(true);
    clock.increment(1500);
    await settle();
    expect(t.page()).toBe('complete');
    expect(selectCompletion(t.snapshot())?.title).toBe('Checkout complete');
    expect(t.count('remove the stored payment under way')).toBe(1);
    expect(t.log.find((e) => e.name === 'push purchase events')).toMatchObject({ analytics: { path: 'new purchase', priceIds: [PRICE.essentials] } });
    expect(t.creates).toHaveLength(0);
  });

  it('CONFIRM-10, PAY-12: a plan switch completed after the reload is told as a plan switch, in the completion and the analytics', async () => {
    const t = await startSignedIn(MEMBER, { priceId: PRICE.essentials, paymentUnderWay: underWay({ path: 'plan switch' }) }, {
      subscriptionsWhileCompleting: async () => [heldEssentials],
    });
    expect(t.page()).toBe('complete');
    expect(t.snapshot().context.completion?.path).toBe('plan switch');
    expect(t.log.find((e) => e.name === 'push purchase events')).toMatchObject({ analytics: { path: 'plan switch' } });
  });

  it('ALREADY-SUB-1: a payment the provider never finished is waited for 30 s, then page 0 is as before and the record goes', async () => {
    const clock = new SimulatedClock();
    const t = await startSignedIn(MEMBER, { priceId: PRICE.essentials, paymentUnderWay: underWay() }, { subscriptionsWhileCompleting: async () => [] }, clock);
    expect(t.snapshot().hasTag('completing the payment')).toBe(true);
    for (let waited = 0; waited < 30_000; waited += 1500) {
      clock.increment(1500);
      await settle();
    }
    expect(t.snapshot().hasTag('completing the payment')).toBe(false);
    expect(selectProceedButton(t.snapshot())).toBe('enabled');
    expect(t.snapshot().context.paymentUnderWay).toBeNull();
    expect(t.count('remove the stored payment under way')).toBe(1);
  });

  it("CHECKOUT-FLOW-5: another member's record, or another plan's, changes nothing", async () => {
    const other = await startSignedIn(MEMBER, { priceId: PRICE.essentials, paymentUnderWay: underWay({ memberId: 'mem_someone_else' }) });
    expect(other.snapshot().hasTag('completing the payment')).toBe(false);
    const plan = await startSignedIn(MEMBER, { priceId: PRICE.essentials, paymentUnderWay: underWay({ priceIds: [PRICE.are5Pro] }) });
    expect(plan.snapshot().hasTag('completing the payment')).toBe(false);
    expect(selectProceedButton(plan.snapshot())).toBe('enabled');
  });

  it('CHECKOUT-FLOW-5: a member signed in with the direct-to-payment flag waits too, instead of page 1', async () => {
    const t = await startSignedIn(MEMBER, { priceId: PRICE.essentials, directToPaymentInfo: true, paymentUnderWay: underWay() }, {
      subscriptionsWhileCompleting: () => new Promise(() => {}),
    });
    expect(t.snapshot().hasTag('completing the payment')).toBe(true);
    expect(t.page()).toBe(0);
  });
});

describe('a plan bought in another tab (docs/decisions/0060)', () => {
  it('ROLE-9, ALREADY-SUB-1, ALREADY-SUB-2: found held right before the charge, page 0 shows the message and no button; nothing was created', async () => {
    // The other tab's purchase is on the provider's list from the read before the charge on.
    let bought = false;
    const t = await startSignedIn(MEMBER, { priceId: PRICE.essentials }, {
      subscriptionsBeforeBuying: async () => {
        bought = true;
        return [heldEssentials];
      },
      subscriptions: async () => (bought ? [heldEssentials] : []),
    });
    await toPage1(t);
    payment(t).send({ type: 'accept renewal terms', accepted: true });
    t.actor.send({ type: 'confirm payment' });
    await settle(15);
    expect(t.page()).toBe(0);
    expect(t.creates).toHaveLength(0);
    expect(selectAlreadySubscribedMessage(t.snapshot())).toBe(
      `You are already subscribed to the ${essentials.name}. Please return to the pricing page and select a different plan.`,
    );
    expect(selectProceedButton(t.snapshot())).toBe('hidden');
  });

  it("ROLE-9, CHECKOUT-FLOW-4: another tab's purchase for this member makes page 1 read the list again and go back to page 0", async () => {
    let bought = false;
    const t = await startSignedIn(MEMBER, { priceId: PRICE.essentials }, {
      subscriptions: async () => (bought ? [heldEssentials] : []),
    });
    await toPage1(t);
    bought = true;
    t.otherTab.bought('mem_someone_else', [PRICE.essentials]);
    await settle();
    expect(t.page()).toBe(1);
    t.otherTab.bought(memberFor(MEMBER).id, [PRICE.essentials]);
    await settle();
    expect(t.page()).toBe(0);
    expect(selectProceedButton(t.snapshot())).toBe('hidden');
  });
});
