// Firms in real Chromium against the sandbox: a company admin pays a group plan with the firm's
// saved bank account, a new firm admin signs up with a firm name (the firm created as that member,
// docs/decisions/0020) and pays by card, and a firm member who is not an admin is stopped by the
// company dialog (docs/decisions/0010, 0011).
import type { APIRequestContext, Page, Response } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { resetSandbox, sandboxState, sandboxUrl } from './support/sandbox.ts';
import {
  acceptRenewalTerms,
  CALIFORNIA,
  closeThankYou,
  fillAddress,
  fillCard,
  newEmail,
  openPlanSignedIn,
  signUpAsNewFirmAdmin,
} from './checkout-steps.ts';

const FIRM_ADMIN = 'firm.admin@example.com';
const FIRM_MEMBER = 'firm.member@example.com';
const MASTERCARD = '5555 5555 5555 4444';

interface GroupRecords {
  accounts: { id: string; email: string; group_accounts: { admin: boolean; organization: string }[] }[];
  subscriptions: { id: string; member_email: string; price_id: string; status: string }[];
  payment_intents: { member_email: string; amount: number; status: string; payment_method: string | null }[];
}

test.beforeEach(async ({ request }) => {
  await resetSandbox(request);
});

/** docs/sandbox.md 'Injecting a fault': the next matching call answers with this error instead. */
async function injectFault(request: APIRequestContext, fault: { method: string; path: string; status: number; message: string }): Promise<void> {
  const res = await request.post(`${sandboxUrl}/__sandbox/faults`, { data: fault });
  if (!res.ok()) throw new Error(`arming the fault answered ${res.status()}`);
}

interface CreateFirmCall {
  bearer: boolean;
  status: number;
  /** The answer: for a created (or already administered) firm, its organization is the name the server received. */
  answer: unknown;
}

/**
 * Every create-firm call the page makes (API-36), as the browser saw it: whether it carried a bearer
 * token, and the answer. (Chromium does not expose the body of ky's streamed request.)
 */
function watchCreateFirmCalls(page: Page): CreateFirmCall[] {
  const calls: CreateFirmCall[] = [];
  page.on('response', async (res: Response) => {
    const req = res.request();
    if (req.method() !== 'POST' || new URL(req.url()).pathname !== '/v1/network/group') return;
    const headers = await req.allHeaders();
    calls.push({ bearer: (headers.authorization ?? '').startsWith('Bearer '), status: res.status(), answer: await res.json().catch(() => null) });
  });
  return calls;
}

/** The toast whose text contains `text` (TOPBAR-8's toast area). */
const toast = (page: Page, text: string) => page.locator('[data-scope="toast"][data-part="root"]').filter({ hasText: text });

