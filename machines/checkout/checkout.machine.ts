// Owns the checkout pages 0 → 1 → 2 → complete: the product and its redirects, the organisation
// check, the gates on the member's account data, and the children it runs while the checkout is open
// (those page 0 does not need start once their code has arrived, docs/decisions/0035).
// The steps are in steps/ (sign-in hand-off, order summary, gates, payment pages, completion); the
// calls, guards and actions in checkout.setup.ts.
import { and } from 'xstate';
import type { CartItem } from '../pricing/events.ts';
import { checkoutSetup } from './checkout.setup.ts';
import { TRACKING_ORIGIN } from './rules.ts';
import { checkoutComplete, paymentSucceeded } from './steps/completion.ts';
import { completingThePayment } from './steps/completing-the-payment.ts';
import { gettingReadyToPay } from './steps/gates.ts';
import { offerTheSignIn, orderSummary, useUpTheWayToPayment } from './steps/order-summary.ts';
import { paymentDetails, paymentMethod } from './steps/payment-pages.ts';
import { signInHandOff, visitor } from './steps/sign-in-hand-off.ts';
import { NO_PARTS_LOADED, SISTER_PRODUCT_FALLBACK } from './types.ts';
import type { Product } from '../domain/product.ts';

export * from './types.ts';
export {
  askTheSessionToLogIn,
  askTheSessionToLogOut,
  askTheSessionToReloadTheMember,
  handTheMemberTokenToTheSession,
  tellTheSessionTheLoginWasHandled,
} from './through-the-system.ts';

const toCartItem = (product: Product): CartItem => ({
  id: product.id,
  price_id: product.price_id,
  name: product.name,
  amount: product.amount,
});

export const checkoutMachine = checkoutSetup.createMachine({
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
    typedInTheDialogs: { companyName: '', nomaEmail: null },
    parts: NO_PARTS_LOADED,
    paymentUnderWay: input.paymentUnderWay ?? null,
  }),
  invoke: [
    { id: 'watch session', src: 'watch session' },
    { id: 'hear purchases in other tabs', src: 'hear purchases in other tabs' },
  ],
  on: {
    ...signInHandOff.on,
    // ROLE-9 (docs/decisions/0060): the page then says the plan is held, on whatever page it is.
    'other tab.plan bought': {
      guard: { type: 'it was this member', params: ({ event }) => ({ memberId: event.memberId }) },
      actions: 'ask the account to read the subscriptions again',
    },
    // SUMMARY-6: the link itself leads to the pricing page (SUMMARY-3..5); the visit is recorded.
    'update selection': { actions: 'record the return to the pricing page' },
    // SCOPE-13: the app sends this on pagehide.
    'leaving the page': {
      guard: and(['the checkout is open', 'the cart is unpaid']),
      actions: { type: 'report abandoned checkout', params: ({ context }) => ({ priceIds: context.products.map((p) => p.price_id) }) },
    },
  },
  states: {
    visitor,
    'checkout flow': {
      description:
        'The way into the checkout: the product the address names, whether it can be sold, the organisation discount check, and the redirects when it cannot.',
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
          tags: 'loading',
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
          tags: 'loading',
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
        'leaving for the pricing page': { tags: 'leaving', entry: 'go to pricing page' },
        /** ROUTE-11, STATE-ORG-2. */
        'leaving for the marketing home': { tags: 'leaving', entry: 'go to marketing home' },
        'checkout open': {
          description:
            'The open checkout: it starts the coupon, price and account parts (sign-up and payment once their code has arrived) and passes news between them (coupon to price, account data, the total).',
          initial: 'page',
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
            {
              id: 'account',
              systemId: 'account',
              src: 'account',
              // A member already signed in is read at once (PAGE0-5); later ones are sent ('ask the account to load').
              input: ({ context }) => ({ subscriptionId: null, loadAtOnce: context.member !== null }),
            },
          ],
          // The sign-up dialog and the payment child, started once their code has arrived, run on
          // until the checkout stops (nothing leaves 'checkout open'), which stops them with it.
          on: {
            // PAGELOAD-7: pricing prorates against what the account holds now, so another member's
            // list being read (empty until it arrives) or a sign-out never leaves the last one's credit.
            'account.updated': {
              actions: [{ type: 'keep the account data', params: ({ event }) => ({ account: event.account }) }, 'prorate when the member holds ARE 5.0'],
            },
            'coupon.changed': {
              actions: { type: 'tell pricing the coupon changed', params: ({ event }) => ({ code: event.code, couponType: event.couponType }) },
            },
            'pricing.carry-over coupon found': {
              actions: { type: 'tell the coupon what pricing found', params: ({ event }) => ({ found: { type: 'carry-over coupon found', code: event.code } }) },
            },
            'pricing.auto coupon found': {
              actions: { type: 'tell the coupon what pricing found', params: ({ event }) => ({ found: { type: 'auto coupon found', code: event.code } }) },
            },
            'pricing.no coupon found': {
              actions: { type: 'tell the coupon what pricing found', params: { found: { type: 'no coupon found' } } },
            },
            // CONST-22: the payment amount follows the repriced total.
            'pricing.price changed': { actions: { type: 'remember the total', params: ({ event }) => ({ total: event.total }) } },
          },
          states: {
            /** Pages 0 → 1 → 2 → complete (CHECKOUT-FLOW-1..6). */
            page: {
              description:
                'Which page the visitor sees: the order summary, the checks before paying, the payment method, the payment details, then the completed checkout.',
              initial: 'arriving',
              on: paymentSucceeded.on,
              states: {
                arriving: {
                  always: [
                    // docs/decisions/0060: reloaded while this member's payment was finishing.
                    {
                      guard: and(['the visitor is signed in', 'a payment for this plan is under way']),
                      target: '#completing the payment',
                    },
                    // CHECKOUT-FLOW-5/6: a returning member goes to page 1 once.
                    {
                      guard: and(['the visitor is signed in', 'the direct to payment flag is set']),
                      target: '#getting ready to pay',
                      actions: useUpTheWayToPayment,
                    },
                    // PAGELOAD-3: a logged-out visitor gets the login popup once.
                    {
                      guard: and(['the visitor is signed out', 'the sign-in popup was not offered yet']),
                      target: '#order summary.waiting for sign-in',
                      actions: offerTheSignIn,
                    },
                    { target: '#order summary' },
                  ],
                },
                'order summary': orderSummary,
                'completing the payment': completingThePayment,
                'getting ready to pay': gettingReadyToPay,
                'payment method': paymentMethod,
                'payment details': paymentDetails,
                'checkout complete': checkoutComplete,
              },
            },
          },
        },
      },
    },
  },
});

export type CheckoutMachine = typeof checkoutMachine;
