// Owns the checkout pages 0 → 1 → 2 → complete: the product and its redirects, the organisation
// check, the member's account data and its gates (sign-up dialog, company, NOMA email, seats) and children.
import {
  and,
  assign,
  enqueueActions,
  fromCallback,
  fromPromise,
  not,
  raise,
  sendTo,
  setup,
  stateIn,
  type ActorRefFrom,
  type AnyActorRef,
  type EventObject,
} from 'xstate';
import type { OrgDiscount } from '../../src/api/schemas/organisation.ts';
import type { Product } from '../../src/api/schemas/product.ts';
import { accountMachine, NO_ACCOUNT_DATA } from '../account/account.machine.ts';
import type { AccountData, AccountEvent, AsyncStatus } from '../account/events.ts';
import { savedBillingAddress } from '../account/rules.ts';
import { authMachine } from '../auth/auth.machine.ts';
import type { AuthEvent } from '../auth/events.ts';
import { companyMachine } from '../company/company.machine.ts';
import { needsCompanyDialog } from '../company/rules.ts';
import { couponMachine, type CouponMachine } from '../coupon/coupon.machine.ts';
import type { CouponEvent } from '../coupon/events.ts';
import type { NetworkEvent, NetworkReason } from '../network/events.ts';
import { nomaMachine } from '../noma/noma.machine.ts';
import { nomaDialogNeeded } from '../noma/rules.ts';
import type { PaymentEvent } from '../payment/events.ts';
import { paymentMachine } from '../payment/payment.machine.ts';
import type { CartItem, PricingEvent } from '../pricing/events.ts';
import { pricingMachine, type PricingMachine } from '../pricing/pricing.machine.ts';
import type { SessionEvent } from '../session/events.ts';
import type { SessionMember } from '../session/rules.ts';
import { waitlistMachine } from '../waitlist/waitlist.machine.ts';
import type { CheckoutEvent, PaymentSucceededEvent, SignInHandOffEvent } from './events.ts';
import {
  anotherMemberSignedIn,
  associationEmailRequired,
  buildPurchase,
  cartAudiences,
  hasUnpaidCart,
  isArePurchase,
  mayNotBuy,
  nomaEmailBelongsToSomeoneElse,
  prorationTarget,
  signUpAudience,
  sortProducts,
  TRACKING_ORIGIN,
  usesSaveCardFlow,
} from './rules.ts';

export interface CheckoutInput {
  /** ROUTE-2/3: the id of /{id}; null on '/' (ROUTE-1). */
  priceId: string | null;
  /** ROUTE-12..14: query `o`, kept in session storage `o`; null outside organisation checkout. */
  orgId: number | null;
  /** STORAGE-4, CHECKOUT-FLOW-5: the 'direct to payment info' flag saved before login. */
  directToPaymentInfo: boolean;
  /**
   * STORAGE-3: the verified nomaEmail stored on this browser, as the app read it on load (null or
   * absent when none). The machine keeps it up to date from then on (NOMA-FLOW-2, PAGELOAD-4).
   */
  nomaEmail?: string | null;
  /** VALID-SIGNUP-8: catalogue.sister_product_name, for the sign-up dialog (docs/decisions/0009). */
  sisterProductName?: string;
}

/** Where the checkout goes once the gates after a sign-in are cleared. */
export type NextPage = 'payment method' | 'payment details';

export type { AsyncStatus };
/** Used when the app passes no sister product name (the dialog's 'Email already exists on …'). */
export const SISTER_PRODUCT_FALLBACK = 'our partner network';

/** Page 2 either pays (first purchase) or saves a card (SAVECARD-1/2). */
export type PaymentFormPurpose = 'pay' | 'save card';
/** What 'payment succeeded' reported; kept for the completion modal. */
export type Completion = Omit<PaymentSucceededEvent, 'type'>;

/** The account actor's data (systemId 'account'), as it last said ('account updated'); `loaded` is its gate. */
export interface CheckoutContext extends Omit<AccountData, 'loaded'> {
  priceId: string | null;
  orgId: number | null;
  directToPaymentInfo: boolean;
  /** The cart (sorted by name when more than one); emptied after payment (PAY-9). */
  products: Product[];
  /** The cart as it was paid for, for the completion modal and the summary with prices hidden. */
  purchased: Product[];
  /** The session's member (systemId 'session'), as 'watch session' reports it. */
  member: SessionMember | null;
  /** PAGE0-5: the account actor has read both lists for the member signed in now. */
  accountLoaded: boolean;
  /** STATE-ORG-1..3. */
  orgCheck: AsyncStatus;
  /** PAGELOAD-3: the login popup was offered on arrival (once). */
  signInOffered: boolean;
  signInError: string | null;
  /** PAGELOAD-7: the subscription the pricing child prorates against, or null. */
  proratingAgainst: string | null;
  /** CONST-22: the latest repriced total in cents (null before the first answer). */
  total: number | null;
  paymentFormPurpose: PaymentFormPurpose;
  /** Set by 'payment succeeded'; null while the cart is unpaid. */
  completion: Completion | null;
  /** STORAGE-3: the stored, verified nomaEmail (NOMA-FLOW-2), or null. */
  nomaEmail: string | null;
  sisterProductName: string;
  /** Page 1 after a sign-in; page 2 right after a dialog created the account (SIGNUP-FORM-8, ADMIN-8). */
  nextPage: NextPage;
  /** API-36: the firm name of a new firm admin, until the firm is created as that member (docs/decisions/0020). */
  firmToCreate: string | null;
}

export interface LoadProductInput {
  priceIds: string[];
}
export interface CheckOrgDiscountInput {
  priceId: string;
  orgId: number;
}
export type CheckOrgDiscountOutput = Pick<OrgDiscount, 'allow'>;
/** API-36: the firm a new firm admin named; admin_is_user is the wiring's (false, ROLE-12). */
export interface CreateFirmInput {
  organization: string;
}
export interface CreateFirmOutput {
  slug: string | null;
}

