// The price shown is the price charged, and no click is lost (issue 13), in real Chromium against
// the sandbox: page 1 taxes the saved card's address before Confirm Payment; Pay pressed at once
// after an address is completed charges the taxed total; a plan sold below its base price shows
// that price struck through; one click on a dialog's link works with a field focused and empty.
import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { resetSandbox } from './support/sandbox.ts';
import {
  acceptRenewalTerms,
  CALIFORNIA,
  CARDS,
  fillAddress,
  fillCard,
  openPlan,
  openPlanSignedIn,
  records,
  summaryRow,
} from './checkout-steps.ts';

test.beforeEach(async ({ request }) => {
  await resetSandbox(request);
});

interface ChargeRecords {
  subscriptions: { member_email: string; price_id: string; tax_rate_id: string | null; amount_due: number; status: string }[];
  payment_intents: { member_email: string; amount: number; status: string }[];
}

const chargesOf = async (page: Page, email: string) => {
  const state = (await records(page.request)) as unknown as ChargeRecords;
  return {
    subscriptions: state.subscriptions.filter((s) => s.member_email === email && s.price_id === 'price_essentials_yearly'),
    intents: state.payment_intents.filter((i) => i.member_email === email),
  };
};

test('CONFIRM-3, CONFIRM-4, CONST-22, REPRICE-2: cse.member sees the New York tax on page 1 before Confirm Payment and is charged exactly that total', async ({ page }) => {
  await openPlanSignedIn(page, 'price_essentials_yearly', 'cse.member@example.com');
  await expect(page.getByRole('heading', { name: 'Step 2: Payment Method' })).toBeVisible({ timeout: 20_000 });
  // 8.875 % of $299.00 at the saved Mastercard's New York billing address.
  await expect(summaryRow(page, 'Tax')).toHaveText('$26.54');
  await expect(summaryRow(page, 'Total')).toHaveText('$325.54');
  await acceptRenewalTerms(page);
  await page.getByRole('button', { name: 'Confirm Payment' }).click();
  await expect(page.getByRole('dialog', { name: 'Checkout complete' })).toBeVisible({ timeout: 20_000 });

  const charged = await chargesOf(page, 'cse.member@example.com');
  expect(charged.subscriptions).toEqual([expect.objectContaining({ tax_rate_id: 'txr_us_ny', amount_due: 32554 })]);
  expect(charged.intents.map((i) => i.amount)).toEqual([32554]);
});

test('CONST-22, REPRICE-2: Pay pressed at once after a California address is completed charges $320.68, shown before the charge', async ({ page }) => {
  const totalsSeen: string[] = [];
  await openPlanSignedIn(page, 'price_essentials_yearly', 'nocard@example.com');
  await page.getByRole('button', { name: 'Add Payment Method' }).click({ timeout: 20_000 });
  await expect(page.getByRole('heading', { name: 'Step 2: Secure Checkout' })).toBeVisible();
  await fillCard(page, CARDS.visa);
  await acceptRenewalTerms(page);
  await expect(summaryRow(page, 'Total')).toHaveText('$299.00');
  // Records each total the summary shows, and the moment the create call leaves, in page order.
  await page.exposeFunction('__sawTotal', (text: string) => totalsSeen.push(text));
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/v1/are/checkout/subscription/create') totalsSeen.push('create call');
  });
  await page.evaluate(() => {
    const total = [...document.querySelectorAll('dl > div')].find((row) => row.querySelector('dt')?.textContent === 'Total');
    const seen = (window as unknown as { __sawTotal: (text: string) => void }).__sawTotal;
    if (total) new MutationObserver(() => seen(total.querySelector('dd')?.textContent ?? '')).observe(total, { subtree: true, characterData: true, childList: true });
  });

  // As autofill does: the whole address at once, then Pay inside the 500 ms quiet period.
  await fillAddress(page, CALIFORNIA);
  await page.getByRole('button', { name: /^Pay \$/ }).click();
  await expect(page.getByRole('dialog', { name: 'Checkout complete' })).toBeVisible({ timeout: 20_000 });

  const charged = await chargesOf(page, 'nocard@example.com');
  expect(charged.subscriptions).toEqual([expect.objectContaining({ tax_rate_id: 'txr_us_ca', amount_due: 32068 })]);
  expect(charged.intents.map((i) => i.amount)).toEqual([32068]);
  // The taxed total was on screen before the create call left.
  expect(totalsSeen.indexOf('$320.68')).toBeGreaterThanOrEqual(0);
  expect(totalsSeen.indexOf('$320.68')).toBeLessThan(totalsSeen.indexOf('create call'));
});

test('SUMMARY-13: the association plan shows its $1,799.00 base price struck through beside $999.00', async ({ page }) => {
  const arrival = await openPlan(page, 'price_are5_pro_noma_yearly?o=101');
  await arrival.close();
  const card = page.getByRole('list', { name: 'Plans in your order' }).getByRole('listitem').first();
  await expect(card).toContainText('$999.00/yr', { timeout: 20_000 });
  const struck = card.locator('s', { hasText: '$1,799.00' });
  await expect(struck).toBeVisible();
  await expect(struck).toHaveCSS('text-decoration-line', 'line-through');
});

test('SIGNUP-4: with the empty first-name field focused, one click on "Already have an account? Sign in." closes the dialog', async ({ page }) => {
  const arrival = await openPlan(page, 'price_are5_pro_monthly');
  await arrival.close();
  await page.getByRole('button', { name: 'Create an account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Step 1: Create Account' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('First name', { exact: true }).focus();
  await dialog.getByRole('button', { name: 'Already have an account? Sign in.' }).click();
  await expect(dialog).toBeHidden();
});

test('KNOWN-6, KNOWN-7: with the empty password field focused, one click on "Forgot Password?" sends the reset email', async ({ page }) => {
  const arrival = await openPlan(page, 'price_are5_pro_monthly');
  await arrival.close();
  await page.getByRole('button', { name: 'Create an account' }).click();
  const signUp = page.getByRole('dialog', { name: 'Step 1: Create Account' });
  await signUp.getByLabel('Email', { exact: true }).fill('sister@example.com');
  await signUp.getByLabel('Email', { exact: true }).press('Tab');
  await signUp.getByLabel('Confirm email', { exact: true }).fill('sister@example.com');
  await signUp.getByLabel('Confirm email', { exact: true }).press('Tab');
  await signUp.getByRole('button', { name: 'Continue with my Atlas Network account' }).click({ timeout: 15_000 });
  const known = page.getByRole('dialog', { name: 'Hey, we know you!' });
  await expect(known).toBeVisible();
  await known.getByLabel('Password', { exact: true }).focus();
  await known.getByRole('button', { name: 'Forgot Password?' }).click();
  await expect(known.getByText('A password reset email has been sent')).toBeVisible();
});

test('SIGNUP-FORM-2: with the empty first-name field focused, one click on the close button closes the dialog', async ({ page }) => {
  const arrival = await openPlan(page, 'price_are5_pro_monthly');
  await arrival.close();
  await page.getByRole('button', { name: 'Create an account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Step 1: Create Account' });
  await dialog.getByLabel('First name', { exact: true }).focus();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
});
