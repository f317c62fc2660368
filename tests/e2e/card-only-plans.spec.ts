// An individual plan is paid by card only (ROLE-17, CONST-23): firm.admin@example.com, whose saved
// method is the firm's bank account, sees it on page 1 but cannot confirm with it, and pays the
// individual plan once a card is added. Real clicks; the sandbox's records say what was charged.
import { expect, test } from './support/test.ts';
import { resetSandbox } from './support/sandbox.ts';
import { acceptRenewalTerms, CALIFORNIA, fillAddress, fillCard, openPlanSignedIn, records } from './checkout-steps.ts';

const ADMIN = 'firm.admin@example.com';
const CARD_ONLY = 'This plan is paid by card only. Please add a card to continue.';

test.beforeEach(async ({ request }) => {
  await resetSandbox(request);
});

test('ROLE-17, CONST-23, PAGE1-5, PAGE1-6, SAVECARD-7: firm.admin cannot confirm the individual plan with the bank account, and pays it after adding a card', async ({ page, request }) => {
  await openPlanSignedIn(page, 'price_essentials_yearly', ADMIN);
  await expect(page.getByRole('heading', { name: 'Step 2: Payment Method' })).toBeVisible({ timeout: 20_000 });

  // The bank account is shown as what it is, with why it cannot pay this plan.
  const saved = page.getByRole('group', { name: 'Saved payment method' });
  await expect(saved).toContainText('STRIPE TEST BANK');
  await expect(saved).toContainText('6789');
  await expect(page.getByText(CARD_ONLY)).toBeVisible();
  await acceptRenewalTerms(page);
  const confirm = page.getByRole('button', { name: 'Confirm Payment' });
  await expect(confirm).toBeDisabled();
  // Even a forced press charges nothing.
  await confirm.click({ force: true });
  await page.waitForTimeout(1000);
  let state = await records(request);
  expect(state.payment_intents.filter((pi) => pi.member_email === ADMIN)).toEqual([]);
  expect(state.subscriptions.filter((s) => s.member_email === ADMIN && s.price_id === 'price_essentials_yearly')).toEqual([]);

  // 'Add a new payment method': a card, saved as the default, then page 1 confirms with it.
  await page.getByRole('button', { name: 'Add a new payment method' }).click();
  await expect(page.getByRole('heading', { name: 'Step 3: Update Billing Info' })).toBeVisible();
  await fillCard(page, '4242 4242 4242 4242');
  await fillAddress(page, CALIFORNIA);
  await page.getByRole('button', { name: 'Save payment method' }).click();
  await expect(page.getByRole('heading', { name: 'Step 2: Payment Method' })).toBeVisible({ timeout: 20_000 });
  await expect(saved).toContainText('Ending in 4242');
  await expect(page.getByText(CARD_ONLY)).toHaveCount(0);
  const consent = page.getByRole('checkbox', { name: /renews automatically/ });
  if (!(await consent.isChecked())) await acceptRenewalTerms(page);
  await expect(confirm).toBeEnabled();
  await confirm.click();
  // Not an ARE plan (DIALOG-COMPLETE-7): the completion modal comes at once.
  await expect(page.getByRole('dialog', { name: 'Checkout complete' })).toBeVisible({ timeout: 20_000 });

  state = await records(request);
  const paid = state.payment_intents.filter((pi) => pi.member_email === ADMIN);
  expect(paid).toHaveLength(1);
  expect(paid[0]?.status).toBe('succeeded');
  const bought = state.subscriptions.filter((s) => s.member_email === ADMIN && s.price_id === 'price_essentials_yearly');
  expect(bought.map((s) => s.status)).toEqual(['active']);
});
