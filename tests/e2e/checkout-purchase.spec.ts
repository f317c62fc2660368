// Buying a plan end to end in real Chromium against the sandbox: a new visitor with a coupon and a
// California address, and a declined card followed by a good one. Real clicks; what is asserted is
// what a person reads on screen and what the sandbox charged.
import { expect, test } from './support/test.ts';
import { resetSandbox } from './support/sandbox.ts';
import {
  acceptRenewalTerms,
  applyCoupon,
  closeThankYou,
  CALIFORNIA,
  CARDS,
  createAccount,
  fillAddress,
  fillCard,
  newEmail,
  openPlan,
  openPlanSignedIn,
  records,
  summaryRow,
} from './checkout-steps.ts';

test.beforeEach(async ({ request }) => {
  await resetSandbox(request);
});

test('SCOPE-4, SCOPE-5, SCOPE-6, SIGNUP-7, COUPON-6, REPRICE-1, PAY-7, PAY-11, DIALOG-COMPLETE-7: a new visitor buys ARE 5.0 Pro monthly with WELCOME10 and a California address and is charged $192.08', async ({ page, request }) => {
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(String(error)));
  const email = newEmail('new.visitor');

  // PAGELOAD-3: the sign-in popup opens on arrival; a new visitor has no account and closes it.
  const popup = await openPlan(page, 'price_are5_pro_monthly');
  await popup.close();
  await expect(page.getByText('Your order (1 item)')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'ARE 5.0 Pro', exact: true })).toBeVisible();

  // COUPON-6, SUMMARY-14: WELCOME10 takes 10 % off $199.00.
  await applyCoupon(page, 'welcome10');
  await expect(summaryRow(page, 'Discount')).toHaveText('-$19.90');

  // SIGNUP-1..7, SIGNUP-FORM-7: 'Create an account', then billing (page 2).
  await createAccount(page, email);
  await expect(page.getByRole('heading', { name: 'Step 2: Secure Checkout' })).toBeVisible({ timeout: 20_000 });

  // REPRICE-1, CONST-22: a complete California address brings the tax (7.25 % of $179.10).
  await fillCard(page, CARDS.visa);
  await fillAddress(page, CALIFORNIA);
  await expect(summaryRow(page, 'Tax')).toHaveText('$12.98');
  await expect(summaryRow(page, 'Discount')).toHaveText('-$19.90');
  await expect(summaryRow(page, 'Total')).toHaveText('$192.08');

  await acceptRenewalTerms(page);
  await page.getByRole('button', { name: 'Pay $192.08' }).click();

  // PAY-11, DIALOG-COMPLETE-7: an ARE purchase shows the thank-you dialog, then the completion modal.
  await closeThankYou(page);
  await expect(page.getByText('A receipt will be emailed to you shortly!')).toBeVisible();

  // The sandbox charged exactly 19208 cents, once, for one active subscription.
  const state = await records(request);
  const intents = state.payment_intents.filter((pi) => pi.member_email === email);
  expect(intents.map((pi) => [pi.amount, pi.status])).toEqual([[19208, 'succeeded']]);
  const subscriptions = state.subscriptions.filter((s) => s.member_email === email);
  expect(subscriptions.map((s) => [s.price_id, s.status, s.coupon])).toEqual([['price_are5_pro_monthly', 'active', 'WELCOME10']]);
  expect(pageErrors).toEqual([]);
});

test("PAY-4, PAY-6, ERR-CHECKOUT-4: a declined card shows 'Your card was declined.' with the form still filled, then 4242 4242 4242 4242 succeeds", async ({ page, request }) => {
  const email = 'nocard@example.com';
  await openPlanSignedIn(page, 'price_are5_pro_monthly', email);

  // PAGE1-11, PAGE1-12: no saved card; add one (the pay flow: no method, no subscription).
  await expect(page.getByRole('heading', { name: 'Step 2: Payment Method' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('No credit card found.')).toBeVisible();
  await page.getByRole('button', { name: 'Add Payment Method' }).click();
  await expect(page.getByRole('heading', { name: 'Step 2: Secure Checkout' })).toBeVisible();

  await fillCard(page, CARDS.declined);
  await fillAddress(page, CALIFORNIA);
  await expect(summaryRow(page, 'Total')).toHaveText('$213.43');
  await acceptRenewalTerms(page);
  await page.getByRole('button', { name: 'Pay $213.43' }).click();

  // PAY-4: the provider's message in the red alert above the form; the typed values stay.
  await expect(page.getByRole('alert').filter({ hasText: 'Your card was declined.' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByLabel('Card number')).toHaveValue(CARDS.declined);
  await expect(page.getByLabel('Address line 1')).toHaveValue(CALIFORNIA.line1);
  await expect(page.getByLabel('ZIP code')).toHaveValue(CALIFORNIA.zip);

  await page.getByLabel('Card number').fill(CARDS.visa);
  await page.getByRole('button', { name: 'Pay $213.43' }).click();
  await closeThankYou(page);

  // One subscription for the cart, paid once: the retry reused the decline's key and intent.
  const state = await records(request);
  const subscriptions = state.subscriptions.filter((s) => s.member_email === email);
  expect(subscriptions.map((s) => [s.price_id, s.status])).toEqual([['price_are5_pro_monthly', 'active']]);
  const intents = state.payment_intents.filter((pi) => pi.member_email === email);
  expect(intents).toHaveLength(1);
  expect(intents[0]).toMatchObject({ amount: 21343, status: 'succeeded' });
});
