// The app root on each kind of address: which child it starts (checkout, billing widget or none),
// with what input, under which systemId; the chat only with the checkout; the session and the
// network dialog on every page; and the children a page forgot to supply fail loudly.
import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise, type AnyActorRef, type EventObject } from 'xstate';
import { appMachine, type AppInput } from '../../../machines/app/app.machine.ts';
import type { BillingMachine } from '../../../machines/billing/billing.machine.ts';
import type { CheckoutMachine } from '../../../machines/checkout/checkout.machine.ts';
import { sessionMachine } from '../../../machines/session/session.machine.ts';
import { collectNotProvided } from '../../support/not-provided.ts';
import { settle } from '../../support/async.ts';

const never = <T,>(): Promise<T> => new Promise<T>(() => {});

/** The app with stand-in children that record the input they were started with. */
function startApp(input?: AppInput) {
  const started: { checkout: unknown[]; billing: unknown[]; chat: number } = { checkout: [], billing: [], chat: 0 };
  const logic = appMachine.provide({
    actors: {
      'member session': sessionMachine.provide({ actors: { 'check session': fromPromise(() => never()) } }),
      checkout: fromCallback<EventObject, unknown>(({ input: given }) => void started.checkout.push(given)) as unknown as CheckoutMachine,
      'billing widget': fromCallback<EventObject, unknown>(({ input: given }) => void started.billing.push(given)) as unknown as BillingMachine,
    },
    actions: { 'start the chat': () => void (started.chat += 1) },
  });
  const app = createActor(logic, input === undefined ? {} : { input }).start();
  return { app, started, children: () => Object.keys(app.getSnapshot().children).sort() };
}

const page = (overrides: Partial<AppInput>): AppInput => ({
  page: 'other',
  priceId: null,
  orgId: null,
  directToPaymentInfo: false,
  nomaEmail: null,
  ...overrides,
});

/** Whether the actor found under that systemId is the root's child of that id. */
const inSystem = (app: AnyActorRef, systemId: string, childId: string): boolean =>
  app.system.get(systemId) !== undefined && app.system.get(systemId) === app.getSnapshot().children[childId];

describe('app root: the checkout routes', () => {
  it("ROUTE-1, ROUTE-2, ROUTE-3, ROUTE-12, STORAGE-3, STORAGE-4, TOPBAR-9: '/{id}' starts the checkout (systemId 'checkout') with the price id, organisation, flag and nomaEmail, and the chat", () => {
    const t = startApp(page({ page: 'checkout', priceId: 'price_are5_pro_monthly', orgId: 42, directToPaymentInfo: true, nomaEmail: 'ada@example.com' }));
    expect(t.app.getSnapshot().value).toBe('checkout page');
    expect(t.started.checkout).toStrictEqual([{ priceId: 'price_are5_pro_monthly', orgId: 42, directToPaymentInfo: true, nomaEmail: 'ada@example.com' }]);
    expect(inSystem(t.app, 'checkout', 'checkout')).toBe(true);
    expect(t.started.billing).toEqual([]);
    expect(t.children()).toEqual(['checkout', 'network', 'session']);
    expect(t.started.chat).toBe(1);
  });

  it("ROUTE-1, VALID-SIGNUP-8: '/' passes no price id, and the sister product's name when it is configured", () => {
    const t = startApp(page({ page: 'checkout', sisterProductName: 'NCARB Connect' }));
    expect(t.started.checkout).toStrictEqual([{ priceId: null, orgId: null, directToPaymentInfo: false, nomaEmail: null, sisterProductName: 'NCARB Connect' }]);
  });

  it("ROUTE-1: without a sister product configured, the checkout's input has no such entry (the checkout's fallback words apply)", () => {
    const t = startApp(page({ page: 'checkout' }));
    expect(Object.keys(t.started.checkout[0] as object).sort()).toEqual(['directToPaymentInfo', 'nomaEmail', 'orgId', 'priceId']);
  });
});

