// Motion in the dialogs and on the order total (issue 16, src/views/shared/DialogMotion.tsx and
// motion.tsx): once framer-motion has arrived after the first paint, the sign-up dialog and its
// shade move in (how opaque the dialog's title is, frame by frame, as a person sees it), with no
// CSS animation of Chakra's beside it; a dialog opened before the motion code has arrived opens at
// once without it; under `prefers-reduced-motion: reduce` nothing moves and the code is never
// fetched; Escape closes the dialog each way and focus returns to the button that opened it (and
// Close and a click on the shade close it). A
// repriced total moves in too.
import { expect, test, type Page } from '@playwright/test';
import { resetSandbox } from './support/sandbox.ts';
import { applyCoupon, openPlan, summaryRow } from './checkout-steps.ts';

test.beforeEach(async ({ request }) => {
  await resetSandbox(request);
});

const SIGN_UP = 'Step 1: Create Account';

interface Frame {
  /** The dialog title's opacity with its ancestors' multiplied in (what a person sees). */
  title: number;
  /** The same for the backdrop's shade. */
  shade: number;
  /** CSS animations running on Chakra's dialog content and backdrop (none expected: framer-motion replaces them). */
  cssAnimations: string[];
  /** Read when the page changed (before any paint) rather than at an animation frame. */
  onInsert: boolean;
}

/**
 * Records how opaque an open dialog's title and shade are: every animation frame, and whenever the
 * page changes, before it is painted. On a loaded machine a frame can miss the whole 0.22 s fade,
 * so the reading taken when the dialog is put on the page is what shows it began.
 */
