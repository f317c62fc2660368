// The NOMA association-email dialog's drivers (issue 29): the browser model of machines/noma (the
// real machine, its check, its storage and its toast stubbed) with the addresses a member types,
// the answers the sandbox gives each (a noma.org address is verified, member@example.com is not, a
// fault fails the check), and how each event happens in organisation checkout 101.
import { expect, type Page } from '@playwright/test';
import { fromPromise, type AnyEventObject, type SnapshotFrom } from 'xstate';
import { PAGE_TEXTS } from '../../machines/account/rules.ts';
import { nomaMachine } from '../../machines/noma/noma.machine.ts';
import { NOMA_MESSAGES, NOMA_TEXTS } from '../../machines/noma/rules.ts';
import { done, failed, never, type GraphModel } from '../machines/graph-support.ts';
import type { MachineDrivers } from './driver-types.ts';
import { holdUnanswered, NOMA_MEMBER, nomaDialog, openOrganisationCheckout, ORG_WITH_SEATS, toast } from './organisation.ts';

const logic = nomaMachine.provide({
  actors: { 'verify association email': fromPromise(() => never()) },
  actions: { 'store noma email': () => undefined, 'show validated toast': () => undefined },
});
type NomaSnapshot = SnapshotFrom<typeof nomaMachine>;

/** The sandbox's rule: a noma.org address is a verified association email; member@example.com is not. */
const isNomaEmail = (email: string) => email.trim().toLowerCase().endsWith('@noma.org');
const ADDRESSES = [NOMA_MEMBER, 'member@example.com', 'not an email'];
const CHECK = { method: 'POST', url: '**/v1/are/member/email' };

const model: GraphModel = {
  logic,
  // The field starts with the signed-in member's email (docs/decisions/0010).
  input: { memberEmail: NOMA_MEMBER },
  systemId: 'noma',
  events: (snapshot) => {
    const s = snapshot as NomaSnapshot;
    if (s.matches('verifying the email')) {
      return [done('verify association email', { noma: isNomaEmail(s.context.email) }), failed('verify association email')];
    }
    return [
      // Typing what the field already holds sends nothing.
      ...ADDRESSES.filter((value) => value !== s.context.email).map((value): AnyEventObject => ({ type: 'type email', value })),
      { type: 'verify' },
      { type: 'close' },
    ];
  },
  serialize: (s) => JSON.stringify([s.value, (s as NomaSnapshot).context.email, (s as NomaSnapshot).context.message]),
};

const field = (page: Page) => nomaDialog(page).getByLabel(NOMA_TEXTS.emailLabel);
const verifyButton = (page: Page) => nomaDialog(page).getByRole('button', { name: NOMA_TEXTS.verify, exact: true });
const closeButton = (page: Page) => nomaDialog(page).getByRole('button', { name: NOMA_TEXTS.close });

export const nomaDrivers: MachineDrivers = {
  machine: 'noma',
  model,
  async open({ page }) {
    await openOrganisationCheckout(page, ORG_WITH_SEATS, NOMA_MEMBER);
    await expect(nomaDialog(page)).toBeVisible({ timeout: 20_000 });
  },
  events: {
    'type email': {
      perform: ({ page }, event) => field(page).fill(String(event.value)),
      control: field,
    },
    verify: {
      async perform(walk) {
        await holdUnanswered(walk, 'verify association email', CHECK);
        await verifyButton(walk.page).click();
      },
      control: verifyButton,
    },
    close: {
      perform: ({ page }) => closeButton(page).click(),
      control: closeButton,
    },
    'xstate.done.actor.verify association email': { call: CHECK },
    'xstate.error.actor.verify association email': {
      call: CHECK,
      async arrange({ sandbox }) {
        await sandbox.fault({ method: 'POST', path: '/v1/are/member/email', status: 503 });
      },
    },
  },
  notFromABrowser: {},
  screens: {
    'asking for the email': [
      {
        says: `the dialog '${NOMA_TEXTS.title}' with the 'NOMA member email' field and its Verify button`,
        check: async (page) => {
          await expect(nomaDialog(page)).toBeVisible();
          await expect(nomaDialog(page).getByText(NOMA_TEXTS.intro)).toBeVisible();
          await expect(field(page)).toBeEditable();
          await expect(verifyButton(page)).toBeVisible();
        },
      },
    ],
    'verifying the email': [
      {
        says: `Verify reads '${NOMA_TEXTS.verifying}' and the field waits`,
        check: async (page) => {
          await expect(nomaDialog(page).getByRole('button', { name: NOMA_TEXTS.verifying })).toBeDisabled();
          await expect(field(page)).toBeDisabled();
        },
      },
    ],
    verified: [
      {
        says: `the toast '${NOMA_MESSAGES.validated}', the dialog gone and page 1 of the NOMA product`,
        check: async (page) => {
          await expect(toast(page, NOMA_MESSAGES.validated)).toBeVisible();
          await expect(nomaDialog(page)).toBeHidden();
          await expect(page.getByRole('heading', { name: PAGE_TEXTS.page1Title })).toBeVisible({ timeout: 15_000 });
        },
      },
    ],
    closed: [
      {
        says: 'the dialog gone, page 0 with Proceed to Checkout, and page 1 not reached',
        check: async (page) => {
          await expect(nomaDialog(page)).toBeHidden();
          await expect(page.getByRole('button', { name: 'Proceed to Checkout' })).toBeVisible();
          await expect(page.getByRole('heading', { name: PAGE_TEXTS.page1Title })).toHaveCount(0);
        },
      },
    ],
  },
};
