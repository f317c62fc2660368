// Sign-up in real Chromium against the sandbox: a new visitor creates an account in the dialog and
// lands on billing signed in, with no second prompt; a sister-network email is recognised and taken
// to 'Hey, we know you!'. Real clicks and typing only; the page is read as a person reads it.
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { appUrl, resetSandbox } from './support/sandbox.ts';
import { PASSWORD, createAccount, newEmail, openPlan, records } from './checkout-steps.ts';

test.beforeEach(async ({ request }) => {
  await resetSandbox(request);
});

/** PAGELOAD-3: opens the plan, closes the sign-in popup offered on arrival, and counts later popups. */
async function arriveAndClosePopup(page: Page, priceId: string): Promise<{ laterPopups: () => number }> {
  const arrival = await openPlan(page, priceId);
  await arrival.close();
  let popups = 0;
  page.on('popup', () => popups++);
  return { laterPopups: () => popups };
}

/** Types into a field, then leaves it with Tab, as a person moving to the next field. */
async function typeAndLeave(field: Locator, value: string): Promise<void> {
  await field.click();
  await field.fill(value);
  await field.press('Tab');
}

test('PAGELOAD-3, SIGNUP-1, SIGNUP-5, SIGNUP-7, SIGNUP-FORM-1, SIGNUP-FORM-2, SIGNUP-FORM-6..8, VALID-SIGNUP-1, VALID-SIGNUP-3, VALID-SIGNUP-5, STATE-ACCOUNT-3, TOPBAR-4: a new visitor creates an account and lands on billing, signed in, without a second prompt', async ({ page, request }) => {
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(String(error)));
  const { laterPopups } = await arriveAndClosePopup(page, 'price_are5_pro_monthly');
  await expect(page.getByRole('button', { name: 'LOG OUT' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Create an account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Step 1: Create Account' });
  await expect(dialog).toBeVisible();
  const firstName = dialog.getByLabel('First name', { exact: true });
  const lastName = dialog.getByLabel('Last name', { exact: true });
  const email = dialog.getByLabel('Email', { exact: true });
  const confirmEmail = dialog.getByLabel('Confirm email', { exact: true });
  const password = dialog.getByLabel('Password', { exact: true });
  const confirmPassword = dialog.getByLabel('Confirm password', { exact: true });
  const submit = dialog.getByRole('button', { name: 'Proceed to billing' });

  // SIGNUP-FORM-2: nothing is shown for a field the visitor has not left yet.
  await expect(dialog.getByTestId('field-error')).toHaveCount(0);
  // SIGNUP-FORM-1: the button is disabled until the whole form validates.
  await expect(submit).toHaveAttribute('aria-disabled', 'true');

  // Leaving First name empty shows its error; Last name, untouched, still shows none.
  await firstName.click();
  await firstName.press('Tab');
  await expect(dialog.getByText('First name required')).toBeVisible();
  await expect(dialog.getByText('Last name required')).toHaveCount(0);

  // A half-typed email shows no error while the visitor is still in the field…
  await email.click();
  await email.fill('nia@');
  await expect(dialog.getByText('Must be a valid email address.')).toHaveCount(0);
  // …and shows it once they leave.
  await email.press('Tab');
  await expect(dialog.getByText('Must be a valid email address.')).toBeVisible();
  // Untouched password fields show nothing yet.
  await expect(dialog.getByText('Password is required')).toHaveCount(0);

  // A confirm email that differs, once left.
  const address = newEmail('nia');
  await typeAndLeave(email, address);
  await expect(dialog.getByText('Must be a valid email address.')).toHaveCount(0);
  await typeAndLeave(confirmEmail, `x${address}`);
  await expect(dialog.getByText('Emails do not match')).toBeVisible();

  // Corrected, every field filled: the errors go and the button is enabled.
  await typeAndLeave(firstName, 'Nia');
  await expect(dialog.getByText('First name required')).toHaveCount(0);
  await typeAndLeave(lastName, 'Newcomer');
  await typeAndLeave(confirmEmail, address);
  await expect(dialog.getByText('Emails do not match')).toHaveCount(0);
  await typeAndLeave(password, PASSWORD);
  await typeAndLeave(confirmPassword, PASSWORD);
  await expect(dialog.getByTestId('field-error')).toHaveCount(0);
  await expect(submit).not.toHaveAttribute('aria-disabled', 'true');

  // SIGNUP-FORM-6..8: Proceed to billing creates the account, closes the dialog and shows billing.
  await submit.click();
  await expect(dialog).toBeHidden({ timeout: 20_000 });
  await expect(page.getByRole('heading', { name: 'Step 2: Secure Checkout' })).toBeVisible({ timeout: 20_000 });
  expect(page.url()).toBe(`${appUrl}/price_are5_pro_monthly`);

  // Signed in (TOPBAR-4) with no second prompt: no popup opened after the arrival one.
  await expect(page.getByRole('button', { name: 'LOG OUT' })).toBeVisible();
  expect(laterPopups()).toBe(0);

  // STATE-ACCOUNT-3: the token is in bks_token; the account exists in the sandbox.
  const cookie = (await page.context().cookies(appUrl)).find((c) => c.name === 'bks_token');
  expect(cookie?.value ?? '').not.toBe('');
  const state = await records(request);
  expect(state.accounts.map((account) => account.email)).toContain(address);
  expect(pageErrors).toEqual([]);
});

test('VALID-SIGNUP-6, VALID-SIGNUP-8, KNOWN-1..5, KNOWN-8, API-27, API-13: sister@example.com is recognised from Atlas Network, taken to "Hey, we know you!" with the email read-only, signs in with its Atlas Network password and lands on billing with the names saved', async ({ page, request }) => {
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(String(error)));
  await arriveAndClosePopup(page, 'price_are5_pro_monthly');
  await page.getByRole('button', { name: 'Create an account' }).click();
  const signUp = page.getByRole('dialog', { name: 'Step 1: Create Account' });
  await expect(signUp).toBeVisible();

  await typeAndLeave(signUp.getByLabel('First name', { exact: true }), 'Sam');
  await typeAndLeave(signUp.getByLabel('Last name', { exact: true }), 'Sister');
  await typeAndLeave(signUp.getByLabel('Email', { exact: true }), 'sister@example.com');
  await typeAndLeave(signUp.getByLabel('Confirm email', { exact: true }), 'sister@example.com');

  // VALID-SIGNUP-8: the server's email check answers under the email field.
  await expect(signUp.getByText('Email already exists on Atlas Network')).toBeVisible({ timeout: 15_000 });
  await signUp.getByRole('button', { name: 'Continue with my Atlas Network account' }).click();

  // KNOWN-1..5, KNOWN-8.
  const known = page.getByRole('dialog', { name: 'Hey, we know you!' });
  await expect(known).toBeVisible();
  await expect(known.getByText(/recognised your email from your Atlas Network account/)).toBeVisible();
  const knownEmail = known.getByLabel('Email', { exact: true });
  await expect(knownEmail).toHaveValue('sister@example.com');
  await expect(knownEmail).not.toBeEditable();
  await expect(known.getByLabel('Password', { exact: true })).toBeEditable();
  await expect(known.getByLabel('First name', { exact: true })).toHaveValue('Sam');
  await expect(known.getByLabel('Last name', { exact: true })).toHaveValue('Sister');
  // A new page never inherits a password typed elsewhere.
  await expect(known.getByLabel('Password', { exact: true })).toHaveValue('');
  await expect(known.getByRole('button', { name: 'Continue to billing' })).toBeVisible();

  // The visitor cannot change the email by typing into it.
  await knownEmail.click();
  await page.keyboard.type('zzz');
  await expect(knownEmail).toHaveValue('sister@example.com');

  // KNOWN-8: the Atlas Network password and the names as the visitor wants them on the platform.
  await typeAndLeave(known.getByLabel('Password', { exact: true }), PASSWORD);
  await typeAndLeave(known.getByLabel('First name', { exact: true }), 'Sasha');
  await typeAndLeave(known.getByLabel('Last name', { exact: true }), 'Sisterson');
  await known.getByRole('button', { name: 'Continue to billing' }).click();

  // Signed in (log_in), names saved (PATCH), then billing, page 2, without a second prompt.
  await expect(page.getByRole('heading', { name: 'Step 2: Secure Checkout' })).toBeVisible({ timeout: 20_000 });
  await expect(known).toBeHidden();
  await expect(page.getByRole('button', { name: 'LOG OUT' })).toBeVisible();
  const state = await records(request);
  const account = state.accounts.find((candidate) => candidate.email === 'sister@example.com');
  expect(account).toMatchObject({ first_name: 'Sasha', last_name: 'Sisterson', on_platform: true });
  expect(state.accounts.filter((candidate) => candidate.email === 'sister@example.com')).toHaveLength(1);
  expect(pageErrors).toEqual([]);
});

/** The dialog box and its header as Chromium lays them out: width, header height and the height cap. */
async function dialogSizes(dialog: Locator): Promise<{ width: number; headerHeight: number; maxHeight: string }> {
  return dialog.evaluate((element) => {
    // The header is the box around the dialog's title.
    const header = element.querySelector('h2')?.parentElement ?? null;
    return {
      width: element.getBoundingClientRect().width,
      headerHeight: header === null ? -1 : header.getBoundingClientRect().height,
      maxHeight: getComputedStyle(element).maxHeight,
    };
  });
}

test('CONST-39, CONST-41, CONST-42, CONST-43: on a wide screen the sign-up dialogs are 870 px wide with an 80 px header, capped at 720 px high (individual) and 700 px (firm admin)', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await arriveAndClosePopup(page, 'price_are5_pro_monthly');
  await page.getByRole('button', { name: 'Create an account' }).click();
  const individual = page.getByRole('dialog', { name: 'Step 1: Create Account' });
  await expect(individual).toBeVisible();
  // Polled: the dialog scales in, and its box is its final size once the motion has ended.
  await expect.poll(() => dialogSizes(individual)).toEqual({ width: 870, headerHeight: 80, maxHeight: '720px' });

  await arriveAndClosePopup(page, 'price_firm_essentials_yearly');
  await page.getByRole('button', { name: 'Create an account' }).click();
  const admin = page.getByRole('dialog', { name: 'Step 1: Create your account' });
  await expect(admin).toBeVisible();
  await expect.poll(() => dialogSizes(admin)).toEqual({ width: 870, headerHeight: 80, maxHeight: '700px' });
});

