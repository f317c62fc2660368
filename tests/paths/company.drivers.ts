// The 'Create your company' dialog's drivers (issue 29): the browser model of machines/company (the
// real machine, its call stubbed) for each member the checkout starts it for on a group product:
// nocard@example.com (no company: the Company Name form) and firm.member@example.com (a member of
// Studio North, not its admin: the message), the names typed, the sandbox's answer or a fault, and
// how each event happens on Firm Essentials' page.
import { expect, type Page } from '@playwright/test';
import { fromPromise, type AnyEventObject, type SnapshotFrom } from 'xstate';
import { companyMachine, type CompanyInput } from '../../machines/company/company.machine.ts';
import { COMPANY_TEXTS } from '../../machines/company/rules.ts';
import { openPlanSignedIn } from '../e2e/checkout-steps.ts';
import { done, failed, never, type GraphModel } from '../machines/graph-support.ts';
import type { MachineDrivers } from './driver-types.ts';
import { holdUnanswered, toast } from './organisation.ts';

const logic = companyMachine.provide({ actors: { 'create company': fromPromise(() => never()) } });
type CompanySnapshot = SnapshotFrom<typeof companyMachine>;

/** A group product: the company gate asks every member who administers no company. */
const FIRM_PRICE = 'price_firm_essentials_yearly';
const NO_COMPANY = 'nocard@example.com';
const NOT_ADMIN = 'firm.member@example.com';
const NAMES = ['Studio Path', '  '];
const REFUSED_MESSAGE = 'Company registry is closed for maintenance';

const eventsOf = (snapshot: unknown): AnyEventObject[] => {
  const s = snapshot as CompanySnapshot;
  if (s.matches('creating the company')) return [done('create company', { slug: 'studio-path' }), failed('create company', new Error(REFUSED_MESSAGE))];
  return [
    // Typing what the field already holds sends nothing.
    ...NAMES.filter((value) => value !== s.context.name).map((value): AnyEventObject => ({ type: 'type company name', value })),
    { type: 'create company' },
    { type: 'close' },
  ];
};
const serialize = (s: unknown) => {
  const c = (s as CompanySnapshot).context;
  return JSON.stringify([(s as CompanySnapshot).value, c.name, c.message]);
};

const noCompanyInput: CompanyInput = { groupAccounts: [], isGroupAdmin: false, audience: 'group' };
const notAdminInput: CompanyInput = { groupAccounts: [{ admin: false }], isGroupAdmin: false, audience: 'group' };
const model = (input: CompanyInput): GraphModel => ({ logic, input, systemId: 'company', events: eventsOf, serialize });

const CREATE = { method: 'POST', url: '**/v1/are/member/company' };
const formDialog = (page: Page) => page.getByRole('dialog', { name: COMPANY_TEXTS.title });
const notAdminDialog = (page: Page) => page.getByRole('dialog', { name: COMPANY_TEXTS.notAdmin });
const anyCompanyDialog = (page: Page) => formDialog(page).or(notAdminDialog(page));
const nameField = (page: Page) => formDialog(page).getByLabel(COMPANY_TEXTS.nameLabel);
const submitButton = (page: Page) => formDialog(page).getByRole('button', { name: COMPANY_TEXTS.submit, exact: true });
const closeButtons = (page: Page) => anyCompanyDialog(page).getByRole('button', { name: COMPANY_TEXTS.close, exact: true });
const pageOne = (page: Page) => page.getByRole('heading', { name: /^Step 2: / });

async function openFirmPlan(page: Page, email: string): Promise<void> {
  await openPlanSignedIn(page, FIRM_PRICE, email);
  await expect(anyCompanyDialog(page)).toBeVisible({ timeout: 20_000 });
}

export const companyDrivers: MachineDrivers = {
  machine: 'company',
  model: model(noCompanyInput),
  open: ({ page }) => openFirmPlan(page, NO_COMPANY),
  events: {
    'type company name': {
      perform: ({ page }, event) => nameField(page).fill(String(event.value)),
      control: nameField,
    },
    'create company': {
      async perform(walk) {
        await holdUnanswered(walk, 'create company', CREATE);
        await submitButton(walk.page).click();
      },
      control: submitButton,
    },
    close: {
      perform: ({ page }) => closeButtons(page).first().click(),
      control: closeButtons,
    },
    'xstate.done.actor.create company': { call: CREATE },
    'xstate.error.actor.create company': {
      call: CREATE,
      async arrange({ sandbox }) {
        await sandbox.fault({ method: 'POST', path: '/v1/are/member/company', status: 422, message: REFUSED_MESSAGE });
      },
    },
  },
  notFromABrowser: {},
  screens: {
    'asking for the company name': [
      {
        says: `the dialog '${COMPANY_TEXTS.title}' with the '${COMPANY_TEXTS.nameLabel}' field, Submit only with a name typed`,
        check: async (page) => {
          await expect(formDialog(page)).toBeVisible();
          await expect(nameField(page)).toBeEditable();
          const typed = (await nameField(page).inputValue()).trim() !== '';
          await (typed ? expect(submitButton(page)).toBeEnabled() : expect(submitButton(page)).toBeDisabled());
        },
      },
      {
        says: `after a refused creation, the server's message '${REFUSED_MESSAGE}' under the field and in a toast`,
        check: async (page) => {
          const message = formDialog(page).getByRole('alert').filter({ hasText: REFUSED_MESSAGE });
          if ((await message.count()) === 0) return;
          await expect(message).toBeVisible();
          // Each refused creation raises its own toast.
          await expect(toast(page, REFUSED_MESSAGE).first()).toBeVisible();
        },
      },
    ],
    'creating the company': [
      {
        says: `Submit reads '${COMPANY_TEXTS.creating}' and the field and Close wait`,
        check: async (page) => {
          await expect(formDialog(page).getByRole('button', { name: COMPANY_TEXTS.creating })).toBeDisabled();
          await expect(nameField(page)).toBeDisabled();
        },
      },
    ],
    'not a company admin': [
      {
        says: `the dialog '${COMPANY_TEXTS.notAdmin}' with '${COMPANY_TEXTS.notAdminHelp}' and no Company Name field`,
        check: async (page) => {
          await expect(notAdminDialog(page)).toBeVisible();
          await expect(notAdminDialog(page).getByText(COMPANY_TEXTS.notAdminHelp)).toBeVisible();
          await expect(notAdminDialog(page).getByLabel(COMPANY_TEXTS.nameLabel)).toHaveCount(0);
        },
      },
    ],
    'company created': [
      {
        says: 'the dialog gone and the checkout going on to step 2',
        check: async (page) => {
          await expect(anyCompanyDialog(page)).toHaveCount(0);
          await expect(pageOne(page)).toBeVisible({ timeout: 15_000 });
        },
      },
    ],
    closed: [
      {
        says: 'the dialog gone, page 0 with Proceed to Checkout, step 2 not reached (the group product stays blocked)',
        check: async (page) => {
          await expect(anyCompanyDialog(page)).toHaveCount(0);
          await expect(page.getByRole('button', { name: 'Proceed to Checkout' })).toBeVisible();
          await expect(pageOne(page)).toHaveCount(0);
        },
      },
    ],
  },
};

/** firm.member@example.com belongs to Studio North but administers no company: the message, then Close. */
export const companyNotAdminDrivers: MachineDrivers = {
  ...companyDrivers,
  name: 'company-not-admin',
  model: model(notAdminInput),
  open: ({ page }) => openFirmPlan(page, NOT_ADMIN),
};
