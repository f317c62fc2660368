// The order price's drivers (issue 29): the browser model of machines/pricing (the real machine,
// its calls stubbed) as the checkout runs it, in two starts. 'pricing': a visitor who signs up and
// types a California address on page 2, with the page's clock paused while the 500 ms quiet period
// runs (REPRICE-2), so that Pay or a coupon can come inside it; the reprice answered with its tax
// rate, without one (the rate is then looked up: TAX, a stripped answer) or failing (a fault), and
// Pay again after a failed price. 'pricing-member': member@example.com, who holds ARE 5.0, signs in
// from page 0 on an ARE 5.0 plan, so the price is prorated (PAGELOAD-7, ADR 0052), answered or failing.
import { expect, type Page } from '@playwright/test';
import { fromPromise, type AnyEventObject, type SnapshotFrom } from 'xstate';
import { pricingMachine } from '../../machines/pricing/pricing.machine.ts';
import { PAGE_TEXTS } from '../../machines/account/rules.ts';
import { done, failed, never, type GraphModel } from '../machines/graph-support.ts';
import { acceptRenewalTerms, CALIFORNIA, CARDS, createAccount, fillAddress, fillCard, newEmail, summaryRow } from '../e2e/checkout-steps.ts';
import type { Driver, MachineDrivers, Walk } from './driver-types.ts';
import { openPlanAsGuest, signInFromPageZero } from './visitor.ts';

const logic = pricingMachine.provide({
  actors: {
    'reprice order': fromPromise(() => never()),
    'prorate order': fromPromise(() => never()),
    'load tax rate': fromPromise(() => never()),
  },
});
type PricingSnapshot = SnapshotFrom<typeof pricingMachine>;

/** ARE 5.0 Pro monthly, $199.00; California's rate is 7.25 %. */
const GUEST_PRICE = 'price_are5_pro_monthly';
/** A plan member@example.com (ARE 5.0 Pro) does not hold: signing in prorates against what they hold. */
const MEMBER_PRICE = 'price_are5_expert_monthly';
const MEMBER = 'member@example.com';

const REPRICE = '/v1/are/checkout/guest/reprice';
const PRORATE = '/v1/are/checkout/reprice';
const TAX_RATE = '/v1/guest/payment/tax_rate';

const CA = { address1: CALIFORNIA.line1, city: CALIFORNIA.city, state: CALIFORNIA.state, postalCode: CALIFORNIA.zip, country: 'US' };
const item = { price_id: GUEST_PRICE, amount: 19900, coupon: null, coupon_type: null, discount: 0, client_secret: null, subscription_id: null };
const repriced = (taxRateId: string | null, tax = 0) => ({
  items: [item],
  sub_total: 19900,
  discount: 0,
  tax,
  total: 19900 + tax,
  address: null,
  tax_rate_id: taxRateId,
});
const prorated = {
  items: [{ price_id: MEMBER_PRICE, billing_period_credit: 5000, discount: 0, billing_period_end: '2026-12-31', coupon_type: null, coupon: null }],
  credit: 5000,
  discount: 0,
  proration: 14900,
  sub_total: 19900,
  tax: 1080,
  total: 15980,
  tax_rate_id: 'txr_us_ca',
};

/** The answer with the rate the sandbox gives, and the one a service without the rate gives (TAX: it is looked up). */
const WITH_THE_RATE = done('reprice order', repriced('txr_us_ca', 1443));
const WITHOUT_THE_RATE = done('reprice order', { ...repriced(null, 1443), withoutTheRate: true });

const guestEvents = (snapshot: unknown): AnyEventObject[] => {
  const s = snapshot as PricingSnapshot;
  const c = s.context;
  // The first price, asked as the checkout opens, has no address and so no rate.
  if (s.matches({ price: 'asking for a price' })) {
    return c.addressAsked === null ? [done('reprice order', repriced(null))] : [WITH_THE_RATE, WITHOUT_THE_RATE, failed('reprice order')];
  }
  if (s.matches({ price: 'looking up the tax rate' })) return [done('load tax rate', { tax_rate_id: 'txr_us_ca' }), failed('load tax rate')];
  if (s.matches({ 'address entry': 'waiting for a quiet moment' })) {
    return [{ type: 'address entry.quiet period over' }, { type: 'price the order now' }, { type: 'coupon changed', code: 'WELCOME10', couponType: 'manual' }];
  }
  if (s.matches({ 'address entry': 'address incomplete' })) return [{ type: 'address changed', address: CA, phone: '4155550101' }];
  return [{ type: 'price the order now' }];
};

