// The children page 0 does not run (the sign-up dialog, payment, the company and NOMA dialogs, the
// seat count) start when the flow first needs them, once their code has arrived (docs/decisions/0035):
// a click made before then is kept and handled once, a part is fetched once per page load, and a
// failed fetch is told like any failed call.
import { describe, expect, it } from 'vitest';
import { selectAuthDialog } from '../../../machines/auth/selectors.ts';
import { selectLoadingAccount, selectOpeningSignUp } from '../../../machines/checkout/selectors.ts';
import { selectCompanyDialog } from '../../../machines/company/selectors.ts';
import { PRICE } from './fixtures.ts';
import { deferred, settle, startCheckout, type Answers, type Deferred, startSignedIn } from './harness.ts';

type Part = Parameters<NonNullable<Answers['partArrives']>>[0];

/** Each part's code is held back until the test lets it arrive (or fail); every fetch is counted. */
function heldParts() {
  const asked: Part[] = [];
  const pending = new Map<Part, Deferred<void>>();
  const partArrives = (part: Part) => {
    asked.push(part);
    const held = deferred<void>();
    pending.set(part, held);
    return held.promise;
  };
  const arrive = async (part: Part) => {
    pending.get(part)?.resolve();
    await settle(3);
  };
  const fail = async (part: Part) => {
    pending.get(part)?.reject(new TypeError('Failed to fetch dynamically imported module'));
    await settle(3);
  };
  const fetches = (part: Part) => asked.filter((name) => name === part).length;
  return { answers: { partArrives } satisfies Answers, arrive, fail, fetches };
}

/** A visitor on page 0 whose arrival popup was closed. */
async function visitorOn(priceId: string, answers: Answers) {
  const t = startCheckout({ priceId }, answers);
  t.session.signOut();
  await settle();
  t.session.fail('The sign-in window was closed before you finished signing in.');
  await settle();
  return t;
}

/** A member signed in on page 0, the account data loaded. */
async function memberOn(priceId: string, email: string, answers: Answers) {
  return startSignedIn(email, { priceId }, answers);
}

const authPage = (t: ReturnType<typeof startCheckout>) => {
  const auth = t.auth();
  return auth === undefined ? null : selectAuthDialog(auth.getSnapshot()).page;
};

describe('page 0 without the children it does not run (docs/decisions/0035)', () => {
  it('PAGE0-1, PAGE0-3: page 0 shows with no sign-up, payment or organisation child running and none of their code asked for', async () => {
    const parts = heldParts();
    const t = await visitorOn(PRICE.essentials, parts.answers);
    expect(t.page()).toBe(0);
    expect(t.auth()).toBeUndefined();
    expect(t.system('payment')).toBeUndefined();
    expect(t.company() ?? t.noma() ?? t.waitlist()).toBeUndefined();
    expect(parts.fetches('sign-up') + parts.fetches('payment') + parts.fetches('organisation')).toBe(0);
    // The children page 0 does run are there.
    expect(t.system('coupon')).toBeDefined();
    expect(t.system('pricing')).toBeDefined();
    expect(t.account()).toBeDefined();
  });
});

