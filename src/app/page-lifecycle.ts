// The browser events the actor system hears about: the system link is attached to the running
// root actor, and `pagehide` tells the checkout 'leaving the page' (SCOPE-13: the checkout reports
// an abandoned cart only for a signed-in member with unpaid products).
import { useEffect } from 'react';
import type { CheckoutEvent } from '../../machines/checkout/events.ts';
import type { SystemLike, SystemLink } from './wiring/app-wiring.ts';

export function usePageLifecycle(system: SystemLike, link: SystemLink, win?: Window): void {
  useEffect(() => link.attach(system), [system, link]);
  useEffect(() => {
    const onPageHide = () => {
      const event: CheckoutEvent = { type: 'leaving the page' };
      // Only index.html's checkout routes run a checkout; the widget, return and unknown pages have none to tell.
      link.send('checkout', event);
    };
    // Read in the effect: page 0 is also rendered at build time, where there is no window.
    const target = win ?? window;
    target.addEventListener('pagehide', onPageHide);
    return () => target.removeEventListener('pagehide', onPageHide);
  }, [link, win]);
}
