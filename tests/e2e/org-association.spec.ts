// Organisation (association) checkout in real Chromium against the sandbox: the NOMA email gate,
// the waitlist of a full organisation and the redirect of a price the organisation does not allow
// (docs/decisions/0010: discount check before sign-in, then sign-in, NOMA dialog, seat count).
import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { MEMBER, resetSandbox, sandboxState, sandboxUrl } from './support/sandbox.ts';
import { signInInPopup } from './checkout-steps.ts';

const NOMA_PRICE = 'price_are5_pro_noma_yearly';
const NOMA_MEMBER = 'noma.member@noma.org';

interface WaitlistRecords {
  waitlists: { org_id: number; queue: number; members: { member_email: string; position: number }[] }[];
}

test.beforeEach(async ({ request }) => {
  await resetSandbox(request);
});

/** Opens the NOMA product in organisation checkout `o` and signs in through the arrival popup. */
async function openOrganisationCheckout(page: Page, orgId: number, email: string): Promise<void> {
  const popup = page.waitForEvent('popup', { timeout: 20_000 });
  await page.goto(`/${NOMA_PRICE}?o=${orgId}`);
  await signInInPopup(await popup, email);
}

/** The toast whose title is `title` (TOPBAR-8's toast area). */
const toast = (page: Page, title: string) => page.locator('[data-scope="toast"][data-part="root"]').filter({ hasText: title });

test("NOMA-1, NOMA-2, NOMA-3, NOMA-FLOW-1, NOMA-FLOW-3, ERR-NOMA-2, ROLE-14, ROUTE-12, ROUTE-13: member@example.com is asked for a NOMA email and 'member@example.com' is refused", async ({ page }) => {
  await openOrganisationCheckout(page, 101, MEMBER.email);

  // ROUTE-12/13: organisation checkout; the id is kept in session storage under 'o'.
  expect(await page.evaluate(() => window.sessionStorage.getItem('o'))).toBe('101');

  // NOMA-1..3: the dialog asks for the association email.
  const dialog = page.getByRole('dialog', { name: 'This product is exclusive to NOMA members' });
  await expect(dialog).toBeVisible({ timeout: 20_000 });
  const email = dialog.getByLabel('NOMA member email');
  await email.fill('');
  await email.pressSequentially(MEMBER.email);
  await dialog.getByRole('button', { name: 'Verify' }).click();

  // ERR-NOMA-2, NOMA-FLOW-3 (docs/decisions/0010): the message under the field, the dialog stays.
  await expect(dialog.getByText('Not a valid NOMA Email!')).toBeVisible();
  await expect(email).toHaveValue(MEMBER.email);
  // ROLE-14: nothing was stored, and page 1 is not reached.
  expect(await page.evaluate(() => window.localStorage.getItem('nomaEmail'))).toBeNull();
  await expect(page.getByRole('heading', { name: 'Step 2: Payment Method' })).toHaveCount(0);
});

test("NOMA-FLOW-1, NOMA-FLOW-2, ERR-NOMA-3, STORAGE-3, CART-2: noma.member@noma.org verifies its email and the NOMA checkout goes on to page 1", async ({ page }) => {
  await openOrganisationCheckout(page, 101, NOMA_MEMBER);

  const dialog = page.getByRole('dialog', { name: 'This product is exclusive to NOMA members' });
  await expect(dialog).toBeVisible({ timeout: 20_000 });
  const email = dialog.getByLabel('NOMA member email');
  await email.fill(NOMA_MEMBER);
  await dialog.getByRole('button', { name: 'Verify' }).click();

  // ERR-NOMA-3: 'Validated NOMA Email'; NOMA-FLOW-2/3: stored, and the dialog closes.
  await expect(page.getByText('Validated NOMA Email')).toBeVisible();
  await expect(dialog).toBeHidden();
  expect(await page.evaluate(() => window.localStorage.getItem('nomaEmail'))).toBe(NOMA_MEMBER);

  // Seats are available in organisation 101: page 1 of the NOMA product.
  await expect(page.getByRole('heading', { name: 'Step 2: Payment Method' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('ARE 5.0 Pro for NOMA members').first()).toBeVisible();
  // CART-2: organisation checkout has no coupon entry.
  await expect(page.getByLabel('Coupon code')).toHaveCount(0);
});

test("WAITLIST-1, WAITLIST-2, WAITLIST-3, WAITLIST-4, WAITLIST-5, STATE-WAITLIST-1, STATE-WAITLIST-2, STATE-WAITLIST-3, API-34: a full organisation shows the waitlist and joining gives queue position 5", async ({ page, request }) => {
  await openOrganisationCheckout(page, 102, NOMA_MEMBER);

  // The association email first (docs/decisions/0010, gate 3).
  const dialog = page.getByRole('dialog', { name: 'This product is exclusive to NOMA members' });
  await expect(dialog).toBeVisible({ timeout: 20_000 });
  await dialog.getByLabel('NOMA member email').fill(NOMA_MEMBER);
  await dialog.getByRole('button', { name: 'Verify' }).click();
  await expect(dialog).toBeHidden();

  // WAITLIST-1..4: 10 of 10 seats taken.
  await expect(page.getByRole('heading', { name: 'Join the Waitlist' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('Your organization has reached its member limit', { exact: false })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Step 2: Payment Method' })).toHaveCount(0);
  // WAITLIST-5: no place in the queue yet, so no position.
  await expect(page.getByText('Queue Position')).toHaveCount(0);

  await page.getByRole('button', { name: 'Join the waitlist' }).click();

  // STATE-WAITLIST-1..3: the persistent toast with the position (the seeded queue is 4).
  const joined = toast(page, 'You joined the wait list!');
  await expect(joined).toBeVisible();
  await expect(joined).toContainText('Your position in queue: 5');
  await expect(joined.getByRole('button', { name: 'Dismiss' })).toBeVisible();
  // WAITLIST-5: the position on the screen; joining twice is not offered (docs/decisions/0010).
  const screen = page.getByRole('region', { name: 'Join the Waitlist' });
  await expect(screen.getByText('Queue Position')).toBeVisible();
  await expect(screen).toContainText(/Queue Position\s*5(?!\d)/);
  await expect(page.getByRole('button', { name: 'Join the waitlist' })).toBeDisabled();

  const state = await sandboxState<WaitlistRecords>(request);
  const waitlist = state.waitlists.find((w) => w.org_id === 102);
  expect(waitlist?.members).toEqual([{ member_email: NOMA_MEMBER, position: 5 }]);

  // Dismiss closes the persistent toast.
  await joined.getByRole('button', { name: 'Dismiss' }).click();
  await expect(joined).toBeHidden();
});

test('ROUTE-11, STATE-ORG-2, API-28: an organisation that does not allow the price sends the visitor to the marketing home before any sign-in', async ({ page }) => {
  let popups = 0;
  page.on('popup', () => popups++);
  await page.goto(`/${NOMA_PRICE}?o=103`);
  await page.waitForURL(`${sandboxUrl}/`, { timeout: 20_000 });
  await expect(page.getByRole('heading', { name: 'Learn, practise, pass' })).toBeVisible();
  expect(popups).toBe(0);
});
