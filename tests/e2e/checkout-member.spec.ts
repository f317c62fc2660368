// Members with a subscription, in real Chromium against the sandbox: switching ARE 5.0 Pro to
// Expert with the saved card (proration, the carried-over coupon and a refused weaker one), and a
// member who already holds the plan in the cart.
import { expect, test } from './support/test.ts';
import { MEMBER, resetSandbox } from './support/sandbox.ts';
import { acceptRenewalTerms, applyCoupon, closeThankYou, openPlanSignedIn, records, summaryRow } from './checkout-steps.ts';

test.beforeEach(async ({ request }) => {
  await resetSandbox(request);
});

test('ROLE-5, ROLE-8, PAGELOAD-7, COUPON-UI-3, COUPON-UI-5, COUPON-5, PAGE1-1, PAGE1-3, PAGE1-4, CONFIRM-9, CONFIRM-10: member@example.com switches to ARE 5.0 Expert with the saved Visa, LOYAL20 carried over, SPRING15 refused', async ({ page, request }) => {
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(String(error)));
  const prorations: string[] = [];
  page.on('request', (req) => {
    // (ky streams request bodies, so Playwright cannot read them: the payload is unit-tested in tests/unit/app/wiring-mapping.test.ts.)
    if (req.method() === 'POST' && new URL(req.url()).pathname === '/v1/are/checkout/reprice') prorations.push(req.url());
  });

  await openPlanSignedIn(page, 'price_are5_expert_monthly', MEMBER.email);

  // PAGE1-1..4: page 1 with the saved Visa.
  await expect(page.getByRole('heading', { name: 'Step 2: Payment Method' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('Ending in')).toBeVisible();
  await expect(page.getByText('4242', { exact: false }).first()).toBeVisible();
  await expect(page.getByText('Expires')).toBeVisible();

  // PAGELOAD-7: the cart is prorated against the member's ARE 5.0 Pro subscription.
  await expect.poll(() => prorations.length).toBeGreaterThan(0);
  // The credit of the unused Pro period is shown, and LOYAL20 (20 % of $349.00) applies.
  await expect(summaryRow(page, 'Credit from your current subscription')).toHaveText(/^-\$\d+\.\d\d$/);
  await expect(summaryRow(page, 'Discount')).toHaveText('-$69.80');

  // COUPON-UI-3: the carried-over coupon and its note; COUPON-5: a weaker coupon is refused.
  await expect(page.getByText('LOYAL20')).toBeVisible();
  await expect(page.getByText('Applied to the existing subscription on your account')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Remove coupon' })).toHaveCount(0);
  await applyCoupon(page, 'SPRING15');
  await expect(
    page.getByText('The coupon you are trying to apply has a lower discount than the existing coupon on your account.'),
  ).toBeVisible();
  await expect(summaryRow(page, 'Discount')).toHaveText('-$69.80');
  const shownTotal = (await summaryRow(page, 'Total').innerText()).trim();
  const shownCredit = (await summaryRow(page, 'Credit from your current subscription').innerText()).trim();
  test.info().annotations.push({ type: 'proration shown', description: `credit ${shownCredit}, discount -$69.80, total ${shownTotal}` });

  // CONFIRM-9, CONFIRM-10: Confirm Payment switches the plan; the completion follows.
  await acceptRenewalTerms(page);
  await page.getByRole('button', { name: 'Confirm Payment' }).click();
  await closeThankYou(page);

  const state = await records(request);
  const subscription = state.subscriptions.find((s) => s.id === 'sub_member_pro');
  expect(subscription).toMatchObject({ price_id: 'price_are5_expert_monthly', status: 'active', coupon: 'LOYAL20' });
  const charges = state.payment_intents.filter((pi) => pi.member_email === MEMBER.email);
  expect(charges).toHaveLength(1);
  // What the member was shown is what the sandbox charged.
  const charged = charges[0]?.amount ?? -1;
  expect(`$${(charged / 100).toFixed(2)}`).toBe(shownTotal);
  expect(state.subscriptions.filter((s) => s.member_email === MEMBER.email)).toHaveLength(1);
  expect(pageErrors).toEqual([]);
});

test('ALREADY-SUB-1, ALREADY-SUB-2, ROLE-9: cse.member@example.com on CSE Pro monthly is told the plan is already held and gets no checkout button', async ({ page }) => {
  await openPlanSignedIn(page, 'price_cse_pro_monthly', 'cse.member@example.com');
  // {plan} is the held subscription's name (docs/decisions/0008).
  await expect(
    page.getByText(
      'You are already subscribed to the CSE Pro 1-Month Subscription. Please return to the pricing page and select a different plan.',
    ),
  ).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('button', { name: 'Proceed to Checkout' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Step 2: Payment Method' })).toHaveCount(0);
});
