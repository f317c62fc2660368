// Browser Back and Forward on the checkout (issue 16): the address stays `/` or `/{id}`, but each
// checkout page is a history entry that records its page. The checkout machine stays the source of
// truth: a page change it makes adds (forward) or returns to (backward) an entry, and Back or
// Forward sends the machine the event a person would have clicked ('cancel' back, 'proceed to
// checkout' and 'add payment method' forward), so it moves only where the machine allows. Once a
// payment runs or has completed, a history move changes nothing (page 2 never reopens); the entry
// then records the page shown. A load or reload starts where the machine starts (spec section 4),
// whatever the entry held. What was typed lives in the payment actor, so it survives.
import { useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate, useNavigationType } from 'react-router';
import { selectPage, type CheckoutPage } from '../../machines/checkout/selectors.ts';
import type { CheckoutRef, PaymentRef } from '../views/checkout/actor-refs.ts';
import { useSystemActor } from './use-system-actor.ts';

/** What an entry records: its page, its depth in this page load's entries, and which load made it. */
export interface StepEntry {
  checkoutPage: CheckoutPage;
  depth: number;
  load: string;
}

/** Entries made before a reload are told apart from this load's (their depths mean nothing now). */
const THIS_LOAD = Math.random().toString(36).slice(2);

const ORDER: Record<CheckoutPage, number> = { 0: 0, 1: 1, 2: 2, complete: 3 };

export function readStepEntry(state: unknown): StepEntry | null {
  if (typeof state !== 'object' || state === null) return null;
  const { checkoutPage, depth, load } = state as Partial<StepEntry>;
  if (checkoutPage === undefined || !(String(checkoutPage) in ORDER) || typeof depth !== 'number' || load !== THIS_LOAD) return null;
  return { checkoutPage, depth, load };
}

/** The event a person would have clicked to go one page towards `target`, or null when none leads there. */
export function stepTowards(from: CheckoutPage, target: CheckoutPage): 'cancel' | 'proceed to checkout' | 'add payment method' | null {
  if (from === 'complete' || target === 'complete' || from === target) return null;
  if (ORDER[target] < ORDER[from]) return 'cancel';
  return from === 0 ? 'proceed to checkout' : 'add payment method';
}

const entryAt = (checkoutPage: CheckoutPage, depth: number): StepEntry => ({ checkoutPage, depth, load: THIS_LOAD });

/** Renders nothing; keeps the checkout's pages and the tab's history entries in step. */
export function StepHistory(): null {
  const checkout = useSystemActor<CheckoutRef>('checkout');
  const payment = useSystemActor<PaymentRef>('payment');
  const page = useSelector(checkout, (snapshot) => (snapshot ? selectPage(snapshot) : null));
  const paying = useSelector(payment, (snapshot) => snapshot?.hasTag('processing') ?? false);
  const location = useLocation();
  const navigationType = useNavigationType();
  const navigate = useNavigate();
  // The page of each entry this load made, by depth: Cancel returns to the entry before when it holds that page.
  const pages = useRef<CheckoutPage[]>([]);
  const here = { pathname: location.pathname, search: location.search, hash: location.hash };

  // The machine moved (a click, a sign-in, a payment): record it.
  useEffect(() => {
    if (page === null) return;
    const entry = readStepEntry(location.state);
    if (entry === null) {
      pages.current = [page];
      void navigate(here, { replace: true, state: entryAt(page, 0) });
      return;
    }
    if (entry.checkoutPage === page) return;
    if (ORDER[page] > ORDER[entry.checkoutPage]) {
      pages.current = [...pages.current.slice(0, entry.depth + 1), page];
      void navigate(here, { state: entryAt(page, entry.depth + 1) });
    } else if (entry.depth > 0 && pages.current[entry.depth - 1] === page) {
      void navigate(-1);
    } else {
      pages.current[entry.depth] = page;
      void navigate(here, { replace: true, state: entryAt(page, entry.depth) });
    }
    // Only the machine's page drives this effect; the location is read as it is then.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [page]);

  // Back or Forward: ask the machine for the page of the entry, as a person's click would.
  useEffect(() => {
    if (navigationType !== 'POP' || checkout === undefined || page === null) return;
    const entry = readStepEntry(location.state);
    if (entry === null || entry.checkoutPage === page) return;
    const settled = page === 'complete' || paying;
    let current: CheckoutPage | null = page;
    for (let moves = 0; !settled && moves < 3 && current !== null; moves += 1) {
      const step = stepTowards(current, entry.checkoutPage);
      if (step === null) break;
      checkout.send({ type: step });
      const next = selectPage(checkout.getSnapshot());
      // Forward may pass through loading first (the account's data); the machine arrives later.
      if (next === current) break;
      current = next;
    }
    // A payment that runs or has completed, or a Back the machine refused: the entry records the page shown.
    const refused = ORDER[entry.checkoutPage] < ORDER[page] && current !== entry.checkoutPage;
    if (settled || refused) {
      const shown = current ?? page;
      pages.current[entry.depth] = shown;
      void navigate(here, { replace: true, state: entryAt(shown, entry.depth) });
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.key]);

  return null;
}