describe('app root: the billing routes', () => {
  it("ROUTE-4, ROUTE-6, TOPBAR-10, API-21, CONST-29: the widget (systemId 'billing') gets its price id and the `?subscription=`; no checkout, no chat", () => {
    const t = startApp(page({ page: 'widget', widgetPriceId: 'price_are5_expert_firm_monthly', subscriptionId: 'sub_member_pro' }));
    expect(t.app.getSnapshot().value).toBe('billing page');
    expect(t.started.billing).toStrictEqual([{ widgetPriceId: 'price_are5_expert_firm_monthly', subscriptionId: 'sub_member_pro' }]);
    expect(inSystem(t.app, 'billing', 'billing')).toBe(true);
    expect(t.started.checkout).toEqual([]);
    expect(t.children()).toEqual(['billing', 'network', 'session']);
    expect(t.started.chat).toBe(0);
  });

  it('ROUTE-4, API-21: without `?subscription=` (or a configured price id) the widget gets null (and an empty price id)', () => {
    const t = startApp(page({ page: 'widget' }));
    expect(t.started.billing).toStrictEqual([{ widgetPriceId: '', subscriptionId: null }]);
  });
});

describe('app root: every page', () => {
  it.each(['return', 'other'] as const)("ROUTE-8, TOPBAR-10: the '%s' page starts neither the checkout nor the widget nor the chat", (kind) => {
    const t = startApp(page({ page: kind, priceId: 'price_are5_pro_monthly' }));
    expect(t.app.getSnapshot().value).toBe('other page');
    expect(t.children()).toEqual(['network', 'session']);
    expect(t.started).toEqual({ checkout: [], billing: [], chat: 0 });
  });

  it("DIALOG-NETWORK-1, ROLE-7: the session (systemId 'session') and the network dialog (systemId 'network') run on every page", () => {
    for (const kind of ['checkout', 'widget', 'return', 'other'] as const) {
      const t = startApp(page({ page: kind }));
      expect(inSystem(t.app, 'session', 'session')).toBe(true);
      expect(inSystem(t.app, 'network', 'network')).toBe(true);
    }
  });

  it('ROUTE-8: started without an input (a test that wants only the session) it is an unknown page with nothing to read', () => {
    const t = startApp();
    expect(t.app.getSnapshot().value).toBe('other page');
    expect(t.app.getSnapshot().context).toStrictEqual({ page: 'other', priceId: null, orgId: null, directToPaymentInfo: false, nomaEmail: null });
  });

  it("DIALOG-NETWORK-1, ROLE-7: the app's own session and network dialog are the real ones: the session checks at once, the dialog opens", async () => {
    const thrown = collectNotProvided();
    const app = createActor(appMachine, { input: page({ page: 'other' }) }).start();
    await settle();
    thrown.restore();
    expect(thrown.errors).toContain("Error: 'check session' is not provided: add it with .provide()");
    app.system.get('network').send({ type: 'open', reason: 'subscription' });
    expect(app.system.get('network').getSnapshot().value).toEqual({ open: 'showing the issue' });
  });
});

describe('app root: a child the page forgot to supply', () => {
  it.each([
    ['checkout', 'checkout'],
    ['widget', 'billing widget'],
  ] as const)("ROUTE-1, ROUTE-4: the %s page without its child stops the app with '%s' is not provided", async (kind, name) => {
    const logic = appMachine.provide({
      actors: { 'member session': sessionMachine.provide({ actors: { 'check session': fromPromise(() => never()) } }) },
      actions: { 'start the chat': () => undefined },
    });
    const app = createActor(logic, { input: page({ page: kind }) });
    const errors: unknown[] = [];
    app.subscribe({ error: (error) => errors.push(error) });
    app.start();
    await settle();
    expect(errors.map(String)).toEqual([`Error: '${name}' is not provided: each page's wiring supplies the child it runs (src/app/wiring/, ADR 0016)`]);
  });

  it("TOPBAR-9: the checkout page without its chat stops the app with 'start the chat' is not provided", () => {
    const logic = appMachine.provide({
      actors: {
        'member session': sessionMachine.provide({ actors: { 'check session': fromPromise(() => never()) } }),
        checkout: fromCallback(() => undefined) as unknown as CheckoutMachine,
      },
    });
    const app = createActor(logic, { input: page({ page: 'checkout' }) });
    const errors: unknown[] = [];
    app.subscribe({ error: (error) => errors.push(error) });
    app.start();
    expect(errors.map(String)).toEqual(["Error: 'start the chat' is not provided: add it with .provide()"]);
  });
});