test('CONST-40: on a phone and on a medium screen the sign-up dialog takes the full width', async ({ page }) => {
  for (const width of [375, 900]) {
    await page.setViewportSize({ width, height: 800 });
    await arriveAndClosePopup(page, 'price_are5_pro_monthly');
    await page.getByRole('button', { name: 'Create an account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Step 1: Create Account' });
    await expect(dialog).toBeVisible();
    await expect.poll(async () => (await dialogSizes(dialog)).width).toBe(width);
  }
});

for (const { width, label } of [
  { width: 375, label: "on a phone the billing step's title is brought to the top of the screen" },
  { width: 1280, label: 'on a wide screen the page is back at its top, the billing step beside the order' },
]) {
  test(`SIGNUP-FORM-9: after the account is created, ${label}`, async ({ page }) => {
    await page.setViewportSize({ width, height: 740 });
    await arriveAndClosePopup(page, 'price_are5_pro_monthly');
    // The visitor has scrolled down to the button (a phone) or past it.
    await page.getByRole('button', { name: 'Create an account' }).scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 400);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(width === 375 ? 100 : 0);
    await createAccount(page, newEmail('scroll'));
    const title = page.getByRole('heading', { name: 'Step 2: Secure Checkout' });
    await expect(title).toBeVisible({ timeout: 20_000 });
    if (width === 1280) {
      await expect.poll(() => page.evaluate(() => window.scrollY), { timeout: 5_000 }).toBe(0);
      await expect(title).toBeInViewport();
    } else {
      await expect.poll(async () => (await title.boundingBox())?.y ?? Infinity, { timeout: 5_000 }).toBeLessThan(150);
      expect((await title.boundingBox())?.y).toBeGreaterThanOrEqual(0);
    }
  });
}