async function watchDialog(page: Page): Promise<void> {
  await page.evaluate(() => {
    const frames: Frame[] = [];
    (window as unknown as { dialogFrames: Frame[] }).dialogFrames = frames;
    const shown = (el: Element | null): number => (el === null ? 1 : Number(getComputedStyle(el).opacity) * shown(el.parentElement));
    const read = (onInsert: boolean) => {
      const title = document.querySelector('[role=dialog] h2');
      const backdrop = document.querySelector('.chakra-dialog__backdrop');
      if (title === null || backdrop === null) return;
      const content = title.closest('[role=dialog]');
      frames.push({
        title: shown(title),
        shade: shown(backdrop.firstElementChild),
        cssAnimations: [content, backdrop].map((el) => (el === null ? 'none' : getComputedStyle(el).animationName)).filter((name) => name !== 'none'),
        onInsert,
      });
    };
    new MutationObserver(() => read(true)).observe(document.body, { childList: true, subtree: true });
    const tick = () => {
      read(false);
      if (frames.length < 2000) requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
}

const dialogFrames = (page: Page) => page.evaluate(() => (window as unknown as { dialogFrames: Frame[] }).dialogFrames);
const motionFetched = (page: Page) => page.evaluate(() => performance.getEntriesByType('resource').some((entry) => /motion-kit/.test(entry.name)));

/** PAGELOAD-3: the arrival sign-in popup is closed, and page 0 shows. */
async function arriveSignedOut(page: Page): Promise<void> {
  const popup = await openPlan(page, 'price_are5_pro_monthly');
  await popup.close();
  await page.bringToFront();
  await expect(page.getByText('Your order (1 item)')).toBeVisible({ timeout: 20_000 });
}

/** Opens the sign-up dialog, records its first frames, closes it with Escape; returns what was seen. */
async function openWatchAndEscape(page: Page): Promise<Frame[]> {
  await watchDialog(page);
  const opener = page.getByRole('button', { name: 'Create an account' });
  await opener.click();
  const dialog = page.getByRole('dialog', { name: SIGN_UP });
  await expect(dialog).toBeVisible();
  await page.waitForTimeout(600);
  await expect(dialog.getByLabel('First name', { exact: true })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
  return dialogFrames(page);
}

/** The visitor reaches for the page (ADR 0047): the motion code is fetched only then. */
async function reachForThePage(page: Page): Promise<void> {
  await page.mouse.move(200, 300);
  await expect.poll(() => motionFetched(page), { timeout: 10_000 }).toBe(true);
}

test('SIGNUP-1: the sign-up dialog and its shade move in once the motion code has arrived, with no CSS animation beside, and Escape closes it', async ({ page }) => {
  await arriveSignedOut(page);
  // A page nobody touches never fetches it (ADR 0047).
  await page.waitForTimeout(1500);
  expect(await motionFetched(page)).toBe(false);
  await reachForThePage(page);
  const frames = await openWatchAndEscape(page);
  expect(frames.filter((frame) => !frame.onInsert).length).toBeGreaterThan(0);
  // Put on the page (nearly) transparent, and fully shown at the end of the opening.
  expect(Math.min(...frames.map((frame) => frame.title))).toBeLessThan(0.9);
  expect(Math.min(...frames.map((frame) => frame.shade))).toBeLessThan(0.9);
  const settled = frames.filter((frame) => frame.title === 1);
  expect(settled.length).toBeGreaterThan(0);
  expect(frames.flatMap((frame) => frame.cssAnimations)).toEqual([]);
  // The close button closes it too, after motion; and so does a click beside it, on the shade (the
  // individual sign-up closes from its backdrop, unlike the firm admin's, ADMIN-7).
  const opener = page.getByRole('button', { name: 'Create an account' });
  const dialog = page.getByRole('dialog', { name: SIGN_UP });
  await opener.click();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await opener.click();
  await expect(dialog).toBeVisible();
  await page.mouse.click(12, 12);
  await expect(dialog).toBeHidden();
});

test('SIGNUP-1: a dialog opened before the motion code has arrived opens at once, and Escape closes it', async ({ page }) => {
  // The motion code is held back, as on a slow network right after the first paint.
  await page.route('**/motion-kit*', () => undefined);
  await arriveSignedOut(page);
  const frames = await openWatchAndEscape(page);
  expect(frames.length).toBeGreaterThan(0);
  expect(frames.every((frame) => frame.title === 1 && frame.shade === 1)).toBe(true);
  expect(frames.flatMap((frame) => frame.cssAnimations)).toEqual([]);
});

test('SCOPE-6, COUPON-2: a repriced total moves in', async ({ page }) => {
  await arriveSignedOut(page);
  await reachForThePage(page);
  const total = summaryRow(page, 'Total');
  const before = (await total.innerText()).trim();
  // Every animation frame, and whenever the total's text changes (before it is painted: a loaded
  // machine can paint no frame of the fade).
  await total.evaluate((dd) => {
    const seen: number[] = [];
    (window as unknown as { totalOpacity: number[] }).totalOpacity = seen;
    const shown = (el: Element | null): number => (el === null ? 1 : Number(getComputedStyle(el).opacity) * shown(el.parentElement));
    const read = () => seen.push(shown(dd.querySelector('[aria-live] > *') ?? dd));
    new MutationObserver(read).observe(dd, { childList: true, subtree: true, characterData: true });
    const tick = () => {
      read();
      if (seen.length < 2000) requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
  await applyCoupon(page, 'spring15');
  await expect(total).not.toHaveText(before);
  await page.waitForTimeout(600);
  const seen = await page.evaluate(() => (window as unknown as { totalOpacity: number[] }).totalOpacity);
  // The new total comes in (nearly) transparent, and is fully shown at the end.
  expect(Math.min(...seen)).toBeLessThan(0.9);
  expect(seen.at(-1)).toBe(1);
});

test.describe('under prefers-reduced-motion: reduce', () => {
  test('SIGNUP-1: the sign-up dialog opens without motion, the motion code is never fetched, and Escape closes it', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await arriveSignedOut(page);
    await page.waitForTimeout(3500);
    expect(await motionFetched(page)).toBe(false);
    const frames = await openWatchAndEscape(page);
    expect(frames.length).toBeGreaterThan(0);
    expect(frames.every((frame) => frame.title === 1 && frame.shade === 1)).toBe(true);
    expect(await motionFetched(page)).toBe(false);
  });

  test('SCOPE-6, COUPON-2: a repriced total changes without motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await arriveSignedOut(page);
    const total = summaryRow(page, 'Total');
    const before = (await total.innerText()).trim();
    await applyCoupon(page, 'spring15');
    await expect(total).not.toHaveText(before);
    await expect(total.locator('[data-motion]')).toHaveCount(0);
    expect(await motionFetched(page)).toBe(false);
  });
});
