// Signing in and out in real Chromium against the sandbox: the 'Welcome Back!' dialog (a wrong
// password, then the right one), the identity popup through 'Proceed to Checkout' to the saved card,
// LOG OUT forgetting the member, and no password or token left in web storage. Real clicks only;
// storage and cookies are read, never written.
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { MEMBER, appUrl, resetSandbox } from './support/sandbox.ts';
import { openPlan, signInInPopup } from './checkout-steps.ts';

// member@example.com already holds ARE 5.0 Pro monthly; Expert monthly is a plan they can buy.
const PLAN = 'price_are5_expert_monthly';
const JWT = /eyJ[\w-]+\.eyJ[\w-]+\.[\w-]+/;
/** What the page may show of the seeded member (sandbox/catalogue.json). */
const MEMBER_DATA = ['Ending in', '4242', 'Maya', MEMBER.email] as const;

test.beforeEach(async ({ request }) => {
  await resetSandbox(request);
});

/** Types into a field, then leaves it with Tab. */
async function typeAndLeave(field: Locator, value: string): Promise<void> {
  await field.click();
  await field.fill(value);
  await field.press('Tab');
}

/** PAGELOAD-3: opens the plan and closes the sign-in popup offered on arrival. */
async function arriveAndClosePopup(page: Page): Promise<void> {
  const arrival = await openPlan(page, PLAN);
  await arrival.close();
}

/** Page 1 with the member's saved Visa (PAGE1-3). */
async function expectSavedVisa(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Step 2: Payment Method' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('Ending in')).toBeVisible();
  await expect(page.getByText('4242', { exact: false }).first()).toBeVisible();
}

/** Every key=value of localStorage and sessionStorage (read only). */
async function webStorage(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const all = (storage: Storage) =>
      Array.from({ length: storage.length }, (_, i) => storage.key(i) ?? '').map((key) => `${key}=${storage.getItem(key) ?? ''}`);
    return [...all(window.localStorage), ...all(window.sessionStorage)];
  });
}

/**
 * Collects every token the issuer hands out (POST /oauth/token answers, from the page or the SDK's
 * worker), so storage can be searched for them, refresh tokens included.
 */
function collectIssuedTokens(page: Page): string[] {
  const tokens: string[] = [];
  page.on('response', (response) => {
    if (response.request().method() !== 'POST' || new URL(response.url()).pathname !== '/oauth/token' || !response.ok()) return;
    void response
      .json()
      .then((body: Record<string, unknown>) => {
        for (const key of ['access_token', 'id_token', 'refresh_token']) {
          const value = body[key];
          if (typeof value === 'string' && value !== '') tokens.push(value);
        }
      })
      .catch(() => undefined);
  });
  return tokens;
}

/** STATE-LOGIN-5, CONST-52: no password, bks_token value, issued token or JWT is kept in web storage. */
async function expectNoSecretsInStorage(page: Page, password: string, issued: readonly string[]): Promise<void> {
  const token = (await page.context().cookies(appUrl)).find((cookie) => cookie.name === 'bks_token')?.value ?? '';
  expect(token).not.toBe('');
  // The identity client did get its tokens (so the search below is not empty-handed).
  await expect.poll(() => issued.length).toBeGreaterThan(0);
  const stored = await webStorage(page);
  for (const entry of stored) {
    expect(entry).not.toContain(password);
    expect(entry).not.toContain(token);
    for (const secret of issued) expect(entry).not.toContain(secret);
    expect(entry).not.toMatch(JWT);
  }
}

/** 'Create an account', an email with a platform account, and 'Sign in instead' → 'Welcome Back!'. */
async function openSignInFromSignUp(page: Page, email: string): Promise<Locator> {
  await page.getByRole('button', { name: 'Create an account' }).click();
  const signUp = page.getByRole('dialog', { name: 'Step 1: Create Account' });
  await expect(signUp).toBeVisible();
  await typeAndLeave(signUp.getByLabel('Email', { exact: true }), email);
  await typeAndLeave(signUp.getByLabel('Confirm email', { exact: true }), email);
  // VALID-SIGNUP-7: the platform account is found; the dialog offers to sign in instead.
  await expect(signUp.getByText('Email already exists', { exact: true })).toBeVisible({ timeout: 15_000 });
  await signUp.getByRole('button', { name: 'Sign in instead' }).click();
  const signIn = page.getByRole('dialog', { name: 'Welcome Back!' });
  await expect(signIn).toBeVisible();
  return signIn;
}