test('ROLE-11, ROLE-16, PAGE1-5, PAGE1-7, CONFIRM-1, CONFIRM-4, CONFIRM-5, CONFIRM-8, DIALOG-COMPLETE-1, DIALOG-COMPLETE-2: firm.admin@example.com buys ARE 5.0 Expert for Firms with the saved bank account', async ({ page, request }) => {
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(String(error)));

  await openPlanSignedIn(page, 'price_are5_expert_firm_monthly', FIRM_ADMIN);

  // ROLE-11: an admin passes the company gate straight to page 1.
  await expect(page.getByRole('heading', { name: 'Step 2: Payment Method' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('dialog', { name: 'Create your company' })).toHaveCount(0);

  // PAGE1-5: bank name, account type, account holder type and the last four.
  const saved = page.getByRole('group', { name: 'Saved payment method' });
  await expect(saved).toContainText('STRIPE TEST BANK');
  await expect(saved).toContainText(/checking/i);
  await expect(saved).toContainText(/company/i);
  await expect(saved).toContainText('6789');

  // CONFIRM-1..8: a new purchase confirmed with the saved bank account.
  await acceptRenewalTerms(page);
  await page.getByRole('button', { name: 'Confirm Payment' }).click();
  // DIALOG-COMPLETE-7: the plan's name contains ARE, so the thank-you dialog comes first.
  await closeThankYou(page);
  const complete = page.getByRole('dialog', { name: 'Checkout complete' });
  await expect(complete.getByText('A receipt will be emailed to you shortly!')).toBeVisible();

  const state = await sandboxState<GroupRecords>(request);
  const subscriptions = state.subscriptions.filter((s) => s.member_email === FIRM_ADMIN);
  expect(subscriptions.map((s) => [s.price_id, s.status])).toEqual([['price_are5_expert_firm_monthly', 'active']]);
  const intents = state.payment_intents.filter((pi) => pi.member_email === FIRM_ADMIN);
  expect(intents).toHaveLength(1);
  expect(intents[0]).toMatchObject({ payment_method: 'pm_admin_bank' });
  expect(pageErrors).toEqual([]);
});

test('SCOPE-8, ADMIN-1, ADMIN-2, ADMIN-5, ADMIN-8, API-36, ROLE-12, STATE-ACCOUNT-1, CONST-24, DIALOG-COMPLETE-1: a new firm admin signs up with a firm name and buys Firm Essentials by Mastercard', async ({ page, request }) => {
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(String(error)));
  const createFirmCalls = watchCreateFirmCalls(page);
  const email = newEmail('new.firm.admin');
  const firm = `Studio ${Date.now()}`;

  await signUpAsNewFirmAdmin(page, email, firm);

  // ADMIN-8: billing (page 2) next; the new admin is not asked to create a company again.
  await expect(page.getByRole('heading', { name: 'Step 2: Secure Checkout' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('dialog', { name: 'Create your company' })).toHaveCount(0);

  // API-36, ROLE-12 (docs/decisions/0020): the firm was created as the new member, once.
  // (Its body, organization + property_id 1 + admin_is_user false, is checked in tests/unit/app/wiring-firm.test.ts.)
  await expect.poll(() => createFirmCalls.length).toBe(1);
  expect(createFirmCalls).toEqual([{ bearer: true, status: 200, answer: expect.objectContaining({ organization: firm }) }]);
  const afterSignUp = await sandboxState<GroupRecords>(request);
  expect(afterSignUp.accounts.filter((a) => a.group_accounts.some((g) => g.organization === firm)).map((a) => a.email)).toEqual([email]);

  // CONST-24: a group product offers the US bank account beside the card; the card is used here.
  await expect(page.getByText('US bank account')).toBeVisible();
  await fillCard(page, MASTERCARD);
  await fillAddress(page, CALIFORNIA);
  await acceptRenewalTerms(page);
  const pay = page.getByRole('button', { name: /^Pay \$/ });
  await expect(pay).toBeEnabled({ timeout: 10_000 });
  await pay.click();

  // Firm Essentials is no ARE plan: the completion modal comes straight away.
  const complete = page.getByRole('dialog', { name: 'Checkout complete' });
  await expect(complete).toBeVisible({ timeout: 20_000 });
  await expect(complete.getByText('A receipt will be emailed to you shortly!')).toBeVisible();

  const state = await sandboxState<GroupRecords>(request);
  const account = state.accounts.find((a) => a.email === email);
  expect(account?.group_accounts).toEqual([expect.objectContaining({ admin: true, organization: firm })]);
  const subscriptions = state.subscriptions.filter((s) => s.member_email === email);
  expect(subscriptions.map((s) => [s.price_id, s.status])).toEqual([['price_firm_essentials_yearly', 'active']]);
  expect(state.payment_intents.filter((pi) => pi.member_email === email).map((pi) => pi.status)).toEqual(['succeeded']);
  expect(pageErrors).toEqual([]);
});

test('ERR-AUTH-8, ADMIN-8: when the firm cannot be created the toast shows the message and the new admin still reaches billing', async ({ page, request }) => {
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(String(error)));
  const createFirmCalls = watchCreateFirmCalls(page);
  const message = 'Firm registry is closed for maintenance';
  await injectFault(request, { method: 'POST', path: '/v1/network/group', status: 422, message });

  await signUpAsNewFirmAdmin(page, newEmail('faulted.firm.admin'), `Atelier ${Date.now()}`);

  // ERR-AUTH-8: the error toast with the server's message.
  await expect(toast(page, message)).toBeVisible({ timeout: 20_000 });
  await expect.poll(() => createFirmCalls.length).toBe(1);
  expect(createFirmCalls).toEqual([{ bearer: true, status: 422, answer: expect.objectContaining({ error: { message } }) }]);
  // ADMIN-8: the admin login exists (the provider made it the firm's admin), so billing still comes.
  await expect(page.getByRole('heading', { name: 'Step 2: Secure Checkout' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('dialog', { name: 'Create your company' })).toHaveCount(0);
  expect(pageErrors).toEqual([]);
});

test("COMPANY-2, COMPANY-5, COMPANY-6, ROLE-13: firm.member@example.com on a group product is told 'You are not a company admin!'", async ({ page }) => {
  await openPlanSignedIn(page, 'price_firm_essentials_yearly', FIRM_MEMBER);

  // COMPANY-5 (docs/decisions/0010): the message as the dialog's title, no Company Name form.
  const dialog = page.getByRole('dialog', { name: 'You are not a company admin!' });
  await expect(dialog).toBeVisible({ timeout: 20_000 });
  await expect(dialog.getByText('If you need a new license please contact your company admin, or contact support.')).toBeVisible();
  await expect(dialog.getByLabel('Company Name')).toHaveCount(0);

  // ROLE-13: closing keeps the product blocked; page 1 is not reached.
  await dialog.getByRole('button', { name: 'Close' }).first().click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Step 2: Payment Method' })).toHaveCount(0);
});
