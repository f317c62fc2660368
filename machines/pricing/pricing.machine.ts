// Owns the order's price: address → 500 ms quiet period → reprice (guest) or prorate (member),
// the tax rate, and the latest good result; tells its parent (checkout) the total and coupons found.
import { assign, cancel, enqueueActions, not, raise, sendParent, setup, stateIn } from 'xstate';
import { actorToProvide } from '../not-provided.ts';
import type { CartItem, PricingEvent, PricingToParentEvent } from './events.ts';
import {
  completeAddress,
  couponForPricing,
  errorMessage,
  foundCoupons,
  sameAddress,
  splitPhone,
  type FoundCoupons,
  type PartialAddress,
  type Phone,
} from './rules.ts';
import type { Address } from '../domain/address.ts';
import type { ProrateResult, RepriceResult, TaxRate } from '../domain/pricing.ts';

/** CONST-14 / REPRICE-2. */
export const DEBOUNCE_MS = 500;

export type PricingMode = 'reprice' | 'prorate';
/** Spec 4: every asynchronous slice is idle (0), loading (1), succeeded (2) or failed (3). */
export type PricingStatus = 'idle' | 'loading' | 'succeeded' | 'failed';

/** ENTITY-21: the reprice result stored together with the address that was sent. */
export type CartDetails = RepriceResult & { addressSent: Address | null };

export interface PricingContext {
  items: readonly CartItem[];
  /** As typed so far; may be incomplete. */
  address: PartialAddress;
  /** REPRICE-3. */
  phone: Phone;
  /** Upper-cased code, or null (COUPON-7/8). */
  coupon: string | null;
  mode: PricingMode;
  /** The member's current subscription when prorating (PAGELOAD-7). */
  targetSubscriptionId: string | null;
  cartDetails: CartDetails | null;
  cartProrateDetails: ProrateResult | null;
  taxRateId: string | null;
  status: PricingStatus;
  error: string | null;
  /** The complete address (or null) sent with the latest request. */
  addressAsked: Address | null;
}

export interface PricingInput {
  /** The checkout starts pricing once its product is known: never with an empty cart. */
  items: readonly CartItem[];
  coupon?: string | null;
  /** Start in prorate mode against this subscription. */
  prorateAgainst?: string | null;
}

export interface RepriceOrderInput {
  items: readonly CartItem[];
  coupon: string | null;
  address: Address | null;
}
export interface ProrateOrderInput extends RepriceOrderInput {
  targetSubscriptionId: string;
}
export interface LoadTaxRateInput {
  items: readonly CartItem[];
  address: Address;
}
export type LoadTaxRateOutput = Pick<TaxRate, 'tax_rate_id'>;

/** For values a guard has already checked. */
function present<T>(value: T | null, what: string): T {
  if (value === null) throw new Error(`pricing: ${what} missing`);
  return value;
}

