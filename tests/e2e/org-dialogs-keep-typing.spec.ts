// The company and NOMA dialogs keep what a member typed when they are closed and opened again by
// Proceed (docs/decisions/0010, 'Closing'; COMPANY-1, ROLE-13, ROLE-14): the checkout stops a closed
// dialog, so it hands the typed text to the next one.
import { expect, test } from './support/test.ts';
import { resetSandbox } from './support/sandbox.ts';
import { openPlanSignedIn, signInInPopup } from './checkout-steps.ts';

test.beforeEach(async ({ request }) => {
  await resetSandbox(request);
});

test('COMPANY-1, ROLE-13: the Company Name typed before Close is still there after Proceed', async ({ page }) => {
  await openPlanSignedIn(page, 'price_firm_essentials_yearly', 'nocard@example.com');
  const dialog = page.getByRole('dialog', { name: 'Create your company' });
  await expect(dialog).toBeVisible({ timeout: 20_000 });
  await dialog.getByLabel('Company Name').fill('Studio Kept');
  await dialog.getByRole('button', { name: 'Close' }).first().click();
  await expect(dialog).toBeHidden();

  await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
  await expect(dialog).toBeVisible({ timeout: 20_000 });
  await expect(dialog.getByLabel('Company Name')).toHaveValue('Studio Kept');
  await expect(dialog.getByRole('button', { name: 'Submit', exact: true })).toBeEnabled();
});

test('ROLE-14: the NOMA email typed before Close is still there after Proceed', async ({ page }) => {
  const popup = page.waitForEvent('popup', { timeout: 20_000 });
  await page.goto('/price_are5_pro_noma_yearly?o=101');
  await signInInPopup(await popup, 'member@example.com');
  const dialog = page.getByRole('dialog', { name: 'This product is exclusive to NOMA members' });
  await expect(dialog).toBeVisible({ timeout: 20_000 });
  await dialog.getByLabel('NOMA member email').fill('maya@noma.org');
  await dialog.getByRole('button', { name: 'Close' }).first().click();
  await expect(dialog).toBeHidden();

  await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
  await expect(dialog).toBeVisible({ timeout: 20_000 });
  await expect(dialog.getByLabel('NOMA member email')).toHaveValue('maya@noma.org');
});
