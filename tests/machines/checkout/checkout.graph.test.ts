// Model-based: every state of the real checkout machine (children and calls stubbed) is reachable
// by some shortest path of user, session, child and actor-completion events (xstate/graph), in an
// organisation checkout (org 101) so that the sign-up dialog, company, NOMA and seat gates all count.
// rule: CHECKOUT-FLOW-1, PAGE0-6, PAGE1-8, PAGE1-9, PAGE2-1, DIALOG-COMPLETE-7, ROUTE-10, ROUTE-11,
// rule: ROLE-9, ALREADY-SUB-2, CONST-22, SIGNUP-FORM-8, ADMIN-8, API-36, SIGNIN-7, COMPANY-1, NOMA-FLOW-3, WAITLIST-1, PAGELOAD-5, PAGELOAD-6
import { describe, expect, it } from 'vitest';
import {
  createEmptyActor,
  fromCallback,
  fromPromise,
  type AnyActorScope,
  type AnyStateNode,
  type EventFrom,
  type EventObject,
  type SnapshotFrom,
  type StateValue,
} from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import type { GraphModel } from '../graph-support.ts';
import { checkSneakPaths } from '../sneak-paths.ts';
import {
  checkoutMachine,
  type CheckOrgDiscountInput,
  type CheckOrgDiscountOutput,
  type CreateFirmInput,
  type CreateFirmOutput,
  type LoadProductInput,
} from '../../../machines/checkout/checkout.machine.ts';
import { NO_ACCOUNT_DATA } from '../../../machines/account/account.machine.ts';
import { authMachine } from '../../../machines/auth/auth.machine.ts';
import { companyMachine } from '../../../machines/company/company.machine.ts';
import { nomaMachine } from '../../../machines/noma/noma.machine.ts';
import { paymentMachine } from '../../../machines/payment/payment.machine.ts';
import { waitlistMachine } from '../../../machines/waitlist/waitlist.machine.ts';
import { usesSaveCardFlow } from '../../../machines/checkout/rules.ts';
import { activeSubscriptionOf, memberFor, paymentMethodsFor, productFor, PRICE, subscriptionsFor } from './fixtures.ts';
import type { PaymentMethod } from '../../../machines/domain/payment-method.ts';
import type { Product } from '../../../machines/domain/product.ts';
import type { Subscription } from '../../../machines/domain/subscription.ts';

type CheckoutEventOrDone = EventFrom<typeof checkoutMachine>;

// The traversal never runs actors: completions are events below. These stubs only satisfy .provide().
const pending = <T,>() => new Promise<T>(() => {});
const logic = checkoutMachine.provide({
  actors: {
    'load product': fromPromise<Product[], LoadProductInput>(() => pending()),
    'check org discount': fromPromise<CheckOrgDiscountOutput, CheckOrgDiscountInput>(() => pending()),
    'create the firm': fromPromise<CreateFirmOutput, CreateFirmInput>(() => pending()),
    'watch session': fromCallback<EventObject>(() => {}),
  },
});

/**
 * xstate/graph steps every transition with one mock actor scope, so entering 'checkout open' on a
 * second path would register a second child under systemId 'coupon' and throw. The traversal
 * therefore runs the same machine (as prototype) with a fresh scope, and system, per transition.
 */
function freshScope(): AnyActorScope {
  const empty = createEmptyActor();
  return {
    self: empty,
    id: '',
    sessionId: 'graph',
    logger: () => {},
    defer: () => {},
    system: empty.system,
    stopChild: () => {},
    emit: () => {},
    actionExecutor: () => {},
  };
}
const traversable: typeof logic = Object.create(logic, {
  transition: { value: (snapshot: Parameters<typeof logic.transition>[0], event: Parameters<typeof logic.transition>[1]) => logic.transition(snapshot, event, freshScope()) },
});

