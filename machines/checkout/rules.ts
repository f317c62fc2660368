// Pure rules behind the checkout machine's guards and the views' read-outs (ALREADY-SUB-1/2,
// FIRM-MEMBER-1/2, CHECKOUT-FLOW-4, PAGELOAD-4/5/7, SAVECARD-1/2, STATE-SUBS-1, DIALOG-COMPLETE-*,
// the sign-up dialog's form and the association-email gate).
// No XState here: every function takes plain values so that tests can drive it directly.
import { nomaEmailConflict } from '../noma/rules.ts';
import type { Purchase } from '../payment/rules.ts';
import type { SessionMember } from '../session/rules.ts';
import { currentSubscriptions, heldSubscription, savedPaymentMethod } from '../account/rules.ts';
import type { PaymentMethod } from '../domain/payment-method.ts';
import type { Product } from '../domain/product.ts';
import type { PaymentUnderWay } from '../domain/purchase.ts';
import type { Subscription } from '../domain/subscription.ts';
import type { Completion } from './types.ts';

// Shared with the billing widget: they live in machines/account/rules.ts.
export {
  currentSubscriptions,
  heldSubscription,
  PAGE_TEXTS,
  PAYMENT_METHOD_BUTTONS,
  paymentMethodButton,
  savedPaymentMethod,
  type PaymentMethodButton,
} from '../account/rules.ts';

/** CONST-9 (the same value as FIRM_GROUP_ID in src/app/constants.ts; machines import no code from src/). */
export const FIRM_GROUP_ID = 91;
/** CONST-26: the member's ARE subscription is found by this search key. */
export const ARE_SUBSCRIPTION_SEARCH_KEY = 'ARE 5.0';
/** CONST-25: names matched by substring, case kept. */
export const ARE_NAME_KEY = 'ARE';
export const ARE5_NAME_KEY = 'ARE 5.0';
export const EXPERT_NAME_KEY = 'Expert';
export const PRO_NAME_KEY = 'Pro';
export const CSE_NAME_KEY = 'CSE';
/** API-38: the origin sent with the price-id tracking call. */
export const TRACKING_ORIGIN = 'checkout';

/** FIRM-MEMBER-1, copied from the spec. */
export const FIRM_PLAN_MESSAGE =
  'You are currently on a Firm Plan. It looks like you are trying to purchase an individual subscription. Please contact your firm administrator to request an upgrade.';

/** ALREADY-SUB-1, copied from the spec; {plan} is the name of the subscription held (docs/decisions/0008). */
export function alreadySubscribedMessage(plan: string): string {
  return `You are already subscribed to the ${plan}. Please return to the pricing page and select a different plan.`;
}

/** DIALOG-COMPLETE-1..4. */
export const COMPLETION_TEXTS = {
  title: 'Checkout complete',
  body: 'A receipt will be emailed to you shortly!',
  dashboardButton: 'Go to dashboard',
  logInButton: 'Log in',
} as const;

type Named = Pick<Product, 'name'>;
type HeldSubscription = Pick<Subscription, 'id' | 'name' | 'status'>;
type CartMember = Pick<SessionMember, 'groupId'>;

/** Spec 3: the products answer is sorted by name ascending when it holds more than one. */
export function sortProducts<T extends Named>(products: readonly T[]): T[] {
  return products.length > 1 ? [...products].sort((a, b) => a.name.localeCompare(b.name)) : [...products];
}

export const isAlreadySubscribed = (products: readonly Named[], subscriptions: readonly HeldSubscription[]): boolean =>
  heldSubscription(products, subscriptions) !== null;

/** CHECKOUT-FLOW-4: the first cart product's name is (exactly) the name of a current subscription. */
export function firstProductAlreadyHeld(products: readonly Named[], subscriptions: readonly HeldSubscription[]): boolean {
  const first = products[0];
  if (first === undefined) return false;
  return currentSubscriptions(subscriptions).some((subscription) => subscription.name === first.name);
}

/** FIRM-MEMBER-1/2: a firm-plan member (groupId 91) with an individual product in the cart. */
export function isFirmMemberBuyingIndividual(member: CartMember | null, products: readonly Pick<Product, 'audience'>[]): boolean {
  return member !== null && member.groupId === FIRM_GROUP_ID && products.some((product) => product.audience === 'individual');
}

/** ROLE-17, CONST-23: page 1's words when the saved method is a bank account and the plan is paid by card only. */
export const CARD_ONLY_MESSAGE = 'This plan is paid by card only. Please add a card to continue.';

