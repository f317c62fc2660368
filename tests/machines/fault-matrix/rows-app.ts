// Rows whose call the page itself makes: the checkout's loads (product, organisation discount, the
// member's subscriptions and payment methods), the network dialog's Retry, the session's member
// profile. The whole root actor runs with every child provided (appLogic) on the matrix's ports.
import { createActor, type Actor, type SnapshotFrom } from 'xstate';
import { appMachine, type AppInput, type AppMachine } from '../../../machines/app/app.machine.ts';
import type { checkoutMachine } from '../../../machines/checkout/checkout.machine.ts';
import type { networkMachine } from '../../../machines/network/network.machine.ts';
import { selectPage } from '../../../machines/checkout/selectors.ts';
import { selectNetworkDialog } from '../../../machines/network/selectors.ts';
import type { IdentityPort } from '../../../machines/session/identity-port.ts';
import type { sessionMachine } from '../../../machines/session/session.machine.ts';
import { everyPageActors, rootActions, type AppPorts } from '../../../src/app/wiring/app-wiring.ts';
import { billingWiring } from '../../../src/app/wiring/billing-wiring.ts';
import { checkoutWiring } from '../../../src/app/wiring/checkout-wiring.ts';
import { until, type Env } from './env.ts';
import type { Row, Run } from './matrix.ts';

const SUBSCRIPTION_CASE = 'We were unable to check your active subscription(s) status. Please attempt to retry or go back to the previous page.';
const OTHER_CASE = 'There was a network issue, please try again later.';

/** The root logic with both pages' children provided, so any address runs on the matrix's one set of ports. */
function appLogic(ports: AppPorts, identity: IdentityPort): AppMachine {
  return appMachine.provide({
    actors: { ...everyPageActors(ports, identity), checkout: checkoutWiring(ports), 'billing widget': billingWiring(ports) },
    actions: rootActions(ports),
  });
}

type CheckoutSnapshot = SnapshotFrom<typeof checkoutMachine>;
type NetworkSnapshot = SnapshotFrom<typeof networkMachine>;
type SessionSnapshot = SnapshotFrom<typeof sessionMachine>;

export interface Page {
  /** Opens the page (a new root actor, as a page load or reload does). */
  open(): void;
  checkout(): CheckoutSnapshot;
  network(): NetworkSnapshot;
  session(): SessionSnapshot;
  send(systemId: 'checkout' | 'network' | 'session' | 'auth', event: { type: string }): void;
  /** Waits until the checkout's snapshot satisfies `done`. */
  checkoutUntil(done: (s: CheckoutSnapshot) => boolean, what: string): Promise<void>;
  networkUntil(done: (s: NetworkSnapshot) => boolean, what: string): Promise<void>;
  sessionUntil(done: (s: SessionSnapshot) => boolean, what: string): Promise<void>;
  dialog(): string | null;
  close(): void;
}

export function page(env: Env, input: Partial<AppInput>): Page {
  let actor: Actor<ReturnType<typeof appLogic>> | null = null;
  let detach = () => undefined as void;
  const full: AppInput = { page: 'checkout', priceId: 'price_cse_pro_monthly', orgId: null, directToPaymentInfo: false, nomaEmail: null, sisterProductName: 'Atlas Network', ...input };
  const child = (id: string) => {
    const ref = actor?.system.get(id);
    if (!ref) throw new Error(`no ${id} running`);
    return ref;
  };
  const self: Page = {
    open() {
      self.close();
      actor = createActor(appLogic(env.ports, env.identity), { input: full }).start();
      detach = env.ports.link.attach(actor.system);
    },
    checkout: () => child('checkout').getSnapshot() as CheckoutSnapshot,
    network: () => child('network').getSnapshot() as NetworkSnapshot,
    session: () => child('session').getSnapshot() as SessionSnapshot,
    send: (id, event) => child(id).send(event),
    checkoutUntil: (done, what) => until(child('checkout'), (s) => done(s as CheckoutSnapshot), what),
    networkUntil: (done, what) => until(child('network'), (s) => done(s as NetworkSnapshot), what),
    sessionUntil: (done, what) => until(child('session'), (s) => done(s as SessionSnapshot), what),
    dialog: () => selectNetworkDialog(self.network())?.message ?? null,
    close() {
      detach();
      actor?.stop();
      actor = null;
    },
  };
  return self;
}

