// Stripe's documented test cards and US bank accounts, tried in real Chromium as a person would
// (sandbox/catalogue.json, docs/sandbox.md 'Test cards and bank accounts'): each failing card and account shows
// the provider's message above the form and leaves no active subscription and no saved payment
// method; each success card pays with its brand. The details are in tests/sandbox/cards*.test.ts,
// tests/sandbox/bank-debits.test.ts and tests/unit/lib/cards.test.ts.
import type { APIRequestContext, Page, Response } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { resetSandbox, sandboxState } from './support/sandbox.ts';
import {
  acceptRenewalTerms,
  CALIFORNIA,
  closeThankYou,
  fillAddress,
  newEmail,
  openPlanSignedIn,
  signUpAsNewFirmAdmin,
  signUpThroughApi,
  summaryRow,
} from './checkout-steps.ts';

interface Records {
  subscriptions: { member_email: string; price_id: string; status: string }[];
  payment_intents: { member_email: string; status: string; last_error_code: string | null }[];
  payment_methods: { member_email: string; type: string; brand: string | null; last4: string | null; attached: boolean }[];
}

const records = (request: APIRequestContext) => sandboxState<Records>(request);

/** What a person sees after each failing card: the provider's message, as the catalogue words it. */
const FAILING_CARDS = [
  { number: '4000 0000 0000 0119', code: 'processing_error', declineCode: undefined, message: 'An error occurred while processing your card. Try again in a little bit.' },
  { number: '4000 0000 0000 9987', code: 'card_declined', declineCode: 'lost_card', message: 'Your card was declined.' },
  { number: '4000 0000 0000 9979', code: 'card_declined', declineCode: 'stolen_card', message: 'Your card was declined.' },
] as const;

/** The documented success cards, with the brand the form names as the number is typed. */
const VISA_DEBIT = { number: '4000 0566 5566 5556', brand: 'visa', shown: 'Visa' } as const;
const SUCCESS_CARDS = [
  { number: '5200 8282 8282 8210', brand: 'mastercard', shown: 'Mastercard' },
  { number: '2223 0031 2200 3222', brand: 'mastercard', shown: 'Mastercard' },
  { number: '5105 1051 0510 5100', brand: 'mastercard', shown: 'Mastercard' },
  { number: '3714 496353 98431', brand: 'amex', shown: 'American Express' },
  { number: '6011 0009 9013 9424', brand: 'discover', shown: 'Discover' },
] as const;

const FAILING_ACCOUNTS = [
  { account: '000111111116', code: 'no_account', message: "The customer's bank account could not be located." },
  { account: '000111111113', code: 'account_closed', message: "The customer's bank account has been closed." },
  { account: '000222222227', code: 'insufficient_funds', message: "The customer's account has insufficient funds to cover this payment." },
  { account: '000333333335', code: 'debit_not_authorized', message: 'The customer has notified their bank that this payment was unauthorized.' },
] as const;

test.beforeEach(async ({ request }) => {
  await resetSandbox(request);
});

/** Types the card fields; American Express takes a four-digit security code. */
async function typeCard(page: Page, number: string, expiry = '12 / 34'): Promise<void> {
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiration date').fill(expiry);
  await page.getByLabel('Security code').fill(number.startsWith('3') ? '1234' : '123');
}

/** Clicks Pay and returns the card provider's answer to the confirmation it made. */
async function payAndReadConfirmation(page: Page): Promise<{ error?: { code?: string; decline_code?: string } }> {
  const confirmation = page.waitForResponse((res: Response) => new URL(res.url()).pathname === '/__cards/confirm_payment');
  await page.getByRole('button', { name: /^Pay \$/ }).click();
  return (await (await confirmation).json()) as { error?: { code?: string; decline_code?: string } };
}

/** PAY-4: the provider's message in the red alert above the form. */
const alertWith = (page: Page, message: string) => page.getByRole('alert').filter({ hasText: message });

