// The ways into the checkout that many tests start from (a visitor whose popup was closed, a member
// signed in, page 1), where the page region is, and the children a test talks to directly.
import { expect } from 'vitest';
import type { ActorRefFrom } from 'xstate';
import type { CouponMachine } from '../../../machines/coupon/coupon.machine.ts';
import type { PaymentMachine } from '../../../machines/payment/payment.machine.ts';
import type { PricingMachine } from '../../../machines/pricing/pricing.machine.ts';
import type { CheckoutInput } from '../../../machines/checkout/types.ts';
import { selectAuthDialog } from '../../../machines/auth/selectors.ts';
import { PRICE } from './fixtures.ts';
import { deferred, settle, startCheckout, startSignedIn, type Answers, type CheckoutHarness, type Deferred } from './harness.ts';

const PAGE = ['checkout flow', 'checkout open', 'page'] as const;
type StateValue = Parameters<ReturnType<CheckoutHarness['snapshot']>['matches']>[0];

/** Whether the page region is in the state named by its keys below 'page': at(t, 'order summary', 'signing up'). */
export function at(t: CheckoutHarness, ...path: string[]): boolean {
  const value = [...PAGE, ...path].reduceRight<unknown>((inner, key) => (inner === undefined ? key : { [key]: inner }), undefined);
  return t.snapshot().matches(value as StateValue);
}

/** Page 0 with the session not known yet: no popup has been offered. */
export async function onPage0BeforeTheSession(priceId: string = PRICE.essentials, input: { nomaEmail?: string } = {}) {
  const t = startCheckout({ priceId, ...input });
  await settle();
  expect(at(t, 'order summary', 'showing the order')).toBe(true);
  expect(t.snapshot().context.signInOffered).toBe(false);
  return t;
}

/** A visitor on page 0 whose arrival popup was closed: the page waits for a click. */
export async function visitorOn(priceId: string, answers: Answers = {}, orgId: number | null = null) {
  const t = startCheckout({ priceId, orgId }, answers);
  t.session.signOut();
  await settle();
  t.session.fail('The sign-in window was closed before you finished signing in.');
  await settle();
  return t;
}

/** A member signed in (session restored) on page 0, their account data loaded. */
export async function signedInOn(priceId: string, email: string, input: Partial<CheckoutInput> = {}, answers: Answers = {}) {
  return startSignedIn(email, { priceId, ...input }, answers);
}

/** Signed in (session restored) and on page 1. */
export async function onPage1(email = 'member@example.com', priceId: string = PRICE.essentials) {
  const t = await startSignedIn(email, { priceId });
  t.actor.send({ type: 'proceed to checkout' });
  await t.untilPage(1);
  return t;
}

/** From page 0, signed in: Proceed to Checkout and wait for page 1. */
export async function toPage1(t: CheckoutHarness) {
  t.actor.send({ type: 'proceed to checkout' });
  await t.untilPage(1);
}

/** MODAL-1: the sign-up dialog's page, or null while its code has not arrived. */
export const authPage = (t: CheckoutHarness) => {
  const auth = t.auth();
  return auth === undefined ? null : selectAuthDialog(auth.getSnapshot()).page;
};

export const coupon = (t: CheckoutHarness) => t.system('coupon') as ActorRefFrom<CouponMachine>;
export const pricing = (t: CheckoutHarness) => t.system('pricing') as ActorRefFrom<PricingMachine>;
export const payment = (t: CheckoutHarness) => t.system('payment') as ActorRefFrom<PaymentMachine>;

type Part = Parameters<NonNullable<Answers['partArrives']>>[0];

/** Each part's code is held back until the test lets it arrive (or fail); every fetch is counted. */
export function heldParts() {
  const asked: Part[] = [];
  const pending = new Map<Part, Deferred<void>>();
  const partArrives = (part: Part) => {
    asked.push(part);
    const held = deferred<void>();
    pending.set(part, held);
    return held.promise;
  };
  const arrive = async (part: Part) => {
    pending.get(part)?.resolve();
    await settle(3);
  };
  const fail = async (part: Part) => {
    pending.get(part)?.reject(new TypeError('Failed to fetch dynamically imported module'));
    await settle(3);
  };
  const fetches = (part: Part) => asked.filter((name) => name === part).length;
  return { answers: { partArrives } satisfies Answers, arrive, fail, fetches };
}