const FLOW = 'checkout flow';
export const isOpen = (s: CheckoutSnapshot) => s.matches({ [FLOW]: 'checkout open' });
/** The account actor has read both lists, or the subscriptions failed and wait for the dialog's Retry. */
const accountSettled = (s: CheckoutSnapshot) => s.context.accountLoaded || s.context.subscriptionsStatus === 'failed';
const subscriptionsLoaded = (s: CheckoutSnapshot) => s.context.subscriptionsStatus === 'succeeded';

const MEMBER = 'member@example.com';

function appRun(p: Page, run: Omit<Run, 'stop' | 'kept'> & { kept?: Run['kept'] }): Run {
  return { kept: () => null, ...run, stop: () => p.close() };
}

const loadProducts: Row = {
  call: 'POST /v1/are/checkout/products',
  method: 'POST',
  path: '/v1/are/checkout/products',
  owner: 'checkout: load product',
  api: 'loadProducts',
  rules: 'API-9 PAGELOAD-1 ERR-NETWORK-4 ERR-NETWORK-5 RETRY-3',
  reads: 'json',
  toasts: 'catalogue',
  inline: null,
  dialog: OTHER_CASE,
  usable: "the network dialog offers Retry (reloads the page) and Go Back; the page is not sent to the pricing page as if the product did not exist",
  async prepare(env) {
    const p = page(env, {});
    const settled = () => p.checkoutUntil((s) => !s.matches({ [FLOW]: 'loading the product' }), 'the product');
    return appRun(p, {
      act: async () => {
        p.open();
        await settled();
      },
      seen: () => ({ inline: null, dialog: p.dialog() }),
      usable: () =>
        p.checkout().matches({ [FLOW]: 'product unavailable' }) &&
        selectNetworkDialog(p.network())?.buttons.join(',') === 'Go Back,Retry' &&
        env.recorded.visits.length === 0,
      retry: async () => {
        p.send('network', { type: 'retry' });
        if (!env.recorded.visits.includes('reload')) return false;
        p.open();
        await settled();
        return isOpen(p.checkout()) && p.checkout().context.products.length === 1;
      },
    });
  },
};

const checkOrgDiscount: Row = {
  call: 'POST /v1/guest/are/product/org',
  method: 'POST',
  path: '/v1/guest/are/product/org',
  owner: 'checkout: check org discount',
  api: 'checkOrgDiscount',
  rules: 'API-28 API-29 STATE-ORG-3 ERR-1..10',
  reads: 'json',
  toasts: 'catalogue',
  inline: null,
  usable: 'the organisation checkout opens (a failing check counts as allowed, STATE-ORG-3)',
  async prepare(env) {
    const p = page(env, { priceId: 'price_are5_pro_noma_yearly', orgId: 101 });
    return appRun(p, {
      act: async () => {
        p.open();
        await p.checkoutUntil((s) => isOpen(s) || s.matches({ [FLOW]: 'leaving for the marketing home' }), 'the organisation check');
      },
      seen: () => ({ inline: null, dialog: p.dialog() }),
      usable: () => isOpen(p.checkout()) && env.recorded.visits.length === 0,
      retry: async () => isOpen(p.checkout()),
    });
  },
};

const memberPage = async (env: Env) => {
  await env.signInAs(MEMBER);
  return page(env, {});
};

