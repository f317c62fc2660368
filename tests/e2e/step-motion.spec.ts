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

/**
 * Records how opaque each step title is (its own and its ancestors' opacity multiplied): every
 * animation frame, and a title the moment it is put on the page, before it is first painted. On a
 * loaded machine a frame can miss the whole 0.28 s fade, so the insertion is what shows it began.
 */
async function watchTitleOpacity(page: Page): Promise<void> {
  await page.evaluate(() => {
    const watched = { frames: [] as number[], inserted: [] as number[] };
    (window as unknown as { titleOpacity: typeof watched }).titleOpacity = watched;
    const shown = (el: Element | null): number => (el === null ? 1 : Number(getComputedStyle(el).opacity) * shown(el.parentElement));
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.addedNodes)
          if (node instanceof Element) for (const title of node.querySelectorAll('section h2')) watched.inserted.push(shown(title));
    }).observe(document.body, { childList: true, subtree: true });
    const tick = () => {
      for (const title of document.querySelectorAll('section h2')) watched.frames.push(shown(title));
      if (watched.frames.length < 2000) requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
}

const titleOpacity = (page: Page) => page.evaluate(() => (window as unknown as { titleOpacity: { frames: number[]; inserted: number[] } }).titleOpacity);
const motionFetched = (page: Page) => page.evaluate(() => performance.getEntriesByType('resource').some((entry) => /motion-kit/.test(entry.name)));

async function toPageOne(page: Page): Promise<void> {
  await openPlanSignedIn(page, 'price_are5_pro_monthly', 'nocard@example.com');
  await expect(page.getByRole('heading', { name: 'Step 2: Payment Method' })).toBeVisible({ timeout: 20_000 });
}

test('CHECKOUT-FLOW-1: the next step moves in once the motion code has arrived after the first paint', async ({ page }) => {
  await toPageOne(page);
  // The visitor reaches for the page: the motion code is fetched only then (ADR 0047).
  await page.mouse.move(200, 300);
  await expect.poll(() => motionFetched(page), { timeout: 10_000 }).toBe(true);
  await watchTitleOpacity(page);
  await page.getByRole('button', { name: 'Add Payment Method' }).click();
  await expect(page.getByRole('heading', { name: 'Step 2: Secure Checkout' })).toBeVisible();
  await page.waitForTimeout(600);
  const { frames, inserted } = await titleOpacity(page);
  // The new title comes in (nearly) transparent, and is fully shown at the end.
  expect(inserted.length).toBeGreaterThan(0);
  expect(Math.min(...inserted, ...frames)).toBeLessThan(0.9);
  expect(frames.at(-1)).toBe(1);
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
    const { frames, inserted } = await titleOpacity(page);
    expect(inserted.length).toBeGreaterThan(0);
    expect(frames.length).toBeGreaterThan(0);
    expect([...inserted, ...frames].every((opacity) => opacity === 1)).toBe(true);
  });
});
