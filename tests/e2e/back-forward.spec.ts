// Browser Back and Forward on the checkout (issue 16, src/app/step-history.ts): the address stays
// /{id}, each page is a history entry, the checkout machine decides where Back and Forward may go,
// nothing typed on page 2 is lost, and a completed payment never reopens page 2. Real clicks, and
// the browser's own Back and Forward.
import { expect, test, type Page } from '@playwright/test';
import { resetSandbox } from './support/sandbox.ts';
import { acceptRenewalTerms, CALIFORNIA, CARDS, closeThankYou, fillAddress, fillCard, openPlanSignedIn } from './checkout-steps.ts';

const PRICE = 'price_are5_pro_monthly';
const PAGE_1 = 'Step 2: Payment Method';
const PAGE_2 = 'Step 2: Secure Checkout';

test.beforeEach(async ({ request }) => {
  await resetSandbox(request);
});

async function reachPageTwo(page: Page): Promise<void> {
  await openPlanSignedIn(page, PRICE, 'nocard@example.com');
  await expect(page.getByRole('heading', { name: PAGE_1 })).toBeVisible({ timeout: 20_000 });
  await page.getByRole('button', { name: 'Add Payment Method' }).click();
  await expect(page.getByRole('heading', { name: PAGE_2 })).toBeVisible();
}

const consent = (page: Page) => page.getByRole('checkbox', { name: /I understand my subscription renews automatically/ });

test('Back from page 2 shows page 1, Forward shows page 2 with the address, phone and consent as typed, Back from page 1 shows page 0 (CHECKOUT-FLOW-1, VALID-CHECKOUT-8)', async ({ page }) => {
  await reachPageTwo(page);
  await fillAddress(page, CALIFORNIA);
  await acceptRenewalTerms(page);
  await expect(consent(page)).toBeChecked();

  await page.goBack();
  await expect(page.getByRole('heading', { name: PAGE_1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: PAGE_2 })).toBeHidden();
  expect(new URL(page.url()).pathname).toBe(`/${PRICE}`);

  await page.goForward();
  await expect(page.getByRole('heading', { name: PAGE_2 })).toBeVisible();
  await expect(page.getByLabel('Address line 1')).toHaveValue(CALIFORNIA.line1);
  await expect(page.getByLabel('City', { exact: true })).toHaveValue(CALIFORNIA.city);
  await expect(page.getByLabel('State', { exact: true })).toHaveValue(CALIFORNIA.state);
  await expect(page.getByLabel('ZIP code')).toHaveValue(CALIFORNIA.zip);
  await expect(page.getByLabel('Phone number')).toHaveValue('4155550101');
  await expect(consent(page)).toBeChecked();
  // The card fields lived in the form that unmounted: they start empty.
  await expect(page.getByLabel('Card number')).toHaveValue('');
  expect(new URL(page.url()).pathname).toBe(`/${PRICE}`);

  await page.goBack();
  await expect(page.getByRole('heading', { name: PAGE_1 })).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('button', { name: 'Proceed to Checkout' })).toBeVisible();
  await expect(page.getByRole('heading', { name: PAGE_1 })).toBeHidden();
  expect(new URL(page.url()).pathname).toBe(`/${PRICE}`);

  // Forward from page 0 asks the machine as 'Proceed to Checkout' would: the member is signed in.
  await page.goForward();
  await expect(page.getByRole('heading', { name: PAGE_1 })).toBeVisible({ timeout: 20_000 });
});

test('after a completed payment Back does not reopen page 2 (PAY-11)', async ({ page }) => {
  await reachPageTwo(page);
  await fillCard(page, CARDS.visa);
  await fillAddress(page, CALIFORNIA);
  await acceptRenewalTerms(page);
  await page.getByRole('button', { name: /^Pay \$/ }).click();
  await closeThankYou(page);

  await page.goBack();
  await expect(page.getByRole('dialog', { name: 'Checkout complete' })).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('dialog', { name: 'Checkout complete' })).toBeVisible();
  await expect(page.getByRole('heading', { name: PAGE_2 })).toBeHidden();
  await expect(page.getByLabel('Card number')).toBeHidden();
});

test('a reload starts on page 0 whatever the history entry holds (CHECKOUT-FLOW-1)', async ({ page }) => {
  await reachPageTwo(page);
  await page.reload();
  await expect(page.getByText('Your order (1 item)')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('heading', { name: PAGE_2 })).toBeHidden();
});
