// steps/gates.ts, between page 0 and the page after a sign-in (docs/decisions/0010): the member's
// account data, the company gate, and the code of the organisation dialogs and of the payment child,
// fetched the first time it is needed (docs/decisions/0035).
import { describe, expect, it } from 'vitest';
import { selectLoadingAccount, selectOrganisationDialogsNext, selectProceedButton, selectSavedPaymentMethod } from '../../../machines/checkout/selectors.ts';
import { selectCanCreateAccount, selectGate, selectShowsWaitlistScreen } from './read-outs.ts';
import { memberFor, PRICE, subscriptionsFor } from './fixtures.ts';
import type { Subscription } from '../../../machines/domain/subscription.ts';
import type { PaymentMethod } from '../../../machines/domain/payment-method.ts';
import { deferred, settle, startCheckout, startSignedIn } from './harness.ts';
import { selectCompanyDialog } from '../../../machines/company/selectors.ts';
import { at, heldParts, signedInOn } from './journeys.ts';

describe('the account data (PAGE0-5, STATE-SUBS-1, ERR-CHECKOUT-7, CHECKOUT-FLOW-2, CHECKOUT-FLOW-4)', () => {
  it('STATE-SUBS-1: loading the subscriptions clears the data first', async () => {
    const second = deferred<Subscription[]>();
    let calls = 0;
    const t = startCheckout({ priceId: PRICE.essentials }, {
      subscriptions: () => {
        calls += 1;
        return calls === 1 ? Promise.resolve(subscriptionsFor('member@example.com')) : second.promise;
      },
    });
    await settle();
    t.session.signIn('member@example.com');
    await settle(10);
    expect(t.snapshot().context.subscriptions).toHaveLength(1);
    // Another member comes only after a sign-out (ADR 0049): their data is read afresh.
    t.session.signOut();
    t.session.signIn('cse.member@example.com');
    await settle();
    expect(t.snapshot().context.subscriptions).toEqual([]);
    expect(t.snapshot().context.subscriptionsStatus).toBe('loading');
    second.resolve(subscriptionsFor('cse.member@example.com'));
    await settle();
    expect(t.snapshot().context.subscriptions.map((s) => s.id)).toEqual(['sub_cse']);
  });

  it("ERR-CHECKOUT-7: a failed subscriptions read opens the network dialog's subscription case; a retry's result lets the flow go on", async () => {
    const t = startCheckout({ priceId: PRICE.are5Expert }, { subscriptions: async () => Promise.reject(new Error('Error getting member subscription')) });
    await settle();
    t.actor.send({ type: 'proceed to checkout' });
    t.session.signIn('member@example.com');
    await settle(10);
    expect(t.log).toContainEqual({ name: 'open network dialog', reason: 'subscription' });
    expect(t.snapshot().context.subscriptionsError).toBe('Error getting member subscription');
    expect(t.page()).toBe(0);
    t.subscriptionsReloaded(subscriptionsFor('member@example.com'));
    await t.untilPage(1);
    expect(t.snapshot().context.proratingAgainst).toBe('sub_member_pro');
  });

  it('PAGE0-5: while the account data loads page 0 shows it loading, with no gate and no waitlist screen', async () => {
    const subscriptions = deferred<Subscription[]>();
    const t = startCheckout({ priceId: PRICE.essentials }, { subscriptions: () => subscriptions.promise });
    await settle();
    t.session.signIn('member@example.com');
    await settle();
    t.actor.send({ type: 'proceed to checkout' });
    expect(selectLoadingAccount(t.snapshot())).toBe(true);
    expect(selectGate(t.snapshot())).toBeNull();
    expect(selectShowsWaitlistScreen(t.snapshot())).toBe(false);
    subscriptions.resolve(subscriptionsFor('member@example.com'));
    await t.untilPage(1);
    expect(selectLoadingAccount(t.snapshot())).toBe(false);
  });

  it('ROLE-3, STATE-SUBS-1: signed out while the account data loads: back to page 0, nothing of theirs kept', async () => {
    const subscriptions = deferred<Subscription[]>();
    const t = await signedInOn(PRICE.essentials, 'member@example.com', {}, { subscriptions: () => subscriptions.promise });
    t.actor.send({ type: 'proceed to checkout' });
    expect(at(t, 'getting ready to pay', 'loading your account')).toBe(true);
    t.session.signOut();
    expect(t.page()).toBe(0);
    expect(t.snapshot().context.subscriptions).toEqual([]);
  });

  it('CHECKOUT-FLOW-2, PAGE1-8: Cancel is on pages 1 and 2 only: while the account data loads the gates take none', async () => {
    const subscriptions = deferred<Subscription[]>();
    const t = await signedInOn(PRICE.essentials, 'member@example.com', {}, { subscriptions: () => subscriptions.promise });
    t.actor.send({ type: 'proceed to checkout' });
    t.actor.send({ type: 'cancel' });
    expect(at(t, 'getting ready to pay', 'loading your account')).toBe(true);
    subscriptions.resolve(subscriptionsFor('member@example.com'));
    await t.untilPage(1);
  });

  it('STATE-SUBS-1, PAGE0-5: during the account data load, the load starts over for the new member', async () => {
    const first = deferred<Subscription[]>();
    let calls = 0;
    const t = await signedInOn(PRICE.essentials, 'member@example.com', {}, {
      subscriptions: () => {
        calls += 1;
        return calls === 1 ? first.promise : Promise.resolve(subscriptionsFor('nocard@example.com'));
      },
      paymentMethods: () => new Promise<PaymentMethod[]>(() => {}),
    });
    expect(t.count('load subscriptions')).toBe(1);
    t.session.signOut();
    t.session.signIn('nocard@example.com');
    await settle();
    expect(t.count('load subscriptions')).toBe(2);
    expect(t.count('load payment methods')).toBe(2);
    first.resolve(subscriptionsFor('member@example.com')); // the first member's answer comes too late to count
    await settle();
    expect(t.snapshot().context.subscriptions).toEqual(subscriptionsFor('nocard@example.com'));
  });

  it('PAGE0-5: signed out while getting ready to pay, the gates start again with the next member', async () => {
    const subscriptions = deferred<Subscription[]>();
    let calls = 0;
    const t = await signedInOn(PRICE.essentials, 'member@example.com', {}, {
      subscriptions: () => {
        calls += 1;
        return calls === 1 ? subscriptions.promise : Promise.resolve([]);
      },
    });
    t.actor.send({ type: 'proceed to checkout' });
    expect(at(t, 'getting ready to pay', 'loading your account')).toBe(true);
    t.session.signOut();
    expect(t.page()).toBe(0);
    t.session.signIn('nocard@example.com');
    await settle(10);
    t.actor.send({ type: 'proceed to checkout' });
    await t.untilPage(1);
    expect(t.snapshot().context.member?.email).toBe('nocard@example.com');
    expect(selectSavedPaymentMethod(t.snapshot())).toBeNull();
  });

  it('CHECKOUT-FLOW-4: signing in from Proceed as a member who holds the plan returns to page 0', async () => {
    const t = startCheckout({ priceId: PRICE.csePro });
    await settle();
    t.actor.send({ type: 'proceed to checkout' });
    t.session.signIn('cse.member@example.com');
    await settle(10);
    expect(t.page()).toBe(0);
    expect(selectProceedButton(t.snapshot())).toBe('hidden');
  });
});