const loadSubscriptions: Row = {
  call: 'GET /v1/are/member/active_subscriptions',
  method: 'GET',
  path: '/v1/are/member/active_subscriptions',
  owner: 'checkout: load subscriptions',
  api: 'loadActiveSubscriptions',
  rules: 'API-19 ERR-CHECKOUT-7 ERR-NETWORK-2 ERR-NETWORK-5 RETRY-1',
  reads: 'json',
  toasts: 'catalogue',
  inline: null,
  dialog: SUBSCRIPTION_CASE,
  usable: 'the network dialog (subscription case) offers Retry and Go Back; the checkout waits for the answer',
  async prepare(env) {
    const p = await memberPage(env);
    return appRun(p, {
      act: async () => {
        p.open();
        await p.checkoutUntil(accountSettled, 'the account data');
      },
      seen: () => ({ inline: null, dialog: p.dialog() }),
      usable: () => selectNetworkDialog(p.network())?.buttons.join(',') === 'Go Back,Retry' && isOpen(p.checkout()),
      retry: async () => {
        p.send('network', { type: 'retry' });
        await p.networkUntil((s) => !s.matches({ open: 'retrying' }), 'the retry');
        return p.network().matches({ open: 'retry succeeded' }) && subscriptionsLoaded(p.checkout());
      },
    });
  },
};

const reloadSubscriptions: Row = {
  call: 'GET /v1/are/member/active_subscriptions (Retry)',
  method: 'GET',
  path: '/v1/are/member/active_subscriptions',
  owner: 'network: reload subscriptions',
  api: 'loadActiveSubscriptions',
  rules: 'API-41 RETRY-1 RETRY-2 ERR-NETWORK-2',
  reads: 'json',
  toasts: 'catalogue',
  inline: null,
  dialog: SUBSCRIPTION_CASE,
  usable: 'the dialog stays on the subscription case with Retry and Go Back enabled',
  async prepare(env) {
    const p = await memberPage(env);
    await env.arm({ method: 'GET', path: '/v1/are/member/active_subscriptions', times: 3, status: 503 });
    p.open();
    await p.networkUntil((s) => s.matches('open'), 'the network dialog');
    await env.disarm();
    const settled = () => p.networkUntil((s) => !s.matches({ open: 'retrying' }), 'the retry');
    return appRun(p, {
      act: async () => {
        p.send('network', { type: 'retry' });
        await settled();
      },
      seen: () => ({ inline: null, dialog: p.dialog() }),
      usable: () => {
        const view = selectNetworkDialog(p.network());
        return view !== null && !view.busy && view.buttons.join(',') === 'Go Back,Retry';
      },
      retry: async () => {
        p.send('network', { type: 'retry' });
        await settled();
        return p.network().matches({ open: 'retry succeeded' }) && subscriptionsLoaded(p.checkout());
      },
    });
  },
};

const loadPaymentMethods: Row = {
  call: 'GET /v1/are/member/payment_methods',
  method: 'GET',
  path: '/v1/are/member/payment_methods',
  owner: 'checkout: load payment methods',
  api: 'loadPaymentMethods',
  rules: 'API-20 API-41 ERR-1..10',
  reads: 'json',
  toasts: 'catalogue',
  inline: null,
  usable: 'the checkout stays open (page 1 offers adding a card); a reload loads the saved cards',
  async prepare(env) {
    const p = await memberPage(env);
    const settled = () => p.checkoutUntil(accountSettled, 'the account data');
    return appRun(p, {
      act: async () => {
        p.open();
        await settled();
      },
      seen: () => ({ inline: null, dialog: p.dialog() }),
      usable: () => isOpen(p.checkout()) && p.checkout().context.paymentMethodsStatus === 'failed',
      retry: async () => {
        p.open();
        await p.sessionUntil((s) => s.matches('authenticated') || s.matches('anonymous'), 'the session');
        await settled();
        return p.checkout().context.paymentMethods.length === 1;
      },
    });
  },
};

