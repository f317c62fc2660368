// When the app adopts the HTML's page 0 (ADR 0061): it waits for the page's first price, unless
// the checkout has stopped being the visitor's page 0 meanwhile; then it draws the checkout at once.
import { describe, expect, it } from 'vitest';
import { assign, createActor, createMachine, setup, type AnyActorRef } from 'xstate';
import { pageZeroSettles } from '../../../src/app/adopt-page-zero.ts';

const checkoutModel = createMachine({
  id: 'checkout',
  initial: 'loading the product',
  states: {
    'loading the product': { tags: ['page 0', 'loading'], on: { loaded: 'page 0' } },
    'page 0': { tags: ['page 0'], on: { 'signed in': 'signed in on page 0', proceed: 'page 1' } },
    'signed in on page 0': { tags: ['page 0', 'signed in'] },
    'page 1': { tags: ['page 1'] },
  },
});

const pricingModel = setup({ types: { context: {} as { status: string } } }).createMachine({
  id: 'pricing',
  context: { status: 'pending' },
  on: { answered: { actions: assign({ status: 'succeeded' }) } },
});

function page() {
  const checkout = createActor(checkoutModel).start();
  const pricing = createActor(pricingModel).start();
  const actors: Record<string, AnyActorRef> = { checkout, pricing };
  return { checkout, pricing, system: { get: (id: string) => actors[id] } };
}

const within = async (promise: Promise<boolean>): Promise<boolean | 'still waiting'> =>
  Promise.race([promise, new Promise<'still waiting'>((resolve) => setTimeout(() => resolve('still waiting'), 50))]);

describe('adopting page 0', () => {
  it('PAGELOAD-1: waits for the first price of the page 0 the HTML shows, then adopts it', async () => {
    const { checkout, pricing, system } = page();
    const settles = pageZeroSettles(system, 5_000);
    checkout.send({ type: 'loaded' });
    expect(await within(settles)).toBe('still waiting');
    pricing.send({ type: 'answered' });
    expect(await settles).toBe(true);
  });

  it('PAGELOAD-1, TOPBAR-2: a member signed in before the price answered is drawn at once, not adopted', async () => {
    const { checkout, system } = page();
    const settles = pageZeroSettles(system, 5_000);
    checkout.send({ type: 'loaded' });
    checkout.send({ type: 'signed in' });
    expect(await within(settles)).toBe(false);
  });

  it('PAGELOAD-1: a checkout that left page 0 before the price answered is drawn at once', async () => {
    const { checkout, system } = page();
    const settles = pageZeroSettles(system, 5_000);
    checkout.send({ type: 'loaded' });
    checkout.send({ type: 'proceed' });
    expect(await within(settles)).toBe(false);
  });
});
