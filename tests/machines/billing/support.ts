// Shared by the billing widget's tests: a page like the app's (the real session, network dialog,
// billing, account and payment machines in one actor system) whose calls are stubs that record their inputs.
import { vi } from 'vitest';
import { createActor, createMachine, fromPromise, type ActorRefFrom } from 'xstate';
import { accountMachine } from '../../../machines/account/account.machine.ts';
import { billingMachine, type BillingMachine } from '../../../machines/billing/billing.machine.ts';
import type { CardConfirmation, CardSubmission } from '../../../machines/payment/card-provider-port.ts';
import { paymentMachine, type PaymentMachine } from '../../../machines/payment/payment.machine.ts';
import type { IdentityUser } from '../../../machines/session/identity-port.ts';
import { networkMachine, type NetworkMachine } from '../../../machines/network/network.machine.ts';
import { sessionMachine, type LoggedIn, type SessionMachine } from '../../../machines/session/session.machine.ts';
import { watchSessionThroughSystem } from '../../../machines/session/watch-session.ts';
import { SAVED_VISA, succeeded } from '../payment/support.ts';
import { settle as settleTasks } from '../../support/async.ts';
import type { Member } from '../../../machines/domain/member.ts';
import type { CardPaymentMethod, DefaultPaymentMethodResult, PaymentMethod, SetupIntent } from '../../../machines/domain/payment-method.ts';
import type { Subscription } from '../../../machines/domain/subscription.ts';
import { subscription } from '../account/support.ts';

/** Lets a chain of up to 10 stubbed answers arrive. */
export const settle = (rounds = 10): Promise<void> => settleTasks(rounds);

export { completeForm, declined, SAVED_VISA } from '../payment/support.ts';
export { subscription } from '../account/support.ts';

export const SAVED_MASTERCARD: CardPaymentMethod = { ...SAVED_VISA, id: 'pm_new_mastercard', brand: 'mastercard', last_4: '4444', is_default: true };

export const user: IdentityUser = { id: 'auth0|member', email: 'member@example.com', name: 'Maya Member' };
export const profile: Member = {
  id: 'mem_member',
  email: 'member@example.com',
  first_name: 'Maya',
  last_name: 'Member',
  auth_token: 'tok',
  groupId: null,
  groupAccounts: [],
};

export interface Behaviour {
  /** The silent check on load: a user when a session exists. */
  checkSession: () => Promise<IdentityUser | null>;
  login: () => Promise<LoggedIn>;
  subscriptions: () => Promise<Subscription[]>;
  /** Answers in turn; the last one repeats. */
  paymentMethods: Array<() => Promise<PaymentMethod[]>>;
  subscriptionPaymentMethod: (input: { subscriptionId: string }) => Promise<PaymentMethod | null>;
  confirmSetup: () => Promise<CardConfirmation>;
  /** The fetch of the save-card flow's code (a rejection: the chunk did not arrive). */
  fetchPaymentPart: () => Promise<void>;
}

