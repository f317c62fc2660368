// What the checkout's browser models share, whichever start opens them (a plan, an organisation,
// a new firm admin): where a snapshot is, the parts' stand-in code and the loaded account data.
import { fromCallback, type AnyActorLogic, type EventObject, type SnapshotFrom, type StateValue } from 'xstate';
import { NO_ACCOUNT_DATA } from '../../machines/account/account.machine.ts';
import type { AccountData } from '../../machines/account/events.ts';
import type { checkoutMachine } from '../../machines/checkout/checkout.machine.ts';
import type { Product } from '../../machines/domain/product.ts';

export type CheckoutSnapshot = SnapshotFrom<typeof checkoutMachine>;

/** A part's code, as the model holds it: a child that does nothing (the browser runs the real one). */
export const inert = fromCallback<EventObject>(() => {}) as unknown as AnyActorLogic;

/** The account data of a member whose subscriptions and payment methods both answered. */
export const LOADED_ACCOUNT: AccountData = { ...NO_ACCOUNT_DATA, subscriptionsStatus: 'succeeded', paymentMethodsStatus: 'succeeded', loaded: true };

/** True when the snapshot is in the state at this dot path (names hold no dots). */
export function isIn(snapshot: CheckoutSnapshot, path: string): boolean {
  const value = path
    .split('.')
    .reverse()
    .reduce<StateValue | null>((inner, key) => (inner === null ? key : { [key]: inner }), null);
  return value !== null && snapshot.matches(value as never);
}

export const OPEN = 'checkout flow.checkout open.page';
export const SUMMARY = `${OPEN}.order summary`;
export const READY = `${OPEN}.getting ready to pay`;

export const FIRM_ESSENTIALS = 'price_firm_essentials_yearly';
/** The group plan the plan and firm-admin starts open, as the sandbox's catalogue answers it. */
export const FIRM_ESSENTIALS_PRODUCT: Product = {
  id: 'prod_firm_essentials',
  name: 'Firm Essentials 12-Month Subscription',
  display_name: 'Firm Essentials',
  duration: 12,
  amount: 99900,
  product_details: '',
  audience: 'group',
  access_level: 'standard',
  cap_limit: null,
  price_id: FIRM_ESSENTIALS,
  base_price: 99900,
};

/**
 * The top bar's LOG OUT past the sign-in: the session signs out on the page, then hands over to the
 * issuer's logout page, which the walks never let load (the visitor stopped it), so the checkout
 * stays and shows what it shows signed out. The arrival's 'session.signed out' has no cause.
 */
export const LOG_OUT = { type: 'session.signed out', cause: 'LOG OUT' } as const;
export const isLogOut = (event: { type: string }): boolean => (event as { cause?: unknown }).cause === LOG_OUT.cause;

/**
 * DIALOG-COMPLETE-4: LOG OUT while the payment runs. It comes in the move that lets the price
 * answer come (the price's driver presses it), since the payment's held call would otherwise reach
 * the app's 10 s time-out while the walk checks the screen in between.
 */
export const LOG_OUT_WHILE_PAYING = { ...LOG_OUT, whilePaying: true } as const;
export const isLogOutWhilePaying = (event: { type: string }): boolean => isLogOut(event) && (event as { whilePaying?: unknown }).whilePaying === true;
