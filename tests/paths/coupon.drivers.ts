// The coupon box's drivers (issue 29): the browser model of machines/coupon (the real machine, its
// check stubbed) with the codes a visitor types, the check's answers each code gets from the
// sandbox (or a fault), and how each event happens on the page.
import { expect, type Page } from '@playwright/test';
import { fromPromise, type AnyEventObject, type SnapshotFrom } from 'xstate';
import { couponMachine } from '../../machines/coupon/coupon.machine.ts';
import { COUPON_MESSAGES } from '../../machines/coupon/rules.ts';
import { done, failed, never, type GraphModel } from '../machines/graph-support.ts';
import type { MachineDrivers } from './driver-types.ts';
import { openPlanAsGuest, signInFromPageZero } from './visitor.ts';
import { COUPON_BOX } from './screen-figures.ts';
import { PAGE_TEXTS } from '../../machines/account/rules.ts';
import { acceptRenewalTerms, CALIFORNIA, CARDS, createAccount, fillAddress, fillCard, newEmail, summaryRow } from '../e2e/checkout-steps.ts';

const logic = couponMachine.provide({ actors: { 'validate coupon': fromPromise(() => never()) } });
type CouponSnapshot = SnapshotFrom<typeof couponMachine>;

/** WELCOME10 and SUMMER30 are valid for every product; WELCOME10's 10 % is below the carry-over's 20 %. */
const VALID = ['WELCOME10', 'SUMMER30'];
const CODES = [...VALID, 'BOGUS99', ''];
/** A plan the member does not have yet, so signing in leads to page 1 with the coupon box. */
const PRICE = 'price_are5_expert_monthly';
const MEMBER_WITH_CARRY_OVER = 'member@example.com';

const answersTo = (code: string | null): AnyEventObject[] =>
  code === null ? [] : [done('validate coupon', { validCoupon: VALID.includes(code) }), failed('validate coupon')];

const model: GraphModel = {
  logic,
  input: { productIds: ['prod_are5_expert'] },
  systemId: 'coupon',
  events: (snapshot) => {
    const s = snapshot as CouponSnapshot;
    const c = s.context;
    const pristine = c.text === '' && c.applied === null && c.carryOverCode === null && c.message === null && c.validCoupon === null;
    return [
      // Typing what the field already holds sends nothing.
      ...CODES.filter((value) => value !== c.text).map((value) => ({ type: 'type coupon', value })),
      { type: 'apply coupon' },
      { type: 'remove coupon' },
      ...(pristine ? [{ type: 'no coupon found' }] : []),
      // The member's carry-over coupon arrives once, when they sign in from page 0, and only while
      // no coupon of their own is applied: a price answer carries the typed coupon instead.
      ...(c.carryOverCode === null && c.applied?.type !== 'manual' && s.matches('waiting for a coupon')
        ? [{ type: 'carry-over coupon found', code: 'LOYAL20' }]
        : []),
      ...(s.matches('checking the coupon') ? answersTo(c.codeBeingChecked) : []),
    ];
  },
  serialize: (s) => {
    const c = (s as CouponSnapshot).context;
    return JSON.stringify([s.value, c.text, c.applied, c.carryOverCode, c.message, c.codeBeingChecked]);
  },
};

const CHECK = { method: 'POST', url: '**/coupons/validate/**' };
const couponField = (page: Page) => page.getByLabel('Coupon code');
const applyButton = (page: Page) => page.getByRole('button', { name: 'Apply', exact: true });

export const couponDrivers: MachineDrivers = {
  machine: 'coupon',
  model,
  async open(walk) {
    await openPlanAsGuest(walk.page, PRICE);
  },
  atStart: ['no coupon found'],
  // A walk that ends while the code is checked would race the sandbox's answer: it goes on to it.
  passesThrough: ['checking the coupon'],
  events: {
    'type coupon': {
      perform: ({ page }, event) => couponField(page).fill(String(event.value)),
      control: couponField,
    },
    'apply coupon': {
      // Enter in the field, as a keyboard user applies: the spec's toasts sit bottom-right, where
      // a persistent one may cover the Apply button on a short screen.
      perform: ({ page }) => couponField(page).press('Enter'),
      control: applyButton,
    },
    'remove coupon': {
      perform: ({ page }) => page.getByRole('button', { name: 'Remove coupon' }).click(),
      control: (page) => page.getByRole('button', { name: 'Remove coupon' }),
    },
    'xstate.done.actor.validate coupon': { call: CHECK },
    'xstate.error.actor.validate coupon': {
      call: CHECK,
      async arrange({ sandbox }) {
        await sandbox.fault({ method: 'POST', path: '/v1/guest/are/coupons/validate/*', status: 503 });
      },
    },
    'carry-over coupon found': {
      perform: ({ page }) => signInFromPageZero(page, MEMBER_WITH_CARRY_OVER),
    },
    // The first price answer after the page opens has no coupon for a guest.
    'no coupon found': {},
  },
  notFromABrowser: {
    'auto coupon found': 'walked from the coupon-auto start, which opens the plan with an automatic coupon',
    'clear coupon': 'walked from the coupon-purchase start, which buys the plan while a code is checked (PAY-10)',
  },
  screens: {
    'waiting for a coupon': [
      {
        says: "the 'Coupon code' field and its Apply button",
        check: async (page) => {
          await expect(couponField(page)).toBeVisible();
          await expect(applyButton(page)).toBeEnabled();
        },
      },
      COUPON_BOX,
    ],
    'checking the coupon': [
      { says: "Apply reads 'Checking'", check: (page) => expect(page.getByRole('button', { name: 'Checking' })).toBeVisible() },
      COUPON_BOX,
    ],
  },
};