export const pricingMachine = setup({
  types: {
    context: {} as PricingContext,
    events: {} as PricingEvent,
    input: {} as PricingInput,
  },
  actors: {
    'reprice order': actorToProvide<RepriceResult, RepriceOrderInput>('reprice order'),
    'prorate order': actorToProvide<ProrateResult, ProrateOrderInput>('prorate order'),
    'load tax rate': actorToProvide<LoadTaxRateOutput, LoadTaxRateInput>('load tax rate'),
  },
  delays: {
    DEBOUNCE: DEBOUNCE_MS,
  },
  guards: {
    'the address is complete': (_, params: { address: PartialAddress }) => completeAddress(params.address) !== null,
    'the address is complete and new': ({ context }, params: { address: PartialAddress }) => {
      const address = completeAddress(params.address);
      return address !== null && !sameAddress(address, context.addressAsked);
    },
    'prorating against a subscription': ({ context }) =>
      context.mode === 'prorate' && context.targetSubscriptionId !== null,
    'the tax rate is missing for a complete address': ({ context }) =>
      context.taxRateId === null && context.addressAsked !== null,
    /** A price for a newly completed address is still to be asked (the 500 ms have not passed). */
    'an address waits for a quiet moment': stateIn({ 'address entry': 'waiting for a quiet moment' }),
  },
  actions: {
    'remember the address': assign((_, params: { address: PartialAddress; phone: string }) => ({
      address: { ...params.address },
      phone: splitPhone(params.phone),
    })),
    'forget the quiet period': cancel('debounce'),
    'start the quiet period': raise({ type: 'address entry.quiet period over' }, { id: 'debounce', delay: 'DEBOUNCE' }),
    /** A payment is waiting: the price for the address typed is asked now, not 500 ms later. */
    'end the quiet period now': raise({ type: 'address entry.quiet period over' }),
    'remember the coupon': assign((_, params: { code: string | null }) => ({ coupon: couponForPricing(params.code) })),
    'prorate from now on': assign((_, params: { subscriptionId: string }) => ({
      mode: 'prorate' as const,
      targetSubscriptionId: params.subscriptionId,
    })),
    'reprice from now on': assign({ mode: 'reprice' as const, targetSubscriptionId: null, cartProrateDetails: null }),
    'remember the address asked': assign(({ context }) => ({
      addressAsked: completeAddress(context.address),
      status: 'loading' as const,
    })),
    'store the repriced order': assign(({ context }, params: { result: RepriceResult }) => ({
      cartDetails: { ...params.result, addressSent: context.addressAsked },
      taxRateId: params.result.tax_rate_id ?? null,
      error: null,
    })),
    'store the prorated order': assign((_, params: { result: ProrateResult }) => ({
      cartProrateDetails: params.result,
      taxRateId: params.result.tax_rate_id ?? null,
      error: null,
    })),
    'store the tax rate': assign((_, params: { taxRateId: string | null }) => ({ taxRateId: params.taxRateId })),
    'mark the price as ready': assign({ status: 'succeeded' as const }),
    'keep the last price and note the error': assign((_, params: { error: unknown }) => ({
      status: 'failed' as const,
      error: errorMessage(params.error),
      // Retyping the same address after a failure asks again.
      addressAsked: null,
    })),
    /** The answer to 'price the order now': the total and tax rate are those of the address and coupon entered. */
    'tell the checkout the price is settled': sendParent({ type: 'pricing.price settled' } satisfies PricingToParentEvent),
    'tell the checkout the price changed': sendParent(
      (_, params: { total: number }): PricingToParentEvent => ({ type: 'pricing.price changed', total: params.total }),
    ),
    'pass on the coupons found': enqueueActions(({ enqueue }, params: { found: FoundCoupons }) => {
      const { auto, carryOver } = params.found;
      if (auto !== null) enqueue.sendParent({ type: 'pricing.auto coupon found', code: auto } satisfies PricingToParentEvent);
      if (carryOver !== null) {
        enqueue.sendParent({ type: 'pricing.carry-over coupon found', code: carryOver } satisfies PricingToParentEvent);
      }
      if (auto === null && carryOver === null) {
        enqueue.sendParent({ type: 'pricing.no coupon found' } satisfies PricingToParentEvent);
      }
    }),
    'tell the checkout pricing failed': sendParent(
      (_, params: { error: unknown }): PricingToParentEvent => ({
        type: 'pricing.failed',
        message: errorMessage(params.error),
      }),
    ),
  },
}).createMachine({
  id: 'pricing',
  type: 'parallel',
  context: ({ input }) => ({
    items: [...input.items],
    address: {},
    phone: { number: '', extension: null },
    coupon: couponForPricing(input.coupon),
    mode: input.prorateAgainst ? 'prorate' : 'reprice',
    targetSubscriptionId: input.prorateAgainst ?? null,
    cartDetails: null,
    cartProrateDetails: null,
    taxRateId: null,
    status: 'idle',
    error: null,
    addressAsked: null,
  }),
  states: {
    /** Follows the address element and waits for a quiet moment before asking for a price. */
    'address entry': {
      description: 'The billing address as typed, and the 500 ms quiet moment after it is complete before a price is asked.',
      initial: 'address incomplete',
      on: {
        'address changed': [
          {
            guard: {
              type: 'the address is complete and new',
              params: ({ event }) => ({ address: event.address }),
            },
            target: '.waiting for a quiet moment',
            actions: [
              { type: 'remember the address', params: ({ event }) => ({ address: event.address, phone: event.phone }) },
              'forget the quiet period',
              'start the quiet period',
            ],
          },
          {
            guard: { type: 'the address is complete', params: ({ event }) => ({ address: event.address }) },
            target: '.address settled',
            actions: [
              { type: 'remember the address', params: ({ event }) => ({ address: event.address, phone: event.phone }) },
              'forget the quiet period',
            ],
          },
          {
            target: '.address incomplete',
            actions: [
              { type: 'remember the address', params: ({ event }) => ({ address: event.address, phone: event.phone }) },
              'forget the quiet period',
            ],
          },
        ],
      },
      states: {
        'address incomplete': {},
        'waiting for a quiet moment': {
          on: {
            'address entry.quiet period over': { target: 'address settled' },
            'price the order now': { actions: ['forget the quiet period', 'end the quiet period now'] },
            // A price asked for now carries the address already. ('prorate against' cannot come
            // here: the checkout's gates read the account before any address is typed, and only a
            // sign-out changes what is prorated afterwards.)
            'coupon changed': { target: 'address settled', actions: 'forget the quiet period' },
            'stop prorating': { target: 'address settled', actions: 'forget the quiet period' },
          },
        },
        'address settled': {},
      },
    },
    /** Asks for the price and keeps the latest good answer; a newer question replaces an older one. */
    price: {
      description: "The order's price: when to ask for it, the tax rate, the latest good answer, and a failed answer.",
      // The checkout starts pricing with its products, so the first price is asked at once.
      initial: 'asking for a price',
      on: {
        'address entry.quiet period over': { target: '.asking for a price' },
        'coupon changed': {
          target: '.asking for a price',
          actions: { type: 'remember the coupon', params: ({ event }) => ({ code: event.code }) },
        },
        'prorate against': {
          target: '.asking for a price',
          actions: { type: 'prorate from now on', params: ({ event }) => ({ subscriptionId: event.subscriptionId }) },
        },
        'stop prorating': { target: '.asking for a price', actions: 'reprice from now on' },
      },
      states: {
        'asking for a price': {
          description: "One price request: repriced for a guest, or prorated against the member's current subscription.",
          entry: 'remember the address asked',
          initial: 'choosing how to price',
          states: {
            'choosing how to price': {
              always: [
                { guard: 'prorating against a subscription', target: 'prorating the order' },
                { target: 'repricing the order' },
              ],
            },
            'repricing the order': {
              invoke: {
                id: 'reprice order',
                src: 'reprice order',
                input: ({ context }) => ({
                  items: context.items,
                  coupon: context.coupon,
                  address: context.addressAsked,
                }),
                onDone: {
                  target: '#pricing.price.checking the tax rate',
                  actions: [
                    { type: 'store the repriced order', params: ({ event }) => ({ result: event.output }) },
                    { type: 'tell the checkout the price changed', params: ({ event }) => ({ total: event.output.total }) },
                    { type: 'pass on the coupons found', params: ({ event }) => ({ found: foundCoupons(event.output) }) },
                  ],
                },
                onError: {
                  target: '#pricing.price.price failed',
                  actions: [
                    { type: 'keep the last price and note the error', params: ({ event }) => ({ error: event.error }) },
                    { type: 'tell the checkout pricing failed', params: ({ event }) => ({ error: event.error }) },
                  ],
                },
              },
            },
            'prorating the order': {
              invoke: {
                id: 'prorate order',
                src: 'prorate order',
                input: ({ context }) => ({
                  items: context.items,
                  coupon: context.coupon,
                  address: context.addressAsked,
                  targetSubscriptionId: present(context.targetSubscriptionId, 'the subscription to prorate against'),
                }),
                onDone: {
                  target: '#pricing.price.checking the tax rate',
                  actions: [
                    { type: 'store the prorated order', params: ({ event }) => ({ result: event.output }) },
                    { type: 'tell the checkout the price changed', params: ({ event }) => ({ total: event.output.total }) },
                    { type: 'pass on the coupons found', params: ({ event }) => ({ found: foundCoupons(event.output) }) },
                  ],
                },
                onError: {
                  target: '#pricing.price.price failed',
                  actions: [
                    { type: 'keep the last price and note the error', params: ({ event }) => ({ error: event.error }) },
                    { type: 'tell the checkout pricing failed', params: ({ event }) => ({ error: event.error }) },
                  ],
                },
              },
            },
          },
        },
        'checking the tax rate': {
          always: [
            { guard: 'the tax rate is missing for a complete address', target: 'looking up the tax rate' },
            { target: 'priced' },
          ],
        },
        'looking up the tax rate': {
          invoke: {
            id: 'load tax rate',
            src: 'load tax rate',
            input: ({ context }) => ({
              items: context.items,
              // Guarded by 'the tax rate is missing for a complete address'.
              address: present(context.addressAsked, 'a complete address'),
            }),
            onDone: {
              target: 'priced',
              actions: { type: 'store the tax rate', params: ({ event }) => ({ taxRateId: event.output.tax_rate_id ?? null }) },
            },
            onError: {
              target: 'price failed',
              actions: [
                { type: 'keep the last price and note the error', params: ({ event }) => ({ error: event.error }) },
                { type: 'tell the checkout pricing failed', params: ({ event }) => ({ error: event.error }) },
              ],
            },
          },
        },
        priced: {
          entry: ['mark the price as ready', 'tell the checkout the price is settled'],
          on: {
            // With an address still in its quiet period, the price comes after it ('end the quiet period now').
            'price the order now': { guard: not('an address waits for a quiet moment'), actions: 'tell the checkout the price is settled' },
          },
        },
        'price failed': {
          // The last good price may be for another address: a payment waits for a fresh one.
          on: {
            'price the order now': { guard: not('an address waits for a quiet moment'), target: 'asking for a price' },
          },
        },
      },
    },
  },
});

export type PricingMachine = typeof pricingMachine;