describe("'Create an account' before the dialog's code has arrived (0009, docs/decisions/0035)", () => {
  it('SIGNUP-1: the press is kept: the individual sign-up dialog opens once its code is here; a second press meanwhile fetches nothing more and opens it once', async () => {
    const parts = heldParts();
    const t = await visitorOn(PRICE.essentials, parts.answers);
    t.actor.send({ type: 'create an account' });
    t.actor.send({ type: 'create an account' });
    await settle();
    // rule: SIGNUP-1
    expect(selectOpeningSignUp(t.snapshot())).toBe(true);
    expect(t.auth()).toBeUndefined();
    await parts.arrive('sign-up');
    expect(authPage(t)).toBe(1);
    expect(t.snapshot().matches({ 'checkout flow': { 'checkout open': { page: { 'order summary': 'signing up' } } } })).toBe(true);
    expect(selectOpeningSignUp(t.snapshot())).toBe(false);
    expect(parts.fetches('sign-up')).toBe(1);
  });

  it('ADMIN-1, SIGNUP-4: on a group plan the kept press opens the firm-admin form; closed and pressed again, the dialog opens at once from the code already here', async () => {
    const parts = heldParts();
    const t = await visitorOn(PRICE.firmExpert, parts.answers);
    t.actor.send({ type: 'create an account' });
    await parts.arrive('sign-up');
    // rule: ADMIN-1
    expect(authPage(t)).toBe(4);
    t.auth()?.send({ type: 'close' });
    await settle();
    expect(t.page()).toBe(0);
    t.actor.send({ type: 'create an account' });
    expect(authPage(t)).toBe(4);
    expect(parts.fetches('sign-up')).toBe(1);
  });

  it('PAGELOAD-3, SIGNUP-1: pressed while the arrival popup is still open, the dialog opens once its code is here', async () => {
    const parts = heldParts();
    const t = startCheckout({ priceId: PRICE.essentials }, parts.answers);
    t.session.signOut();
    await settle();
    expect(t.names()).toContain('open sign-in popup');
    t.actor.send({ type: 'create an account' });
    await parts.arrive('sign-up');
    expect(authPage(t)).toBe(1);
  });

  it('PAGE0-4, SIGNUP-1: with the code here, Create an account pressed while the popup Proceed opened is still open opens the dialog at once', async () => {
    const parts = heldParts();
    const t = await visitorOn(PRICE.essentials, parts.answers);
    t.actor.send({ type: 'create an account' });
    await parts.arrive('sign-up');
    t.auth()?.send({ type: 'close' });
    await settle();
    t.actor.send({ type: 'proceed to checkout' });
    expect(t.snapshot().matches({ 'checkout flow': { 'checkout open': { page: { 'order summary': 'waiting for sign-in' } } } })).toBe(true);
    t.actor.send({ type: 'create an account' });
    // rule: PAGE0-4
    expect(authPage(t)).toBe(1);
    expect(parts.fetches('sign-up')).toBe(1);
  });

  it("ERR-NETWORK-4, RETRY-3: when the dialog's code cannot be fetched, the network dialog tells it ('other': Retry reloads) and page 0 stays; a later press fetches again", async () => {
    const parts = heldParts();
    const t = await visitorOn(PRICE.essentials, parts.answers);
    t.actor.send({ type: 'create an account' });
    await parts.fail('sign-up');
    expect(t.log).toContainEqual({ name: 'open network dialog', reason: 'other' });
    expect(t.snapshot().matches({ 'checkout flow': { 'checkout open': { page: { 'order summary': 'showing the order' } } } })).toBe(true);
    expect(t.auth()).toBeUndefined();
    t.actor.send({ type: 'create an account' });
    await parts.arrive('sign-up');
    expect(authPage(t)).toBe(1);
    expect(parts.fetches('sign-up')).toBe(2);
  });
});

describe("Proceed to Checkout before the payment child's code has arrived (docs/decisions/0035)", () => {
  it('PAGE0-6, CHECKOUT-FLOW-1: the press is kept: Proceed shows it is busy, then page 1 shows with the payment child running; a second press fetches nothing more', async () => {
    const parts = heldParts();
    const t = await memberOn(PRICE.essentials, 'member@example.com', parts.answers);
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
    const t = await memberOn(PRICE.essentials, 'member@example.com', parts.answers);
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
    const t = await memberOn(PRICE.essentials, 'member@example.com', parts.answers);
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
    const t = await memberOn(PRICE.firmExpert, 'firm.member@example.com', parts.answers);
    t.actor.send({ type: 'proceed to checkout' });
    await settle();
    expect(selectLoadingAccount(t.snapshot())).toBe(true);
    expect(t.company()).toBeUndefined();
    await parts.arrive('organisation');
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
    const m = await memberOn(PRICE.essentials, 'member@example.com', individual.answers);
    m.actor.send({ type: 'proceed to checkout' });
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