export const COUPON_INVALID = COUPON_MESSAGES.invalid;

/** The model of a start that walks one way through the coupon of one product: what was typed and applied is all it tells apart. */
function oneWayModel(productId: string, events: (snapshot: CouponSnapshot) => AnyEventObject[]): GraphModel {
  return {
    logic,
    input: { productIds: [productId] },
    systemId: 'coupon',
    events: (snapshot) => events(snapshot as CouponSnapshot),
    serialize: (s) => {
      const c = (s as CouponSnapshot).context;
      return JSON.stringify([s.value, c.text, c.applied]);
    },
  };
}

/** ARE 5.0 Expert (yearly) comes with the automatic coupon AUTOSAVE05 (catalogue.json). */
const AUTO_PRICE = 'price_are5_expert_yearly';

/** A guest opening the plan with an automatic coupon: the first price answer carries it (COUPON-UI-4). */
export const couponAutoDrivers: MachineDrivers = {
  ...couponDrivers,
  name: 'coupon-auto',
  // Then the visitor types a code of their own over the automatic one and applies it.
  model: oneWayModel('prod_are5_expert_yearly', (s) => {
    const c = s.context;
    if (c.applied === null) return [{ type: 'auto coupon found', code: 'AUTOSAVE05' }];
    if (s.matches('checking the coupon')) return answersTo(c.codeBeingChecked).slice(0, 1);
    if (c.applied.type !== 'auto') return [];
    return c.text === 'WELCOME10' ? [{ type: 'apply coupon' }] : [{ type: 'type coupon', value: 'WELCOME10' }];
  }),
  async open(walk) {
    await openPlanAsGuest(walk.page, AUTO_PRICE);
  },
  atStart: ['auto coupon found'],
  events: { ...couponDrivers.events, 'auto coupon found': {} },
  notFromABrowser: { 'clear coupon': 'walked from the coupon-purchase start, which buys the plan while a code is checked' },
};

/**
 * A visitor who signed up, on page 2 with the card, the address and the renewal consent given,
 * applies WELCOME10 in the order summary and pays while its check is still on its way (held): the
 * checkout clears the coupon after the purchase (PAY-10), so the check ends unanswered.
 */
export const couponPurchaseDrivers: MachineDrivers = {
  ...couponDrivers,
  name: 'coupon-purchase',
  model: oneWayModel('prod_are5_pro', (s) => {
    const c = s.context;
    if (s.matches('checking the coupon')) return [{ type: 'clear coupon' }];
    if (c.applied !== null) return [];
    if (c.text === '') return c.message === null && c.validCoupon === null ? [{ type: 'no coupon found' }, { type: 'type coupon', value: 'WELCOME10' }] : [];
    return [{ type: 'apply coupon' }];
  }),
  async open({ page }) {
    await openPlanAsGuest(page, 'price_are5_pro_monthly');
    await createAccount(page, newEmail('coupon'));
    await expect(page.getByRole('heading', { name: PAGE_TEXTS.page2PayTitle })).toBeVisible({ timeout: 20_000 });
    await fillCard(page, CARDS.visa);
    await fillAddress(page, CALIFORNIA);
    await acceptRenewalTerms(page);
    await expect(summaryRow(page, 'Tax')).toHaveText('$14.43');
  },
  events: {
    ...couponDrivers.events,
    'apply coupon': {
      async perform({ page }) {
        // The check is held until the walk ends: the purchase comes first.
        await page.route(CHECK.url, () => new Promise<void>(() => {}));
        await couponField(page).press('Enter');
      },
      control: applyButton,
    },
    'clear coupon': {
      async perform({ page }) {
        await page.getByRole('button', { name: /^Pay \$/ }).click();
        await expect(page.getByRole('dialog', { name: 'Thank you for your purchase!' })).toBeVisible({ timeout: 20_000 });
      },
    },
  },
  // The purchase closes the checkout: the completion dialogs cover the page.
  endsTheWalk: ['clear coupon'],
  notFromABrowser: { 'auto coupon found': 'walked from the coupon-auto start, which opens the plan with an automatic coupon' },
};