test('VALID-SIGNUP-7, SIGNIN-1, SIGNIN-2, SIGNIN-5..7, ERR-AUTH-1, STATE-LOGIN-5, CONST-52: a wrong password in "Welcome Back!" is refused with "Email or password is incorrect."; the right one opens page 1 and leaves no secret in web storage', async ({ page }) => {
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(String(error)));
  const issued = collectIssuedTokens(page);
  await arriveAndClosePopup(page);
  const signIn = await openSignInFromSignUp(page, MEMBER.email);

  // The email follows from the sign-up form.
  await expect(signIn.getByLabel('Email', { exact: true })).toHaveValue(MEMBER.email);
  const password = signIn.getByLabel('Password', { exact: true });
  await password.click();
  await password.fill('Wrong#Password1');
  await signIn.getByRole('button', { name: 'Continue' }).click();
  // ERR-AUTH-1: the dialog words the refusal and stays open.
  await expect(signIn.getByText('Email or password is incorrect.')).toBeVisible({ timeout: 15_000 });
  await expect(signIn).toBeVisible();
  await expect(page.getByRole('button', { name: 'LOG OUT' })).toHaveCount(0);
  // STATE-LOGIN-9: a failed login leaves no bks_token.
  expect((await page.context().cookies(appUrl)).find((cookie) => cookie.name === 'bks_token')).toBeUndefined();

  // The right password: the dialog closes and page 1 shows the saved card (SIGNIN-6, -7, PAGE1-3).
  let popups = 0;
  page.on('popup', () => popups++);
  await password.click();
  await password.fill(MEMBER.password);
  await signIn.getByRole('button', { name: 'Continue' }).click();
  await expect(signIn).toBeHidden({ timeout: 20_000 });
  await expectSavedVisa(page);
  await expect(page.getByRole('button', { name: 'LOG OUT' })).toBeVisible();
  expect(popups).toBe(0);

  await expectNoSecretsInStorage(page, MEMBER.password, issued);
  expect(pageErrors).toEqual([]);
});

test('ROLE-2, PAGE0-4, PAGE1-3, STATE-LOGIN-5, CONST-52: member@example.com signs in through the popup from "Proceed to Checkout" (no payment page before); page 1 shows the saved Visa ending in 4242, and web storage holds no secret', async ({ page }) => {
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(String(error)));
  const issued = collectIssuedTokens(page);
  await arriveAndClosePopup(page);

  // The SDK notices the closed arrival popup on its next poll; until then Proceed cannot open another.
  let popup: Page | undefined;
  await expect(async () => {
    const opened = page.waitForEvent('popup', { timeout: 2000 });
    await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
    popup = await opened;
  }).toPass({ timeout: 15_000 });
  if (!popup) throw new Error('Proceed to Checkout opened no popup');
  // ROLE-2: signed out, Proceed leads to the sign-in popup, not to a payment page.
  await expect(page.getByRole('heading', { name: 'How checkout works' })).toBeVisible();
  await expect(page.getByRole('heading', { name: /^Step 2/ })).toHaveCount(0);
  await signInInPopup(popup, MEMBER.email, MEMBER.password);

  await expectSavedVisa(page);
  await expect(page.getByRole('button', { name: 'LOG OUT' })).toBeVisible();
  await expectNoSecretsInStorage(page, MEMBER.password, issued);
  expect(pageErrors).toEqual([]);
});

test('TOPBAR-4, CONST-52: LOG OUT signs out and the member data is gone from the page, from a reload and from web storage', async ({ page }) => {
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(String(error)));
  const arrival = await openPlan(page, PLAN);
  await signInInPopup(arrival, MEMBER.email, MEMBER.password);
  await expectSavedVisa(page);

  // LOG OUT goes through the issuer's sign-out and comes back to the same plan, which (signed out
  // again) offers the arrival popup; it must ask for a password, the issuer's session having ended.
  const nextArrival = page.waitForEvent('popup', { timeout: 20_000 });
  await page.getByRole('button', { name: 'LOG OUT' }).click();
  await page.waitForURL(`${appUrl}/${PLAN}`);
  const popup = await nextArrival;
  await expect(popup.getByLabel('Password')).toBeVisible();
  await popup.close();

  const expectNoMemberData = async () => {
    await expect(page.getByRole('button', { name: 'Proceed to Checkout' })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('button', { name: 'LOG OUT' })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Step 2: Payment Method' })).toHaveCount(0);
    const text = await page.locator('body').innerText();
    for (const shown of MEMBER_DATA) expect(text).not.toContain(shown);
    for (const entry of await webStorage(page)) {
      expect(entry).not.toContain(MEMBER.email);
      expect(entry).not.toMatch(JWT);
    }
    expect((await page.context().cookies(appUrl)).find((cookie) => cookie.name === 'bks_token')).toBeUndefined();
  };
  await expectNoMemberData();

  // A reload finds nothing to restore: the SDK's cache was in memory and the issuer session is over.
  const reloadArrival = page.waitForEvent('popup', { timeout: 20_000 });
  await page.reload();
  await (await reloadArrival).close();
  await expectNoMemberData();
  expect(pageErrors).toEqual([]);
});
