// The checkout's drivers in an organisation checkout (issue 29, `?o=101..103`): the same browser
// model of machines/checkout as the individual checkout's drivers, opened on the association's
// product with an organisation in the address, offered what the organisation adds: its discount
// check before any sign-in, the association-email dialog and the seat count after it (docs/
// decisions/0010). A second start has a NOMA email of someone else stored before the page opens
// (PAGELOAD-5): whoever signs in is refused and logged out.
import { expect, type Page } from '@playwright/test';
import type { AnyEventObject } from 'xstate';
import { PAGE_TEXTS } from '../../machines/account/rules.ts';
import type { Product } from '../../machines/domain/product.ts';
import type { SessionMember } from '../../machines/session/rules.ts';
import { WAITLIST_TEXTS } from '../../machines/waitlist/rules.ts';
import type { WaitlistContext } from '../../machines/waitlist/waitlist.machine.ts';
import { done, failed, type GraphModel } from '../machines/graph-support.ts';
import { fillSignUp, newEmail, PASSWORD, signInInPopup } from '../e2e/checkout-steps.ts';
import { sandboxUrl } from '../e2e/support/sandbox.ts';
import { checkoutDrivers } from './checkout.drivers.ts';
import { holdUntilTheSessionIsKnown } from './checkout-page.ts';
import { startsAMove, type Driver, type MachineDrivers, type Walk } from './driver-types.ts';
import { type CheckoutSnapshot, inert, isIn, LOADED_ACCOUNT, READY, SUMMARY } from './checkout-model-parts.ts';
import { FULL_ORG, joinButton, NOMA_MEMBER, NOMA_PRICE, nomaDialog, ORG_WITH_SEATS, waitlistScreen } from './organisation.ts';

/** Organisation 103 allows no price (catalogue.json): its discount check sends the visitor home. */
const RESTRICTED_ORG = 103;
/** A NOMA email stored by an earlier visit, of someone who is not the member signing in. */
const SOMEONE_ELSES_NOMA_EMAIL = 'someone.else@noma.org';

const NOMA_PRODUCT: Product = {
  id: 'prod_are5_pro_noma',
  name: 'ARE 5.0 Pro 12-Month Subscription NOMA',
  display_name: 'ARE 5.0 Pro for NOMA members',
  duration: 12,
  amount: 99900,
  product_details: '',
  audience: 'individual',
  access_level: 'noma',
  cap_limit: null,
  price_id: NOMA_PRICE,
  base_price: 179900,
};

const NOMA_PERSON: SessionMember = {
  id: 'mem_noma.member',
  email: NOMA_MEMBER,
  firstName: 'Nadia',
  lastName: 'Noma',
  groupId: null,
  groupAccounts: [],
  isGroupAdmin: false,
  authToken: `token-for-${NOMA_MEMBER}`,
};
/** A visitor the sign-up dialog creates (the walk types a fresh address). */
const NEWCOMER: SessionMember = { ...NOMA_PERSON, id: 'mem_newcomer', email: 'newcomer@example.com', firstName: 'Nia', lastName: 'Newcomer', authToken: 'tok_new' };

const SEATS_LEFT = { type: 'waitlist.seats available', count: 3, allowed: 25 };
const NO_SEATS_LEFT = { type: 'waitlist.member limit reached', count: 10, allowed: 10, queuePosition: 0 };

/** What a visitor does in an organisation checkout, up to page 1 or the waitlist. */
function events(snapshot: CheckoutSnapshot, stored: boolean): AnyEventObject[] {
  const s = snapshot;
  const c = s.context;
  const at = (path: string) => isIn(s, path);
  const out: AnyEventObject[] = [];

  if (at('checkout flow.loading the product')) out.push(done('load product', [NOMA_PRODUCT]));
  // The session answers after the product; the walks hold the discount check until it has.
  if (at('visitor.session unknown') && at('checkout flow.checking the organisation discount')) out.push({ type: 'session.signed out' });
  // STATE-ORG-1..3: the discount check before any sign-in; the popup waits for its answer.
  if (at('checkout flow.checking the organisation discount') && !at('visitor.session unknown')) {
    out.push(done('check org discount', { allow: true }));
    if (!stored) out.push(done('check org discount', { allow: false }), failed('check org discount'));
  }
  if (at('visitor.session unknown') || at('visitor.logging out')) return out;

  if (at(`${SUMMARY}.waiting for sign-in`) && c.member === null) out.push({ type: 'session.signed in', member: NOMA_PERSON });
  if (at(`${SUMMARY}.showing the order`) || at(`${SUMMARY}.waiting for sign-in`)) {
    out.push({ type: 'proceed to checkout' });
    if (stored && c.member === null) out.push({ type: 'create an account' });
  }
  if (at(`${SUMMARY}.loading the sign-up parts`)) out.push(done('load the sign-up parts', { auth: inert }));
  if (at(`${SUMMARY}.signing up`)) out.push({ type: 'auth.signed in', authToken: 'tok_new', nextPage: 'payment details', firmName: null });
  if (at(`${SUMMARY}.finishing the sign-in`)) out.push({ type: 'session.signed in', member: NEWCOMER });

  if (at(`${READY}.loading your account`) && c.member !== null && !c.accountLoaded) out.push({ type: 'account.updated', account: LOADED_ACCOUNT });
  if (at(`${READY}.loading the organisation parts`)) out.push(done('load the organisation parts', { company: inert, noma: inert, waitlist: inert }));
  // NOMA-1..3, NOMA-FLOW-1..3: the dialog starts with the member's own (verified) address.
  if (at(`${READY}.verifying the association email`)) out.push({ type: 'noma.verified', email: NOMA_MEMBER }, { type: 'noma.dialog closed', email: NOMA_MEMBER });
  // PAGELOAD-6, WAITLIST-1: organisation 101 has seats, 102 is full.
  if (at(`${READY}.organisation seats.counting the seats`)) out.push(SEATS_LEFT, NO_SEATS_LEFT);
  if (at(`${READY}.loading the payment parts`)) out.push(done('load the payment parts', { payment: inert }));
  return out;
}

