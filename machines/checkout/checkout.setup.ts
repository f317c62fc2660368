// The checkout's calls, guards and actions: the children it runs, the rules its guards ask, and the
// side effects the app supplies (navigation, storage, tracking, analytics) or the actor system carries.
import { assign, enqueueActions, fromCallback, sendTo, setup, stateIn, stopChild, type EventObject } from 'xstate';
import { accountMachine, NO_ACCOUNT_DATA } from '../account/account.machine.ts';
import type { AccountData, AccountEvent, AsyncStatus } from '../account/events.ts';
import { savedBillingAddress } from '../account/rules.ts';
import type { AuthEvent } from '../auth/events.ts';
import { needsCompanyDialog } from '../company/rules.ts';
import { couponMachine } from '../coupon/coupon.machine.ts';
import type { CouponEvent } from '../coupon/events.ts';
import type { NetworkReason } from '../network/events.ts';
import { nomaDialogNeeded } from '../noma/rules.ts';
import { actorToProvide, notProvidedError } from '../not-provided.ts';
import type { PaymentEvent } from '../payment/events.ts';
import type { PricingEvent } from '../pricing/events.ts';
import { pricingMachine } from '../pricing/pricing.machine.ts';
import type { SessionMember } from '../session/rules.ts';
import type { CheckoutEvent } from './events.ts';
import {
  associationEmailRequired,
  buildPurchase,
  cartAudiences,
  hasUnpaidCart,
  isArePurchase,
  heldSubscription,
  mayNotBuy,
  nomaEmailBelongsToSomeoneElse,
  paymentUnderWayFor,
  prorationTarget,
  savedMethodRefusedByThePlan,
  signUpAudience,
  sortProducts,
  usesSaveCardFlow,
} from './rules.ts';
import {
  appliedCouponCode,
  askTheSessionToLogIn,
  askTheSessionToLogOut,
  askTheSessionToReloadTheMember,
  handTheMemberTokenToTheSession,
  taxRateIdOf,
  tellTheSessionTheLoginWasHandled,
} from './through-the-system.ts';
import { openTheNetworkDialog } from '../network/open-the-dialog.ts';
import type {
  CheckOrgDiscountInput,
  CheckOrgDiscountOutput,
  CheckoutContext,
  CheckoutInput,
  CheckoutTag,
  Completion,
  CreateFirmInput,
  CreateFirmOutput,
  LoadProductInput,
  NextPage,
  OrganisationParts,
  PaymentParts,
  PurchaseAnalytics,
  SignUpParts,
} from './types.ts';
import type { Product } from '../domain/product.ts';
import type { Subscription } from '../domain/subscription.ts';

/** What Pay and Confirm Payment pay: the cart with the coupon, tax rate and total as they are now (CONST-22). */
function purchaseNow(context: CheckoutContext, system: Parameters<typeof appliedCouponCode>[0]) {
  return buildPurchase({
    products: context.products,
    coupon: appliedCouponCode(system),
    taxRateId: taxRateIdOf(system),
    total: context.total,
    subscriptions: context.subscriptions,
    paymentMethods: context.paymentMethods,
    memberId: context.member?.id ?? null,
  });
}

/** The children started from loaded code; each answers to the same name as id and systemId. */
type Part = 'auth' | 'payment' | 'company' | 'noma' | 'waitlist';

/**
 * A part's child is named `part` as its id (sendTo('payment'), stopChild) and its systemId (the views).
 * XState's types let a machine name only the children listed in setup() (none of these: their code
 * arrives later), so the id is added past the type; at run time spawnChild takes it like any id.
 */
const childOptions = (part: Part, input?: unknown) => ({ id: part, systemId: part, input }) as { systemId: string; input?: unknown };

/** An action the app supplies: run unprovided it throws, which stops the checkout with the error. */
function notProvided(name: string): never {
  throw notProvidedError(name);
}

