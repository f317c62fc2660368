// Motion between checkout steps (issue 16, src/views/shared/motion.tsx): the next step moves in
// (its opacity rises from near 0 over a few frames) once framer-motion has arrived after the first
// paint, and under `prefers-reduced-motion: reduce` nothing moves and the motion code is never
// fetched. What is read is what a person sees: how opaque the new step's title is, frame by frame.
import { expect, test, type Page } from '@playwright/test';
import { resetSandbox } from './support/sandbox.ts';
import { openPlanSignedIn } from './checkout-steps.ts';

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
});