/** MM / YY of a month relative to this one (negative: in the past). */
function expiryMonthsFromNow(months: number): { text: string; year: number } {
  const at = new Date();
  at.setDate(1);
  at.setMonth(at.getMonth() + months);
  return { text: `${String(at.getMonth() + 1).padStart(2, '0')} / ${String(at.getFullYear() % 100).padStart(2, '0')}`, year: at.getFullYear() };
}

test('PAY-3, PAY-4, PAY-6, PAY-7, ERR-CHECKOUT-4, VALID-CHECKOUT-1: a past expiry and the failing test cards show the provider\'s words and leave no subscription and no card; the Visa debit card then pays', async ({ page, request }) => {
  const email = 'nocard@example.com';
  await openPlanSignedIn(page, 'price_are5_pro_monthly', email);
  await expect(page.getByRole('heading', { name: 'Step 2: Payment Method' })).toBeVisible({ timeout: 20_000 });
  await page.getByRole('button', { name: 'Add Payment Method' }).click();
  await expect(page.getByRole('heading', { name: 'Step 2: Secure Checkout' })).toBeVisible();
  await fillAddress(page, CALIFORNIA);
  // REPRICE-1: the California tax is in before the first Pay, so every attempt is for one cart.
  await expect(summaryRow(page, 'Total')).toHaveText('$213.43');
  await acceptRenewalTerms(page);
  const pay = page.getByRole('button', { name: 'Pay $213.43' });

  // VALID-CHECKOUT-1: an expiry in the past is refused in the form, as Elements words it.
  await typeCard(page, '4242 4242 4242 4242', '01 / 20');
  await page.getByLabel('Security code').focus();
  await expect(page.getByText('Your card’s expiration year is in the past.')).toBeVisible();
  await expect(pay).toBeDisabled();
  const lastMonth = expiryMonthsFromNow(-1);
  if (lastMonth.year === new Date().getFullYear()) {
    await page.getByLabel('Expiration date').fill(lastMonth.text);
    await expect(page.getByText('Your card’s expiration date is in the past.')).toBeVisible();
    await expect(pay).toBeDisabled();
  }

  // PAY-4, ERR-CHECKOUT-4: each failing card gives the provider's code and shows its message.
  for (const card of FAILING_CARDS) {
    await typeCard(page, card.number);
    await expect(pay).toBeEnabled();
    const answer = await payAndReadConfirmation(page);
    expect(answer.error?.code).toBe(card.code);
    expect(answer.error?.decline_code).toBe(card.declineCode);
    await expect(alertWith(page, card.message)).toBeVisible({ timeout: 20_000 });
    await expect(page.getByLabel('Card number')).toHaveValue(card.number);
  }

  // PAY-6: nothing was bought and no card was saved; every attempt retried the one intent.
  const failedState = await records(request);
  expect(failedState.subscriptions.filter((s) => s.member_email === email && s.status === 'active')).toEqual([]);
  expect(failedState.payment_methods.filter((pm) => pm.member_email === email)).toEqual([]);
  expect(failedState.payment_intents.filter((pi) => pi.member_email === email).map((pi) => [pi.status, pi.last_error_code])).toEqual([
    ['requires_payment_method', 'card_declined'],
  ]);

  // PAY-7, PAY-11: the Visa debit card then pays, named by its brand.
  await typeCard(page, VISA_DEBIT.number);
  await expect(page.getByText(VISA_DEBIT.shown, { exact: true })).toBeVisible();
  expect((await payAndReadConfirmation(page)).error).toBeUndefined();
  await closeThankYou(page);
  const paidState = await records(request);
  expect(paidState.subscriptions.filter((s) => s.member_email === email).map((s) => s.status)).toEqual(['active']);
  expect(paidState.payment_methods.filter((pm) => pm.member_email === email).map((pm) => [pm.type, pm.brand, pm.last4, pm.attached])).toEqual([
    ['card', VISA_DEBIT.brand, '5556', true],
  ]);
});