const modelOf = (stored: boolean): GraphModel => ({
  logic: checkoutDrivers.model.logic,
  input: { priceId: NOMA_PRICE, orgId: ORG_WITH_SEATS, directToPaymentInfo: false, nomaEmail: stored ? SOMEONE_ELSES_NOMA_EMAIL : null },
  events: (snapshot) => events(snapshot as CheckoutSnapshot, stored),
  serialize: (snapshot) => {
    const s = snapshot as CheckoutSnapshot;
    const c = s.context;
    return JSON.stringify([s.value, c.products.length, c.member?.id ?? null, c.accountLoaded, c.nomaEmail, c.signInOffered, c.nextPage]);
  },
});

/** The organisation a walk opens: 103 when its discount check refuses, 102 when the seats run out, else 101. */
function organisationOf(walk: Walk): number {
  const steps = walk.path.steps.map((step) => step.event);
  if (steps.some((event) => event.type === 'xstate.done.actor.check org discount' && (event as { output?: { allow?: boolean } }).output?.allow === false)) return RESTRICTED_ORG;
  if (steps.some((event) => event.type === 'waitlist.member limit reached')) return FULL_ORG;
  return ORG_WITH_SEATS;
}

const leavesHome = (walk: Walk) => organisationOf(walk) === RESTRICTED_ORG;

async function openOrganisation(walk: Walk, stored: boolean): Promise<void> {
  const { page, context } = walk;
  if (stored) {
    // An earlier visit stored it; the page reads it as it opens, once (it removes it on the refusal).
    await context.addInitScript((email) => {
      if (window.sessionStorage.getItem('walk-stored-noma-email') !== null) return;
      window.sessionStorage.setItem('walk-stored-noma-email', '1');
      window.localStorage.setItem('nomaEmail', email);
    }, SOMEONE_ELSES_NOMA_EMAIL);
  }
  // The session's answer and the discount check's race each other: the check is held until the
  // checkout has heard who is here, as the model has it.
  await holdUntilTheSessionIsKnown(walk, CHECK_ORG_URL, 15_000);
  const org = organisationOf(walk);
  if (leavesHome(walk)) {
    await page.goto(`/${NOMA_PRICE}?o=${org}`);
    return;
  }
  // PAGELOAD-3: the sign-in popup opens on arrival, once the organisation has answered.
  const popup = page.waitForEvent('popup', { timeout: 20_000 });
  await page.goto(`/${NOMA_PRICE}?o=${org}`);
  walk.world.popup = await popup;
}

const CHECK_ORG_URL = '**/v1/guest/are/product/org';
const memberOf = (event: AnyEventObject): SessionMember => (event as unknown as { member: SessionMember }).member;
const proceed = (page: Page) => page.getByRole('button', { name: 'Proceed to Checkout', exact: true });

