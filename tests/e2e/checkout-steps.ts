// What a person does on the checkout, as steps the checkout specs share: open a plan, deal with the
// sign-in popup that opens on arrival (PAGELOAD-3), sign in or create an account, apply a coupon,
// fill the card provider's fields, and read the sandbox's records afterwards.
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { sandboxState, sandboxUrl } from './support/sandbox.ts';

export const PASSWORD = 'Checkout#2026';

export const CARDS = {
  visa: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
} as const;

export interface TypedAddress {
  line1: string;
  city: string;
  state: string;
  zip: string;
}

/** San Francisco: the sandbox's CA tax rate, 7.25 %. */
export const CALIFORNIA: TypedAddress = { line1: '1 Market St', city: 'San Francisco', state: 'CA', zip: '94105' };

/** The records the specs read (GET /__sandbox/state). */
export interface SandboxRecords {
  accounts: { id: string; email: string }[];
  subscriptions: { id: string; member_email: string; price_id: string; name: string; status: string; coupon: string | null; amount_due: number }[];
  payment_intents: { id: string; member_email: string; subscription_id: string | null; amount: number; status: string; last_error_code: string | null }[];
  idempotency_keys: { key: string; subscription_id: string | null }[];
  tracking: { kind: string; member_email: string | null; body: unknown }[];
}

export const records = (request: APIRequestContext) => sandboxState<SandboxRecords>(request);

