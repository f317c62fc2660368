// Shared by the account actor's tests: the real account machine invoked as a page invokes it
// (systemId 'account'), next to a stand-in network dialog (systemId 'network'), with calls that
// wait until the test answers them and a record of every event the page and the dialog receive.
import { createActor, createMachine, fromCallback, fromPromise, type AnyEventObject, type EventObject } from 'xstate';
import { accountMachine, type AccountInput, type AccountRef } from '../../../machines/account/account.machine.ts';
import type { AccountData, AccountToParentEvent } from '../../../machines/account/events.ts';
import type { PaymentMethod } from '../../../machines/domain/payment-method.ts';
import type { Subscription } from '../../../machines/domain/subscription.ts';
import { deferred, settle, type Deferred } from '../../support/async.ts';
import { SAVED_VISA } from '../payment/support.ts';

export { settle } from '../../support/async.ts';
export { SAVED_VISA } from '../payment/support.ts';

export const SAVED_MASTERCARD: PaymentMethod = { ...SAVED_VISA, id: 'pm_member_mastercard', brand: 'mastercard', last_4: '4444', is_default: false };

export function subscription(status: Subscription['status'], id = 'sub_member_pro'): Subscription {
  return {
    id,
    name: 'ARE 5.0 Pro 1-Month Subscription',
    price_id: 'price_are5_pro_monthly',
    base_price: 19900,
    status,
    current_period_end: '2026-12-15',
    carry_over_coupon: null,
  };
}

/** What the page holds before any member's data was read, or after a sign-out. */
export const NOTHING_READ: AccountData = {
  subscriptions: [],
  subscriptionsStatus: 'idle',
  subscriptionsError: null,
  paymentMethods: [],
  paymentMethodsStatus: 'idle',
  loaded: false,
};

export type AccountUpdate = Extract<AccountToParentEvent, { type: 'account.updated' }>;

/** One call of each kind per start of it, oldest first; the test answers each one. */
export interface Calls {
  subscriptions: Deferred<Subscription[]>[];
  paymentMethods: Deferred<PaymentMethod[]>[];
  subscriptionPaymentMethod: Array<Deferred<PaymentMethod | null> & { input: { subscriptionId: string } }>;
}

export function startAccount(input: AccountInput) {
  const calls: Calls = { subscriptions: [], paymentMethods: [], subscriptionPaymentMethod: [] };
  const toPage: AnyEventObject[] = [];
  const toNetwork: EventObject[] = [];
  const logic = accountMachine.provide({
    actors: {
      'load subscriptions': fromPromise<Subscription[]>(() => {
        const call = deferred<Subscription[]>();
        calls.subscriptions.push(call);
        return call.promise;
      }),
      'load payment methods': fromPromise<PaymentMethod[]>(() => {
        const call = deferred<PaymentMethod[]>();
        calls.paymentMethods.push(call);
        return call.promise;
      }),
      'load subscription payment method': fromPromise<PaymentMethod | null, { subscriptionId: string }>(({ input: callInput }) => {
        const call = deferred<PaymentMethod | null>();
        calls.subscriptionPaymentMethod.push({ ...call, input: callInput });
        return call.promise;
      }),
    },
  });
  const network = fromCallback<EventObject>(({ receive }) => {
    receive((event) => toNetwork.push(event));
  });
  const page = createMachine({
    invoke: [
      { id: 'network', systemId: 'network', src: network },
      { id: 'account', systemId: 'account', src: logic, input },
    ],
    on: { '*': { actions: ({ event }) => void toPage.push(event) } },
  });
  const root = createActor(page).start();
  const account = root.system.get('account') as AccountRef;
  return {
    account,
    calls,
    toPage,
    toNetwork,
    /** What the page was told, in order. */
    updates: (): AccountData[] => toPage.filter((event): event is AccountUpdate => event.type === 'account.updated').map((event) => event.account),
    /** What the page holds now: the last thing it was told. */
    held: (): AccountData | undefined =>
      toPage.filter((event): event is AccountUpdate => event.type === 'account.updated').at(-1)?.account,
    /** Forgets what was recorded so far, to read what one step tells the page. */
    clear: (): void => {
      toPage.length = 0;
      toNetwork.length = 0;
    },
  };
}

export type AccountTest = ReturnType<typeof startAccount>;

/** Answers the latest call of that kind and lets the answer arrive. */
export async function answer<T>(pending: ReadonlyArray<Deferred<T>>, value: T): Promise<void> {
  const call = pending.at(-1);
  if (call === undefined) throw new Error('no call to answer');
  call.resolve(value);
  await settle();
}

/** Fails the latest call of that kind and lets the failure arrive. */
export async function fail<T>(pending: ReadonlyArray<Deferred<T>>, error: unknown = new Error('Error getting member subscription')): Promise<void> {
  const call = pending.at(-1);
  if (call === undefined) throw new Error('no call to fail');
  call.reject(error);
  await settle();
}

/** A checkout account (every saved method) with both lists read. */
export async function loadedAccount(subscriptions = [subscription('active')], methods: PaymentMethod[] = [SAVED_VISA]): Promise<AccountTest> {
  const t = startAccount({ subscriptionId: null, loadAtOnce: true });
  await answer(t.calls.subscriptions, subscriptions);
  await answer(t.calls.paymentMethods, methods);
  return t;
}

export const stateOf = (t: AccountTest): unknown => t.account.getSnapshot().value;
