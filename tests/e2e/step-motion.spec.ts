// Motion between checkout steps (issue 16, src/views/shared/motion.tsx): the next step moves in
// (its opacity rises from near 0 over a few frames) once framer-motion has arrived after the first
// paint, and under `prefers-reduced-motion: reduce` nothing moves and the motion code is never
// fetched. What is read is what a person sees: how opaque the new step's title is, frame by frame.
import { expect, test, type Page } from '@playwright/test';
import { resetSandbox } from './support/sandbox.ts';
import { openPlan, openPlanSignedIn } from './checkout-steps.ts';

test.beforeEach(async ({ request }) => {
  await resetSandbox(request);
});

/** Records, every animation frame, how opaque each step title is (its own and its ancestors' opacity multiplied). */
async function watchTitleOpacity(page: Page): Promise<void> {
  await page.evaluate(() => {
    const seen: number[] = [];
    (window as unknown as { titleOpacity: number[] }).titleOpacity = seen;
    const shown = (el: Element | null): number => (el === null ? 1 : Number(getComputedStyle(el).opacity) * shown(el.parentElement));
    const tick = () => {
      for (const title of document.querySelectorAll('section h2')) seen.push(shown(title));
      if (seen.length < 2000) requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
}

/** The same for the open dialog, every frame. */
async function watchDialogOpacity(page: Page): Promise<void> {
  await page.evaluate(() => {
    const seen: number[] = [];
    (window as unknown as { dialogOpacity: number[] }).dialogOpacity = seen;
    const shown = (el: Element | null): number => (el === null ? 1 : Number(getComputedStyle(el).opacity) * shown(el.parentElement));
    const tick = () => {
      for (const dialog of document.querySelectorAll('[role="dialog"]')) if (!dialog.hasAttribute('hidden')) seen.push(shown(dialog));
      if (seen.length < 2000) requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
}

const dialogOpacity = (page: Page) => page.evaluate(() => (window as unknown as { dialogOpacity: number[] }).dialogOpacity);

/** Page 0 for a visitor who closed the arrival popup, with the sign-up dialog opening and its frames recorded. */
async function openSignUpDialog(page: Page, waitForMotion: boolean): Promise<number[]> {
  const popup = await openPlan(page, 'price_are5_pro_monthly');
  await popup.close();
  await expect(page.getByText('Your order (1 item)')).toBeVisible();
  if (waitForMotion) await expect.poll(() => motionFetched(page), { timeout: 10_000 }).toBe(true);
  else await page.waitForTimeout(3500);
  await watchDialogOpacity(page);
  await page.getByRole('button', { name: 'Create an account' }).click();
  await expect(page.getByRole('dialog', { name: 'Step 1: Create Account' })).toBeVisible();
  await page.waitForTimeout(600);
  return dialogOpacity(page);
}

const titleOpacity = (page: Page) => page.evaluate(() => (window as unknown as { titleOpacity: number[] }).titleOpacity);
const motionFetched = (page: Page) => page.evaluate(() => performance.getEntriesByType('resource').some((entry) => /motion-kit/.test(entry.name)));

async function toPageOne(page: Page): Promise<void> {
  await openPlanSignedIn(page, 'price_are5_pro_monthly', 'nocard@example.com');
  await expect(page.getByRole('heading', { name: 'Step 2: Payment Method' })).toBeVisible({ timeout: 20_000 });
}

test('CHECKOUT-FLOW-1: the next step moves in once the motion code has arrived after the first paint', async ({ page }) => {
  await toPageOne(page);
  await expect.poll(() => motionFetched(page), { timeout: 10_000 }).toBe(true);
  await watchTitleOpacity(page);
  await page.getByRole('button', { name: 'Add Payment Method' }).click();
  await expect(page.getByRole('heading', { name: 'Step 2: Secure Checkout' })).toBeVisible();
  await page.waitForTimeout(600);
  const seen = await titleOpacity(page);
  // Part way in at some frame, and fully shown at the end.
  expect(seen.some((opacity) => opacity > 0.02 && opacity < 0.9)).toBe(true);
  expect(seen.at(-1)).toBe(1);
});

test('SIGNUP-1: a dialog moves in as it opens', async ({ page }) => {
  const seen = await openSignUpDialog(page, true);
  expect(seen.some((opacity) => opacity > 0.02 && opacity < 0.9)).toBe(true);
  expect(seen.at(-1)).toBe(1);
});

test.describe('under prefers-reduced-motion: reduce', () => {
  test.use({ reducedMotion: 'reduce' });

  test('CHECKOUT-FLOW-1: steps change without motion and the motion code is never fetched', async ({ page }) => {
    await toPageOne(page);
    await page.waitForTimeout(3500);
    expect(await motionFetched(page)).toBe(false);
    await watchTitleOpacity(page);
    await page.getByRole('button', { name: 'Add Payment Method' }).click();
    await expect(page.getByRole('heading', { name: 'Step 2: Secure Checkout' })).toBeVisible();
    await page.waitForTimeout(600);
    const seen = await titleOpacity(page);
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.every((opacity) => opacity === 1)).toBe(true);
  });

  test('SIGNUP-1: a dialog opens without motion', async ({ page }) => {
    const seen = await openSignUpDialog(page, false);
    expect(await motionFetched(page)).toBe(false);
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.every((opacity) => opacity === 1)).toBe(true);
  });
});