/**
 * ROLE-17, CONST-23/24: an individual plan is paid by card only; a cart with a group product may
 * also be paid from a US bank account. True when page 1's saved method is a bank account the plan
 * refuses (docs/decisions/0045).
 */
export function savedMethodRefusedByThePlan(
  paymentMethods: readonly PaymentMethod[],
  products: readonly Pick<Product, 'audience'>[],
): boolean {
  const method = savedPaymentMethod(paymentMethods);
  if (method === null || method.type !== 'us_bank_account') return false;
  return !products.some((product) => product.audience === 'group');
}

/**
 * The gate before page 1 (and the way back to page 0 from pages 1 and 2): the member already holds
 * the plan (ALREADY-SUB-1, CHECKOUT-FLOW-4) or is a firm member buying an individual plan (FIRM-MEMBER-2).
 */
export function mayNotBuy(
  member: CartMember | null,
  products: readonly Pick<Product, 'name' | 'audience'>[],
  subscriptions: readonly HeldSubscription[],
): boolean {
  if (member === null) return false;
  return (
    firstProductAlreadyHeld(products, subscriptions) ||
    isAlreadySubscribed(products, subscriptions) ||
    isFirmMemberBuyingIndividual(member, products)
  );
}

/**
 * PAGELOAD-7: the current subscription to prorate against: one whose name holds 'ARE 5.0', when
 * no cart product is a CSE one; null otherwise. A cart without an ARE product is a new purchase
 * (CONFIRM-1), charged without credit or carry-over coupon, so it is not prorated either: the
 * price shown is the price charged (docs/decisions/0027).
 */
export function prorationTarget(products: readonly Named[], subscriptions: readonly HeldSubscription[]): string | null {
  if (!products.some((product) => product.name.includes(ARE_NAME_KEY))) return null;
  if (products.some((product) => product.name.includes(CSE_NAME_KEY))) return null;
  const are = currentSubscriptions(subscriptions).find((subscription) => subscription.name.includes(ARE_SUBSCRIPTION_SEARCH_KEY));
  return are?.id ?? null;
}

/**
 * SAVECARD-1/2: page 2 saves a card (setup intent) when the member already has a payment method
 * or a subscription (active or canceled); otherwise page 2 is the pay flow.
 */
export function usesSaveCardFlow(paymentMethods: readonly unknown[], subscriptions: readonly unknown[]): boolean {
  return paymentMethods.length > 0 || subscriptions.length > 0;
}

/** DIALOG-COMPLETE-7, PAY-11: an ARE purchase (a bought name contains 'ARE') opens the thank-you dialog. */
export const isArePurchase = (names: readonly string[]): boolean => names.some((name) => name.includes(ARE_NAME_KEY));

/** DIALOG-COMPLETE-5: the extra component of the completion modal shows for individual products. */
export const isIndividualPurchase = (audience: 'individual' | 'group'): boolean => audience === 'individual';

/** SCOPE-13 / API-33: a signed-in member leaving with products not yet paid for. */
export function hasUnpaidCart(context: { member: unknown; products: readonly unknown[]; completion: unknown }): boolean {
  return context.member !== null && context.products.length > 0 && context.completion === null;
}

/**
 * What the payment child needs for 'confirm payment' and 'pay': the cart lines, the applied coupon
 * (coupon child), the tax rate (pricing child), the total (CONST-22: the repriced total, the cart's
 * amounts before the first price answer), the current subscriptions, the saved method and the member.
 */
export function buildPurchase(args: {
  products: readonly Pick<Product, 'price_id' | 'name' | 'audience' | 'amount'>[];
  coupon: string | null;
  taxRateId: string | null;
  total: number | null;
  subscriptions: readonly Subscription[];
  paymentMethods: readonly PaymentMethod[];
  memberId: string | null;
}): Purchase {
  return {
    items: args.products.map((product) => ({ price_id: product.price_id, name: product.name, audience: product.audience })),
    coupon: args.coupon,
    taxRateId: args.taxRateId,
    total: args.total ?? args.products.reduce((sum, product) => sum + product.amount, 0),
    subscriptions: currentSubscriptions(args.subscriptions),
    savedPaymentMethod: savedPaymentMethod(args.paymentMethods),
    memberId: args.memberId,
  };
}

// ── Sign-up dialog and organisation gates (docs/decisions/0009, 0010) ─────────────────────────

/** ROLE-14: the access level of the association-exclusive (NOMA) product. */
export const NOMA_ACCESS_LEVEL = 'noma';