// Invoke completions are listed by hand (xstate.done.actor.<id> / xstate.error.actor.<id>).
const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output }) as unknown as CheckoutEventOrDone;
const failed = (id: string) => ({ type: `xstate.error.actor.${id}`, error: new Error('down') }) as unknown as CheckoutEventOrDone;

function accountUpdated(subscriptions: Subscription[], paymentMethods: PaymentMethod[]): CheckoutEventOrDone {
  return {
    type: 'account.updated',
    account: { ...NO_ACCOUNT_DATA, subscriptions, subscriptionsStatus: 'succeeded', paymentMethods, paymentMethodsStatus: 'succeeded', loaded: true },
  };
}

const essentials = productFor(PRICE.essentials);
const firmPlan = productFor(PRICE.firmExpert);
const member = memberFor('member@example.com');
const firmMember = memberFor('firm.member@example.com');
const nomaMember = memberFor('noma.member@noma.org');

const HELD_ESSENTIALS = activeSubscriptionOf(PRICE.essentials);
/** The delayed transitions of the wait after a reload, as xstate names their events. */
const completing = logic.getStateNodeById('completing the payment');
const AFTER_EVENTS = [completing, ...Object.values(completing.states)].flatMap((node) =>
  node.after.map((transition) => ({ type: transition.eventType }) as unknown as CheckoutEventOrDone),
);

const events: CheckoutEventOrDone[] = [
  done('load product', [essentials]),
  done('load product', [firmPlan]),
  done('load product', []),
  failed('load product'),
  done('check org discount', { allow: true }),
  done('check org discount', { allow: false }),
  failed('check org discount'),
  // The account actor's answers (tests/machines/account covers how it reads them).
  accountUpdated(subscriptionsFor('member@example.com'), paymentMethodsFor('member@example.com')),
  // A member with no saved method and no subscription pays on page 2 (not the save-card form).
  accountUpdated([], []),
  { type: 'account.updated', account: { ...NO_ACCOUNT_DATA, subscriptionsStatus: 'failed', subscriptionsError: 'Error getting member subscription' } },
  { type: 'account.payment methods stored' },
  done('create the firm', { slug: 'atelier' }),
  failed('create the firm'),
  // The children page 0 does not run arrive with their code (docs/decisions/0035), or fail to.
  done('load the sign-up parts', { auth: authMachine }),
  failed('load the sign-up parts'),
  done('load the payment parts', { payment: paymentMachine }),
  failed('load the payment parts'),
  done('load the organisation parts', { company: companyMachine, noma: nomaMachine, waitlist: waitlistMachine }),
  failed('load the organisation parts'),
  { type: 'session.signed in', member },
  { type: 'session.signed in', member: firmMember },
  { type: 'session.signed in', member: nomaMember },
  { type: 'session.signed out' },
  { type: 'session.sign-in failed', message: 'Popup closed' },
  { type: 'proceed to checkout' },
  { type: 'create an account' },
  { type: 'auth.signed in', authToken: 'tok_new', nextPage: 'payment details', firmName: null },
  { type: 'auth.signed in', authToken: 'tok_admin', nextPage: 'payment details', firmName: 'Atelier' },
  { type: 'auth.signed in', authToken: 'tok_back', nextPage: 'payment method', firmName: null },
  { type: 'auth.signed in', authToken: 'tok_known', nextPage: 'payment details', firmName: null },
  { type: 'auth.dialog closed' },
  { type: 'company.created', slug: 'studio-north' },
  { type: 'company.dialog closed', name: 'Studio North' },
  { type: 'noma.verified', email: 'noma.member@noma.org' },
  { type: 'noma.dialog closed', email: 'maya@noma.org' },
  { type: 'waitlist.seats available', count: 3, allowed: 25 },
  { type: 'waitlist.member limit reached', count: 10, allowed: 10, queuePosition: 4 },
  { type: 'cancel' },
  { type: 'add payment method' },
  { type: 'update payment method' },
  { type: 'confirm payment' },
  { type: 'pay' },
  { type: 'pricing.price settled' },
  { type: 'pricing.failed', message: 'Server error' },
  { type: 'sign in' },
  { type: 'payment.card saved', paymentMethodId: 'pm_new' },
  { type: 'payment.succeeded', path: 'new purchase', audience: 'individual', names: ['ARE 5.0 Pro 1-Month Subscription'], priceIds: [PRICE.are5Pro], invoiceId: 'in_1' },
  { type: 'close thank-you' },
  { type: 'get started' },
  { type: 'go to dashboard' },
  // ROLE-9 (docs/decisions/0060): bought in another tab meanwhile.
  { type: 'payment.plan already held', subscriptions: [HELD_ESSENTIALS] },
  { type: 'other tab.plan bought', memberId: member.id, priceIds: [PRICE.essentials] },
  // A reloaded page waiting for its payment reads the subscriptions until they hold the plan.
  done('read the subscriptions', []),
  done('read the subscriptions', [HELD_ESSENTIALS]),
  failed('read the subscriptions'),
  ...AFTER_EVENTS,
];

