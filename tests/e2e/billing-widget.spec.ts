// The billing widget (/updateBilling, /displayBillingInfo) in real Chromium against the sandbox: a
// signed-out visitor signs in through the popup, member@example.com replaces the saved Visa with a
// Mastercard (and the sandbox's default changes), a declined card leaves the Visa in place, and the
// no-subscription text for nocard@ against the form for canceled@ (only a canceled subscription).
// The framing policy has its own spec (billing-widget-framing.spec.ts).
import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { CALIFORNIA, fillAddress, fillCard, signInInPopup } from './checkout-steps.ts';
import { MEMBER, resetSandbox, sandboxState } from './support/sandbox.ts';

interface PaymentMethodRecords {
  payment_methods: { id: string; member_email: string; brand: string | null; last4: string; is_default: boolean; attached: boolean }[];
}

const defaultMethodOf = async (request: Parameters<typeof sandboxState>[0], email: string) =>
  (await sandboxState<PaymentMethodRecords>(request)).payment_methods.find((pm) => pm.member_email === email && pm.attached && pm.is_default);

/** PAGE1-9, PAGE1-10: the re-enter button opens the sign-in popup; the widget loads after it. */
async function signInOnWidget(page: Page, path: string, email: string): Promise<void> {
  await page.goto(path);
  const reEnter = page.getByRole('button', { name: 'For security reasons, please click here to re-enter your credentials' });
  await expect(reEnter).toBeVisible({ timeout: 20_000 });
  const popup = page.waitForEvent('popup');
  await reEnter.click();
  await signInInPopup(await popup, email);
}

/** The page is no wider than the window: nothing scrolls sideways. */
const fitsWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

test.beforeEach(async ({ request }) => {
  await resetSandbox(request);
});

test('ROUTE-4, ROUTE-5, TOPBAR-10, PAGE1-2, PAGE1-3, PAGE1-9, PAGE1-10, PAGE2-3, SAVECARD-3, SAVECARD-4, SAVECARD-5, SAVECARD-6, SAVECARD-7: member@example.com replaces the Visa 4242 with Mastercard 5555 at 320 px', async ({ page, request }) => {
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(String(error)));
  await page.setViewportSize({ width: 320, height: 740 });
  expect(await defaultMethodOf(request, MEMBER.email)).toMatchObject({ brand: 'visa', last4: '4242' });

  await signInOnWidget(page, '/updateBilling', MEMBER.email);
  await expect(page.getByRole('heading', { name: 'Step 2: Payment Method' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('Ending in 4242')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Visa' })).toBeVisible();
  // ROUTE-5, TOPBAR-10: no top navigation and no chat on the widget.
  await expect(page.locator('header')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Chat' })).toHaveCount(0);
  expect(await fitsWidth(page)).toBe(true);

  await page.getByRole('button', { name: 'Update Payment Method' }).click();
  await expect(page.getByRole('heading', { name: 'Step 3: Update Billing Info' })).toBeVisible();
  await fillCard(page, '5555 5555 5555 4444');
  await fillAddress(page, CALIFORNIA);
  expect(await fitsWidth(page)).toBe(true);
  await page.getByRole('button', { name: 'Save payment method' }).click();

  await expect(page.getByText('Your payment method was updated.')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('Ending in 4444')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Mastercard' })).toBeVisible();
  await expect(page.getByText('Ending in 4242')).toHaveCount(0);
  // SAVECARD-6: the sandbox's default is the new Mastercard (PUT default).
  expect(await defaultMethodOf(request, MEMBER.email)).toMatchObject({ brand: 'mastercard', last4: '4444' });
  expect(pageErrors).toEqual([]);
});

test("ROUTE-6, ROUTE-7, SAVECARD-5: a declined card 4000000000000002 shows the provider's message and leaves the Visa in place", async ({ page, request }) => {
  await signInOnWidget(page, '/displayBillingInfo', MEMBER.email);
  await expect(page.getByText('Ending in 4242')).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('header')).toHaveCount(0);

  await page.getByRole('button', { name: 'Update Payment Method' }).click();
  await fillCard(page, '4000 0000 0000 0002');
  await fillAddress(page, CALIFORNIA);
  await page.getByRole('button', { name: 'Save payment method' }).click();

  await expect(page.getByRole('alert').filter({ hasText: 'Your card was declined.' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('heading', { name: 'Step 3: Update Billing Info' })).toBeVisible();
  expect(await defaultMethodOf(request, MEMBER.email)).toMatchObject({ brand: 'visa', last4: '4242' });

  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByText('Ending in 4242')).toBeVisible();
  await expect(page.getByText('Your payment method was updated.')).toHaveCount(0);
});

test('PAGE1-13, PAGE1-14: nocard@example.com (no subscription) sees the no-subscription text and no form', async ({ page }) => {
  await signInOnWidget(page, '/updateBilling', 'nocard@example.com');
  await expect(
    page.getByText('You do not have any active or canceled subscriptions. Sign up for a new one to get started!'),
  ).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('button', { name: /Payment Method/ })).toHaveCount(0);
  await expect(page.getByText('No credit card found.')).toHaveCount(0);
});

test('PAGE1-13, PAGE1-14: canceled@example.com (only a canceled subscription) gets the form', async ({ page }) => {
  await signInOnWidget(page, '/updateBilling', 'canceled@example.com');
  const button = page.getByRole('button', { name: /^(Update|Add) Payment Method$/ });
  await expect(button).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('You do not have any active or canceled subscriptions', { exact: false })).toHaveCount(0);
  await button.click();
  await expect(page.getByRole('heading', { name: 'Step 3: Update Billing Info' })).toBeVisible();
  await expect(page.getByLabel('Card number')).toBeVisible();
});
