// Every dialog title stays clear of its close button at the widths the spec names (CONST-40: full
// width on medium screens and below; CONST-43: the 80 px header): a long title wraps in its own
// room instead of running under the ×. Boxes are read as the browser lays them out.
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { resetSandbox } from './support/sandbox.ts';
import { openPlan, signInInPopup } from './checkout-steps.ts';

const WIDTHS = [320, 375, 1280] as const;

test.beforeEach(async ({ request }) => {
  await resetSandbox(request);
});

/** The title's box and the close button's box share no pixel. */
async function expectTitleClearOfClose(dialog: Locator, width: number): Promise<void> {
  const title = dialog.locator('[data-part="title"]').first();
  const close = dialog.getByRole('button', { name: 'Close' }).first();
  await expect(title).toBeVisible();
  await expect(close).toBeVisible();
  const [t, c] = [await title.boundingBox(), await close.boundingBox()];
  if (t === null || c === null) throw new Error('no box');
  const overlapX = Math.min(t.x + t.width, c.x + c.width) - Math.max(t.x, c.x);
  const overlapY = Math.min(t.y + t.height, c.y + c.height) - Math.max(t.y, c.y);
  const overlaps = overlapX > 0 && overlapY > 0;
  expect(overlaps, `at ${width} px the title (${Math.round(t.x)}..${Math.round(t.x + t.width)}) runs ${Math.round(overlapX)} px under the close button (${Math.round(c.x)}..${Math.round(c.x + c.width)})`).toBe(false);
  // And the title is read whole, inside the dialog.
  const box = await dialog.boundingBox();
  if (box !== null) expect(t.x + t.width).toBeLessThanOrEqual(box.x + box.width);
}

async function arrive(page: Page, priceId: string, width: number): Promise<void> {
  await page.setViewportSize({ width, height: 780 });
  await (await openPlan(page, priceId)).close();
  await expect(page.getByRole('button', { name: 'Create an account' })).toBeEnabled();
}

for (const width of WIDTHS) {
  test(`CONST-40, CONST-43: at ${width} px the sign-up and sign-in dialogs' titles stay clear of their close button`, async ({ page }) => {
    await arrive(page, 'price_are5_pro_monthly', width);
    await page.getByRole('button', { name: 'Create an account' }).click();
    const individual = page.getByRole('dialog', { name: 'Step 1: Create Account' });
    await expectTitleClearOfClose(individual, width);
    await individual.getByRole('button', { name: 'Close' }).first().click();
    await expect(individual).toBeHidden();

    await arrive(page, 'price_firm_essentials_yearly', width);
    await page.getByRole('button', { name: 'Create an account' }).click();
    const admin = page.getByRole('dialog', { name: 'Step 1: Create your account' });
    await expectTitleClearOfClose(admin, width);
  });

  // An organisation gate's dialog, met right after signing in on arrival.
  for (const gate of [
    { name: 'NOMA', address: '/price_are5_pro_noma_yearly?o=101', email: 'member@example.com', title: 'This product is exclusive to NOMA members' },
    { name: 'company', address: '/price_firm_essentials_yearly', email: 'firm.member@example.com', title: 'You are not a company admin!' },
  ]) {
    test(`CONST-40, CONST-43: at ${width} px the ${gate.name} dialog's title stays clear of its close button`, async ({ page }) => {
      await page.setViewportSize({ width, height: 780 });
      const popup = page.waitForEvent('popup', { timeout: 20_000 });
      await page.goto(gate.address);
      await signInInPopup(await popup, gate.email);
      const dialog = page.getByRole('dialog', { name: gate.title });
      await expect(dialog).toBeVisible({ timeout: 20_000 });
      await expectTitleClearOfClose(dialog, width);
    });
  }
}
