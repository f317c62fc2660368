// @vitest-environment jsdom
// rule: PAGELOAD-1 — the page's root actor outlives React's StrictMode effect replay, so the
// product call in flight on arrival is not aborted (it was, and `npm start` opened the network
// dialog instead of the order summary).
import { cleanup, render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { createActor, createMachine, fromPromise } from 'xstate';
import { createCardProviderRegistry } from '../../../src/adapters/card-provider/registry.ts';
import { createSandboxCardClient } from '../../../src/adapters/card-provider/sandbox-client.ts';
import { AppActorProvider, useAppActorRef, type AppRoot } from '../../../src/app/app-actor.tsx';
import { createSystemLink } from '../../../src/app/wiring/app-wiring.ts';

afterEach(() => cleanup());

function rootWithAProductCallInFlight() {
  const aborted: boolean[] = [];
  let finish: () => void = () => undefined;
  const checkout = createMachine({
    initial: 'loading the product',
    states: {
      'loading the product': {
        invoke: {
          src: fromPromise<void>(
            ({ signal }) =>
              new Promise<void>((resolve) => {
                signal.addEventListener('abort', () => aborted.push(true));
                finish = resolve;
              }),
          ),
          onDone: 'checkout open',
          onError: 'product unavailable',
        },
      },
      'checkout open': {},
      'product unavailable': {},
    },
  });
  // A root like machines/app's: the checkout runs as a child found by its systemId.
  const actor = createActor(createMachine({ invoke: { id: 'checkout', systemId: 'checkout', src: checkout } })).start();
  const client = createSandboxCardClient({ sandboxUrl: 'http://sandbox.test', fetch: () => Promise.reject(new Error('no cards here')) });
  const cardProvider = { mode: 'sandbox' as const, client, registry: createCardProviderRegistry({ confirmSavedPayment: () => Promise.reject(new Error('no cards here')) }) };
  const root: AppRoot = { actor, cardProvider, link: createSystemLink(), page: 'checkout' };
  return { root, aborted, finish: () => finish() };
}

function CheckoutState() {
  const system = useAppActorRef().system;
  return <p>{String(system.get('checkout')?.getSnapshot().value)}</p>;
}

describe('the root actor provider', () => {
  it('PAGELOAD-1: a StrictMode mount neither stops the root actor nor aborts the product call in flight', async () => {
    const { root, aborted, finish } = rootWithAProductCallInFlight();
    render(
      <StrictMode>
        <AppActorProvider root={root}>
          <CheckoutState />
        </AppActorProvider>
      </StrictMode>,
    );
    expect(screen.getByText('loading the product')).toBeInTheDocument();
    expect(aborted).toEqual([]);
    expect(root.actor.getSnapshot().status).toBe('active');
    finish();
    await Promise.resolve();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(root.actor.system.get('checkout')?.getSnapshot().value).toBe('checkout open');
  });
});
