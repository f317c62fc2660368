// The root actor with the real wiring over a fake API: which children run on which route, the
// redirects, and the tracking calls the checkout makes on its own (never blocking, never toasting).
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor, type AnyActorRef } from 'xstate';
import { appMachine, type AppInput } from '../../../machines/app/app.machine.ts';
import type { IdentityPort, IdentityUser } from '../../../machines/session/identity-port.ts';
import { sessionMachine, type LoggedIn } from '../../../machines/session/session.machine.ts';
import { createCardProviderRegistry } from '../../../src/adapters/card-provider/registry.ts';
import { createSandboxCardClient } from '../../../src/adapters/card-provider/sandbox-client.ts';
import type { CardProviderSetup } from '../../../src/adapters/card-provider/index.ts';
import { loadConfig } from '../../../src/app/config.ts';
import { checkoutPageLogic } from '../../../src/app/checkout-root.ts';
import { widgetPageLogic } from '../../../src/app/widget-root.ts';
import { createSystemLink, rootActions, type AppPorts, type PageLogic } from '../../../src/app/wiring/app-wiring.ts';
import { billingWiring } from '../../../src/app/wiring/billing-wiring.ts';
import { checkoutWiring } from '../../../src/app/wiring/checkout-wiring.ts';
import { networkWiring } from '../../../src/app/wiring/network-wiring.ts';
import { fakeApi, recordingBrowser, type Answer } from './wiring-support.ts';

const config = loadConfig({ MODE: 'sandbox', VITE_SANDBOX_URL: 'http://sandbox.test' });
const PRO = {
  id: 'prod_are5_pro',
  price_id: 'price_are5_pro_monthly',
  name: 'ARE 5.0 Pro 1-Month Subscription',
  display_name: 'ARE 5.0 Pro',
  duration: 1,
  amount: 19900,
  base_price: 19900,
  product_details: 'Video lectures',
  audience: 'individual',
  access_level: 'pro',
  cap_limit: null,
};

function cardProvider(): CardProviderSetup {
  const client = createSandboxCardClient({ sandboxUrl: 'http://sandbox.test', fetch: () => Promise.reject(new Error('no cards here')) });
  const saved = { confirmSavedPayment: () => Promise.reject(new Error('no cards here')) };
  return { mode: 'sandbox', client, registry: createCardProviderRegistry(saved) };
}

/** Nobody is signed in, and this test has no identity client to sign in with. */
const nobody: IdentityPort = {
  checkSession: async () => null,
  logInWithPopup: () => Promise.reject(new Error('no identity client here')),
  getAccessToken: () => Promise.reject(new Error('no identity client here')),
  logOut: async () => undefined,
};

/** With `pageLogic`, the root is an entry's own (ADR 0016); without, every child is provided. */
function start(appInput: AppInput, answers: Record<string, Answer> = {}, referrer = 'https://search.test/', pageLogic?: PageLogic) {
  const { api, sent } = fakeApi({
    'v1/are/checkout/products': (spec) => {
      const ids = (spec.json as { products: string[] }).products;
      return { products: ids.includes(PRO.price_id) ? [PRO] : [] };
    },
    'v1/guest/are/track/price': () => ({ status: 'ok' }),
    'v1/guest/are/track/checkout-origin': () => ({ status: 'ok' }),
    'v1/are/checkout/guest/reprice': () => ({ items: [], sub_total: 19900, discount: 0, tax: 0, total: 19900, address: null, tax_rate_id: null }),
    ...answers,
  });
  const recorded = recordingBrowser();
  const notices: unknown[] = [];
  const ports: AppPorts = {
    config,
    browser: recorded.browser,
    api,
    cardProvider: cardProvider(),
    notify: (notice) => void notices.push(notice),
    notifySignUp: (notice) => void notices.push(notice),
    page: { origin: 'http://app.test', href: () => 'http://app.test/price_are5_pro_monthly', referrer: () => referrer },
    link: createSystemLink(),
  };
  const logic = pageLogic ? pageLogic(ports, nobody) : appMachine.provide({
    actors: {
      // Nobody is signed in; the arrival popup's login fails quietly (no identity client here).
      'member session': sessionMachine.provide({
        actors: {
          'check session': fromPromise<IdentityUser | null>(async () => null),
          'log in with popup': fromPromise<LoggedIn>(async () => {
            throw new Error('no identity client in this test');
          }),
        },
        // The token cookie and the login failure's words: tests/machines/session.
        actions: { 'store member token': () => undefined, 'forget member token': () => undefined, 'tell the member why login failed': () => undefined },
      }),
      'network dialog': networkWiring(ports),
      checkout: checkoutWiring(ports),
      'billing widget': billingWiring(ports),
    },
    actions: rootActions(ports),
  });
  const actor = createActor(logic, { input: appInput }).start();
  return { actor, sent, notices, ...recorded };
}

