// Page 0 arrives with its plan and price (ADR 0061), in real Chromium against the sandbox: the
// built HTML of a product already shows it, the app adopts that markup without a difference, a
// price changed since the build is what the page shows and what is charged, an organisation
// checkout never shows a coupon box and a member the session finds never sees page 1 of a plan held.
import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { MEMBER, resetSandbox, sandboxUrl } from './support/sandbox.ts';
import { acceptRenewalTerms, openPlanSignedIn, records, summaryRow } from './checkout-steps.ts';

const PLAN = 'price_are5_pro_monthly';
const MARKUP_DIFFERS = "[page zero] the app's first render differs from the HTML";

test.beforeEach(async ({ request }) => {
  await resetSandbox(request);
});

/**
 * What a person reads in each part of the page. The parts, not the whole: on a wide screen the
 * HTML holds them in the narrow reading order (CSS places them side by side) and the app then
 * puts the order right, which changes nothing on screen.
 */
const visibleText = async (page: Page) => ({
  header: await page.locator('header').innerText(),
  title: await page.getByRole('heading', { level: 1 }).innerText(),
  summary: await page.locator('[data-checkout-part="summary"]').innerText(),
  steps: await page.locator('[data-checkout-part="steps"]').innerText(),
});

for (const width of [375, 1280]) {
  test(`PAGELOAD-1, PAGE0-1, SUMMARY-1, PAGE0-2 at ${width} px: without JavaScript, /${PLAN} shows the plan, its price, the totals, the coupon box and the buttons`, async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width, height: 900 } });
    const page = await context.newPage();
    await page.goto(`/${PLAN}`);
    await expect(page.getByText('ARE 5.0 Pro', { exact: true })).toBeVisible();
    await expect(page.getByText('$199.00', { exact: true }).first()).toBeVisible();
    await expect(summaryRow(page, 'Total')).toHaveText('$199.00');
    await expect(page.getByLabel('Coupon code')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Proceed to Checkout' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Create an account' })).toBeVisible();
    await context.close();
  });

  test(`PAGELOAD-1, API-9 at ${width} px: the app adopts the HTML: the same text, no difference React had to redraw, one product call`, async ({ browser }) => {
    const plain = await browser.newContext({ javaScriptEnabled: false, viewport: { width, height: 900 } });
    const before = await plain.newPage();
    await before.goto(`/${PLAN}`);
    const htmlText = await visibleText(before);
    await plain.close();

    const context = await browser.newContext({ viewport: { width, height: 900 } });
    const page = await context.newPage();
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.text().includes(MARKUP_DIFFERS)) warnings.push(message.text());
    });
    const productCalls: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/v1/are/checkout/products') productCalls.push(request.postData() ?? '');
    });
    page.on('popup', (popup) => void popup.close());
    await page.goto(`/${PLAN}`);
    // The app has taken over once the sign-in window it offers on arrival has opened (PAGELOAD-3).
    await page.waitForEvent('popup', { timeout: 30_000 });
    await page.waitForTimeout(500);
    expect(warnings).toEqual([]);
    expect(await visibleText(page)).toEqual(htmlText);
    expect(productCalls).toEqual([`{"products":["${PLAN}"]}`]);
    await context.close();
  });
}

test('PAGELOAD-1, CONFIRM-12, CONST-22: a price changed since the build is on screen before Proceed to Checkout, and the charge equals the total shown', async ({ browser, request }) => {
  const changed = await request.post(`${sandboxUrl}/__sandbox/products/${PLAN}`, { data: { amount: 14900 } });
  expect(changed.ok()).toBe(true);
  const context = await browser.newContext();
  const page = await context.newPage();
  // The HTML was built with the catalogue's $199.00; the products call now answers $149.00.
  const html = await (await page.request.get(`/${PLAN}`)).text();
  expect(html).toContain('$199.00');
  await openPlanSignedIn(page, PLAN, 'cse.member@example.com');
  await expect(page.getByRole('heading', { name: 'Step 2: Payment Method' })).toBeVisible({ timeout: 20_000 });
  // $199.00 stays only as the plan's 'Original price' beside the new one.
  await expect(summaryRow(page, 'Subtotal')).toHaveText('$149.00');
  const total = (await summaryRow(page, 'Total').innerText()).trim();
  await acceptRenewalTerms(page);
  await page.getByRole('button', { name: 'Confirm Payment' }).click();
  // An ARE 5.0 plan is thanked for first (DIALOG-COMPLETE-1).
  await expect(page.getByRole('dialog', { name: /^(Thank you for your purchase!|Checkout complete)$/ })).toBeVisible({ timeout: 30_000 });
  const charged = (await records(page.request)).payment_intents.filter((pi) => pi.member_email === 'cse.member@example.com' && pi.status === 'succeeded');
  expect(charged.map((pi) => `$${(pi.amount / 100).toFixed(2)}`)).toEqual([total]);
  await context.close();
});

