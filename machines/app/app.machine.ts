// Owns the page: the one root actor created per page load. It always runs the session and the
// network dialog, the checkout on the checkout routes ('/' and '/{id}') and the billing widget on
// '/updateBilling' and '/displayBillingInfo'; children are found by systemId through the actor system.
import { fromPromise, setup, type AnyActorLogic } from 'xstate';
import type { BillingMachine } from '../billing/billing.machine.ts';
import type { CheckoutMachine } from '../checkout/checkout.machine.ts';
import { actionToProvide, notProvidedError } from '../not-provided.ts';
import { networkMachine } from '../network/network.machine.ts';
import { sessionMachine } from '../session/session.machine.ts';
import type { PaymentUnderWay } from '../domain/purchase.ts';

/** Which screen the address shows (spec section 2); 'other' is an address no route knows. */
export type AppPage = 'checkout' | 'widget' | 'return' | 'other';

export interface AppInput {
  page: AppPage;
  /** ROUTE-3: the id of /{id}; null on '/' and off the checkout routes. */
  priceId: string | null;
  /** ROUTE-12..14: the organisation id kept in session storage 'o'. */
  orgId: number | null;
  /** STORAGE-4: the 'direct to payment info' flag saved before login. */
  directToPaymentInfo: boolean;
  /** STORAGE-3: the verified nomaEmail stored on this browser, read on load. */
  nomaEmail: string | null;
  /** VALID-SIGNUP-8: the sister product's name (configuration); absent: the checkout's fallback words. */
  sisterProductName?: string;
  /** docs/decisions/0060: this tab's record of a payment that was finishing when it was reloaded. */
  paymentUnderWay?: PaymentUnderWay | null;
  /** API-21: the widget's `?subscription=`; null elsewhere or when absent. */
  subscriptionId?: string | null;
  /** CONST-29: the widget's default price id (configuration); the app always passes it. */
  widgetPriceId?: string;
}

/**
 * A child that each page's wiring supplies (ADR 0016): the checkout entry provides the checkout,
 * the widget entry the billing widget, so this file imports their types and none of their code.
 * Typed as the logic it stands for, so `.provide()` and the invoke's input are checked against
 * it; started without being provided, it fails at once.
 */
function providedByThePage<TLogic extends AnyActorLogic>(name: string): TLogic {
  // No onError takes it: the root itself fails with the error, a tick after start, so an observer
  // subscribed right after start() receives it.
  return fromPromise<never>(async () => {
    throw notProvidedError(name, "each page's wiring supplies the child it runs (src/app/wiring/, ADR 0016)");
  }) as unknown as TLogic;
}

/** Without an input (a test that only wants the session) the page is 'other': no checkout. */
const NO_PAGE: AppInput = { page: 'other', priceId: null, orgId: null, directToPaymentInfo: false, nomaEmail: null };

export const appMachine = setup({
  types: {
    context: {} as AppInput,
    input: {} as AppInput | void,
  },
  actors: {
    'member session': sessionMachine,
    'network dialog': networkMachine,
    checkout: providedByThePage<CheckoutMachine>('checkout'),
    'billing widget': providedByThePage<BillingMachine>('billing widget'),
  },
  actions: {
    /** TOPBAR-9: the support chat starts with the checkout page; the billing widget never starts it (TOPBAR-10). */
    'start the chat': actionToProvide('start the chat'),
  },
  guards: {
    'on a checkout route': ({ context }) => context.page === 'checkout',
    'on a billing route': ({ context }) => context.page === 'widget',
  },
}).createMachine({
  id: 'app',
  context: ({ input }) => ({ ...(input ?? NO_PAGE) }),
  invoke: [
    { id: 'session', systemId: 'session', src: 'member session' },
    { id: 'network', systemId: 'network', src: 'network dialog' },
  ],
  initial: 'opening the page',
  states: {
    'opening the page': {
      always: [
        { guard: 'on a checkout route', target: 'checkout page' },
        { guard: 'on a billing route', target: 'billing page' },
        { target: 'other page' },
      ],
    },
    'checkout page': {
      entry: 'start the chat',
      invoke: {
        id: 'checkout',
        systemId: 'checkout',
        src: 'checkout',
        input: ({ context }) => ({
          priceId: context.priceId,
          orgId: context.orgId,
          directToPaymentInfo: context.directToPaymentInfo,
          nomaEmail: context.nomaEmail,
          ...(context.paymentUnderWay == null ? {} : { paymentUnderWay: context.paymentUnderWay }),
          ...(context.sisterProductName === undefined ? {} : { sisterProductName: context.sisterProductName }),
        }),
      },
    },
    /** Rules ROUTE-4..7: the billing widget, without top bar or chat (TOPBAR-10). */
    'billing page': {
      invoke: {
        id: 'billing',
        systemId: 'billing',
        src: 'billing widget',
        input: ({ context }) => ({ widgetPriceId: context.widgetPriceId ?? '', subscriptionId: context.subscriptionId ?? null }),
      },
    },
    /** The return page, or an unknown address. */
    'other page': {},
  },
});

export type AppMachine = typeof appMachine;