const input = (page: AppInput['page'], priceId: string | null, orgId: number | null): AppInput => ({
  page,
  priceId,
  orgId,
  directToPaymentInfo: false,
  nomaEmail: null,
  sisterProductName: 'Atlas Network',
});

const checkoutOf = (actor: { system: { get: (id: string) => AnyActorRef | undefined } }) => actor.system.get('checkout');

describe('the root actor with the real wiring', () => {
  it('ROUTE-2, ROUTE-3, PAGELOAD-1, API-38, API-40: /{id} runs the session, the network dialog and the checkout, which loads the product and tracks the visit', async () => {
    const t = start(input('checkout', 'price_are5_pro_monthly', null));
    expect(t.actor.system.get('session')).toBeDefined();
    expect(t.actor.system.get('network')).toBeDefined();
    const checkout = checkoutOf(t.actor);
    expect(checkout).toBeDefined();
    await waitFor(checkout as AnyActorRef, (s: { context: { products: unknown[] } }) => s.context.products.length === 1);
    const paths = t.sent.map((spec) => spec.path);
    expect(paths).toContain('v1/are/checkout/products');
    expect(t.sent.find((spec) => spec.path === 'v1/guest/are/track/price')?.json).toEqual({ origin: 'checkout', priceId: 'price_are5_pro_monthly' });
    expect(t.sent.find((spec) => spec.path === 'v1/guest/are/track/checkout-origin')?.json).toEqual({
      origin: 'http://app.test/price_are5_pro_monthly',
      referrer: 'https://search.test/',
    });
    expect(t.visits).toEqual([]);
    t.actor.stop();
  });

  it('ROUTE-10, PAGELOAD-2: an unknown price id replaces the page with the individual pricing page', async () => {
    const t = start(input('checkout', 'price_nope', null));
    await vi.waitFor(() => expect(t.visits.length).toBeGreaterThan(0));
    expect(t.visits).toEqual([`replace ${config.urls.pricingIndividual}`]);
    t.actor.stop();
  });

  it("ROUTE-1: '/' names no product and goes to the individual pricing page", async () => {
    const t = start(input('checkout', null, null));
    await vi.waitFor(() => expect(t.visits.length).toBeGreaterThan(0));
    expect(t.visits).toEqual([`replace ${config.urls.pricingIndividual}`]);
    expect(t.sent).toEqual([]);
    t.actor.stop();
  });

  it('ROUTE-11, STATE-ORG-2: organisation checkout not allowed for the price replaces the page with the marketing home', async () => {
    const t = start(
      input('checkout', 'price_are5_pro_monthly', 103),
      { 'v1/guest/are/product/org': () => ({ allow: false }) },
    );
    await vi.waitFor(() => expect(t.visits.length).toBeGreaterThan(0));
    expect(t.visits).toEqual([`replace ${config.urls.marketingHome}`]);
    expect(t.sent.find((spec) => spec.path === 'v1/guest/are/product/org')?.json).toEqual({ priceId: 'price_are5_pro_monthly', orgId: 103 });
    t.actor.stop();
  });

  it('ROUTE-4, ROUTE-6: the widget routes run the session, the network dialog and the billing widget (its payment child waits for the form, ADR 0038), no checkout', async () => {
    const t = start({ ...input('widget', null, null), widgetPriceId: config.widgetPriceId, subscriptionId: 'sub_member_pro' });
    expect(t.actor.system.get('session')).toBeDefined();
    expect(t.actor.system.get('network')).toBeDefined();
    expect(t.actor.system.get('payment')).toBeUndefined();
    expect(checkoutOf(t.actor)).toBeUndefined();
    const billing = t.actor.system.get('billing') as AnyActorRef;
    // Nobody is signed in: the re-enter button, and no member call (PAGE1-9).
    await waitFor(billing, (s: { matches: (v: string) => boolean }) => s.matches('signed out'));
    expect(billing.getSnapshot().context).toMatchObject({ subscriptionId: 'sub_member_pro', product: { priceId: config.widgetPriceId, amount: 59_900 } });
    expect(t.sent).toEqual([]);
    t.actor.stop();
  });

  it('ROUTE-8: the return route and unknown addresses run the session and the network dialog only', () => {
    for (const page of ['return', 'other'] as const) {
      const t = start(input(page, null, null));
      expect(t.actor.system.get('session')).toBeDefined();
      expect(t.actor.system.get('network')).toBeDefined();
      expect(checkoutOf(t.actor)).toBeUndefined();
      expect(t.actor.system.get('billing')).toBeUndefined();
      expect(t.sent).toEqual([]);
      t.actor.stop();
    }
  });

  it('DIALOG-NETWORK-2, RETRY-3: the network dialog goes back to the public pricing page and reloads on Retry', () => {
    const t = start(input('return', null, null));
    const network = t.actor.system.get('network') as AnyActorRef;
    network.send({ type: 'open', reason: 'other' });
    network.send({ type: 'retry' });
    network.send({ type: 'go back' });
    expect(t.visits).toEqual(['reload', `assign ${config.urls.pricingIndividual}`]);
    t.actor.stop();
  });

  it("SUMMARY-6: the checkout's 'update selection' pushes the returnToPricingPage analytics event", async () => {
    const t = start(input('checkout', 'price_are5_pro_monthly', null));
    const checkout = checkoutOf(t.actor) as AnyActorRef;
    await waitFor(checkout, (s: { context: { products: unknown[] } }) => s.context.products.length === 1);
    expect(t.analytics).toEqual([]);
    checkout.send({ type: 'update selection' });
    expect(t.analytics).toEqual([{ event: 'returnToPricingPage' }]);
    t.actor.stop();
  });

  it('SCOPE-13: leaving the page with nobody signed in reports nothing', async () => {
    const t = start(input('checkout', 'price_are5_pro_monthly', null));
    const checkout = checkoutOf(t.actor) as AnyActorRef;
    await waitFor(checkout, (s: { context: { products: unknown[] } }) => s.context.products.length === 1);
    checkout.send({ type: 'leaving the page' });
    expect(t.sent.map((spec) => spec.path)).not.toContain('v1/are/member/abandon-checkout');
    t.actor.stop();
  });
});