/** The analytics of a completed purchase (PAY-12). */
export interface PurchaseAnalytics {
  path: Completion['path'];
  audience: Completion['audience'];
  names: string[];
  priceIds: string[];
  invoiceId: string | null;
  /** Cents. */
  total: number | null;
}

function notProvided(name: string): never {
  throw new Error(`'${name}' not provided: supply it with checkoutMachine.provide({ actors, actions })`);
}

const toCartItem = (product: Product): CartItem => ({
  id: product.id,
  price_id: product.price_id,
  name: product.name,
  amount: product.amount,
});

type SystemLike = { get: (id: string) => AnyActorRef | undefined };

/** Default of 'open sign-in popup': 'log in' to the session (systemId 'session'), when one runs. */
export function askTheSessionToLogIn({ system }: { system: SystemLike }): void {
  const event: SessionEvent = { type: 'log in' };
  system.get('session')?.send(event);
}

/** Default of 'tell the session the login was handled' (the session clears justLoggedIn). */
export function tellTheSessionTheLoginWasHandled({ system }: { system: SystemLike }): void {
  const event: SessionEvent = { type: 'login handled' };
  system.get('session')?.send(event);
}

/** Default of 'sign the session in with the member token': the session stores bks_token and signs in silently. */
export function handTheMemberTokenToTheSession({ system }: { system: SystemLike }, params: { token: string }): void {
  const event: SessionEvent = { type: 'signed in with member token', token: params.token };
  system.get('session')?.send(event);
}

/** Default of 'ask the session to reload the member' (API-41), e.g. after 'company created'. */
export function askTheSessionToReloadTheMember({ system }: { system: SystemLike }): void {
  const event: SessionEvent = { type: 'reload member' };
  system.get('session')?.send(event);
}

/** Default of 'ask the session to log out' (PAGELOAD-5). */
export function askTheSessionToLogOut({ system }: { system: SystemLike }): void {
  const event: SessionEvent = { type: 'log out' };
  system.get('session')?.send(event);
}

/** Default of 'open network dialog': 'open' to the dialog (systemId 'network'), when one runs. */
export function openTheNetworkDialog({ system }: { system: SystemLike }, params: { reason: NetworkReason }): void {
  const event: NetworkEvent = { type: 'open', reason: params.reason };
  system.get('network')?.send(event);
}

/** The children's state the purchase needs (read through the system: coupon and pricing own it). */
function appliedCouponCode(system: SystemLike): string | null {
  const coupon = system.get('coupon') as ActorRefFrom<CouponMachine> | undefined;
  return coupon?.getSnapshot().context.applied?.code ?? null;
}
function taxRateIdOf(system: SystemLike): string | null {
  const pricing = system.get('pricing') as ActorRefFrom<PricingMachine> | undefined;
  return pricing?.getSnapshot().context.taxRateId ?? null;
}

const GETTING_READY_TO_PAY = '#checkout.checkout flow.checkout open.page.getting ready to pay';
const READY_TO_PAY = '#checkout.checkout flow.checkout open.page.getting ready to pay.ready to pay';
const ORDER_SUMMARY = '#checkout.checkout flow.checkout open.page.order summary';
const PAYMENT_METHOD = '#checkout.checkout flow.checkout open.page.payment method';
const PAYMENT_DETAILS = '#checkout.checkout flow.checkout open.page.payment details';
const RE_ENTERING_CREDENTIALS = '#checkout.checkout flow.checkout open.page.payment method.re-entering credentials';

/** Another member signed in (refused or not): their account data and every gate again. */
function anotherMemberRestartsTheGates(target: string) {
  const transition = {
    guard: { type: 'another member signed in' as const, params: ({ event }: { event: SignInHandOffEvent }) => ({ anotherMember: event.anotherMember }) },
    target,
  };
  return { 'member signed in': transition, 'sign-in refused': transition };
}

