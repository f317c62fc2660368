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
    'auto coupon found': 'walked by the checkout paths, which open a plan with an automatic coupon',
    'clear coupon': 'walked by the checkout paths: the checkout clears the coupon after a purchase',
  },
  leftOut: {
    'coupon (whole machine) → (stays) : carry-over coupon found [otherwise]':
      'a price answer carries the coupon the visitor typed instead of the carry-over one, so the carry-over is never found while a typed coupon is applied',
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
    ],
    'checking the coupon': [
      { says: "Apply reads 'Checking'", check: (page) => expect(page.getByRole('button', { name: 'Checking' })).toBeVisible() },
    ],
  },
};

export const COUPON_INVALID = COUPON_MESSAGES.invalid;
