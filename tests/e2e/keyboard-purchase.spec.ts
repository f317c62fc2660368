// Issue 8 accessibility, the keyboard: a new visitor buys a plan with the keyboard alone (Tab,
// Shift+Tab, Enter, Space and typing; no click anywhere in that test), focus stays inside an open
// dialog and comes back to the button that opened it, and errors are tied to their field or
// announced (aria-invalid + aria-describedby, or an alert / live region).
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { resetSandbox } from './support/sandbox.ts';
import { CARDS, CALIFORNIA, PASSWORD, newEmail, openPlan, records } from './checkout-steps.ts';

test.beforeEach(async ({ request }) => {
  await resetSandbox(request);
});

const isFocused = (target: Locator): Promise<boolean> => target.evaluate((element) => element === document.activeElement);

/** What has focus now, described for failure messages. */
const focusedElement = (page: Page): Promise<string> =>
  page.evaluate(() => {
    const element = document.activeElement;
    if (!element) return 'nothing';
    const name = element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 40) ?? '';
    return `<${element.tagName.toLowerCase()}${element.id ? ` id=${element.id}` : ''}> ${name}`;
  });

/** Presses Tab (or Shift+Tab) until `target` has focus, as a keyboard user moving through the page. */
async function tabTo(page: Page, target: Locator, { backwards = false, limit = 60 } = {}): Promise<void> {
  await expect(target).toBeVisible();
  for (let presses = 0; presses <= limit; presses++) {
    if (await isFocused(target)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`${backwards ? 'Shift+Tab' : 'Tab'} never reached ${target.toString()}; focus is on ${await focusedElement(page)}`);
}

/** Tabs to a field and types into it (the field is empty). */
async function typeInto(page: Page, field: Locator, text: string): Promise<void> {
  await tabTo(page, field);
  await page.keyboard.type(text);
}

/** True when focus is on an element inside `container`. */
const focusInside = (container: Locator): Promise<boolean> => container.evaluate((element) => element.contains(document.activeElement));

/** PAGELOAD-3: the arrival sign-in popup is closed (a window closed, not a click in the page). */
async function arriveSignedOut(page: Page, priceId: string): Promise<void> {
  const popup = await openPlan(page, priceId);
  await popup.close();
  await page.bringToFront();
  await expect(page.getByText('Your order (1 item)')).toBeVisible();
}

test('issue 8 accessibility, SIGNUP-1, SIGNUP-7, PAY-7, PAY-11, VALID-CHECKOUT-8, DIALOG-COMPLETE-7: a new visitor buys ARE 5.0 Pro monthly with the keyboard alone', async ({ page, request }) => {
  test.setTimeout(90_000);
  const email = newEmail('keyboard');
  await arriveSignedOut(page, 'price_are5_pro_monthly');

  // Page 0: Tab to 'Create an account' and press Enter; the sign-up dialog opens on First name.
  await tabTo(page, page.getByRole('button', { name: 'Create an account' }));
  await page.keyboard.press('Enter');
  const signUp = page.getByRole('dialog', { name: 'Step 1: Create Account' });
  await expect(signUp).toBeVisible();
  const firstName = signUp.getByLabel('First name', { exact: true });
  await expect(firstName).toBeFocused();
  await page.keyboard.type('Kay');
  await typeInto(page, signUp.getByLabel('Last name', { exact: true }), 'Board');
  await typeInto(page, signUp.getByLabel('Email', { exact: true }), email);
  await typeInto(page, signUp.getByLabel('Confirm email', { exact: true }), email);
  await typeInto(page, signUp.getByLabel('Password', { exact: true }), PASSWORD);
  await typeInto(page, signUp.getByLabel('Confirm password', { exact: true }), PASSWORD);
  const proceed = signUp.getByRole('button', { name: 'Proceed to billing' });
  await tabTo(page, proceed);
  await expect(proceed).not.toHaveAttribute('aria-disabled', 'true');
  await page.keyboard.press('Enter');
  await expect(signUp).toBeHidden({ timeout: 20_000 });

  // Page 2: the card, the address, the renewal consent and Pay, each reached with Tab.
  await expect(page.getByRole('heading', { name: 'Step 2: Secure Checkout' })).toBeVisible({ timeout: 20_000 });
  await typeInto(page, page.getByLabel('Card number'), CARDS.visa.replaceAll(' ', ''));
  await typeInto(page, page.getByLabel('Expiration date'), '1234');
  await typeInto(page, page.getByLabel('Security code'), '123');
  const country = page.getByLabel('Country or region');
  await tabTo(page, country);
  // A closed native select takes type-ahead: typing the name picks the country.
  if ((await country.inputValue()) !== 'US') await page.keyboard.type('United States');
  await expect(country).toHaveValue('US');
  await typeInto(page, page.getByLabel('Address line 1'), CALIFORNIA.line1);
  await typeInto(page, page.getByLabel('City', { exact: true }), CALIFORNIA.city);
  await typeInto(page, page.getByLabel('State', { exact: true }), CALIFORNIA.state);
  await typeInto(page, page.getByLabel('ZIP code'), CALIFORNIA.zip);
  const consent = page.getByRole('checkbox', { name: /I understand my subscription renews automatically/ });
  await tabTo(page, consent);
  await page.keyboard.press('Space');
  await expect(consent).toBeChecked();

  // The total with California's tax (7.25 % of $199.00), then Pay with Enter.
  const pay = page.getByRole('button', { name: 'Pay $213.43' });
  await expect(pay).toBeEnabled({ timeout: 10_000 });
  await tabTo(page, pay);
  await page.keyboard.press('Enter');

  // PAY-11: the thank-you dialog takes focus; Enter on its Close button shows the completion.
  const thanks = page.getByRole('dialog', { name: 'Thank you for your purchase!' });
  await expect(thanks).toBeVisible({ timeout: 20_000 });
  expect(await focusInside(thanks)).toBe(true);
  await tabTo(page, thanks.getByRole('button', { name: 'Close' }).first(), { limit: 10 });
  await page.keyboard.press('Enter');
  const complete = page.getByRole('dialog', { name: 'Checkout complete' });
  await expect(complete).toBeVisible();
  await expect(complete.getByText('A receipt will be emailed to you shortly!')).toBeVisible();

  const state = await records(request);
  const intents = state.payment_intents.filter((intent) => intent.member_email === email);
  expect(intents.map((intent) => [intent.amount, intent.status])).toEqual([[21343, 'succeeded']]);
});

test('issue 8 accessibility, SIGNUP-1: focus is trapped in the open sign-up dialog, and Escape or Close returns it to the button that opened it', async ({ page }) => {
  await arriveSignedOut(page, 'price_are5_pro_monthly');
  const opener = page.getByRole('button', { name: 'Create an account' });
  await tabTo(page, opener);
  await page.keyboard.press('Enter');
  const signUp = page.getByRole('dialog', { name: 'Step 1: Create Account' });
  await expect(signUp).toBeVisible();
  await expect(signUp.getByLabel('First name', { exact: true })).toBeFocused();

  // Tab well past the number of controls in the dialog: focus never leaves it, and it cycles.
  const seen = new Set<string>();
  for (let presses = 0; presses < 30; presses++) {
    await page.keyboard.press('Tab');
    expect(await focusInside(signUp), `Tab ${presses + 1} left the dialog for ${await focusedElement(page)}`).toBe(true);
    seen.add(await focusedElement(page));
  }
  expect(seen.size).toBeGreaterThan(5);
  for (let presses = 0; presses < 30; presses++) {
    await page.keyboard.press('Shift+Tab');
    expect(await focusInside(signUp), `Shift+Tab ${presses + 1} left the dialog for ${await focusedElement(page)}`).toBe(true);
  }

  // The dialog's Close button, pressed with Enter: the dialog closes and focus is back on 'Create an account'.
  await tabTo(page, signUp.getByRole('button', { name: 'Close' }), { backwards: true, limit: 20 });
  await page.keyboard.press('Enter');
  await expect(signUp).toBeHidden();
  await expect(opener).toBeFocused();

  // The same with Escape.
  await page.keyboard.press('Enter');
  await expect(signUp).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(signUp).toBeHidden();
  await expect(opener).toBeFocused();
});

/** The element(s) an input's aria-describedby points at, as text. */
const describedBy = (input: Locator): Promise<string> =>
  input.evaluate((element) =>
    (element.getAttribute('aria-describedby') ?? '')
      .split(/\s+/)
      .filter((id) => id !== '')
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' '),
  );

