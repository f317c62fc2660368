// A double click never buys twice (docs/decisions/0007): Confirm Payment on page 1 with a saved
// card, and Pay on page 2 with a typed card, each create exactly one subscription and one
// idempotency key, read back from the sandbox's records.
import { expect, test } from './support/test.ts';
import { resetSandbox } from './support/sandbox.ts';
import {
  acceptRenewalTerms,
  CALIFORNIA,
  CARDS,
  closeThankYou,
  fillAddress,
  fillCard,
  openPlanSignedIn,
  records,
  summaryRow,
  type SandboxRecords,
} from './checkout-steps.ts';

test.beforeEach(async ({ request }) => {
  await resetSandbox(request);
});

/** The member's subscriptions for a price, and the idempotency keys that created them. */
function purchasesOf(state: SandboxRecords, email: string, priceId: string) {
  const subscriptions = state.subscriptions.filter((s) => s.member_email === email && s.price_id === priceId);
  const ids = new Set(subscriptions.map((s) => s.id));
  return {
    subscriptions,
    keys: state.idempotency_keys.filter((k) => k.subscription_id !== null && ids.has(k.subscription_id)),
    charges: state.payment_intents.filter((pi) => pi.member_email === email && pi.subscription_id !== null && ids.has(pi.subscription_id)),
  };
}

test('CONFIRM-1, CONFIRM-4, CONFIRM-5, CONFIRM-12: a double click on Confirm Payment with the saved card creates exactly one subscription', async ({ page, request }) => {
  const email = 'cse.member@example.com';
  // CONFIRM-1: an ARE plan for a member without an ARE 5.0 subscription is a new purchase.
  await openPlanSignedIn(page, 'price_are5_pro_monthly', email);
  await expect(page.getByRole('heading', { name: 'Step 2: Payment Method' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('Ending in')).toBeVisible();
  await acceptRenewalTerms(page);
  await page.getByRole('button', { name: 'Confirm Payment' }).dblclick();
  await closeThankYou(page);

  const { subscriptions, keys, charges } = purchasesOf(await records(request), email, 'price_are5_pro_monthly');
  expect(subscriptions.map((s) => s.status)).toEqual(['active']);
  expect(keys).toHaveLength(1);
  expect(charges.map((pi) => pi.status)).toEqual(['succeeded']);
});

test('PAY-1, PAY-2, CONFIRM-12: a double click on Pay creates exactly one subscription and one charge', async ({ page, request }) => {
  const email = 'nocard@example.com';
  await openPlanSignedIn(page, 'price_are5_pro_monthly', email);
  await page.getByRole('button', { name: 'Add Payment Method' }).click({ timeout: 20_000 });
  await fillCard(page, CARDS.visa);
  await fillAddress(page, CALIFORNIA);
  await expect(summaryRow(page, 'Total')).toHaveText('$213.43');
  await acceptRenewalTerms(page);
  await page.getByRole('button', { name: 'Pay $213.43' }).dblclick();
  await closeThankYou(page);

  const { subscriptions, keys, charges } = purchasesOf(await records(request), email, 'price_are5_pro_monthly');
  expect(subscriptions.map((s) => s.status)).toEqual(['active']);
  expect(keys).toHaveLength(1);
  expect(charges.map((pi) => [pi.amount, pi.status])).toEqual([[21343, 'succeeded']]);
});
