// The checkout's tracking calls in real Chromium, read back from the sandbox's records: the price
// and the checkout origin on arrival (API-38, API-40), and an abandoned cart when a signed-in
// member leaves without paying (SCOPE-13, API-33). They never block the page or show a toast.
import { expect, test } from './support/test.ts';
import { resetSandbox, sandboxUrl } from './support/sandbox.ts';
import { openPlan, openPlanSignedIn, records } from './checkout-steps.ts';

test.beforeEach(async ({ request }) => {
  await resetSandbox(request);
});

test("API-38, API-40: opening a plan records the price with origin 'checkout' and where the visitor came from", async ({ page, request }) => {
  // Arrive from the sandbox's stand-in pricing page (the Referer a link from it would send).
  const opened = page.waitForEvent('popup', { timeout: 20_000 });
  await page.goto('/price_are5_pro_monthly', { referer: `${sandboxUrl}/pricing/individual` });
  const popup = await opened;
  await popup.close();
  await expect(page.getByRole('heading', { name: 'Your order (1 item)' })).toBeVisible();

  await expect.poll(async () => (await records(request)).tracking.map((t) => t.kind)).toEqual(expect.arrayContaining(['price', 'checkout-origin']));
  const tracking = (await records(request)).tracking;
  expect(tracking.find((t) => t.kind === 'price')?.body).toEqual({ origin: 'checkout', priceId: 'price_are5_pro_monthly' });
  expect(tracking.find((t) => t.kind === 'checkout-origin')?.body).toMatchObject({
    origin: expect.stringContaining('/price_are5_pro_monthly'),
    referrer: `${sandboxUrl}/pricing/individual`,
  });
});

test('SCOPE-13, API-33: a signed-in member leaving an unpaid cart is reported once; a visitor who never signed in is not', async ({ page, browser, request }) => {
  await openPlanSignedIn(page, 'price_are5_pro_monthly', 'nocard@example.com');
  await expect(page.getByRole('heading', { name: 'Step 2: Payment Method' })).toBeVisible({ timeout: 20_000 });
  await page.goto(`${sandboxUrl}/pricing/individual`);
  await expect
    .poll(async () => (await records(request)).tracking.filter((t) => t.kind === 'abandon-checkout').map((t) => t.member_email))
    .toEqual(['nocard@example.com']);

  // A visitor (a fresh browser) who closes the sign-in popup and leaves: nothing to report.
  await resetSandbox(request);
  const context = await browser.newContext();
  const visitor = await context.newPage();
  const popup = await openPlan(visitor, 'price_are5_pro_monthly');
  await popup.close();
  await expect(visitor.getByRole('heading', { name: 'Your order (1 item)' })).toBeVisible();
  await visitor.goto(`${sandboxUrl}/pricing/individual`);
  await visitor.waitForTimeout(1000);
  await context.close();
  expect((await records(request)).tracking.filter((t) => t.kind === 'abandon-checkout')).toEqual([]);
});
