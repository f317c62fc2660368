// A visitor whose browser blocks the sign-in window (decision 0041). The arrival's offer
// (PAGELOAD-3) is blocked by every browser, since no click opened it: page 0 says nothing, as
// nobody asked. Blocked after a 'Proceed to Checkout' click, the visitor is told why nothing opened.
// Playwright's Chromium lets every popup through (its calls into a page count as clicks), so the
// page's window.open answers null here, as a browser set to block all pop-ups does.
import { expect, test } from './support/test.ts';
import { resetSandbox } from './support/sandbox.ts';

const BLOCKED = 'Your browser blocked the sign-in window. Please allow pop-ups for this site and try again.';

test.beforeEach(async ({ request }) => {
  await resetSandbox(request);
});

test('PAGELOAD-3, PAGE0-4, ERR-IDP-1, decision 0041: a blocked arrival popup shows no message; blocked after Proceed, it is told', async ({ page }) => {
  await page.addInitScript(() => {
    window.open = () => {
      console.info('window.open: blocked');
      return null;
    };
  });
  let opens = 0;
  page.on('console', (message) => {
    if (message.text() === 'window.open: blocked') opens += 1;
  });
  await page.goto('/price_are5_pro_monthly');
  const proceed = page.getByRole('button', { name: 'Proceed to Checkout' });
  await expect(proceed).toBeEnabled();
  // The offer is made once the session check finds nobody signed in.
  await expect.poll(() => opens, { timeout: 15_000 }).toBe(1);
  // A message would show within a moment (and stay 4 s): none comes.
  await page.waitForTimeout(1500);
  // Counted once, not awaited: a toast would be gone again after its 4 s.
  expect(await page.getByText(BLOCKED).count()).toBe(0);

  await proceed.click();
  await expect.poll(() => opens).toBe(2);
  await expect(page.getByText(BLOCKED)).toBeVisible();
  await expect(page.getByText(BLOCKED)).toHaveCount(1);
  // Page 0 stays usable, with the order as it was.
  await expect(proceed).toBeEnabled();
});