const organisationEvents = (stored: boolean): Readonly<Record<string, Driver>> => ({
  ...checkoutDrivers.events,
  'xstate.done.actor.check org discount': {},
  // The call is a write (POST): it is not retried, one fault fails it.
  'xstate.error.actor.check org discount': {
    async arrange({ sandbox }) {
      await sandbox.fault({ method: 'POST', path: '/v1/guest/are/product/org', status: 503 });
    },
  },
  'session.signed in': {
    async perform(walk, event) {
      const popup = walk.world.popup as Page | undefined;
      if (popup === undefined || popup.isClosed()) throw new Error('no sign-in popup is open');
      await signInInPopup(popup, memberOf(event).email, PASSWORD);
    },
    // The newcomer follows the sign-up dialog by itself (the session's silent sign-in).
    byItself: (event) => memberOf(event).email !== NOMA_MEMBER,
    // PAGELOAD-5: the refused member is logged out through the sign-in provider, away from the page.
    ends: () => stored,
  },
  'proceed to checkout': {
    async perform(walk) {
      // A signed-in member has no popup; one still open is brought forward, not opened again.
      const signedIn = walk.path.steps.slice(0, walk.index).some((step) => step.event.type === 'session.signed in');
      const open = (walk.world.popup as Page | undefined)?.isClosed() === false;
      const popup = signedIn || open ? null : walk.page.waitForEvent('popup', { timeout: 10_000 });
      await proceed(walk.page).click();
      if (popup !== null) walk.world.popup = await popup;
    },
    control: proceed,
  },
  'auth.signed in': {
    async perform({ page }) {
      const dialog = page.getByRole('dialog', { name: 'Step 1: Create Account' });
      const email = newEmail('org-walk');
      await fillSignUp(dialog, email);
    },
  },
  'noma.verified': {
    async perform({ page }) {
      await nomaDialog(page).getByRole('button', { name: 'Verify', exact: true }).click();
    },
  },
  'noma.dialog closed': {
    perform: ({ page }) => nomaDialog(page).getByRole('button', { name: 'Close' }).first().click(),
  },
  'waitlist.seats available': {},
  'waitlist.member limit reached': {},
});

const ORGANISATION_SCREENS: MachineDrivers['screens'] = {
  'checkout flow.leaving for the marketing home': [
    {
      says: "ROUTE-11, STATE-ORG-2: the marketing home ('Learn, practise, pass'), with no sign-in popup",
      check: async (page) => {
        await page.waitForURL(`${sandboxUrl}/`, { timeout: 20_000 });
        await expect(page.getByRole('heading', { name: 'Learn, practise, pass' })).toBeVisible();
      },
    },
  ],
  'checkout flow.checkout open.page.getting ready to pay.verifying the association email': [
    { says: "the dialog 'This product is exclusive to NOMA members'", check: (page) => expect(nomaDialog(page)).toBeVisible() },
  ],
  'checkout flow.checkout open.page.getting ready to pay.organisation seats.waitlist': [
    {
      says: `'${WAITLIST_TEXTS.title}' with the member-limit sentence instead of the checkout`,
      check: async (page) => {
        await expect(page.getByRole('heading', { name: WAITLIST_TEXTS.title })).toBeVisible();
        await expect(page.getByText(WAITLIST_TEXTS.limitReached)).toBeVisible();
        await expect(page.getByRole('heading', { name: PAGE_TEXTS.page1Title })).toHaveCount(0);
      },
    },
    {
      says: `'${WAITLIST_TEXTS.queuePosition}' and the member's place once they have one, with '${WAITLIST_TEXTS.join}' disabled; before, neither, and the button enabled`,
      // rule: WAITLIST-4, WAITLIST-5
      check: async (page, facts) => {
        const place = (facts.contextOf('waitlist') as WaitlistContext | null)?.nomaQueuePosition ?? 0;
        const screen = waitlistScreen(page);
        const join = joinButton(page);
        if (place === 0) {
          await expect(screen.getByText(WAITLIST_TEXTS.queuePosition)).toHaveCount(0);
          await expect(join).toBeEnabled();
          return;
        }
        await expect(screen.getByTestId('queue-position')).toHaveText(String(place));
        await expect(join).toBeDisabled();
      },
    },
  ],
};

/** The individual checkout's reasons, less those of the events this start drives. */
const notDrivenHere = (events: Readonly<Record<string, Driver>>): Readonly<Record<string, string>> =>
  Object.fromEntries(Object.entries(checkoutDrivers.notFromABrowser).filter(([type]) => events[type] === undefined));

function organisationDrivers(stored: boolean): MachineDrivers {
  const drivers: MachineDrivers = {
    machine: 'checkout',
    name: stored ? 'checkout-organisation-stored-noma' : 'checkout-organisation',
    model: modelOf(stored),
    open: (walk) => openOrganisation(walk, stored),
    atStart: ['session.signed out', 'xstate.done.actor.load product', 'xstate.done.actor.check org discount', 'xstate.error.actor.check org discount'],
    events: organisationEvents(stored),
    settlesWith: (event) => !startsAMove(drivers.events[event.type], event),
    endsTheWalk: [...(checkoutDrivers.endsTheWalk ?? [])],
    notFromABrowser: notDrivenHere(organisationEvents(stored)),
    screens: { ...checkoutDrivers.screens, ...ORGANISATION_SCREENS },
  };
  return drivers;
}

export const checkoutOrganisationDrivers = organisationDrivers(false);
export const checkoutStoredNomaEmailDrivers = organisationDrivers(true);