describe('company gate (COMPANY-1..6, ROLE-11..13)', () => {
  it("COMPANY-2, COMPANY-5, COMPANY-6, ROLE-13: a firm member who is not its admin sees 'not a company admin'; closing it keeps Proceed from reaching page 1", async () => {
    const t = await signedInOn(PRICE.firmExpert, 'firm.member@example.com');
    t.actor.send({ type: 'proceed to checkout' });
    await settle();
    expect(selectGate(t.snapshot())).toBe('company');
    expect(t.page()).toBe(0);
    const company = t.company();
    expect(company && selectCompanyDialog(company.getSnapshot()).variant).toBe('not admin');
    company?.send({ type: 'close' });
    await settle();
    expect(t.page()).toBe(0);
    expect(selectGate(t.snapshot())).toBeNull();
    expect(t.company()).toBeUndefined();
    // Proceed asks again: the dialog, never page 1.
    expect(selectProceedButton(t.snapshot())).toBe('enabled');
    t.actor.send({ type: 'proceed to checkout' });
    await settle();
    expect(selectGate(t.snapshot())).toBe('company');
    expect(t.page()).toBe(0);
  });

  it("COMPANY-1, COMPANY-3, API-41: a member with no group account creates a company; the session reloads the member (now admin) → page 1", async () => {
    const t = await signedInOn(PRICE.firmExpert, 'member@example.com');
    t.actor.send({ type: 'proceed to checkout' });
    await settle();
    const company = t.company();
    expect(company && selectCompanyDialog(company.getSnapshot()).variant).toBe('form');
    company?.send({ type: 'type company name', value: '  Maya Studio ' });
    company?.send({ type: 'create company' });
    await settle();
    expect(t.log).toContainEqual({ name: 'create company', organization: 'Maya Studio' });
    expect(t.count('ask the session to reload the member')).toBe(1);
    expect(t.page()).toBe(0); // waiting for the fresh profile
    const admin = memberFor('member@example.com');
    t.session.signInAs({ ...admin, groupAccounts: [{ admin: true, organization: 'Maya Studio' }], isGroupAdmin: true });
    await t.untilPage(1);
    // The account data of the same member is not loaded twice.
    expect(t.count('load subscriptions')).toBe(1);
  });

  it('COMPANY-1, ROLE-13 (docs/decisions/0010, Closing): the name typed before Close is in the dialog Proceed opens again', async () => {
    const t = await signedInOn(PRICE.firmExpert, 'member@example.com');
    t.actor.send({ type: 'proceed to checkout' });
    await settle();
    t.company()?.send({ type: 'type company name', value: 'Maya Studio' });
    t.company()?.send({ type: 'close' });
    await settle();
    expect(t.company()).toBeUndefined();
    t.actor.send({ type: 'proceed to checkout' });
    await settle();
    const company = t.company();
    expect(company && selectCompanyDialog(company.getSnapshot())).toMatchObject({ variant: 'form', name: 'Maya Studio', canSubmit: true });
  });

  it('ROLE-11: a company admin goes straight to page 1 on a group product', async () => {
    const t = await signedInOn(PRICE.firmExpert, 'firm.admin@example.com');
    t.actor.send({ type: 'proceed to checkout' });
    await t.untilPage(1);
    expect(t.company()).toBeUndefined();
  });

  it('COMPANY-1: individual products never ask for a company', async () => {
    const t = await signedInOn(PRICE.essentials, 'nocard@example.com');
    t.actor.send({ type: 'proceed to checkout' });
    await t.untilPage(1);
    expect(t.company()).toBeUndefined();
  });

  it('ROLE-3, COMPANY-1: signed out while the company dialog is open: the gate closes and page 0 offers an account again', async () => {
    const t = await startSignedIn('member@example.com', { priceId: PRICE.firmExpert });
    t.actor.send({ type: 'proceed to checkout' });
    await settle();
    expect(selectGate(t.snapshot())).toBe('company');
    t.session.signOut();
    expect(selectGate(t.snapshot())).toBeNull();
    expect(at(t, 'order summary', 'showing the order')).toBe(true);
    expect(selectCanCreateAccount(t.snapshot())).toBe(true);
  });

  it("COMPANY-1, API-41: the company dialog is a gate but not the waitlist screen; after 'company.created' page 0 shows the member reloading", async () => {
    const t = await startSignedIn('member@example.com', { priceId: PRICE.firmExpert });
    t.actor.send({ type: 'proceed to checkout' });
    await settle();
    expect(selectGate(t.snapshot())).toBe('company');
    expect(selectShowsWaitlistScreen(t.snapshot())).toBe(false);
    expect(selectLoadingAccount(t.snapshot())).toBe(false);
    t.company()?.send({ type: 'type company name', value: 'Maya Studio' });
    t.company()?.send({ type: 'create company' });
    await settle();
    expect(selectGate(t.snapshot())).toBeNull();
    expect(selectLoadingAccount(t.snapshot())).toBe(true);
  });
});

