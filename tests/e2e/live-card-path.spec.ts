// The live build's card path in a browser (ADR 0024): the app built in live mode, with the sandbox as
// its API host and identity provider (the real Auth0 SDK signs in against the sandbox issuer), and
// js.stripe.com answered by page.route with a stand-in (support/stripe-js-stand-in.ts). Checks that
// Stripe's payment and address elements mount with the spec's options and that payment
// confirmation is asked with the return URL /return-page. Every other address outside this machine
// is refused, and the test fails if anything asked for one. Back then Forward (issue 16) gives the
// address element what was typed before as its default values.
import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { acceptRenewalTerms, signInInPopup, summaryRow } from './checkout-steps.ts';
import { liveAppUrl, resetSandbox } from './support/sandbox.ts';
import { STRIPE_JS_STAND_IN, type StandInRecord } from './support/stripe-js-stand-in.ts';

test.beforeEach(async ({ request }) => {
  await resetSandbox(request);
});

/** Refuses every address outside this machine and answers js.stripe.com with the stand-in; records both, and page errors. */
async function standInStripe(page: Page, context: BrowserContext) {
  const outside: string[] = [];
  const stripeRequests: string[] = [];
  // First the refusal of everything not on this machine, then (matched first) js.stripe.com's stand-in.
  await context.route(
    (url) => url.hostname !== 'localhost' && url.hostname !== '127.0.0.1',
    (route) => {
      outside.push(route.request().url());
      return route.abort('blockedbyclient');
    },
  );
  await page.route('https://js.stripe.com/**', (route) => {
    stripeRequests.push(route.request().url());
    return route.fulfill({ status: 200, contentType: 'text/javascript', body: STRIPE_JS_STAND_IN });
  });
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(String(error)));
  return { outside, stripeRequests, pageErrors };
}

/** PAGELOAD-3: the sign-in popup opens on arrival; the sandbox issuer's page signs the member in; then page 2. */
async function reachPageTwo(page: Page): Promise<void> {
  const popup = page.waitForEvent('popup', { timeout: 20_000 });
  await page.goto(`${liveAppUrl}/price_are5_pro_monthly`);
  await signInInPopup(await popup, 'nocard@example.com');
  await expect(page.getByRole('heading', { name: 'Step 2: Payment Method' })).toBeVisible({ timeout: 20_000 });
  await page.getByRole('button', { name: 'Add Payment Method' }).click();
  await expect(page.getByRole('heading', { name: 'Step 2: Secure Checkout' })).toBeVisible();
}

const standInRecord = (page: Page) => page.evaluate(() => (window as unknown as { __stripeStandIn: StandInRecord }).__stripeStandIn);

test("ROUTE-8, CONST-19, CONST-20, CONST-21, CONST-22, CONST-23, PAY-4: the live build mounts Stripe's payment and address elements and asks confirmation with return URL /return-page", async ({ page, context }) => {
  const { outside, stripeRequests, pageErrors } = await standInStripe(page, context);
  await reachPageTwo(page);

  // Stripe.js came from the stand-in (live mode loads it only now), and both elements mounted.
  const paymentElement = page.getByRole('group', { name: "Stand-in for Stripe's payment element" });
  const addressElement = page.getByRole('group', { name: "Stand-in for Stripe's address element" });
  await expect(paymentElement).toBeVisible({ timeout: 20_000 });
  await expect(addressElement).toBeVisible();
  expect(stripeRequests).toEqual(['https://js.stripe.com/endive/stripe.js']);

  // The elements report complete; the California address reprices the order (tax 7.25 %).
  await paymentElement.getByRole('button', { name: 'Use the stand-in test card' }).click();
  await addressElement.getByRole('button', { name: 'Use the stand-in test address' }).click();
  await expect(summaryRow(page, 'Total')).toHaveText('$213.43');
  await acceptRenewalTerms(page);
  await page.getByRole('button', { name: 'Pay $213.43' }).click();

  // PAY-4: the stand-in declines as Stripe words it, and the page shows the provider's message.
  await expect(page.getByRole('alert').filter({ hasText: 'Your card was declined.' })).toBeVisible({ timeout: 20_000 });

  const record = await standInRecord(page);
  expect(record.publishableKey).toBe('pk_test_e2e_stand_in');
  expect(record.mounted).toEqual(['payment', 'address']);
  // CONST-19..23: subscription mode, USD, automatic capture, card only, the amount following the repriced total.
  expect(record.elementsOptions[0]).toMatchObject({ mode: 'subscription', currency: 'usd', captureMethod: 'automatic', allowedPaymentMethodTypes: ['card'] });
  expect(record.elementsOptions.at(-1)).toMatchObject({ amount: 21343 });
  expect(record.submits).toBe(1);
  // ROUTE-8: confirmation of the new subscription's payment, returning to /return-page of this app.
  expect(record.confirmations).toEqual([
    { kind: 'payment', clientSecret: expect.stringMatching(/_secret_/), returnUrl: `${liveAppUrl}/return-page`, redirect: 'if_required', withElements: true },
  ]);

  expect(outside).toEqual([]);
  expect(pageErrors).toEqual([]);
});

test("CHECKOUT-FLOW-1, PAGE2-5, PAGE2-6: Back then Forward gives Stripe's address element the billing address, name and phone typed before", async ({ page, context }) => {
  const { outside, pageErrors } = await standInStripe(page, context);
  await reachPageTwo(page);
  const addressElement = page.getByRole('group', { name: "Stand-in for Stripe's address element" });
  await addressElement.getByRole('button', { name: 'Use the stand-in test address' }).click();
  await expect(summaryRow(page, 'Total')).toHaveText('$213.43');
  // The first mount started empty.
  await expect(addressElement.getByText(/^Starts from:/)).toHaveCount(0);

  await page.goBack();
  await expect(page.getByRole('heading', { name: 'Step 2: Payment Method' })).toBeVisible();
  await page.goForward();
  await expect(page.getByRole('heading', { name: 'Step 2: Secure Checkout' })).toBeVisible();
  await expect(addressElement.getByText('Starts from: Nia Newcomer, 1 Market St, San Francisco, CA, 94105, +14155550101')).toBeVisible({ timeout: 20_000 });

  const addresses = (await standInRecord(page)).created.filter((element) => element.type === 'address');
  expect(addresses).toHaveLength(2);
  expect(addresses[1]?.options).toEqual({
    mode: 'billing',
    fields: { phone: 'always' },
    defaultValues: {
      name: 'Nia Newcomer',
      phone: '+14155550101',
      address: { line1: '1 Market St', line2: null, city: 'San Francisco', state: 'CA', postal_code: '94105', country: 'US' },
    },
  });
  expect(outside).toEqual([]);
  expect(pageErrors).toEqual([]);
});
