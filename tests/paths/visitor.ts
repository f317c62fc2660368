// What a visitor does that many machines' drivers share: open a plan as a guest (closing the
// sign-in window the checkout opens on arrival) and sign in through 'Proceed to Checkout'.
import { expect, type Page } from '@playwright/test';
import { openPlan, signInInPopup } from '../e2e/checkout-steps.ts';

export async function openPlanAsGuest(page: Page, priceId: string): Promise<void> {
  const popup = await openPlan(page, priceId);
  await popup.close();
  await expect(page.getByRole('button', { name: 'Proceed to Checkout' })).toBeEnabled();
}

export async function signInFromPageZero(page: Page, email: string): Promise<void> {
  const popup = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
  await signInInPopup(await popup, email);
}
