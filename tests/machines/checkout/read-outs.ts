// Read-outs of the checkout's state that only tests ask for (no view shows them as one thing): which
// gate is open, whether page 0 waits for the popup or finishes a dialog's sign-in, whether it may
// offer an account, and the cart the app would report on leaving.
import { currentSubscriptions, hasUnpaidCart as cartIsUnpaid } from '../../../machines/checkout/rules.ts';
import { selectIsAuthenticated, type CheckoutSnapshot } from '../../../machines/checkout/selectors.ts';
import type { Subscription } from '../../../machines/domain/subscription.ts';

export const selectCurrentSubscriptions = (snapshot: CheckoutSnapshot): readonly Subscription[] =>
  currentSubscriptions(snapshot.context.subscriptions);

/** The login popup is open (or was asked for) from page 0. */
export const selectWaitingForSignIn = (snapshot: CheckoutSnapshot): boolean =>
  snapshot.matches({ 'checkout flow': { 'checkout open': { page: { 'order summary': 'waiting for sign-in' } } } });

/**
 * Which gate between page 0 and the next page is open (docs/decisions/0010), or null:
 * 'company' → the company dialog (systemId 'company') shows over page 0; 'association email' → the
 * NOMA dialog (systemId 'noma'); 'seats' → the seat count runs or failed, and 'waitlist' → the
 * organisation is full: both show the waitlist screen (systemId 'waitlist') instead of the checkout.
 */
export type CheckoutGate = 'company' | 'association email' | 'seats' | 'waitlist';

type ReadyStep = 'creating your company' | 'verifying the association email' | 'organisation seats' | { 'organisation seats': 'waitlist' };

export function selectGate(snapshot: CheckoutSnapshot): CheckoutGate | null {
  const ready = (step: ReadyStep) => snapshot.matches({ 'checkout flow': { 'checkout open': { page: { 'getting ready to pay': step } } } });
  if (ready('creating your company')) return 'company';
  if (ready('verifying the association email')) return 'association email';
  if (ready({ 'organisation seats': 'waitlist' })) return 'waitlist';
  if (ready('organisation seats')) return 'seats';
  return null;
}

/** WAITLIST-1: the waitlist screen (or its seat count) replaces the checkout pages. */
export const selectShowsWaitlistScreen = (snapshot: CheckoutSnapshot): boolean => {
  const gate = selectGate(snapshot);
  return gate === 'seats' || gate === 'waitlist';
};

type OrderSummaryStep = 'showing the order' | 'waiting for sign-in' | 'finishing the sign-in' | 'creating the firm' | 'reloading the new admin';
const onOrderSummary = (snapshot: CheckoutSnapshot, step: OrderSummaryStep): boolean =>
  snapshot.matches({ 'checkout flow': { 'checkout open': { page: { 'order summary': step } } } });

/** Page 0's 'Create an account' (0009): offered to a visitor who is not signed in, on page 0. */
export const selectCanCreateAccount = (snapshot: CheckoutSnapshot): boolean =>
  !selectIsAuthenticated(snapshot) && (onOrderSummary(snapshot, 'showing the order') || onOrderSummary(snapshot, 'waiting for sign-in'));

/**
 * The dialog's account or sign-in is being handed to the session (0003), and for a new firm admin
 * the firm created and the member read again (0020): page 0 waits, its Proceed button busy.
 */
export const selectFinishingSignIn = (snapshot: CheckoutSnapshot): boolean =>
  onOrderSummary(snapshot, 'finishing the sign-in') || onOrderSummary(snapshot, 'creating the firm') || onOrderSummary(snapshot, 'reloading the new admin');

/** SCOPE-13: a signed-in member with an open, unpaid cart (what 'leaving the page' reports). */
export const hasUnpaidCart = (snapshot: CheckoutSnapshot): boolean =>
  snapshot.matches({ 'checkout flow': 'checkout open' }) && cartIsUnpaid(snapshot.context);