/** The audience of each cart product, as the company rules read it (COMPANY-1/2). */
export const cartAudiences = (products: readonly Pick<Product, 'audience'>[]): Product['audience'][] =>
  products.map((product) => product.audience);

/**
 * 0009: 'Create an account' opens the firm-admin form when the cart holds a group product (ADMIN-8),
 * else the individual form (SIGNUP-FORM-8).
 */
export function signUpAudience(products: readonly Pick<Product, 'audience'>[]): 'individual' | 'group' {
  return products.some((product) => product.audience === 'group') ? 'group' : 'individual';
}

/**
 * SCOPE-11, ROLE-14, NOMA-FLOW: a verified association email is asked for in an organisation
 * checkout (ROUTE-12) and for the association-exclusive product wherever it is sold.
 */
export function associationEmailRequired(orgId: number | null, products: readonly Pick<Product, 'access_level'>[]): boolean {
  return orgId !== null || products.some((product) => product.access_level === NOMA_ACCESS_LEVEL);
}

/**
 * PAGELOAD-4/5 (docs/decisions/0010): a member who has just signed in (nobody was, or someone else
 * was) while a nomaEmail of another address is stored: the stored value goes and the member is
 * logged out. Nothing stored is no conflict; a reload of the same member is not a new sign-in.
 */
export function nomaEmailBelongsToSomeoneElse(
  stored: string | null,
  current: Pick<SessionMember, 'id'> | null,
  incoming: Pick<SessionMember, 'id' | 'email'>,
): boolean {
  if (current !== null && current.id === incoming.id) return false;
  return nomaEmailConflict(stored, incoming.email);
}

/**
 * PAGE0-5: the session signed in someone other than the member the checkout holds, whose account
 * data and gates then start again. The first member (none held) is not another one.
 */
export function anotherMemberSignedIn(held: Pick<SessionMember, 'id'> | null, incoming: Pick<SessionMember, 'id'>): boolean {
  return held !== null && held.id !== incoming.id;
}

/** SUMMARY-15..17: what a plan card highlights before its features. */
export type PlanHighlight = 'pass the ARE guarantee' | 'guided study process';

export interface PlanExtras {
  /** SUMMARY-15..17: each once, in this order. */
  highlights: PlanHighlight[];
  /** SUMMARY-18: an ARE 5.0 plan introduces its feature list ('Included for all 6 ARE divisions:'). */
  allDivisions: boolean;
}

/** SUMMARY-15..18, CONST-25: the extras a plan's name brings (an Expert plan holds both highlights). */
export function planExtras(name: string): PlanExtras {
  const highlights: PlanHighlight[] = [];
  if (name.includes(EXPERT_NAME_KEY)) highlights.push('pass the ARE guarantee', 'guided study process');
  else if (name.includes(PRO_NAME_KEY)) highlights.push('guided study process');
  return { highlights, allDivisions: name.includes(ARE5_NAME_KEY) };
}

// ── A payment under way when the page was reloaded (docs/decisions/0060) ─────────────────────

/** Shown in place of the plan card while the reloaded page waits for the payment to complete. */
export const PAYMENT_UNDER_WAY_MESSAGE = 'Your payment is being completed. This page will update as soon as it is done.';

/** The record is of a payment for exactly this cart. */
export function paymentUnderWayForTheCart(record: PaymentUnderWay, products: readonly Pick<Product, 'price_id'>[]): boolean {
  const cart = products.map((product) => product.price_id).sort();
  const paid = [...record.priceIds].sort();
  return cart.length > 0 && cart.length === paid.length && cart.every((priceId, index) => priceId === paid[index]);
}

/** This member's payment for exactly this cart was under way when the tab was reloaded. */
export function paymentUnderWayFor(
  record: PaymentUnderWay | null,
  member: Pick<SessionMember, 'id'> | null,
  products: readonly Pick<Product, 'price_id'>[],
): boolean {
  return record !== null && member !== null && record.memberId === member.id && paymentUnderWayForTheCart(record, products);
}

/** What the completion shows of a payment this tab started before its reload (PAY-9..12). */
export function completionOfTheReloadedPayment(
  record: PaymentUnderWay | null,
  products: readonly Pick<Product, 'price_id' | 'name' | 'audience'>[],
): Completion {
  return {
    path: record?.path ?? 'new purchase',
    audience: products.some((product) => product.audience === 'group') ? 'group' : 'individual',
    names: products.map((product) => product.name),
    priceIds: products.map((product) => product.price_id),
    invoiceId: null,
  };
}