describe("each page's own root (ADR 0016: index.html and widget.html provide only their page's child)", () => {
  it("ROUTE-2, TOPBAR-9: index.html's root runs the session, the network dialog and the checkout, and starts the chat", async () => {
    const t = start(input('checkout', 'price_are5_pro_monthly', null), {}, undefined, checkoutPageLogic);
    expect(t.actor.system.get('session')).toBeDefined();
    expect(t.actor.system.get('network')).toBeDefined();
    await waitFor(checkoutOf(t.actor) as AnyActorRef, (s: { context: { products: unknown[] } }) => s.context.products.length === 1);
    expect(t.actor.system.get('billing')).toBeUndefined();
    expect(t.browser.chat.started).toBe(true);
    t.actor.stop();
  });

  it("ROUTE-4, SCOPE-15, PAGE1-9, TOPBAR-10: widget.html's root runs the session, the network dialog and the billing widget, signed out, and no chat", async () => {
    const t = start({ ...input('widget', null, null), widgetPriceId: config.widgetPriceId, subscriptionId: null }, {}, undefined, widgetPageLogic);
    expect(t.actor.system.get('session')).toBeDefined();
    expect(t.actor.system.get('network')).toBeDefined();
    // The save-card flow's code comes with the form (ADR 0038).
    expect(t.actor.system.get('payment')).toBeUndefined();
    await waitFor(t.actor.system.get('billing') as AnyActorRef, (s: { matches: (v: string) => boolean }) => s.matches('signed out'));
    expect(checkoutOf(t.actor)).toBeUndefined();
    expect(t.browser.chat.started).toBe(false);
    t.actor.stop();
  });

  it("neither root carries the other page's child: started on the other page's address, the root fails at once, loudly", async () => {
    for (const [logic, page, child] of [
      [widgetPageLogic, 'checkout', 'checkout'],
      [checkoutPageLogic, 'widget', 'billing widget'],
    ] as const) {
      const t = start({ ...input(page, 'price_are5_pro_monthly', null), widgetPriceId: config.widgetPriceId }, {}, undefined, logic);
      const errors: unknown[] = [];
      t.actor.subscribe({ error: (error) => void errors.push(error) });
      await vi.waitFor(() => expect(t.actor.getSnapshot().status).toBe('error'));
      expect(errors.map(String)).toEqual([`Error: '${child}' is not provided: each page's wiring supplies the child it runs (src/app/wiring/, ADR 0016)`]);
    }
  });
});