test('issue 8 accessibility, VALID-SIGNUP-1, VALID-SIGNUP-3, VALID-SIGNUP-5, VALID-GENERIC-2: a sign-up field error marks its input invalid and is read with it', async ({ page }) => {
  await arriveSignedOut(page, 'price_are5_pro_monthly');
  await tabTo(page, page.getByRole('button', { name: 'Create an account' }));
  await page.keyboard.press('Enter');
  const signUp = page.getByRole('dialog', { name: 'Step 1: Create Account' });
  const firstName = signUp.getByLabel('First name', { exact: true });
  const email = signUp.getByLabel('Email', { exact: true });
  await expect(firstName).toBeFocused();
  await expect(firstName).not.toHaveAttribute('aria-invalid', 'true');

  // Leaving First name empty: invalid, described by 'First name required', inside a live region.
  await page.keyboard.press('Tab');
  await expect(firstName).toHaveAttribute('aria-invalid', 'true');
  await expect.poll(() => describedBy(firstName)).toContain('First name required');
  const live = signUp.locator('[aria-live]').filter({ hasText: 'First name required' });
  await expect(live).toHaveCount(1);

  // A bad email, once left.
  await typeInto(page, email, 'kay@');
  await page.keyboard.press('Tab');
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect.poll(() => describedBy(email)).toContain('Must be a valid email address.');

  // Corrected, the input is valid again and no longer described by a message.
  await tabTo(page, email, { backwards: true, limit: 5 });
  // Shift+Tab selects the field's text: move to its end before typing on.
  await page.keyboard.press('End');
  await page.keyboard.type('example.com');
  await page.keyboard.press('Tab');
  await expect(email).not.toHaveAttribute('aria-invalid', 'true');
  await expect.poll(() => describedBy(email)).not.toContain('Must be a valid email address.');
});