describe("Proceed to Checkout before the payment child's code has arrived (docs/decisions/0035)", () => {
  it('PAGE0-6, CHECKOUT-FLOW-1: the press is kept: Proceed shows it is busy, then page 1 shows with the payment child running; a second press fetches nothing more', async () => {
    const parts = heldParts();
    const t = await signedInOn(PRICE.essentials, 'member@example.com', {}, parts.answers);
    t.actor.send({ type: 'proceed to checkout' });
    await settle();
    t.actor.send({ type: 'proceed to checkout' });
    await settle();
    // rule: PAGE0-6
    expect(t.page()).toBe(0);
    expect(selectLoadingAccount(t.snapshot())).toBe(true);
    expect(t.system('payment')).toBeUndefined();
    await parts.arrive('payment');
    expect(t.page()).toBe(1);
    expect(t.system('payment')).toBeDefined();
    expect(parts.fetches('payment')).toBe(1);
  });

  it('CHECKOUT-FLOW-2, VALID-CHECKOUT-8: after Cancel and Proceed again, page 1 shows at once and the payment child kept the renewal consent', async () => {
    const parts = heldParts();
    const t = await signedInOn(PRICE.essentials, 'member@example.com', {}, parts.answers);
    t.actor.send({ type: 'proceed to checkout' });
    await parts.arrive('payment');
    t.system('payment')?.send({ type: 'accept renewal terms', accepted: true });
    t.actor.send({ type: 'cancel' });
    expect(t.page()).toBe(0);
    t.actor.send({ type: 'proceed to checkout' });
    await settle();
    expect(t.page()).toBe(1);
    expect(parts.fetches('payment')).toBe(1);
    const payment = t.system('payment') as ReturnType<typeof t.system> & { getSnapshot(): { context: { renewalConsent: boolean } } };
    expect(payment.getSnapshot().context.renewalConsent).toBe(true);
  });

  it("CHECKOUT-FLOW-5, CHECKOUT-FLOW-6: a returning member's 'direct to payment info' reaches page 1 once the payment code is here", async () => {
    const parts = heldParts();
    const t = await startSignedIn('member@example.com', { priceId: PRICE.essentials, directToPaymentInfo: true }, parts.answers);
    expect(t.page()).toBe(0);
    await parts.arrive('payment');
    expect(t.page()).toBe(1);
  });

  it("ERR-NETWORK-4, RETRY-3: when the payment code cannot be fetched, the network dialog tells it and page 0 stays, Proceed usable again", async () => {
    const parts = heldParts();
    const t = await signedInOn(PRICE.essentials, 'member@example.com', {}, parts.answers);
    t.actor.send({ type: 'proceed to checkout' });
    await parts.fail('payment');
    expect(t.log).toContainEqual({ name: 'open network dialog', reason: 'other' });
    expect(t.page()).toBe(0);
    expect(selectLoadingAccount(t.snapshot())).toBe(false);
    t.actor.send({ type: 'proceed to checkout' });
    await parts.arrive('payment');
    expect(t.page()).toBe(1);
  });
});