export function startWidget(options: { subscriptionId?: string | null; behaviour?: Partial<Behaviour> } = {}) {
  const b: Behaviour = {
    checkSession: async () => user,
    login: async () => ({ user, token: 'tok' }),
    subscriptions: async () => [subscription('active')],
    paymentMethods: [async () => [SAVED_VISA]],
    subscriptionPaymentMethod: async () => SAVED_VISA,
    confirmSetup: async () => succeeded('pm_new_mastercard'),
    fetchPaymentPart: async () => undefined,
    ...options.behaviour,
  };
  let methodCalls = 0;
  const spies = {
    login: vi.fn(b.login),
    subscriptions: vi.fn(b.subscriptions),
    paymentMethods: vi.fn(() => {
      methodCalls += 1;
      const answer = b.paymentMethods[Math.min(methodCalls, b.paymentMethods.length) - 1];
      return answer ? answer() : Promise.resolve([]);
    }),
    subscriptionPaymentMethod: vi.fn(b.subscriptionPaymentMethod),
    submit: vi.fn(async (): Promise<CardSubmission> => ({ status: 'ready' })),
    createSetupIntent: vi.fn(async (): Promise<SetupIntent> => ({ client_secret: 'seti_1_secret_xyz' })),
    confirmSetup: vi.fn(b.confirmSetup),
    setDefault: vi.fn(async (_input: { paymentMethodId: string }): Promise<DefaultPaymentMethodResult> => ({ status: 'success' })),
    reloadPage: vi.fn(() => undefined),
    reloadSubscriptions: vi.fn(async () => [subscription('active')]),
    fetchPaymentPart: vi.fn(b.fetchPaymentPart),
  };
  const session = sessionMachine.provide({
    actors: {
      'check session': fromPromise<IdentityUser | null>(() => b.checkSession()),
      'log in with popup': fromPromise<LoggedIn>(() => spies.login()),
      'sign in silently': fromPromise<LoggedIn>(async () => ({ user, token: 'tok' })),
      'load member': fromPromise<Member>(async () => profile),
      'log out': fromPromise<void>(async () => {}),
    },
    // The token cookie and the login failure's words are the session's own tests' concern.
    actions: { 'store member token': () => undefined, 'forget member token': () => undefined, 'tell the member why login failed': () => undefined },
  });
  const payment = paymentMachine.provide({
    actors: {
      'check entered payment details': fromPromise<CardSubmission>(() => spies.submit()),
      'create setup intent': fromPromise<SetupIntent>(() => spies.createSetupIntent()),
      'confirm setup with card provider': fromPromise<CardConfirmation, { clientSecret: string }>(() => spies.confirmSetup()),
      'set default payment method': fromPromise<DefaultPaymentMethodResult, { paymentMethodId: string }>(({ input }) => spies.setDefault(input)),
    },
  });
  const network = networkMachine.provide({
    actors: { 'reload subscriptions': fromPromise<Subscription[]>(() => spies.reloadSubscriptions()) },
    actions: { 'reload page': () => spies.reloadPage(), 'go to pricing page': () => undefined },
  });
  const billing = billingMachine.provide({
    actors: {
      'watch session': watchSessionThroughSystem,
      account: accountMachine.provide({
        actors: {
          'load subscriptions': fromPromise<Subscription[]>(() => spies.subscriptions()),
          'load payment methods': fromPromise<PaymentMethod[]>(() => spies.paymentMethods()),
          'load subscription payment method': fromPromise<PaymentMethod | null, { subscriptionId: string }>(({ input }) =>
            spies.subscriptionPaymentMethod(input),
          ),
        },
      }),
      // The save-card flow's code arrives when the form is first asked for (docs/decisions/0038).
      'load the payment parts': fromPromise(async () => {
        await spies.fetchPaymentPart();
        return { payment };
      }),
    },
  });
  const root = createMachine({
    invoke: [
      { id: 'session', systemId: 'session', src: session },
      { id: 'network', systemId: 'network', src: network },
      {
        id: 'billing',
        systemId: 'billing',
        src: billing,
        input: { widgetPriceId: 'price_are5_expert_firm_monthly', subscriptionId: options.subscriptionId ?? null },
      },
    ],
  });
  const app = createActor(root).start();
  return {
    spies,
    billing: app.system.get('billing') as ActorRefFrom<BillingMachine>,
    session: app.system.get('session') as ActorRefFrom<SessionMachine>,
    network: app.system.get('network') as ActorRefFrom<NetworkMachine>,
    /** The payment child: there once the form has been asked for and its code has arrived. */
    payment: () => app.system.get('payment') as ActorRefFrom<PaymentMachine>,
  };
}

/** 'Update Payment Method', then the save-card flow's code arrives and the form opens (docs/decisions/0038). */
export async function openForm(t: ReturnType<typeof startWidget>): Promise<void> {
  t.billing.send({ type: 'update payment method' });
  await settle();
}