/**
 * Once a member is in, the session says 'signed in' again only for the same member (a reload after
 * the company or the firm); another member comes only after 'signed out' (LOG OUT, then a sign-in).
 */
const eventsIn = (snapshot: SnapshotFrom<typeof logic>): CheckoutEventOrDone[] => {
  const held = snapshot.context.member;
  return events.filter((event) => event.type !== 'session.signed in' || held === null || event.member.id === held.id);
};

/** The dot paths of the active leaves of a state value, prefixed with the machine id. */
function leafIds(value: StateValue, prefix = 'checkout'): string[] {
  if (typeof value === 'string') return [`${prefix}.${value}`];
  return Object.entries(value).flatMap(([key, child]) => (child === undefined ? [] : leafIds(child, `${prefix}.${key}`)));
}

function leavesOf(node: AnyStateNode): AnyStateNode[] {
  const children = Object.values(node.states);
  return children.length === 0 ? [node] : children.flatMap(leavesOf);
}

/** Leaves left at once by an eventless transition: never a resting state. */
const READY = 'checkout.checkout flow.checkout open.page.getting ready to pay';
const TRANSIENT = new Set([
  'checkout.checkout flow.opening the checkout',
  'checkout.checkout flow.checkout open.page.arriving',
  `${READY}.checking the company`,
  `${READY}.checking the association email`,
  `${READY}.checking the seats`,
  `${READY}.ready to pay`,
  'checkout.checkout flow.checkout open.page.checkout complete.choosing the dialog',
]);

/** The stored nomaEmail is the NOMA member's: anyone else signing in is logged out (PAGELOAD-5). */
const INPUT = { priceId: PRICE.essentials, orgId: 101, directToPaymentInfo: false, nomaEmail: nomaMember.email };

/** The gates read the cart, the member, the stored nomaEmail and the next page, so they are part of the state. */
const serialize = (snapshot: SnapshotFrom<typeof logic>): string =>
  JSON.stringify({
    value: snapshot.value,
    cart: snapshot.context.products.map((product) => product.id),
    member: snapshot.context.member?.id ?? null,
    nomaEmail: snapshot.context.nomaEmail,
    next: snapshot.context.nextPage,
    firm: snapshot.context.firmToCreate,
    purpose: snapshot.context.paymentFormPurpose,
    // Page 2 pays or saves a card depending on the account data (0008).
    saveCard: usesSaveCardFlow(snapshot.context.paymentMethods, snapshot.context.subscriptions),
    // A part's code, once here, is not fetched again (0035).
    parts: Object.entries(snapshot.context.parts).flatMap(([part, loaded]) => (loaded === null ? [] : [part])),
    // A reloaded page's record of its payment decides where a sign-in leads (0060).
    underWay: snapshot.context.paymentUnderWay !== null,
  });

