// The built app's security headers in real Chromium (ADR 0014): every route is served with the
// policy, nothing the app does is blocked by it (routes, the sign-in popup, a card payment with an
// authentication step), and the watch itself catches a violation when one happens.
import { expect, test } from './support/test.ts';
import { CHECKOUT_FRAME_ANCESTORS } from '../../scripts/security/headers.ts';
import { watchCsp } from './support/csp-watch.ts';
import { resetSandbox, sandboxUrl } from './support/sandbox.ts';
import { acceptRenewalTerms, CALIFORNIA, closeThankYou, fillAddress, fillCard, openPlan, openPlanSignedIn, summaryRow } from './checkout-steps.ts';

const ROUTES = ['/', '/price_are5_pro_monthly', '/updateBilling', '/displayBillingInfo', '/return-page'] as const;

/** `directive sources…` of a policy, as a map. */
const directives = (policy: string): Map<string, string[]> =>
  new Map(policy.split(';').map((part) => part.trim().split(/\s+/)).filter((words) => words[0]).map(([name = '', ...sources]) => [name, sources]));

test.beforeEach(async ({ request }) => {
  await resetSandbox(request);
});

test('issue 8 security: every route is served with the policy, Referrer-Policy, nosniff and Permissions-Policy', async ({ request }) => {
  for (const route of ROUTES) {
    const res = await request.get(route, { maxRedirects: 0 });
    expect(res.status(), route).toBe(200);
    const headers = res.headers();
    const policy = directives(headers['content-security-policy'] ?? '');
    expect(policy.get('default-src'), route).toEqual(["'none'"]);
    expect(policy.get('object-src'), route).toEqual(["'none'"]);
    expect(policy.get('base-uri'), route).toEqual(["'none'"]);
    // Scripts: the app's own files (and inline ones by hash) only.
    const scripts = policy.get('script-src') ?? [];
    expect(scripts, route).toContain("'self'");
    expect(scripts.filter((s) => s !== "'self'" && !s.startsWith("'sha256-")), route).toEqual([]);
    // Sandbox mode: the sandbox is the API, the identity issuer and the card processor.
    expect(policy.get('connect-src'), route).toContain(sandboxUrl);
    expect(policy.get('frame-src'), route).toEqual([sandboxUrl]);
    const widget = route === '/updateBilling' || route === '/displayBillingInfo';
    // ADR 0012: the learning site (the sandbox's /learn in sandbox mode) may frame the widget.
    expect(policy.get('frame-ancestors'), route).toEqual(widget ? ["'self'", sandboxUrl] : [...CHECKOUT_FRAME_ANCESTORS]);
    expect(headers['referrer-policy'], route).toBe('strict-origin-when-cross-origin');
    expect(headers['x-content-type-options'], route).toBe('nosniff');
    expect(headers['permissions-policy'], route).toContain('camera=()');
  }
  // Assets carry nosniff too.
  const html = await (await request.get('/')).text();
  // The entry is named in index.html's start script (it loads after the first paint, ADR 0021).
  const script = /"(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
  expect(script).toBeDefined();
  expect((await request.get(script ?? '')).headers()['x-content-type-options']).toBe('nosniff');
});

test('issue 8 security: the violation watch sees a blocked inline script (so a clean run means something)', async ({ browser, request }) => {
  const context = await browser.newContext();
  const csp = await watchCsp(context, request);
  const page = await context.newPage();
  await page.goto('/return-page');
  await page.addScriptTag({ content: 'window.__injected = true;' }).catch(() => undefined);
  expect(await page.evaluate(() => (window as { __injected?: boolean }).__injected ?? false)).toBe(false);
  await expect.poll(async () => (await csp.all()).map((v) => v.source).sort()).toEqual(expect.arrayContaining(['event', 'report']));
  await context.close();
});

test('issue 8 security: no route, sign-in popup or card payment breaks the Content-Security-Policy', async ({ browser, request }) => {
  const context = await browser.newContext();
  const csp = await watchCsp(context, request);
  const page = await context.newPage();
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(String(error)));

  // '/' has no product: the checkout sends the visitor to the pricing page (a sandbox page).
  await page.goto('/');
  await page.waitForURL(`${sandboxUrl}/**`, { timeout: 20_000 });
  await csp.expectNone('/');

  for (const route of ['/updateBilling', '/displayBillingInfo', '/return-page']) {
    await page.goto(route);
    await page.waitForLoadState('networkidle');
    await csp.expectNone(route);
  }

  // /{price_id} for a visitor: the arrival popup, closed; the summary shows.
  const popup = await openPlan(page, 'price_are5_pro_monthly');
  await popup.close();
  await expect(page.getByRole('heading', { name: 'ARE 5.0 Pro', exact: true })).toBeVisible();
  await csp.expectNone('/price_are5_pro_monthly');

  // Sign in through the popup (the SDK's popup, its token worker and silent frame), then pay with a
  // card that asks for an authentication step (the sandbox's frame) and complete it.
  await openPlanSignedIn(page, 'price_are5_pro_monthly', 'nocard@example.com');
  await expect(page.getByRole('heading', { name: 'Step 2: Payment Method' })).toBeVisible({ timeout: 20_000 });
  await csp.expectNone('sign-in popup');

  await page.getByRole('button', { name: 'Add Payment Method' }).click();
  await fillCard(page, '4000 0025 0000 3155');
  await fillAddress(page, CALIFORNIA);
  await expect(summaryRow(page, 'Total')).toHaveText('$213.43');
  await acceptRenewalTerms(page);
  await page.getByRole('button', { name: 'Pay $213.43' }).click();
  const challenge = page.frameLocator('iframe[title="Authenticate your payment"]');
  await challenge.getByRole('button', { name: 'Complete' }).click({ timeout: 20_000 });
  await closeThankYou(page);
  await csp.expectNone('card payment with an authentication step');

  expect(pageErrors).toEqual([]);
  await context.close();
});