/** A fresh address per test, so reruns against the same sandbox never collide. */
export const newEmail = (label: string): string => `${label}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;

/**
 * Opens /{priceId} and waits for the sign-in popup the checkout opens for a signed-out visitor
 * (PAGELOAD-3). Chromium under Playwright allows popups without a click, as a browser whose user
 * allowed popups for the site would.
 */
export async function openPlan(page: Page, priceId: string): Promise<Page> {
  const popup = page.waitForEvent('popup', { timeout: 20_000 });
  await page.goto(`/${priceId}`);
  return popup;
}

/** Signs in on the sandbox issuer's page in the popup (real clicks), and waits for it to close. */
export async function signInInPopup(popup: Page, email: string, password: string = PASSWORD): Promise<void> {
  await popup.getByLabel('Email').fill(email);
  await popup.getByLabel('Password').fill(password);
  const closed = popup.waitForEvent('close');
  await popup.getByRole('button', { name: 'Log in' }).click();
  await closed;
}

/** Opens the plan and signs in through the arrival popup; resolves once page 1 shows. */
export async function openPlanSignedIn(page: Page, priceId: string, email: string): Promise<void> {
  const popup = await openPlan(page, priceId);
  await signInInPopup(popup, email);
}

/** PAGE0-2: types a code in 'Coupon code' and presses Apply. */
export async function applyCoupon(page: Page, code: string): Promise<void> {
  await page.getByLabel('Coupon code').fill(code);
  await page.getByRole('button', { name: 'Apply', exact: true }).click();
}

/** Fills 'Step 1: Create Account' for Nia Newcomer and sends it ('Proceed to billing'). */
export async function fillSignUp(dialog: Locator, email: string): Promise<void> {
  await dialog.getByLabel('First name', { exact: true }).fill('Nia');
  await dialog.getByLabel('Last name', { exact: true }).fill('Newcomer');
  await dialog.getByLabel('Email', { exact: true }).fill(email);
  await dialog.getByLabel('Confirm email', { exact: true }).fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await dialog.getByLabel('Confirm password', { exact: true }).fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Proceed to billing' }).click();
}

/** Fills 'Step 1: Create your account' for Fay Founder of `firm` and sends it (ADMIN-1..5). */
export async function fillFirmAdminSignUp(dialog: Locator, email: string, firm: string): Promise<void> {
  await dialog.getByLabel('First name', { exact: true }).fill('Fay');
  await dialog.getByLabel('Last name', { exact: true }).fill('Founder');
  await dialog.getByLabel('Firm name', { exact: true }).fill(firm);
  await dialog.getByLabel('Work email', { exact: true }).fill(email);
  await dialog.getByLabel('Confirm work email', { exact: true }).fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await dialog.getByLabel('Confirm password', { exact: true }).fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Proceed to billing' }).click();
}

/** The sign-up dialog's individual form, 'Step 1: Create Account' (SIGNUP-1..7). */
export async function createAccount(page: Page, email: string): Promise<void> {
  await page.getByRole('button', { name: 'Create an account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Step 1: Create Account' });
  await expect(dialog).toBeVisible();
  await fillSignUp(dialog, email);
  await expect(dialog).toBeHidden({ timeout: 20_000 });
}

/** The card provider's card fields (the sandbox adapter uses Stripe's labels). */
export async function fillCard(page: Page, number: string): Promise<void> {
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiration date').fill('12 / 34');
  await page.getByLabel('Security code').fill('123');
}

/** The address fields, filled at once (a paste or an autofill). */
export async function fillAddress(page: Page, address: TypedAddress): Promise<void> {
  await page.getByLabel('Country or region').selectOption('US');
  await page.getByLabel('Address line 1').fill(address.line1);
  await page.getByLabel('City', { exact: true }).fill(address.city);
  await page.getByLabel('State', { exact: true }).fill(address.state);
  await page.getByLabel('ZIP code').fill(address.zip);
  await page.getByLabel('Phone number').fill('4155550101');
}

/** VALID-CHECKOUT-8/9: the renewal-consent checkbox beside the submit button. */
export async function acceptRenewalTerms(page: Page): Promise<void> {
  await page.getByText('I understand my subscription renews automatically', { exact: false }).click();
}

/** The order summary's Discount, Tax and Total rows, as shown. */
export function summaryRow(page: Page, label: 'Subtotal' | 'Discount' | 'Tax' | 'Total' | 'Credit from your current subscription') {
  const exact = new RegExp(`^${label}$`);
  return page.locator('dl > div').filter({ has: page.locator('dt', { hasText: exact }) }).locator('dd');
}

/** Signs a new visitor up through the sandbox API (the fallback when the dialog cannot be used). */
export async function signUpThroughApi(request: APIRequestContext, email: string): Promise<void> {
  const res = await request.post(`${sandboxUrl}/v1/are/member/profile`, {
    data: { email, password: PASSWORD, firstname: 'Nia', lastname: 'Newcomer', property_id: 1 },
  });
  expect(res.ok()).toBe(true);
}

/** PAY-11, DIALOG-COMPLETE-7: an ARE purchase shows the thank-you dialog first; closing it shows the completion modal. */
export async function closeThankYou(page: Page): Promise<void> {
  const thanks = page.getByRole('dialog', { name: 'Thank you for your purchase!' });
  await expect(thanks).toBeVisible({ timeout: 20_000 });
  await thanks.getByRole('button', { name: 'Close' }).first().click();
  await expect(page.getByRole('dialog', { name: 'Checkout complete' })).toBeVisible();
}

/** A visitor on Firm Essentials closes the arrival popup and fills 'Step 1: Create your account'. */
export async function signUpAsNewFirmAdmin(page: Page, email: string, firm: string): Promise<void> {
  // PAGELOAD-3: the arrival popup; a new admin has no account and closes it.
  const popup = await openPlan(page, 'price_firm_essentials_yearly');
  await popup.close();
  await expect(page.getByText('Your order (1 item)')).toBeVisible();

  // ADMIN-1/2/5: a group product's 'Create an account' opens the firm-admin form.
  await page.getByRole('button', { name: 'Create an account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Step 1: Create your account' });
  await expect(dialog).toBeVisible();
  await fillFirmAdminSignUp(dialog, email, firm);
  await expect(dialog).toBeHidden({ timeout: 20_000 });
}
