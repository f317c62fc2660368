// Shared by the checkout view tests: the app's Chakra system and start-up context around a view, a
// live view of the real checkout machine's actors (stubbed calls, tests/machines/checkout/harness),
// and the sandbox card form with a fetch that is never called.
import { useCallback, useSyncExternalStore } from 'react';
import { vi } from 'vitest';
import type { AnyActorRef } from 'xstate';
import { createSandboxCardProvider, type CardProviderSetup } from '../../../src/adapters/card-provider/index.ts';
import type {
  AuthRef,
  CompanyRef,
  CouponRef,
  NomaRef,
  PaymentRef,
  PricingRef,
  WaitlistRef,
} from '../../../src/views/checkout/actor-refs.ts';
import { CheckoutScreen, type CheckoutActors } from '../../../src/views/checkout/CheckoutScreen.tsx';
import type { CheckoutHarness } from '../../machines/checkout/harness.ts';
import { fakeBrowser, renderWithApp, setViewportWidth, testConfig } from '../shell/support.tsx';

export { fakeBrowser, setViewportWidth, testConfig };

export function sandboxCards(): CardProviderSetup {
  const fetch = vi.fn(async () => new Response('{}', { status: 500 }));
  return createSandboxCardProvider({ sandboxUrl: 'http://sandbox.test', fetch });
}

/** The app's Chakra system and start-up context around a view (the shell's helper). */
export const renderView = renderWithApp;

type Root = Pick<AnyActorRef, 'system'>;

/** Like useSystemActor, for a root the test started itself. */
function useActorOf<T>(root: Root, id: string): T | undefined {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const sub = root.system.inspect((event) => {
        if (event.type === '@xstate.actor' || event.type === '@xstate.snapshot') onChange();
      });
      return () => sub.unsubscribe();
    },
    [root],
  );
  const read = () => root.system.get(id) as T | undefined;
  return useSyncExternalStore(subscribe, read, read);
}

/** The checkout screen over the harness's running checkout, following its actors as they come and go. */
export function LiveCheckout({ harness, cardProvider }: { harness: CheckoutHarness; cardProvider: CardProviderSetup }) {
  const root = harness.actor;
  const actors: CheckoutActors = {
    checkout: root,
    coupon: useActorOf<CouponRef>(root, 'coupon'),
    pricing: useActorOf<PricingRef>(root, 'pricing'),
    payment: useActorOf<PaymentRef>(root, 'payment'),
    auth: useActorOf<AuthRef>(root, 'auth'),
    company: useActorOf<CompanyRef>(root, 'company'),
    noma: useActorOf<NomaRef>(root, 'noma'),
    waitlist: useActorOf<WaitlistRef>(root, 'waitlist'),
  };
  return <CheckoutScreen actors={actors} cardProvider={cardProvider} />;
}

/** Links to external pages would make jsdom try to navigate: keep the click, drop the navigation. */
export function stopNavigation(): () => void {
  const stop = (event: MouseEvent) => {
    if (event.target instanceof Element && event.target.closest('a[href]')) event.preventDefault();
  };
  document.addEventListener('click', stop);
  return () => document.removeEventListener('click', stop);
}