const guestModel: GraphModel = {
  logic,
  input: { items: [{ id: 'prod_are5_pro', price_id: GUEST_PRICE, name: 'ARE 5.0 Pro 1-Month Subscription', amount: 19900 }] },
  systemId: 'pricing',
  events: guestEvents,
  // A price asked with the address and one asked without it are answered differently.
  serialize: (s) => JSON.stringify([s.value, (s as PricingSnapshot).context.addressAsked !== null]),
};

/** Page 1 prices at the member's saved card's address (CONFIRM-3), San Francisco. */
const SAVED_ADDRESS = { address1: '1 Market St', address2: null, city: 'San Francisco', state: 'CA', postalCode: '94105', country: 'US' };
const SAVED_ADDRESS_EVENT = { address: SAVED_ADDRESS, phone: '4155550101' };

/**
 * After the sign-in the page goes on by itself to page 1, which prices at the saved address: the
 * proration asked without it is replaced by the one asked with it once its quiet period is over.
 */
const memberModel: GraphModel = {
  logic,
  input: { items: [{ id: 'prod_are5_expert', price_id: MEMBER_PRICE, name: 'ARE 5.0 Expert 1-Month Subscription', amount: 34900 }] },
  systemId: 'pricing',
  events: (snapshot) => {
    const s = snapshot as PricingSnapshot;
    const c = s.context;
    if (c.mode === 'reprice') {
      return s.matches({ price: 'asking for a price' }) ? [done('reprice order', repriced(null))] : [{ type: 'prorate against', subscriptionId: 'sub_member_pro' }];
    }
    if (s.matches({ 'address entry': 'address incomplete' })) return [{ type: 'address changed', ...SAVED_ADDRESS_EVENT }];
    if (s.matches({ 'address entry': 'waiting for a quiet moment' })) return [{ type: 'address entry.quiet period over' }];
    if (s.matches({ price: { 'asking for a price': 'prorating the order' } })) return [done('prorate order', prorated), failed('prorate order')];
    return [];
  },
  // Priced for the guest and priced for the member look alike but for the mode.
  serialize: (s) => JSON.stringify([s.value, (s as PricingSnapshot).context.mode]),
};
const payButton = (page: Page) => page.getByRole('button', { name: /^Pay \$/ });

/**
 * Stops the page's clock a second ahead (the clock runs on while the page is asked its time): the
 * quiet period's timer, started after it, waits for the walk's next step.
 */
async function pauseTheClock(page: Page): Promise<void> {
  const now = await page.evaluate(() => Date.now());
  for (const ahead of [1_000, 10_000]) {
    try {
      await page.clock.pauseAt(now + ahead);
      return;
    } catch (error) {
      if (!String(error).includes('past')) throw error;
    }
  }
  await page.clock.pauseAt(Date.now() + 60_000);
}

/** Answers the next reprice as a service without the tax rate would (TAX): the rate is left out. */
async function leaveOutTheRate(page: Page): Promise<void> {
  await page.route(
    `**${REPRICE}`,
    async (route) => {
      if (route.request().method() !== 'POST') return route.fallback();
      const response = await route.fetch();
      const body = (await response.json()) as Record<string, unknown>;
      delete body.tax_rate_id;
      return route.fulfill({ response, json: body });
    },
    { times: 1 },
  );
}

const answer = (call: { method: string; url: string }, byItself: (event: AnyEventObject) => boolean, arrange?: Driver['arrange']): Driver => ({
  call,
  byItself,
  ...(arrange === undefined ? {} : { arrange }),
});

const REPRICE_CALL = { method: 'POST', url: `**${REPRICE}` };
const PRORATE_CALL = { method: 'POST', url: `**${PRORATE}` };
const TAX_CALL = { method: 'POST', url: `**${TAX_RATE}` };
const plainAnswer = (event: AnyEventObject) => (event as { output?: { withoutTheRate?: boolean } }).output?.withoutTheRate !== true;