const loadMemberProfile: Row = {
  call: 'GET /v1/are/member/profile',
  method: 'GET',
  path: '/v1/are/member/profile',
  owner: 'session: load member',
  api: 'loadMemberProfile',
  rules: 'API-12 API-45 API-41 PAGELOAD-3 ERR-1..10',
  reads: 'json',
  toasts: 'catalogue',
  inline: null,
  usable: 'the checkout stays open as for a visitor, and the arrival sign-in (PAGELOAD-3) loads the member again',
  async prepare(env) {
    const p = await memberPage(env);
    const settledSession = () => p.sessionUntil((s) => s.matches('authenticated') || s.matches('anonymous'), 'the session');
    return appRun(p, {
      act: async () => {
        p.open();
        await p.sessionUntil((s) => s.context.memberStatus === 'failed' || s.matches('authenticated'), 'the member profile');
        await p.checkoutUntil((s) => !s.matches({ [FLOW]: 'loading the product' }), 'the product');
      },
      seen: () => ({ inline: null, dialog: p.dialog() }),
      // Signed out, or already signed in again by the arrival popup: either way the page works.
      usable: () => isOpen(p.checkout()) && (p.session().matches('anonymous') || p.session().matches('logging in') || p.session().matches('loading member') || p.session().matches('authenticated')),
      retry: async () => {
        // The arrival popup (PAGELOAD-3) signs the member in again; without it, Log in does.
        await settledSession();
        if (p.session().matches('anonymous')) {
          p.send('session', { type: 'log in' });
          await settledSession();
        }
        return p.session().matches('authenticated') && p.session().context.member?.email === MEMBER;
      },
    });
  },
};

const FIRM = {
  firstName: 'Ari',
  lastName: 'Matrix',
  firmName: 'Matrix Firm',
  workEmail: 'ari@matrix-firm.example',
  confirmWorkEmail: 'ari@matrix-firm.example',
  password: 'Checkout#2026',
  confirmPassword: 'Checkout#2026',
};
// 'loading the …': a child's code on its way (docs/decisions/0035), which the first run in a test fetches slowly.
const SIGNING_UP = /signing up|finishing the sign-in|creating the firm|reloading the new admin|loading the/;

const createFirm: Row = {
  call: 'POST /v1/network/group (create firm)',
  method: 'POST',
  path: '/v1/network/group',
  owner: 'checkout: create the firm',
  api: 'createFirm',
  rules: 'API-36 ADMIN-8 ERR-AUTH-8 ERR-1..10',
  reads: 'json',
  toasts: 'catalogue',
  inline: null,
  usable: 'billing (page 2) still opens for the new admin (ADMIN-8); the company gate covers a missing firm',
  writes: 'firm named on the form',
  countWrites: (state) => new Set(state.accounts.filter((a) => a.group_accounts.some((g) => g.organization === FIRM.firmName)).map((a) => a.group_id)).size,
  async prepare(env) {
    const p = page(env, { priceId: 'price_are5_expert_firm_monthly' });
    p.open();
    await p.checkoutUntil(isOpen, 'the checkout');
    return appRun(p, {
      // 'Create an account' → the firm-admin form → Continue to billing; the firm comes after the sign-in.
      act: async () => {
        p.send('checkout', { type: 'create an account' });
        // The dialog starts once its code has arrived (docs/decisions/0035).
        await p.checkoutUntil((s) => JSON.stringify(s.value).includes('signing up'), 'the sign-up dialog');
        const auth = (event: { type: string; field?: string; value?: string }) => p.send('auth', event);
        for (const [field, value] of Object.entries(FIRM)) auth({ type: 'change field', field, value });
        auth({ type: 'submit' });
        await p.checkoutUntil((s) => !SIGNING_UP.test(JSON.stringify(s.value)), 'the new admin');
      },
      seen: () => ({ inline: null, dialog: p.dialog() }),
      usable: () => p.checkout().context.firmToCreate === null && selectPage(p.checkout()) === 2,
      // Nothing to press again: the flow went on to billing.
      retry: async () => selectPage(p.checkout()) === 2,
    });
  },
};

export const APP_ROWS: readonly Row[] = [loadProducts, checkOrgDiscount, loadMemberProfile, loadSubscriptions, reloadSubscriptions, loadPaymentMethods, createFirm];