describe("the organisation dialogs' code (docs/decisions/0010, 0035)", () => {
  it('COMPANY-1, COMPANY-2: a firm member who is no admin gets the company dialog once its code is here, fetched once; an individual checkout never fetches it', async () => {
    const parts = heldParts();
    const t = await signedInOn(PRICE.firmExpert, 'firm.member@example.com', {}, parts.answers);
    t.actor.send({ type: 'proceed to checkout' });
    await settle();
    expect(selectLoadingAccount(t.snapshot())).toBe(true);
    expect(t.company()).toBeUndefined();
    // The view fetches the dialogs' own code meanwhile, so the dialog covers page 0 as its gate opens.
    expect(selectOrganisationDialogsNext(t.snapshot())).toBe(true);
    await parts.arrive('organisation');
    expect(selectOrganisationDialogsNext(t.snapshot())).toBe(false);
    const company = t.company();
    // rule: COMPANY-1
    expect(company === undefined ? false : selectCompanyDialog(company.getSnapshot()).open).toBe(true);
    company?.send({ type: 'close' });
    await settle();
    expect(t.company()).toBeUndefined();
    t.actor.send({ type: 'proceed to checkout' });
    await settle();
    expect(t.company()).toBeDefined();
    expect(parts.fetches('organisation')).toBe(1);

    const individual = heldParts();
    const m = await signedInOn(PRICE.essentials, 'member@example.com', {}, individual.answers);
    m.actor.send({ type: 'proceed to checkout' });
    expect(selectOrganisationDialogsNext(m.snapshot())).toBe(false);
    await individual.arrive('payment');
    expect(m.page()).toBe(1);
    expect(individual.fetches('organisation')).toBe(0);
  });

  it("PAGELOAD-6, WAITLIST-1, ERR-NETWORK-4: in an organisation checkout the seat count waits for the code; a failed fetch is told and page 0 stays", async () => {
    const parts = heldParts();
    const t = await startSignedIn('noma.member@noma.org', { priceId: PRICE.essentials, orgId: 101, nomaEmail: 'noma.member@noma.org' }, parts.answers);
    t.actor.send({ type: 'proceed to checkout' });
    await parts.fail('organisation');
    expect(t.log).toContainEqual({ name: 'open network dialog', reason: 'other' });
    expect(t.page()).toBe(0);
    expect(t.waitlist()).toBeUndefined();
    t.actor.send({ type: 'proceed to checkout' });
    await parts.arrive('organisation');
    await parts.arrive('payment');
    // rule: PAGELOAD-6
    expect(t.log.map((entry) => entry.name)).toContain('load seat count');
    expect(t.page()).toBe(1);
  });
});