test('PAY-3, PAY-7, PAY-11, PAGE1-2: each other documented success card pays, named by its brand in the form and in the records', async ({ browser, request }) => {
  // Five whole purchases in one test: 60 s ran out on a loaded 2-core machine (load average 15).
  test.setTimeout(SUCCESS_CARDS.length * 30_000);
  for (const card of SUCCESS_CARDS) {
    await test.step(card.number, async () => {
      const email = newEmail(`card.${card.brand}`);
      await signUpThroughApi(request, email);
      const context = await browser.newContext();
      const page = await context.newPage();
      try {
        await openPlanSignedIn(page, 'price_are5_pro_monthly', email);
        await page.getByRole('button', { name: 'Add Payment Method' }).click();
        await typeCard(page, card.number);
        await expect(page.getByText(card.shown, { exact: true })).toBeVisible();
        await fillAddress(page, CALIFORNIA);
        await expect(summaryRow(page, 'Total')).toHaveText('$213.43');
        await acceptRenewalTerms(page);
        const answer = await payAndReadConfirmation(page);
        expect(answer.error).toBeUndefined();
        await closeThankYou(page);
      } finally {
        await context.close();
      }
      const state = await records(request);
      expect(state.subscriptions.filter((s) => s.member_email === email).map((s) => s.status)).toEqual(['active']);
      expect(state.payment_methods.filter((pm) => pm.member_email === email).map((pm) => [pm.type, pm.brand, pm.last4, pm.attached])).toEqual([
        ['card', card.brand, card.number.slice(-4), true],
      ]);
    });
  }
});

test('ROLE-16, CONST-24, PAY-4, PAY-6, ERR-CHECKOUT-4: a firm admin paying by bank sees each failing account\'s message after processing, then pays with 000123456789', async ({ page, request }) => {
  const email = newEmail('bank.firm.admin');
  await signUpAsNewFirmAdmin(page, email, `Bank Test Firm ${Date.now()}`);
  await expect(page.getByRole('heading', { name: 'Step 2: Secure Checkout' })).toBeVisible({ timeout: 20_000 });

  await page.getByRole('radio', { name: 'US bank account' }).check();
  await page.getByLabel('Routing number').fill('110000000');
  await fillAddress(page, CALIFORNIA);
  // REPRICE-1: 7.25 % California tax on $999.00, in before the first Pay (one cart, one key).
  await expect(summaryRow(page, 'Total')).toHaveText('$1,071.43');
  await acceptRenewalTerms(page);

  // ADR 0023: the bank answers 'processing'; the failure comes after the processing delay,
  // while the overlay shows, and is shown like a decline.
  for (const account of FAILING_ACCOUNTS) {
    await page.getByLabel('Account number').fill(account.account);
    const confirmation = page.waitForResponse((res: Response) => new URL(res.url()).pathname === '/__cards/confirm_payment');
    await page.getByRole('button', { name: /^Pay \$/ }).click();
    expect(await (await confirmation).json()).toMatchObject({ payment_intent: { status: 'processing' } });
    await expect(alertWith(page, account.message)).toBeVisible({ timeout: 20_000 });
    // PAY-6: every attempt retried the same subscription and intent (the cart's idempotency key).
    const state = await records(request);
    expect(state.payment_intents.filter((pi) => pi.member_email === email).map((pi) => pi.last_error_code)).toEqual([account.code]);
    expect(state.subscriptions.filter((s) => s.member_email === email && s.status === 'active')).toEqual([]);
    expect(state.payment_methods.filter((pm) => pm.member_email === email)).toEqual([]);
  }

  await page.getByLabel('Account number').fill('000123456789');
  await page.getByRole('button', { name: /^Pay \$/ }).click();
  const complete = page.getByRole('dialog', { name: 'Checkout complete' });
  await expect(complete).toBeVisible({ timeout: 20_000 });

  const state = await records(request);
  expect(state.subscriptions.filter((s) => s.member_email === email).map((s) => [s.price_id, s.status])).toEqual([['price_firm_essentials_yearly', 'active']]);
  expect(state.payment_methods.filter((pm) => pm.member_email === email).map((pm) => [pm.type, pm.last4, pm.attached])).toEqual([['us_bank_account', '6789', true]]);
});