test("issue 8 accessibility, COUPON-4: 'Invalid coupon.' marks the coupon input invalid and is announced", async ({ page }) => {
  await arriveSignedOut(page, 'price_are5_pro_monthly');
  const coupon = page.getByLabel('Coupon code');
  await typeInto(page, coupon, 'NOTACOUPON');
  await page.keyboard.press('Enter');
  const message = page.getByText('Invalid coupon.');
  await expect(message).toBeVisible();
  await expect(coupon).toHaveAttribute('aria-invalid', 'true');
  await expect.poll(() => describedBy(coupon)).toContain('Invalid coupon.');
  // role=alert: read out when it appears, wherever focus is.
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid coupon.' })).toBeVisible();
});

test("issue 8 accessibility, PAY-4, ERR-CHECKOUT-4: a declined card's message is an alert that a screen reader announces", async ({ page }) => {
  test.setTimeout(90_000);
  const email = newEmail('keyboard.decline');
  await arriveSignedOut(page, 'price_are5_pro_monthly');
  await tabTo(page, page.getByRole('button', { name: 'Create an account' }));
  await page.keyboard.press('Enter');
  const signUp = page.getByRole('dialog', { name: 'Step 1: Create Account' });
  await expect(signUp.getByLabel('First name', { exact: true })).toBeFocused();
  await page.keyboard.type('Dee');
  await typeInto(page, signUp.getByLabel('Last name', { exact: true }), 'Clined');
  await typeInto(page, signUp.getByLabel('Email', { exact: true }), email);
  await typeInto(page, signUp.getByLabel('Confirm email', { exact: true }), email);
  await typeInto(page, signUp.getByLabel('Password', { exact: true }), PASSWORD);
  await typeInto(page, signUp.getByLabel('Confirm password', { exact: true }), PASSWORD);
  await page.keyboard.press('Enter');
  await expect(signUp).toBeHidden({ timeout: 20_000 });

  await expect(page.getByRole('heading', { name: 'Step 2: Secure Checkout' })).toBeVisible({ timeout: 20_000 });
  await typeInto(page, page.getByLabel('Card number'), CARDS.declined.replaceAll(' ', ''));
  await typeInto(page, page.getByLabel('Expiration date'), '1234');
  await typeInto(page, page.getByLabel('Security code'), '123');
  await typeInto(page, page.getByLabel('Address line 1'), CALIFORNIA.line1);
  await typeInto(page, page.getByLabel('City', { exact: true }), CALIFORNIA.city);
  await typeInto(page, page.getByLabel('State', { exact: true }), CALIFORNIA.state);
  await typeInto(page, page.getByLabel('ZIP code'), CALIFORNIA.zip);
  const consent = page.getByRole('checkbox', { name: /I understand my subscription renews automatically/ });
  await tabTo(page, consent);
  await page.keyboard.press('Space');
  const pay = page.getByRole('button', { name: 'Pay $213.43' });
  await expect(pay).toBeEnabled({ timeout: 10_000 });
  await tabTo(page, pay);
  await page.keyboard.press('Enter');

  const alert = page.getByRole('alert').filter({ hasText: 'Your card was declined.' });
  await expect(alert).toBeVisible({ timeout: 20_000 });
  // The form keeps what was typed, and the keyboard user can correct it straight away.
  await expect(page.getByLabel('Card number')).toHaveValue(CARDS.declined);
});