export const checkoutMachine = setup({
  types: {
    context: {} as CheckoutContext,
    events: {} as CheckoutEvent,
    input: {} as CheckoutInput,
  },
  actors: {
    /** PAGELOAD-1, API-9: the products for the price ids (empty when unknown). */
    'load product': fromPromise<Product[], LoadProductInput>(async () => notProvided('load product')),
    /** STATE-ORG-1..3, API-28/29: a guest call, made before any sign-in. */
    'check org discount': fromPromise<CheckOrgDiscountOutput, CheckOrgDiscountInput>(async () =>
      notProvided('check org discount'),
    ),
    /** API-36, ROLE-12: POST /v1/network/group as the new firm admin; a failure toasts its message (ERR-AUTH-8). */
    'create the firm': fromPromise<CreateFirmOutput, CreateFirmInput>(async () => notProvided('create the firm')),
    /** Follows the session actor and sends 'signed in' / 'signed out' / 'sign-in failed' back. */
    'watch session': fromCallback<EventObject>(() => notProvided('watch session')),
    /** The member's subscriptions and payment methods (systemId 'account'); it tells the checkout what it read. */
    account: accountMachine,
    coupon: couponMachine,
    pricing: pricingMachine,
    payment: paymentMachine,
    /** The sign-up and sign-in dialog (docs/decisions/0009). */
    auth: authMachine,
    /** 'Create your company' (COMPANY-1..6). */
    company: companyMachine,
    /** The NOMA association-email dialog (NOMA-1..3, NOMA-FLOW-1..3). */
    noma: nomaMachine,
    /** The organisation's seat count and waitlist (WAITLIST-1..5, STATE-ORG-4). */
    waitlist: waitlistMachine,
  },
  guards: {
    'no price id': ({ context }) => context.priceId === null || context.priceId.trim() === '',
    'no product found': (_, params: { count: number }) => params.count === 0,
    'organisation checkout': ({ context }) => context.orgId !== null,
    'the organisation allows this price': (_, params: { allow: boolean }) => params.allow,
    'the visitor is signed in': stateIn('#checkout.visitor.signed in'),
    'the visitor is signed out': stateIn('#checkout.visitor.signed out'),
    'the sign-in popup was not offered yet': ({ context }) => !context.signInOffered,
    'the direct to payment flag is set': ({ context }) => context.directToPaymentInfo,
    'the account data is loaded': ({ context }) => context.accountLoaded,
    'the member may not buy this plan': ({ context }) => mayNotBuy(context.member, context.products, context.subscriptions),
    /** Judged once per sign-in (the hand-off's `anotherMember`). */
    'another member signed in': (_, params: { anotherMember: boolean }) => params.anotherMember,
    'the form saves a card': ({ context }) => context.paymentFormPurpose === 'save card',
    'an ARE plan was bought': ({ context }) => isArePurchase(context.completion?.names ?? []),
    'a group plan was bought': ({ context }) => context.completion?.audience === 'group',
    'the checkout is open': stateIn('#checkout.checkout flow.checkout open'),
    'the cart is unpaid': ({ context }) => hasUnpaidCart(context),
    /** COMPANY-1/2, ROLE-11..13. */
    'the company dialog is needed': ({ context }) => needsCompanyDialog(context.member, cartAudiences(context.products)),
    /** SCOPE-11, ROLE-14: unless a verified nomaEmail matching the member is stored (0010). */
    'the association email must be verified': ({ context }) =>
      associationEmailRequired(context.orgId, context.products) && nomaDialogNeeded(context.nomaEmail, context.member?.email),
    /** PAGELOAD-4/5. */
    'the stored noma email belongs to someone else': ({ context }, params: { member: SessionMember }) =>
      nomaEmailBelongsToSomeoneElse(context.nomaEmail, context.member, params.member),
    'the subscriptions were read': (_, params: { status: AsyncStatus }) => params.status === 'succeeded',
    'the next page is payment details': ({ context }) => context.nextPage === 'payment details',
    'a firm waits to be created': ({ context }) => context.firmToCreate !== null,
  },
  actions: {
    // ── Supplied by the app (navigation, storage, tracking, analytics) ───────────────────────
    // (An unused `_args` keeps TypeScript's inference of the enqueueActions below intact.)
    /** ROUTE-10, PAGELOAD-2: the external individual pricing page. */
    'go to pricing page': (_args) => notProvided('go to pricing page'),
    /** ROUTE-11, STATE-ORG-2. */
    'go to marketing home': (_args) => notProvided('go to marketing home'),
    /** DIALOG-COMPLETE-8. */
    'go to learning site': (_args) => notProvided('go to learning site'),
    /** DIALOG-COMPLETE-6. */
    'go to group management': (_args) => notProvided('go to group management'),
    /** DIALOG-COMPLETE-3. */
    'go to dashboard': (_args) => notProvided('go to dashboard'),
    /** API-38: origin 'checkout' and the price id. */
    'track price': (_, _params: { origin: string; priceId: string }) => notProvided('track price'),
    /** API-40: the app adds the origin and the referrer it reads from the browser. */
    'record checkout origin': (_, _params: { priceId: string }) => notProvided('record checkout origin'),
    /** CHECKOUT-FLOW-6: remove the stored 'direct to payment info' flag. */
    'clear direct to payment flag': (_args) => notProvided('clear direct to payment flag'),
    /** PAY-12. */
    'push purchase events': (_, _params: PurchaseAnalytics) => notProvided('push purchase events'),
    /** SCOPE-13, API-33: the app posts the referrer. */
    'report abandoned checkout': (_, _params: { priceIds: string[] }) => notProvided('report abandoned checkout'),
    /** SIGNUP-FORM-9: the page scrolls to the top when a new account reaches billing (page 2). */
    'scroll to top': (_args) => notProvided('scroll to top'),
    /** PAGELOAD-4, STORAGE-3: remove the stored nomaEmail. */
    'forget noma email': (_args) => notProvided('forget noma email'),

    // ── Through the actor system (the app may replace them) ─────────────────────────────────
    /** PAGE0-4, PAGELOAD-3, PAGE1-10: ask the session (systemId 'session') for the login popup. */
    'open sign-in popup': (args) => askTheSessionToLogIn(args),
    /** The session's justLoggedIn is consumed: the checkout moved on after the login it asked for. */
    'tell the session the login was handled': (args) => tellTheSessionTheLoginWasHandled(args),
    /** SIGNUP-FORM-8, ADMIN-8, SIGNIN-7: the session stores bks_token and signs in with no second prompt. */
    'sign the session in with the member token': (args, params: { token: string }) => handTheMemberTokenToTheSession(args, params),
    /** API-41: after 'company created' the member is an admin; the session loads the profile again. */
    'ask the session to reload the member': (args) => askTheSessionToReloadTheMember(args),
    /** PAGELOAD-5. */
    'ask the session to log out': (args) => askTheSessionToLogOut(args),
    /** ERR-CHECKOUT-7: open the 'Network service issue' dialog (systemId 'network'). */
    'open network dialog': (args, params: { reason: NetworkReason }) => openTheNetworkDialog(args, params),

    // ── Context ─────────────────────────────────────────────────────────────────────────────
    'remember the member': assign((_, params: { member: SessionMember }) => ({ member: params.member })),
    'forget the member': assign({ member: null }),
    'store the products': assign((_, params: { products: Product[] }) => ({ products: sortProducts(params.products) })),
    'mark the organisation check': assign((_, params: { status: AsyncStatus }) => ({ orgCheck: params.status })),
    'keep the account data': assign((_, params: { account: AccountData }) => {
      const { loaded, ...data } = params.account;
      return { ...data, accountLoaded: loaded };
    }),
    'forget the account data': assign(() => {
      const { loaded, ...data } = NO_ACCOUNT_DATA;
      return { ...data, accountLoaded: loaded };
    }),
    'note the sign-in was offered': assign({ signInOffered: true, signInError: null }),
    'forget the sign-in error': assign({ signInError: null }),
    'note the sign-in failed': assign((_, params: { message: string }) => ({ signInError: params.message })),
    'forget the direct to payment flag': assign({ directToPaymentInfo: false }),
    /** SAVECARD-1/2. */
    'choose the payment form': assign(({ context }) => ({
      paymentFormPurpose: usesSaveCardFlow(context.paymentMethods, context.subscriptions) ? ('save card' as const) : ('pay' as const),
    })),
    'remember the total': assign((_, params: { total: number }) => ({ total: params.total })),
    'remember the next page': assign((_, params: { page: NextPage }) => ({ nextPage: params.page })),
    'remember the firm to create': assign((_, params: { firmName: string }) => ({ firmToCreate: params.firmName })),
    'forget the firm to create': assign({ firmToCreate: null }),
    /** NOMA-FLOW-2: the noma child stored it; the checkout keeps what the browser now holds. */
    'remember the noma email': assign((_, params: { email: string }) => ({ nomaEmail: params.email })),
    'clear the noma email': assign({ nomaEmail: null }),
    /** PAY-9: the product state is cleared; the paid cart is kept for the completion modal. */
    'remember the purchase': assign(({ context }, params: { completion: Completion }) => ({
      completion: params.completion,
      purchased: context.products,
      products: [],
    })),

    // ── Children ────────────────────────────────────────────────────────────────────────────
    /**
     * PAGE0-5: a member signed in who is not the one whose data is held; the gates wait for theirs.
     * Before the checkout opens no account actor runs: it reads the member when it starts.
     */
    'ask the account to load': enqueueActions(({ enqueue, system }, params: { load: boolean }) => {
      if (!params.load) return;
      enqueue.assign({ accountLoaded: false });
      const account = system.get('account');
      if (account !== undefined) enqueue.sendTo(account, { type: 'load the account' } satisfies AccountEvent);
    }),
    'ask the account to forget': enqueueActions(({ enqueue, system }) => {
      const account = system.get('account');
      if (account !== undefined) enqueue.sendTo(account, { type: 'forget the account' } satisfies AccountEvent);
    }),
    /** SAVECARD-7: the account reads the new default. */
    'tell the account a card was saved': sendTo('account', { type: 'card saved' } satisfies AccountEvent),
    'tell pricing the coupon changed': sendTo(
      'pricing',
      (_, params: { code: string | null; couponType: 'manual' | null }): PricingEvent => ({
        type: 'coupon changed',
        code: params.code,
        couponType: params.couponType,
      }),
    ),
    'tell the coupon what pricing found': sendTo('coupon', (_, params: { found: CouponEvent }): CouponEvent => params.found),
    /** PAY-10. */
    'clear the coupon': sendTo('coupon', { type: 'clear coupon' } satisfies CouponEvent),
    /** 0009: the individual form, or the firm-admin form for group products. */
    'open the sign-up dialog': sendTo('auth', ({ context }): AuthEvent => ({ type: 'open sign-up', audience: signUpAudience(context.products) })),
    /** PAGELOAD-7: prorate against the member's ARE 5.0 subscription, or stop when there is none. */
    'prorate when the member holds ARE 5.0': enqueueActions(({ context, enqueue }) => {
      const target = context.member === null ? null : prorationTarget(context.products, context.subscriptions);
      if (target === context.proratingAgainst) return;
      const event: PricingEvent = target === null ? { type: 'stop prorating' } : { type: 'prorate against', subscriptionId: target };
      enqueue.sendTo('pricing', event);
      enqueue.assign({ proratingAgainst: target });
    }),
    /** CONFIRM-3, REPRICE-1/2: page 1's order address is the saved method's billing address. */
    'price at the saved address': sendTo('pricing', ({ context }): PricingEvent => ({
      type: 'address changed',
      ...savedBillingAddress(context.paymentMethods),
    })),
    /** CONST-22: a payment waits for the price of what is entered; pricing answers 'price settled'. */
    'ask pricing for the settled price': sendTo('pricing', { type: 'price the order now' } satisfies PricingEvent),
    'ask payment to confirm': sendTo('payment', ({ context, system }): PaymentEvent => ({
      type: 'confirm payment',
      purchase: buildPurchase({
        products: context.products,
        coupon: appliedCouponCode(system),
        taxRateId: taxRateIdOf(system),
        total: context.total,
        subscriptions: context.subscriptions,
        paymentMethods: context.paymentMethods,
      }),
    })),
    'ask payment to pay': sendTo('payment', ({ context, system }): PaymentEvent => ({
      type: 'pay',
      purchase: buildPurchase({
        products: context.products,
        coupon: appliedCouponCode(system),
        taxRateId: taxRateIdOf(system),
        total: context.total,
        subscriptions: context.subscriptions,
        paymentMethods: context.paymentMethods,
      }),
    })),
    'ask payment to save the card': sendTo('payment', ({ context }): PaymentEvent => ({
      type: 'save card',
      authenticated: context.member !== null,
    })),
  },
}).createMachine({
  id: 'checkout',
  type: 'parallel',
  context: ({ input }) => ({
    priceId: input.priceId,
    orgId: input.orgId,
    directToPaymentInfo: input.directToPaymentInfo,
    products: [],
    purchased: [],
    member: null,
    subscriptions: [],
    subscriptionsStatus: 'idle',
    subscriptionsError: null,
    paymentMethods: [],
    paymentMethodsStatus: 'idle',
    accountLoaded: false,
    orgCheck: 'idle',
    signInOffered: false,
    signInError: null,
    proratingAgainst: null,
    total: null,
    paymentFormPurpose: 'pay',
    completion: null,
    nomaEmail: input.nomaEmail ?? null,
    sisterProductName: input.sisterProductName ?? SISTER_PRODUCT_FALLBACK,
    nextPage: 'payment method',
    firmToCreate: null,
  }),
  invoke: { id: 'watch session', src: 'watch session' },
  on: {
    /**
     * The sign-in hand-off: each 'signed in' from the session is judged once, here, and handed to
     * the visitor and page regions as one event, which both take in the same step.
     */
    'signed in': [
      {
        guard: { type: 'the stored noma email belongs to someone else', params: ({ event }) => ({ member: event.member }) },
        actions: raise(({ context, event }) => ({ type: 'sign-in refused' as const, member: event.member, anotherMember: anotherMemberSignedIn(context.member, event.member) })),
      },
      {
        actions: raise(({ context, event }) => ({ type: 'member signed in' as const, member: event.member, anotherMember: anotherMemberSignedIn(context.member, event.member) })),
      },
    ],
    // SCOPE-13: the app sends this on pagehide.
    'leaving the page': {
      guard: and(['the checkout is open', 'the cart is unpaid']),
      actions: { type: 'report abandoned checkout', params: ({ context }) => ({ priceIds: context.products.map((p) => p.price_id) }) },
    },
  },
  states: {
    /** Who is here, as the session actor says (through 'watch session'). */
    visitor: {
      initial: 'session unknown',
      on: {
        // PAGELOAD-4/5: the stored nomaEmail belongs to someone else: it goes, and so does the member.
        'sign-in refused': {
          target: '.logging out',
          actions: [
            'clear the noma email',
            'forget noma email',
            'ask the session to log out',
            { type: 'ask the account to load', params: ({ event }) => ({ load: event.anotherMember }) },
          ],
        },
        'member signed in': {
          target: '.signed in',
          actions: [
            { type: 'ask the account to load', params: ({ context, event }) => ({ load: context.member?.id !== event.member.id }) },
            { type: 'remember the member', params: ({ event }) => ({ member: event.member }) },
          ],
        },
        'signed out': {
          target: '.signed out',
          actions: ['forget the member', 'ask the account to forget', 'forget the account data', 'prorate when the member holds ARE 5.0'],
        },
      },
      states: {
        'session unknown': {},
        'signed out': {},
        'signed in': {},
        /** PAGELOAD-5: waiting for the session to end. */
        'logging out': {},
      },
    },
    'checkout flow': {
      initial: 'opening the checkout',
      states: {
        'opening the checkout': {
          always: [
            // ROUTE-1: '/' names no product.
            { guard: 'no price id', target: 'leaving for the pricing page' },
            { target: 'loading the product' },
          ],
        },
        /** PAGELOAD-1, ROUTE-3. */
        'loading the product': {
          invoke: {
            id: 'load product',
            src: 'load product',
            input: ({ context }) => ({ priceIds: context.priceId === null ? [] : [context.priceId] }),
            onDone: [
              {
                guard: { type: 'no product found', params: ({ event }) => ({ count: event.output.length }) },
                target: 'leaving for the pricing page',
              },
              {
                guard: 'organisation checkout',
                target: 'checking the organisation discount',
                actions: { type: 'store the products', params: ({ event }) => ({ products: event.output }) },
              },
              {
                target: 'checkout open',
                actions: { type: 'store the products', params: ({ event }) => ({ products: event.output }) },
              },
            ],
            // Not "no product": the call failed. The dialog's Retry reloads the page (docs/decisions/0008).
            onError: {
              target: 'product unavailable',
              actions: { type: 'open network dialog', params: { reason: 'other' } },
            },
          },
        },
        'product unavailable': {},
        /** STATE-ORG-1..3, ROUTE-11: before any sign-in (the popup waits for this answer). */
        'checking the organisation discount': {
          entry: { type: 'mark the organisation check', params: { status: 'loading' } },
          invoke: {
            id: 'check org discount',
            src: 'check org discount',
            input: ({ context }) => ({ priceId: context.priceId ?? '', orgId: context.orgId ?? 0 }),
            onDone: [
              {
                guard: { type: 'the organisation allows this price', params: ({ event }) => ({ allow: event.output.allow }) },
                target: 'checkout open',
                actions: { type: 'mark the organisation check', params: { status: 'succeeded' } },
              },
              { target: 'leaving for the marketing home', actions: { type: 'mark the organisation check', params: { status: 'idle' } } },
            ],
            // STATE-ORG-3: a failing check counts as allowed.
            onError: { target: 'checkout open', actions: { type: 'mark the organisation check', params: { status: 'succeeded' } } },
          },
        },
        /** ROUTE-10, PAGELOAD-2. */
        'leaving for the pricing page': { entry: 'go to pricing page' },
        /** ROUTE-11, STATE-ORG-2. */
        'leaving for the marketing home': { entry: 'go to marketing home' },
        'checkout open': {
          type: 'parallel',
          entry: [
            { type: 'track price', params: ({ context }) => ({ origin: TRACKING_ORIGIN, priceId: context.priceId ?? '' }) },
            { type: 'record checkout origin', params: ({ context }) => ({ priceId: context.priceId ?? '' }) },
          ],
          invoke: [
            {
              id: 'coupon',
              systemId: 'coupon',
              src: 'coupon',
              // CART-2: organisation checkout hides the coupon entry.
              input: ({ context }) => ({ productIds: context.products.map((p) => p.id), hidden: context.orgId !== null }),
            },
            {
              id: 'pricing',
              systemId: 'pricing',
              src: 'pricing',
              input: ({ context }) => ({ items: context.products.map(toCartItem) }),
            },
            { id: 'payment', systemId: 'payment', src: 'payment' },
            {
              id: 'account',
              systemId: 'account',
              src: 'account',
              // A member already signed in is read at once (PAGE0-5); later ones are sent ('ask the account to load').
              input: ({ context }) => ({ subscriptionId: null, loadAtOnce: context.member !== null }),
            },
            {
              id: 'auth',
              systemId: 'auth',
              src: 'auth',
              input: ({ context }) => ({ sisterProductName: context.sisterProductName }),
            },
          ],
          on: {
            'account updated': [
              // PAGELOAD-7: fresh subscriptions may change what pricing prorates against.
              {
                guard: { type: 'the subscriptions were read', params: ({ event }) => ({ status: event.account.subscriptionsStatus }) },
                actions: [{ type: 'keep the account data', params: ({ event }) => ({ account: event.account }) }, 'prorate when the member holds ARE 5.0'],
              },
              { actions: { type: 'keep the account data', params: ({ event }) => ({ account: event.account }) } },
            ],
            'coupon changed': {
              actions: { type: 'tell pricing the coupon changed', params: ({ event }) => ({ code: event.code, couponType: event.couponType }) },
            },
            'carry-over coupon found': {
              actions: { type: 'tell the coupon what pricing found', params: ({ event }) => ({ found: { type: event.type, code: event.code } }) },
            },
            'auto coupon found': {
              actions: { type: 'tell the coupon what pricing found', params: ({ event }) => ({ found: { type: event.type, code: event.code } }) },
            },
            'no coupon found': {
              actions: { type: 'tell the coupon what pricing found', params: { found: { type: 'no coupon found' } } },
            },
            // CONST-22: the payment amount follows the repriced total.
            'price changed': { actions: { type: 'remember the total', params: ({ event }) => ({ total: event.total }) } },
          },
          states: {
            /** Pages 0 → 1 → 2 → complete (CHECKOUT-FLOW-1..6). */
            page: {
              initial: 'arriving',
              on: {
                // CONFIRM-8, PAY-9..12: from page 1 (confirm) or page 2 (pay).
                'payment succeeded': {
                  target: '.checkout complete',
                  actions: [
                    {
                      type: 'remember the purchase',
                      params: ({ event }) => ({
                        completion: {
                          path: event.path,
                          audience: event.audience,
                          names: event.names,
                          priceIds: event.priceIds,
                          invoiceId: event.invoiceId,
                        },
                      }),
                    },
                    'clear the coupon',
                    {
                      type: 'push purchase events',
                      params: ({ event, context }) => ({
                        path: event.path,
                        audience: event.audience,
                        names: event.names,
                        priceIds: event.priceIds,
                        invoiceId: event.invoiceId,
                        total: context.total,
                      }),
                    },
                  ],
                },
              },
              states: {
                arriving: {
                  always: [
                    // CHECKOUT-FLOW-5/6: a returning member goes to page 1 once.
                    {
                      guard: and(['the visitor is signed in', 'the direct to payment flag is set']),
                      target: 'getting ready to pay',
                      actions: ['forget the direct to payment flag', 'clear direct to payment flag'],
                    },
                    // PAGELOAD-3: a logged-out visitor gets the login popup once.
                    {
                      guard: and(['the visitor is signed out', 'the sign-in popup was not offered yet']),
                      target: 'order summary.waiting for sign-in',
                      actions: ['note the sign-in was offered', 'open sign-in popup'],
                    },
                    { target: 'order summary' },
                  ],
                },
                /** Page 0 (PAGE0-1..6), with the sign-up dialog over it (docs/decisions/0009). */
                'order summary': {
                  initial: 'showing the order',
                  states: {
                    'showing the order': {
                      // Page 1 follows a sign-in, unless the dialog has just created an account (then page 2).
                      entry: { type: 'remember the next page', params: { page: 'payment method' } },
                      on: {
                        // 0009: page 0's 'Create an account' opens the dialog (systemId 'auth').
                        'create an account': { guard: not('the visitor is signed in'), target: 'signing up', actions: 'open the sign-up dialog' },
                        'proceed to checkout': [
                          // ALREADY-SUB-2 (no button), FIRM-MEMBER-2 (disabled): nothing happens.
                          { guard: 'the member may not buy this plan' },
                          { guard: 'the visitor is signed in', target: GETTING_READY_TO_PAY },
                          // PAGE0-4 (the popup counts as offered: no second one on arrival).
                          { target: 'waiting for sign-in', actions: ['note the sign-in was offered', 'open sign-in popup'] },
                        ],
                        // A member refused (PAGELOAD-5) is being logged out: page 0 stays.
                        'member signed in': {
                          guard: 'the direct to payment flag is set',
                          target: GETTING_READY_TO_PAY,
                          actions: ['forget the direct to payment flag', 'clear direct to payment flag'],
                        },
                        // PAGELOAD-3: the session turned out anonymous after the page opened.
                        'signed out': {
                          guard: 'the sign-in popup was not offered yet',
                          target: 'waiting for sign-in',
                          actions: ['note the sign-in was offered', 'open sign-in popup'],
                        },
                      },
                    },
                    /** The popup is open (or was blocked: the page stays usable). */
                    'waiting for sign-in': {
                      entry: { type: 'remember the next page', params: { page: 'payment method' } },
                      on: {
                        // CHECKOUT-FLOW-3, PAGE0-6.
                        'sign-in refused': { target: 'showing the order' },
                        'member signed in': [
                          {
                            guard: 'the direct to payment flag is set',
                            target: GETTING_READY_TO_PAY,
                            actions: [
                              'forget the direct to payment flag',
                              'clear direct to payment flag',
                              'tell the session the login was handled',
                            ],
                          },
                          { target: GETTING_READY_TO_PAY, actions: 'tell the session the login was handled' },
                        ],
                        'sign-in failed': {
                          target: 'showing the order',
                          actions: { type: 'note the sign-in failed', params: ({ event }) => ({ message: event.message }) },
                        },
                        'signed out': { target: 'showing the order' },
                        // PAGELOAD-3: a blocked popup leaves the button working.
                        'proceed to checkout': { actions: ['forget the sign-in error', 'open sign-in popup'] },
                        // A popup still open (or silently blocked) does not stop the dialog.
                        'create an account': { guard: not('the visitor is signed in'), target: 'signing up', actions: 'open the sign-up dialog' },
                      },
                    },
                    /** The sign-up / sign-in dialog is open (its pages, 'Email already exists', 'Welcome Back!' are the child's). */
                    'signing up': {
                      on: {
                        // SIGNUP-FORM-7/8, STATE-ACCOUNT-3 (the individual form), then billing.
                        'account created': {
                          target: 'finishing the sign-in',
                          actions: [
                            { type: 'sign the session in with the member token', params: ({ event }) => ({ token: event.authToken }) },
                            { type: 'remember the next page', params: { page: 'payment details' } },
                          ],
                        },
                        // KNOWN-8: 'Hey, we know you!' signed in and saved the names; billing, page 2 (0009).
                        'known account signed in': {
                          target: 'finishing the sign-in',
                          actions: [
                            { type: 'sign the session in with the member token', params: ({ event }) => ({ token: event.authToken }) },
                            { type: 'remember the next page', params: { page: 'payment details' } },
                          ],
                        },
                        // ADMIN-8; the firm is created once the session holds the admin's token (API-36, 0020).
                        'admin account created': {
                          target: 'finishing the sign-in',
                          actions: [
                            { type: 'sign the session in with the member token', params: ({ event }) => ({ token: event.authToken }) },
                            { type: 'remember the next page', params: { page: 'payment details' } },
                            { type: 'remember the firm to create', params: ({ event }) => ({ firmName: event.firmName }) },
                          ],
                        },
                        // SIGNIN-6/7: 'Welcome Back!' goes on to page 1.
                        'signed in with password': {
                          target: 'finishing the sign-in',
                          actions: [
                            { type: 'sign the session in with the member token', params: ({ event }) => ({ token: event.authToken }) },
                            { type: 'remember the next page', params: { page: 'payment method' } },
                          ],
                        },
                        'auth dialog closed': { target: 'showing the order' },
                      },
                    },
                    /**
                     * The session stores bks_token and signs in silently on it (docs/decisions/0003): no
                     * second prompt. If it cannot, page 0 stays with its popup button and the message.
                     */
                    'finishing the sign-in': {
                      on: {
                        'sign-in refused': { target: 'showing the order', actions: 'forget the firm to create' },
                        'member signed in': [
                          // API-36: member calls need the session's bearer token, so the firm comes now.
                          { guard: 'a firm waits to be created', target: 'creating the firm', actions: 'tell the session the login was handled' },
                          { target: GETTING_READY_TO_PAY, actions: 'tell the session the login was handled' },
                        ],
                        'sign-in failed': {
                          target: 'showing the order',
                          actions: [
                            'forget the firm to create',
                            'note the sign-in was offered',
                            { type: 'note the sign-in failed', params: ({ event }) => ({ message: event.message }) },
                          ],
                        },
                        'signed out': { target: 'showing the order', actions: ['forget the firm to create', 'note the sign-in was offered'] },
                      },
                    },
                    /**
                     * API-36, ROLE-12 (docs/decisions/0020): the new admin creates the firm. A failure
                     * toasts its message (ERR-AUTH-8) and billing still comes: the login exists, and
                     * the company gate asks for a company if the member is no admin after all.
                     */
                    'creating the firm': {
                      invoke: {
                        id: 'create the firm',
                        src: 'create the firm',
                        input: ({ context }) => ({ organization: context.firmToCreate ?? '' }),
                        onDone: { target: 'reloading the new admin', actions: ['forget the firm to create', 'ask the session to reload the member'] },
                        onError: { target: GETTING_READY_TO_PAY, actions: 'forget the firm to create' },
                      },
                      on: {
                        'signed out': { target: 'showing the order', actions: ['forget the firm to create', 'note the sign-in was offered'] },
                      },
                    },
                    /** The profile loaded before the firm existed: groupAccounts and isGroupAdmin are read again before the company gate. */
                    'reloading the new admin': {
                      on: {
                        // The profile read again, whoever it is (the gates judge it).
                        'member signed in': { target: GETTING_READY_TO_PAY },
                        'sign-in refused': { target: GETTING_READY_TO_PAY },
                        'sign-in failed': {
                          target: 'showing the order',
                          actions: ['note the sign-in was offered', { type: 'note the sign-in failed', params: ({ event }) => ({ message: event.message }) }],
                        },
                        'signed out': { target: 'showing the order', actions: 'note the sign-in was offered' },
                      },
                    },
                  },
                },
                /**
                 * Between page 0 and the page after a sign-in, in the order of docs/decisions/0010: the
                 * account data (PAGE0-5), the company (COMPANY-1..6), the association email (NOMA-FLOW),
                 * the organisation's seats (PAGELOAD-6, WAITLIST-1). Page 0 shows under the dialogs.
                 */
                'getting ready to pay': {
                  initial: 'loading your account',
                  on: {
                    'signed out': { target: 'order summary' },
                    cancel: { target: 'order summary' },
                    ...anotherMemberRestartsTheGates('.loading your account'),
                  },
                  states: {
                    'loading your account': {
                      always: [
                        { guard: and(['the account data is loaded', 'the member may not buy this plan']), target: ORDER_SUMMARY },
                        { guard: 'the account data is loaded', target: 'checking the company' },
                      ],
                    },
                    'checking the company': {
                      always: [{ guard: 'the company dialog is needed', target: 'creating your company' }, { target: 'checking the association email' }],
                    },
                    /** COMPANY-1..6, ROLE-13: the dialog (systemId 'company'); closing it keeps the product blocked. */
                    'creating your company': {
                      invoke: {
                        id: 'company',
                        systemId: 'company',
                        src: 'company',
                        input: ({ context }) => ({
                          groupAccounts: context.member?.groupAccounts ?? [],
                          isGroupAdmin: context.member?.isGroupAdmin ?? false,
                          audience: cartAudiences(context.products),
                        }),
                      },
                      on: {
                        'company created': { target: 'reloading the member', actions: 'ask the session to reload the member' },
                        'company dialog closed': { target: ORDER_SUMMARY },
                      },
                    },
                    /** API-41: the member is now the company's admin; the gate is asked again with the fresh profile. */
                    'reloading the member': {
                      on: { 'member signed in': { target: 'checking the company' }, 'sign-in refused': { target: 'checking the company' } },
                    },
                    'checking the association email': {
                      always: [
                        { guard: 'the association email must be verified', target: 'verifying the association email' },
                        { target: 'checking the seats' },
                      ],
                    },
                    /** NOMA-1..3, NOMA-FLOW-1..3, ROLE-14: the dialog (systemId 'noma'); closing it keeps the product blocked. */
                    'verifying the association email': {
                      invoke: {
                        id: 'noma',
                        systemId: 'noma',
                        src: 'noma',
                        input: ({ context }) => ({ memberEmail: context.member?.email ?? null }),
                      },
                      on: {
                        'noma verified': {
                          target: 'checking the seats',
                          actions: { type: 'remember the noma email', params: ({ event }) => ({ email: event.email }) },
                        },
                        'noma dialog closed': { target: ORDER_SUMMARY },
                      },
                    },
                    'checking the seats': {
                      always: [{ guard: 'organisation checkout', target: 'organisation seats' }, { target: 'ready to pay' }],
                    },
                    /** PAGELOAD-6, STATE-ORG-4, ROLE-15: the seat count, after sign-in (systemId 'waitlist'). */
                    'organisation seats': {
                      invoke: {
                        id: 'waitlist',
                        systemId: 'waitlist',
                        src: 'waitlist',
                        input: ({ context }) => ({ orgId: context.orgId ?? 0 }),
                      },
                      initial: 'counting the seats',
                      states: {
                        'counting the seats': {
                          on: {
                            'seats available': { target: READY_TO_PAY },
                            'member limit reached': { target: 'waitlist' },
                          },
                        },
                        /** WAITLIST-1..5: the waitlist screen replaces the checkout; the child shows it and joins. */
                        waitlist: {},
                      },
                    },
                    'ready to pay': {
                      always: [
                        // SIGNUP-FORM-8/9, ADMIN-8: a new account goes to billing, at the top of the page.
                        {
                          guard: 'the next page is payment details',
                          target: PAYMENT_DETAILS,
                          actions: ['choose the payment form', 'scroll to top', { type: 'remember the next page', params: { page: 'payment method' } }],
                        },
                        { target: PAYMENT_METHOD },
                      ],
                    },
                  },
                },
                /** Page 1 (PAGE1-1..12), priced at the saved method's billing address (CONFIRM-3). */
                'payment method': {
                  initial: 'showing the payment method',
                  entry: 'price at the saved address',
                  // CHECKOUT-FLOW-4, ALREADY-SUB-1, FIRM-MEMBER-2.
                  always: { guard: 'the member may not buy this plan', target: 'order summary' },
                  on: {
                    // Another member: their account data and gates first.
                    ...anotherMemberRestartsTheGates(GETTING_READY_TO_PAY),
                    'payment methods stored': { actions: 'price at the saved address' },
                  },
                  states: {
                    'showing the payment method': {
                      on: {
                        'confirm payment': { target: 'waiting for the settled price', actions: 'ask pricing for the settled price' },
                        'add payment method': { target: PAYMENT_DETAILS, actions: 'choose the payment form' },
                        'update payment method': { target: PAYMENT_DETAILS, actions: 'choose the payment form' },
                        cancel: { target: ORDER_SUMMARY },
                        'signed out': { target: 're-entering credentials' },
                      },
                    },
                    /** CONST-22: Confirm Payment pays the price of the saved address, never one about to change. */
                    'waiting for the settled price': {
                      tags: 'settling the price',
                      on: {
                        'price settled': { target: 'showing the payment method', actions: 'ask payment to confirm' },
                        // The toast has told why; the visitor presses again.
                        'pricing failed': { target: 'showing the payment method' },
                        cancel: { target: ORDER_SUMMARY },
                        'signed out': { target: 're-entering credentials' },
                      },
                    },
                    /** PAGE1-9/10. */
                    're-entering credentials': {
                      on: {
                        'sign in': { actions: ['forget the sign-in error', 'open sign-in popup'] },
                        // A member refused (PAGELOAD-5) is being logged out: the button stays.
                        'sign-in refused': {},
                        'member signed in': { target: GETTING_READY_TO_PAY, actions: 'tell the session the login was handled' },
                        'sign-in failed': {
                          actions: { type: 'note the sign-in failed', params: ({ event }) => ({ message: event.message }) },
                        },
                        cancel: { target: ORDER_SUMMARY },
                      },
                    },
                  },
                },
                /** Page 2 (PAGE2-1..3): pay, or save a card (SAVECARD-1/2). */
                'payment details': {
                  initial: 'filling in the details',
                  always: { guard: 'the member may not buy this plan', target: 'order summary' },
                  states: {
                    'filling in the details': {
                      on: {
                        pay: [
                          { guard: 'the form saves a card', actions: 'ask payment to save the card' },
                          { target: 'waiting for the settled price', actions: 'ask pricing for the settled price' },
                        ],
                      },
                    },
                    /** CONST-22, REPRICE-2: Pay inside the 500 ms quiet period pays the price of the address typed. */
                    'waiting for the settled price': {
                      tags: 'settling the price',
                      on: {
                        'price settled': { target: 'filling in the details', actions: 'ask payment to pay' },
                        'pricing failed': { target: 'filling in the details' },
                      },
                    },
                  },
                  on: {
                    cancel: { target: PAYMENT_METHOD },
                    // SAVECARD-7: the form closes; the account reloads the payment methods.
                    'card saved': { target: PAYMENT_METHOD, actions: 'tell the account a card was saved' },
                    'signed out': { target: RE_ENTERING_CREDENTIALS },
                    ...anotherMemberRestartsTheGates(GETTING_READY_TO_PAY),
                  },
                },
                /** DIALOG-COMPLETE-1..8, SUMMARY-19. */
                'checkout complete': {
                  initial: 'choosing the dialog',
                  on: {
                    'go to dashboard': [
                      { guard: 'a group plan was bought', actions: 'go to group management' },
                      { actions: 'go to dashboard' },
                    ],
                    // DIALOG-COMPLETE-4: 'Log in'.
                    'sign in': { actions: 'open sign-in popup' },
                  },
                  states: {
                    'choosing the dialog': {
                      always: [{ guard: 'an ARE plan was bought', target: 'thank-you dialog' }, { target: 'completion modal' }],
                    },
                    /** DIALOG-COMPLETE-7/8, PAY-11: shown over the completion modal first. */
                    'thank-you dialog': {
                      on: {
                        'close thank-you': { target: 'completion modal' },
                        'get started': { actions: 'go to learning site' },
                      },
                    },
                    'completion modal': {},
                  },
                },
              },
            },
          },
        },
      },
    },
  },
});

export type CheckoutMachine = typeof checkoutMachine;