export const pricingDrivers: MachineDrivers = {
  machine: 'pricing',
  model: guestModel,
  async open(walk: Walk) {
    const { page } = walk;
    // The quiet period's timer is the page's: the walk pauses it while an address waits.
    await page.clock.install();
    await openPlanAsGuest(page, GUEST_PRICE);
    await createAccount(page, newEmail('pricing'));
    await expect(page.getByRole('heading', { name: PAGE_TEXTS.page2PayTitle })).toBeVisible({ timeout: 20_000 });
    await fillCard(page, CARDS.visa);
    await acceptRenewalTerms(page);
  },
  // Pay buys the plan.
  endsTheWalk: ['price the order now'],
  // Their calls answer at once: the page does not rest there.
  passesThrough: ['price.asking for a price', 'price.looking up the tax rate'],
  events: {
    'address changed': {
      async perform({ page }) {
        await pauseTheClock(page);
        await fillAddress(page, CALIFORNIA);
      },
    },
    'address entry.quiet period over': { perform: ({ page }) => page.clock.resume() },
    'price the order now': {
      // The price Pay waits for is held: the walk ends while the payment waits for it.
      async perform({ page }) {
        await page.route(`**${REPRICE}`, () => new Promise<void>(() => {}));
        await payButton(page).click();
        await page.clock.resume();
      },
    },
    'coupon changed': {
      // WELCOME10 applied in page 2's order summary (Enter in the field) while the address waits.
      async perform({ page }) {
        await page.getByLabel('Coupon code').fill('WELCOME10');
        await page.getByLabel('Coupon code').press('Enter');
        await expect(page.getByRole('button', { name: 'Remove coupon' })).toBeVisible();
        await page.clock.resume();
      },
    },
    'xstate.done.actor.reprice order': answer(REPRICE_CALL, plainAnswer, async ({ page }, event) => {
      if (!plainAnswer(event)) await leaveOutTheRate(page);
    }),
    'xstate.error.actor.reprice order': answer(REPRICE_CALL, () => false, ({ sandbox }) =>
      sandbox.fault({ method: 'POST', path: REPRICE, status: 400 }),
    ),
    'xstate.done.actor.load tax rate': answer(TAX_CALL, () => true),
    'xstate.error.actor.load tax rate': answer(TAX_CALL, () => false, ({ sandbox }) => sandbox.fault({ method: 'POST', path: TAX_RATE, status: 400 })),
    'xstate.done.actor.prorate order': answer(PRORATE_CALL, () => true),
    'xstate.error.actor.prorate order': answer(PRORATE_CALL, () => false, ({ sandbox }) =>
      sandbox.fault({ method: 'POST', path: PRORATE, status: 400 }),
    ),
    'prorate against': { perform: ({ page }) => signInFromPageZero(page, MEMBER) },
  },
  notFromABrowser: {
    'stop prorating': "sent as LOG OUT signs out a member holding ARE 5.0, just before the page goes to the issuer: the session paths' LOG OUT walks it",
  },
  leftOut: {
    'address entry › waiting for a quiet moment → address entry › address settled : stop prorating':
      "a prorated member presses LOG OUT within the 500 ms after typing an address, with the issuer's logout held so the page stays: a browser can do it, the walk is not written yet",
  },
  screens: {
    'price.priced': [{ says: "the order summary's Total", check: (page) => expect(summaryRow(page, 'Total')).toBeVisible() }],
  },
};

/** member@example.com signs in from page 0 on a plan they do not hold: the price is prorated (PAGELOAD-7). */
export const pricingMemberDrivers: MachineDrivers = {
  ...pricingDrivers,
  name: 'pricing-member',
  model: memberModel,
  async open(walk: Walk) {
    await openPlanAsGuest(walk.page, MEMBER_PRICE);
  },
  endsTheWalk: [],
  passesThrough: ['price.asking for a price', 'address entry.waiting for a quiet moment'],
  events: {
    ...pricingDrivers.events,
    // Page 1's saved address, and the end of its quiet period, follow the sign-in by themselves.
    'address changed': { byItself: () => true },
    'address entry.quiet period over': { byItself: () => true },
    'xstate.error.actor.prorate order': answer(PRORATE_CALL, () => false, ({ sandbox }) =>
      // The proration asked before page 1's address fails too when it is answered before it is replaced.
      sandbox.fault({ method: 'POST', path: PRORATE, status: 400, times: 2 }),
    ),
  },
  screens: {},
};
