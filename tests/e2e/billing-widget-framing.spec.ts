// The framing policy in real Chromium (docs/decisions/0012): the learning site may frame the billing
// widget and sign in through the popup inside the frame; another site may not frame it, and nobody
// may frame the checkout.
import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { signInInPopup } from './checkout-steps.ts';
import { chromiumPath } from './support/chromium.ts';
import { appUrl, MEMBER, resetSandbox, sandboxPort, sandboxUrl } from './support/sandbox.ts';

// The host page is answered by the test itself (page.route), which Chromium's local-network checks
// treat as a public page framing a local one and block before any policy applies; a real learning
// site framing the real app is not affected. The other flags are the configuration's.
test.use({
  launchOptions: {
    executablePath: chromiumPath(),
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-features=LocalNetworkAccessChecks'],
  },
});

test.beforeEach(async ({ request }) => {
  await resetSandbox(request);
});

/** A host page at `hostOrigin` (served by the test itself) that frames `path` of the app, 320 px wide. */
async function openInFrame(page: Page, hostOrigin: string, path: string): Promise<void> {
  const host = `${hostOrigin}/__frame-host`;
  await page.route(host, (route) =>
  route.fulfill({
    contentType: 'text/html',
    body: `<!doctype html><title>Host</title><h1>Account settings</h1><iframe title="Billing" src="${appUrl}${path}" style="width:320px;height:640px;border:1px solid #ccc"></iframe>`,
  }),
  );
  await page.goto(host);
}

const refusedFrame = (page: Page) => page.frames().some((frame) => frame.url().startsWith('chrome-error://'));

test('decision 0012, PAGE1-10: the learning site frames the widget at 320 px, and sign-in through the popup works inside the frame', async ({ page }) => {
  // The sandbox origin is the learning site's origin in sandbox mode (config.urls.learn).
  await openInFrame(page, sandboxUrl, '/updateBilling');
  const frame = page.frameLocator('iframe[title="Billing"]');
  const reEnter = frame.getByRole('button', { name: 'For security reasons, please click here to re-enter your credentials' });
  await expect(reEnter).toBeVisible({ timeout: 20_000 });
  const popup = page.waitForEvent('popup');
  await reEnter.click();
  await signInInPopup(await popup, MEMBER.email);
  await expect(frame.getByText('Ending in 4242')).toBeVisible({ timeout: 20_000 });
  expect(refusedFrame(page)).toBe(false);
});

test('decision 0012: another site may not frame the widget, and nobody may frame the checkout', async ({ page }) => {
  // 127.0.0.1 is another site than localhost: not the learning site.
  await openInFrame(page, `http://127.0.0.1:${sandboxPort}`, '/updateBilling');
  await expect.poll(() => refusedFrame(page), { timeout: 10_000 }).toBe(true);
  await expect(page.frameLocator('iframe').getByRole('button')).toHaveCount(0);

  await openInFrame(page, sandboxUrl, '/price_are5_pro_monthly');
  await expect.poll(() => refusedFrame(page), { timeout: 10_000 }).toBe(true);
  await expect(page.frameLocator('iframe').getByRole('button', { name: 'Proceed to Checkout' })).toHaveCount(0);
});