/** docs/decisions/0060: the tab was reloaded while this member's payment for the cart was finishing. */
const RELOADED_INPUT = {
  priceId: PRICE.essentials,
  orgId: null,
  directToPaymentInfo: false,
  nomaEmail: null,
  paymentUnderWay: { memberId: member.id, priceIds: [PRICE.essentials], path: 'new purchase' as const, since: 0 },
};

describe('checkout model (xstate/graph)', () => {
  const paths = getShortestPaths(traversable, { events: eventsIn, input: INPUT, serializeState: serialize });
  const reloadedPaths = getShortestPaths(traversable, { events: eventsIn, input: RELOADED_INPUT, serializeState: serialize });
  const reached = new Set([...paths, ...reloadedPaths].flatMap((path) => leafIds(path.state.value)));

  it('CHECKOUT-FLOW-1: every resting state of the machine is reachable', () => {
    const expected = leavesOf(logic.root).map((node) => node.id).filter((id) => !TRANSIENT.has(id));
    const missing = expected.filter((id) => !reached.has(id));
    expect(missing).toEqual([]);
  });

  it.each([
    ['page 0 (order summary)', 'checkout.checkout flow.checkout open.page.order summary.showing the order'],
    ['page 0, popup open', 'checkout.checkout flow.checkout open.page.order summary.waiting for sign-in'],
    ['page 1 (payment method)', 'checkout.checkout flow.checkout open.page.payment method.showing the payment method'],
    ['page 1, re-enter credentials', 'checkout.checkout flow.checkout open.page.payment method.re-entering credentials'],
    ['page 1, Confirm Payment waits for the settled price (CONST-22)', 'checkout.checkout flow.checkout open.page.payment method.waiting for the settled price'],
    ['page 2 (payment details)', 'checkout.checkout flow.checkout open.page.payment details.filling in the details'],
    ['page 2, Pay waits for the settled price (CONST-22, REPRICE-2)', 'checkout.checkout flow.checkout open.page.payment details.waiting for the settled price'],
    ['sign-up dialog', 'checkout.checkout flow.checkout open.page.order summary.signing up'],
    ["the sign-up dialog's code on its way", 'checkout.checkout flow.checkout open.page.order summary.loading the sign-up parts'],
    ["the payment child's code on its way", `${READY}.loading the payment parts`],
    ["the organisation dialogs' code on its way", `${READY}.loading the organisation parts`],
    ['dialog sign-in handed to the session', 'checkout.checkout flow.checkout open.page.order summary.finishing the sign-in'],
    ['API-36 the new admin creates the firm', 'checkout.checkout flow.checkout open.page.order summary.creating the firm'],
    ['the new admin read again after the firm', 'checkout.checkout flow.checkout open.page.order summary.reloading the new admin'],
    ['COMPANY-1 company dialog', `${READY}.creating your company`],
    ['NOMA-1 association email dialog', `${READY}.verifying the association email`],
    ['STATE-ORG-4 seat count', `${READY}.organisation seats.counting the seats`],
    ['WAITLIST-1 waitlist screen', `${READY}.organisation seats.waitlist`],
    ['PAGELOAD-5 logging out', 'checkout.visitor.logging out'],
    ['thank-you dialog', 'checkout.checkout flow.checkout open.page.checkout complete.thank-you dialog'],
    ['completion modal', 'checkout.checkout flow.checkout open.page.checkout complete.completion modal'],
    ['ROUTE-10 pricing page', 'checkout.checkout flow.leaving for the pricing page'],
    ['ROUTE-11 marketing home', 'checkout.checkout flow.leaving for the marketing home'],
    ['0060 a reloaded page reads the subscriptions', 'checkout.checkout flow.checkout open.page.completing the payment.reading the subscriptions'],
    ['0060 a reloaded page waits to read again', 'checkout.checkout flow.checkout open.page.completing the payment.waiting to read again'],
  ])('PAGE0-6, PAGE1-9, PAGE2-1, DIALOG-COMPLETE-7: %s is reachable', (_label, id) => {
    expect(reached.has(id)).toBe(true);
  });

  it('ROLE-3, PAGE0-6: every path to page 1 signs in first and passes through the account data', () => {
    const toPage1 = paths.filter((path) =>
      leafIds(path.state.value).includes('checkout.checkout flow.checkout open.page.payment method.showing the payment method'),
    );
    expect(toPage1.length).toBeGreaterThan(0);
    for (const path of toPage1) {
      const types: string[] = path.steps.map((step) => step.event.type);
      expect(types).toContain('session.signed in');
      expect(types).toContain('account.updated');
      expect(types.indexOf('session.signed in')).toBeLessThan(types.lastIndexOf('account.updated'));
    }
  });

  const PAGE_1_OR_2 = [
    'checkout.checkout flow.checkout open.page.payment method.showing the payment method',
    'checkout.checkout flow.checkout open.page.payment details.filling in the details',
  ];
  const toPayment = paths.filter((path) => leafIds(path.state.value).some((id) => PAGE_1_OR_2.includes(id)));

  it('PAGELOAD-6, STATE-ORG-4, WAITLIST-1: in an organisation checkout, every path to page 1 or 2 counts the seats after a sign-in', () => {
    expect(toPayment.length).toBeGreaterThan(0);
    for (const path of toPayment) {
      const types: string[] = path.steps.map((step) => step.event.type);
      expect(types).toContain('waitlist.seats available');
      expect(types.indexOf('session.signed in')).toBeLessThan(types.lastIndexOf('waitlist.seats available'));
    }
  });

  it('ROLE-14, NOMA-FLOW-2: every path to page 1 or 2 verifies the association email, unless the stored one is the member’s', () => {
    for (const path of toPayment) {
      const types: string[] = path.steps.map((step) => step.event.type);
      const storedIsTheMembers = path.state.context.nomaEmail === path.state.context.member?.email;
      expect(types.includes('noma.verified') || storedIsTheMembers).toBe(true);
    }
  });

  it('ROLE-9, ALREADY-SUB-2: after a reload mid-payment, no path reaches page 1 or 2 before the wait for that payment has ended', () => {
    const waited = 'checkout.checkout flow.checkout open.page.completing the payment.reading the subscriptions';
    const paying = reloadedPaths.filter((path) => leafIds(path.state.value).some((id) => PAGE_1_OR_2.includes(id)));
    expect(paying.length).toBeGreaterThan(0);
    for (const path of paying) {
      const types: string[] = path.steps.map((step) => step.event.type);
      const signedIn = types.includes('session.signed in') && path.state.context.member?.id === member.id;
      // The member of the payment reaches the payment pages only after the wait gave up (or after a sign-out and back).
      if (signedIn && path.steps.some((step) => leafIds(step.state.value).includes(waited))) {
        expect(types.some((type) => type.startsWith('xstate.after.the payment takes too long') || type === 'session.signed out'), types.join(' > ')).toBe(true);
      }
      expect(path.state.context.paymentUnderWay === null || !signedIn, types.join(' > ')).toBe(true);
    }
  });

  it('ROUTE-11, STATE-ORG-2: the org check answers before any page state is shown', () => {
    for (const path of paths) {
      const leaves = leafIds(path.state.value);
      if (!leaves.some((id) => id.includes('.page.'))) continue;
      const types = path.steps.map((step) => step.event.type);
      expect(types.some((type) => type.endsWith('.check org discount'))).toBe(true);
    }
  });
});

describe('checkout sneak paths (xstate/graph, issue 29)', () => {
  it('CHECKOUT-FLOW-1: in every state the events reach, every event the state does not take leaves the state and its context as they were', () => {
    // One snapshot per state value: the full key above reaches more than the traversal's 20,000 states.
    const model: GraphModel = { logic, input: INPUT, events: (snapshot) => eventsIn(snapshot as SnapshotFrom<typeof logic>) };
    const report = checkSneakPaths(model);
    expect(report.refused).toBeGreaterThan(report.states);
  });
});