test('PAGE0-2, COUPON-6, SUMMARY-14: a code typed and Apply pressed before the app took over is applied once', async ({ page }) => {
  // The app's scripts wait until the code is typed and Apply pressed on the HTML alone.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/assets/*.js', async (route) => {
    await held;
    await route.continue();
  });
  const checks: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/v1/guest/are/coupons/validate/')) checks.push(request.url());
  });
  page.on('popup', (popup) => void popup.close());
  await page.goto(`/${PLAN}`, { waitUntil: 'commit' });
  await page.getByLabel('Coupon code').fill('WELCOME10');
  await page.getByRole('button', { name: 'Apply', exact: true }).click();
  await page.getByRole('button', { name: 'Apply', exact: true }).click();
  release();
  await expect(summaryRow(page, 'Discount')).toHaveText('-$19.90', { timeout: 30_000 });
  await expect(summaryRow(page, 'Total')).toHaveText('$179.10');
  await page.waitForTimeout(1000);
  expect(checks).toHaveLength(1);
});

/** Records, at every frame from the document's start, whether the page shows `text`. */
async function watchFrames(page: Page, texts: string[]): Promise<() => Promise<string[]>> {
  await page.addInitScript((watched: string[]) => {
    const seen: string[] = [];
    (window as unknown as { __seen: string[] }).__seen = seen;
    const look = () => {
      const shown = document.body?.innerText ?? '';
      for (const text of watched) if (shown.includes(text) && !seen.includes(text)) seen.push(text);
      requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  }, texts);
  return () => page.evaluate(() => (window as unknown as { __seen: string[] }).__seen);
}

test('CART-2, ROUTE-12: an organisation checkout (?o=) never shows a coupon box, not even in the first frame', async ({ browser }, testInfo) => {
  const context = await browser.newContext({ viewport: { width: 375, height: 800 } });
  const page = await context.newPage();
  const seen = await watchFrames(page, ['Coupon code']);
  // What the HTML alone paints, the app held back: the loading shape, no coupon box.
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto('/price_are5_pro_noma_yearly?o=101');
  await page.screenshot({ path: testInfo.outputPath('organisation-first-paint.png') });
  await expect(page.getByLabel('Coupon code')).toHaveCount(0);
  await page.unroute('**/assets/*.js');
  await page.goto('/price_are5_pro_noma_yearly?o=101');
  await expect(page.getByRole('heading', { name: /^Your order/ })).toBeVisible({ timeout: 30_000 });
  await page.screenshot({ path: testInfo.outputPath('organisation-page-zero.png') });
  expect(await seen()).toEqual([]);
  await context.close();
});

test('ALREADY-SUB-1, ALREADY-SUB-2, SCOPE-14: a member the session finds on arrival, holding the plan, is told so and never reaches page 1', async ({ browser }) => {
  const context = await browser.newContext();
  const first = await context.newPage();
  await openPlanSignedIn(first, 'price_are5_expert_monthly', MEMBER.email);
  const page = await context.newPage();
  const seen = await watchFrames(page, ['Step 2: Payment Method']);
  await page.goto(`/${PLAN}`);
  await expect(page.getByText(/You are already subscribed to the ARE 5.0 Pro/)).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('button', { name: 'Proceed to Checkout' })).toHaveCount(0);
  expect(await seen()).toEqual([]);
  await context.close();
});
