// The billing widget's own children and rules: it runs the real account and payment actors, its
// unprovided 'watch session' stops it with an error, a 'sign in' with no session around does no
// harm; which subscription statuses count and which `?subscription=` values are used.
import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise, type EventObject } from 'xstate';
import { accountMachine } from '../../../machines/account/account.machine.ts';
import { billingMachine } from '../../../machines/billing/billing.machine.ts';
import type { PaymentMethod } from '../../../machines/domain/payment-method.ts';
import type { Subscription } from '../../../machines/domain/subscription.ts';
import { hasActiveOrCanceledSubscription, SUBSCRIPTION_QUERY_PARAM, toSubscriptionId } from '../../../machines/billing/rules.ts';
import type { SessionWatchEvent } from '../../../machines/session/events.ts';
import { collectNotProvided } from '../../support/not-provided.ts';
import { settle } from '../../support/async.ts';
import { profile, SAVED_VISA, subscription } from './support.ts';
import { toSessionMember } from '../../../machines/session/rules.ts';

const INPUT = { widgetPriceId: 'price_are5_expert_firm_monthly', subscriptionId: null };

/** The widget alone (no session, no network dialog around it), signed in, with the account's calls answered. */
function widgetAlone() {
  const signedIn: SessionWatchEvent = { type: 'session.signed in', member: toSessionMember(profile) };
  const account = accountMachine.provide({
    actors: {
      'load subscriptions': fromPromise<Subscription[]>(async () => [subscription('active')]),
      'load payment methods': fromPromise<PaymentMethod[]>(async () => [SAVED_VISA]),
    },
  });
  return { 'watch session': fromCallback<EventObject>(({ sendBack }) => void sendBack(signedIn)), account };
}

describe('billing widget: its children', () => {
  it("BILLING-AUTH-1: started without 'watch session' it stops with 'watch session' is not provided", async () => {
    const actor = createActor(billingMachine, { input: INPUT });
    const errors: unknown[] = [];
    actor.subscribe({ error: (error) => errors.push(error) });
    const thrown = collectNotProvided();
    actor.start();
    await settle();
    thrown.restore();
    expect(String(errors[0])).toBe("Error: 'watch session' is not provided: add it with .provide()");
    expect(actor.getSnapshot().status).toBe('error');
  });

  it('API-19, API-20: it runs the real account actor (systemId account), which reads for the member once signed in; no payment actor before the form', async () => {
    const signedIn: SessionWatchEvent = { type: 'session.signed in', member: toSessionMember(profile) };
    const watch = fromCallback<EventObject>(({ sendBack }) => void sendBack(signedIn));
    const thrown = collectNotProvided();
    const actor = createActor(billingMachine.provide({ actors: { 'watch session': watch } }), { input: INPUT }).start();
    await settle(5);
    thrown.restore();
    // The account's own calls are the app's to supply: unprovided, they say so.
    expect(thrown.errors).toEqual(
      expect.arrayContaining(["Error: 'load subscriptions' is not provided: add it with .provide()", "Error: 'load payment methods' is not provided: add it with .provide()"]),
    );
    expect(actor.system.get('account')).toBe(actor.getSnapshot().children.account);
    // The save-card flow starts with the form (docs/decisions/0038).
    expect(actor.system.get('account')).toBeDefined();
    expect(actor.system.get('payment')).toBeUndefined();
    expect(actor.getSnapshot().context.member).toEqual(toSessionMember(profile));
  });

  it("ERR-NETWORK-4: without 'load the payment parts' supplied, Update Payment Method says which part is missing and the saved method stays", async () => {
    const actor = createActor(billingMachine.provide({ actors: widgetAlone() }), { input: INPUT }).start();
    await settle(10);
    expect(actor.getSnapshot().matches({ 'showing billing info': 'payment method shown' })).toBe(true);
    const thrown = collectNotProvided();
    actor.send({ type: 'update payment method' });
    await settle(5);
    thrown.restore();
    expect(thrown.errors).toEqual(["Error: 'load the payment parts' is not provided: add it with .provide()"]);
    // No network dialog runs here to tell the person; the widget carries on.
    expect(actor.getSnapshot().status).toBe('active');
    expect(actor.getSnapshot().matches({ 'showing billing info': 'payment method shown' })).toBe(true);
  });

  it('PAGE1-10: a sign-in click with no session actor around (nothing to open the popup) leaves the widget running', async () => {
    const signedOut: SessionWatchEvent = { type: 'session.signed out' };
    const watch = fromCallback<EventObject>(({ sendBack }) => void sendBack(signedOut));
    const actor = createActor(billingMachine.provide({ actors: { 'watch session': watch } }), { input: INPUT }).start();
    actor.send({ type: 'sign in' });
    await settle();
    expect(actor.getSnapshot().status).toBe('active');
    expect(actor.getSnapshot().value).toBe('signed out');
  });
});

describe('billing widget rules', () => {
  it.each(['active', 'canceled', 'trialing', 'past_due', 'unpaid', 'paused'] as const)(
    'PAGE1-13, PAGE1-14: a %s subscription counts as an active or canceled one (the form shows)',
    (status) => {
      expect(hasActiveOrCanceledSubscription([{ status }])).toBe(true);
    },
  );

  it.each(['incomplete', 'incomplete_expired'] as const)('PAGE1-13, PAGE1-14: an %s subscription (never started) does not count', (status) => {
    expect(hasActiveOrCanceledSubscription([{ status }])).toBe(false);
    expect(hasActiveOrCanceledSubscription([])).toBe(false);
  });

  it('API-21: the address names the subscription with `?subscription=`', () => {
    expect(SUBSCRIPTION_QUERY_PARAM).toBe('subscription');
  });

  it('API-21: an id with anything after the allowed characters, or longer than 100 characters, is not used', () => {
    expect(toSubscriptionId('sub_member_pro/../x')).toBeNull();
    expect(toSubscriptionId('sub_1 extra')).toBeNull();
    expect(toSubscriptionId(`sub_${'a'.repeat(96)}`)).toBe(`sub_${'a'.repeat(96)}`);
    expect(toSubscriptionId(`sub_${'a'.repeat(97)}`)).toBeNull();
  });
});