export const checkoutSetup = setup({
  types: {
    context: {} as CheckoutContext,
    events: {} as CheckoutEvent,
    input: {} as CheckoutInput,
    tags: {} as CheckoutTag,
  },
  delays: {
    /** Between two reads of the subscriptions while a reloaded page waits for its payment. */
    'a moment': 1500,
    /** A payment the provider has not finished by then is left to page 0 (docs/decisions/0060). */
    'the payment takes too long': 30_000,
  },
  actors: {
    /** PAGELOAD-1, API-9: the products for the price ids (empty when unknown). */
    'load product': actorToProvide<Product[], LoadProductInput>('load product'),
    /** STATE-ORG-1..3, API-28/29: a guest call, made before any sign-in. */
    'check org discount': actorToProvide<CheckOrgDiscountOutput, CheckOrgDiscountInput>('check org discount'),
    /** API-36, ROLE-12: POST /v1/network/group as the new firm admin; a failure toasts its message (ERR-AUTH-8). */
    'create the firm': actorToProvide<CreateFirmOutput, CreateFirmInput>('create the firm'),
    /** Follows the session actor and sends 'session.signed in' / 'session.signed out' / 'session.sign-in failed' back. */
    'watch session': fromCallback<EventObject>(() => {
      throw notProvidedError('watch session');
    }),
    /** API-19: the member's subscriptions, read while a reloaded page waits for its payment (0060). */
    'read the subscriptions': actorToProvide<Subscription[]>('read the subscriptions'),
    /** Sends 'other tab.plan bought' when another tab of the browser has bought a plan (docs/decisions/0060). */
    'hear purchases in other tabs': fromCallback<EventObject>(() => {
      throw notProvidedError('hear purchases in other tabs');
    }),
    /** The member's subscriptions and payment methods (systemId 'account'); it tells the checkout what it read. */
    account: accountMachine,
    coupon: couponMachine,
    pricing: pricingMachine,
    // Page 0 runs without these children: their code is fetched when the flow first needs it (0035).
    /** The sign-up and sign-in dialog (docs/decisions/0009), when 'Create an account' is first pressed. */
    'load the sign-up parts': actorToProvide<SignUpParts>('load the sign-up parts'),
    /** Taking the money, before page 1 or 2 first shows. */
    'load the payment parts': actorToProvide<PaymentParts>('load the payment parts'),
    /** 'Create your company' (COMPANY-1..6), the NOMA email (NOMA-1..3) and the seats (WAITLIST-1..5), before the first of them. */
    'load the organisation parts': actorToProvide<OrganisationParts>('load the organisation parts'),
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
    /** docs/decisions/0060: this tab was reloaded while this member's payment for the cart was finishing. */
    'a payment for this plan is under way': ({ context }, params?: { member: SessionMember }) =>
      paymentUnderWayFor(context.paymentUnderWay, params?.member ?? context.member, context.products),
    'the plan is held now': ({ context }, params: { subscriptions: readonly Subscription[] }) =>
      heldSubscription(context.products, params.subscriptions) !== null,
    'it was this member': ({ context }, params: { memberId: string }) => context.member !== null && context.member.id === params.memberId,
    'the form saves a card': ({ context }) => context.paymentFormPurpose === 'save card',
    /** ROLE-17, CONST-23: an individual plan is not paid from a saved bank account. */
    'the plan refuses the saved method': ({ context }) => savedMethodRefusedByThePlan(context.paymentMethods, context.products),
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
    'the next page is payment details': ({ context }) => context.nextPage === 'payment details',
    'a firm waits to be created': ({ context }) => context.firmToCreate !== null,
    'the sign-up parts are here': ({ context }) => context.parts.signUp !== null,
    'the payment parts are missing': ({ context }) => context.parts.payment === null,
    /** One of the organisation gates may open (0010: company, association email, seats) and their code is not here yet. */
    'the organisation parts are missing': ({ context }) =>
      context.parts.organisation === null &&
      (context.orgId !== null ||
        needsCompanyDialog(context.member, cartAudiences(context.products)) ||
        (associationEmailRequired(context.orgId, context.products) && nomaDialogNeeded(context.nomaEmail, context.member?.email))),
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
    'open the dashboard': (_args) => notProvided('open the dashboard'),
    /** API-38: origin 'checkout' and the price id. */
    'track price': (_, _params: { origin: string; priceId: string }) => notProvided('track price'),
    /** API-40: the app adds the origin and the referrer it reads from the browser. */
    'record checkout origin': (_, _params: { priceId: string }) => notProvided('record checkout origin'),
    /** STORAGE-4: store the 'direct to payment info' flag before a login Proceed starts. */
    'save direct to payment flag': (_args) => notProvided('save direct to payment flag'),
    /** CHECKOUT-FLOW-6: remove the stored 'direct to payment info' flag. */
    'clear direct to payment flag': (_args) => notProvided('clear direct to payment flag'),
    /** PAY-12. */
    'push purchase events': (_, _params: PurchaseAnalytics) => notProvided('push purchase events'),
    /** SCOPE-13, API-33: the app posts the referrer. */
    'report abandoned checkout': (_, _params: { priceIds: string[] }) => notProvided('report abandoned checkout'),
    /** SUMMARY-6: the returnToPricingPage analytics event. */
    'record the return to the pricing page': (_args) => notProvided('record the return to the pricing page'),
    /** SIGNUP-FORM-9: the page scrolls to the top when a new account reaches billing (page 2). */
    'scroll to top': (_args) => notProvided('scroll to top'),
    /** PAGELOAD-4, STORAGE-3: remove the stored nomaEmail. */
    'forget noma email': (_args) => notProvided('forget noma email'),
    /** docs/decisions/0060: the tab's record of the payment under way goes. */
    'remove the stored payment under way': (_args) => notProvided('remove the stored payment under way'),

    // ── Through the actor system (the app may replace them) ─────────────────────────────────
    /** PAGE0-4, PAGELOAD-3, PAGE1-10: ask the session (systemId 'session') for the login popup. */
    'open sign-in popup': (args, params?: { offered: boolean }) => askTheSessionToLogIn(args, params),
    /** The session's justLoggedIn is consumed: the checkout moved on after the login it asked for. */
    'tell the session the login was handled': (args) => tellTheSessionTheLoginWasHandled(args),
    /** SIGNUP-FORM-8, ADMIN-8, SIGNIN-7: the session stores bks_token and signs in with no second prompt. */
    'sign the session in with the member token': (args, params: { token: string }) => handTheMemberTokenToTheSession(args, params),
    /** API-41: after 'company.created' the member is an admin; the session loads the profile again. */
    'ask the session to reload the member': (args) => askTheSessionToReloadTheMember(args),
    /** PAGELOAD-5. */
    'ask the session to log out': (args) => askTheSessionToLogOut(args),
    /** ERR-CHECKOUT-7: open the 'Network service issue' dialog (systemId 'network'). */
    'open network dialog': (args, params: { reason: NetworkReason }) => openTheNetworkDialog(args, params),

    // ── Context ─────────────────────────────────────────────────────────────────────────────
    'drop the payment under way': assign({ paymentUnderWay: null }),
    'keep the subscriptions read': assign((_, params: { subscriptions: Subscription[] }) => ({ subscriptions: params.subscriptions })),
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
    'remember the direct to payment flag': assign({ directToPaymentInfo: true }),
    'forget the direct to payment flag': assign({ directToPaymentInfo: false }),
    /** SAVECARD-1/2. */
    'choose the payment form': assign(({ context }) => ({
      paymentFormPurpose: usesSaveCardFlow(context.paymentMethods, context.subscriptions) ? ('save card' as const) : ('pay' as const),
    })),
    'remember the total': assign((_, params: { total: number }) => ({ total: params.total })),
    'remember the next page': assign((_, params: { page: NextPage }) => ({ nextPage: params.page })),
    'remember the firm to create': assign((_, params: { firmName: string | null }) => ({ firmToCreate: params.firmName })),
    'forget the firm to create': assign({ firmToCreate: null }),
    /** NOMA-FLOW-2: the noma child stored it; the checkout keeps what the browser now holds. */
    'remember the noma email': assign((_, params: { email: string }) => ({ nomaEmail: params.email })),
    'clear the noma email': assign({ nomaEmail: null }),
    /** docs/decisions/0010, 'Closing': the next company dialog starts with the typed name. */
    'keep the typed company name': assign(({ context }, params: { name: string }) => ({
      typedInTheDialogs: { ...context.typedInTheDialogs, companyName: params.name },
    })),
    /** docs/decisions/0010, 'Closing': the next NOMA dialog starts with the typed address. */
    'keep the typed noma email': assign(({ context }, params: { email: string }) => ({
      typedInTheDialogs: { ...context.typedInTheDialogs, nomaEmail: params.email },
    })),
    /** PAY-9: the product state is cleared; the paid cart is kept for the completion modal. */
    'remember the purchase': assign(({ context }, params: { completion: Completion }) => ({
      completion: params.completion,
      purchased: context.products,
      products: [],
    })),

    // ── Children ────────────────────────────────────────────────────────────────────────────
    /** The dialog's code has arrived: the dialog runs from now until the checkout stops, as it did when started with the open checkout. */
    'start the sign-up dialog': enqueueActions(({ context, enqueue }, params: { parts: SignUpParts }) => {
      enqueue.assign({ parts: { ...context.parts, signUp: params.parts } });
      enqueue.spawnChild(params.parts.auth, childOptions('auth', { sisterProductName: context.sisterProductName }));
    }),
    /** The payment child runs from page 1 on, until the checkout closes: the consent and the form it keeps survive Back. */
    'start the payment part': enqueueActions(({ context, enqueue }, params: { parts: PaymentParts }) => {
      enqueue.assign({ parts: { ...context.parts, payment: params.parts } });
      enqueue.spawnChild(params.parts.payment, childOptions('payment'));
    }),
    'keep the organisation parts': assign(({ context }, params: { parts: OrganisationParts }) => ({
      parts: { ...context.parts, organisation: params.parts },
    })),
    /** COMPANY-1..6: the dialog runs while its gate is open, like an invoked child. */
    'start the company dialog': enqueueActions(({ context, enqueue }) => {
      if (context.parts.organisation === null) return;
      enqueue.spawnChild(
        context.parts.organisation.company,
        childOptions('company', {
          groupAccounts: context.member?.groupAccounts ?? [],
          isGroupAdmin: context.member?.isGroupAdmin ?? false,
          audience: cartAudiences(context.products),
          name: context.typedInTheDialogs.companyName,
        }),
      );
    }),
    'stop the company dialog': stopChild('company'),
    /** NOMA-1..3: while its gate is open. */
    'start the association email dialog': enqueueActions(({ context, enqueue }) => {
      if (context.parts.organisation === null) return;
      enqueue.spawnChild(
        context.parts.organisation.noma,
        childOptions('noma', { memberEmail: context.member?.email ?? null, typedEmail: context.typedInTheDialogs.nomaEmail }),
      );
    }),
    'stop the association email dialog': stopChild('noma'),
    /** PAGELOAD-6, WAITLIST-1..5: while the seats are counted and the waitlist shows. */
    'start the seat count': enqueueActions(({ context, enqueue }) => {
      if (context.parts.organisation === null) return;
      enqueue.spawnChild(context.parts.organisation.waitlist, childOptions('waitlist', { orgId: context.orgId ?? 0 }));
    }),
    'stop the seat count': stopChild('waitlist'),
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
    /** ROLE-9: the plan may have been bought in another tab: the account reads the list again. */
    'ask the account to read the subscriptions again': enqueueActions(({ enqueue, system }) => {
      const account = system.get('account');
      if (account !== undefined) enqueue.sendTo(account, { type: 'read the subscriptions again' } satisfies AccountEvent);
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
    /** CONST-22: a payment waits for the price of what is entered; pricing answers 'pricing.price settled'. */
    'ask pricing for the settled price': sendTo('pricing', { type: 'price the order now' } satisfies PricingEvent),
    'ask payment to confirm': sendTo('payment', ({ context, system }): PaymentEvent => ({
      type: 'confirm payment',
      purchase: purchaseNow(context, system),
    })),
    'ask payment to pay': sendTo('payment', ({ context, system }): PaymentEvent => ({ type: 'pay', purchase: purchaseNow(context, system) })),
    'ask payment to save the card': sendTo('payment', { type: 'save card' } satisfies PaymentEvent),
  },
});
