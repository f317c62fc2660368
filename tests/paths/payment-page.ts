// The payment's page (issue 29): where its controls are, how a walk moves between page 1 and
// page 2 and fills the card form, which member a path walks as, and what a person sees in each
// state of the payment.
import { expect, type Page } from '@playwright/test';
import type { Purchase } from '../../machines/payment/rules.ts';
import { PAGE_TEXTS } from '../../machines/account/rules.ts';
import { FIELD_MESSAGES } from '../../src/adapters/card-provider/sandbox-fields.ts';
import { CHECKOUT_TEXTS } from '../../src/views/checkout/texts.ts';
import type { ScreenCheck, Walk } from './driver-types.ts';
import { ADDRESSES, cardTyped, type TypedForm, type Who } from './payment-model.ts';
import { SAVED_METHOD } from './screen-figures.ts';

export const heading = (page: Page, title: string) => page.getByRole('heading', { level: 2, name: title, exact: true });
export const confirmButton = (page: Page) => page.getByRole('button', { name: CHECKOUT_TEXTS.confirmPayment });
export const payButton = (page: Page) => page.getByRole('button', { name: /^Pay \$/ });
export const saveButton = (page: Page) => page.getByRole('button', { name: CHECKOUT_TEXTS.saveCard, exact: true });
const busy = (page: Page, label: string) => page.getByRole('status').filter({ hasText: label });

/** Page 1 shows, or it is reached from page 2 by its Cancel. */
export async function toPageOne(page: Page): Promise<void> {
  const pageOne = heading(page, PAGE_TEXTS.page1Title);
  if (await pageOne.isVisible()) return;
  await page.getByRole('button', { name: CHECKOUT_TEXTS.cancel, exact: true }).click();
  await expect(pageOne).toBeVisible();
}

/** Page 2 shows, or it is reached from page 1 by 'Add payment method' / 'Update payment method'. */
export async function toPageTwo(page: Page, title: string): Promise<void> {
  const pageTwo = heading(page, title);
  if (await pageTwo.isVisible()) return;
  await page.getByRole('button', { name: /^(add|update) payment method$/i }).click();
  await expect(pageTwo).toBeVisible();
}

/** The page's month as the form's 'MM / YY' expiry: a card that expires this month. */
async function thisMonth(page: Page): Promise<string> {
  const [month, year] = await page.evaluate(() => [new Date().getMonth() + 1, new Date().getFullYear()]);
  return `${String(month).padStart(2, '0')} / ${String(year % 100).padStart(2, '0')}`;
}

/**
 * Pay or Save payment method pressed by `press`: when the card typed last expires this month, the
 * page's clock passes the month's end first (the form was complete as typed; its submit check reads
 * the clock anew), and comes back to now once the form has said no. A visitor at the month's end
 * pays minutes later; this page would be days ahead, and the identity SDK would then find its
 * access token (issued on the issuer's real clock for an hour) expired and refuse the refreshed ID
 * token as expired too: every later member call would end in 'Your session is no longer valid'.
 */
export async function pressPastTheMonthEndIfExpiring(walk: Walk, press: () => Promise<void>): Promise<void> {
  const typedBefore = walk.path.steps.slice(0, walk.index).findLast((step) => step.event.type === 'card form changed');
  if ((typedBefore?.event.form as TypedForm | undefined)?.card !== 'expiring') return press();
  const { page } = walk;
  const { next, newYear } = await page.evaluate(() => {
    const now = new Date();
    const first = new Date(now.getFullYear(), now.getMonth() + 1, 1, 0, 1);
    return { next: first.getTime(), newYear: first.getFullYear() !== now.getFullYear() };
  });
  await page.clock.setSystemTime(next);
  const before = walk.valuesOf('payment').length;
  await press();
  // In December the month's end is also the year's: the form then names the year.
  const says = newYear ? FIELD_MESSAGES.expiryYearPast : FIELD_MESSAGES.expiryMonthPast;
  await expect(page.getByText(says).first()).toBeVisible();
  // The field shows its message as soon as the page draws again, but the press's own check may
  // still wait for the purchase lock: the clock comes back only once that check has answered.
  await expect.poll(() => checkedSince(walk, before), { timeout: 10_000 }).toBe(true);
  await page.clock.setSystemTime(Date.now());
}

/** Whether the payment has been through its entered-details check, and out of it, since `before`. */
function checkedSince(walk: Walk, before: number): boolean {
  const since = walk.valuesOf('payment').slice(before);
  const checked = since.findIndex((value) => value.includes('checking entered details'));
  return checked >= 0 && since.slice(checked + 1).some((value) => !value.includes('checking entered details') && !value.includes('waiting for the purchase lock'));
}

/** Whether the path types a card that expires this month: its page's clock is then the test's. */
export const typesAnExpiringCard = (walk: Walk): boolean =>
  walk.path.steps.some((step) => step.event.type === 'card form changed' && (step.event.form as TypedForm).card === 'expiring');

export async function fillForm(page: Page, form: TypedForm): Promise<void> {
  await toPageTwo(page, form.who === 'nocard' ? PAGE_TEXTS.page2PayTitle : PAGE_TEXTS.page2UpdateTitle);
  const a = ADDRESSES[form.who];
  const card = cardTyped(form);
  await page.getByLabel('Card number').fill(card.number);
  await page.getByLabel('Expiration date').fill(form.card === 'expiring' ? await thisMonth(page) : '12 / 34');
  await page.getByLabel('Security code').fill(card.securityCode);
  await page.getByLabel('Country or region').selectOption('US');
  await page.getByLabel('Address line 1').fill(a.line1);
  await page.getByLabel('City', { exact: true }).fill(a.city);
  await page.getByLabel('State', { exact: true }).fill(a.state);
  await page.getByLabel('ZIP code').fill(a.zip);
  await page.getByLabel('Phone number').fill('4155550101');
}

/** The member a path walks as: the first step that tells. */
export function walker(walk: Walk): Who {
  for (const { event } of walk.path.steps) {
    const purchase = (event as { purchase?: Purchase }).purchase;
    if (purchase?.memberId === 'member' || purchase?.memberId === 'cse' || purchase?.memberId === 'nocard') return purchase.memberId;
    if (event.type === 'card form changed') return (event.form as TypedForm).who;
    if (event.type === 'dismiss message') return 'widget';
    if (event.type === 'save card') return 'member';
  }
  return 'member';
}

const PROCESSING = CHECKOUT_TEXTS.processing;
const SAVING = CHECKOUT_TEXTS.saving;

const pageOneBusy: ScreenCheck = {
  says: `'${PAGE_TEXTS.page1Title}' with '${PROCESSING}' over it and 'Confirm Payment' disabled`,
  check: async (page) => {
    await expect(heading(page, PAGE_TEXTS.page1Title)).toBeVisible();
    await expect(busy(page, PROCESSING)).toBeVisible();
    await expect(confirmButton(page)).toBeDisabled();
  },
};
const pageTwoBusy: ScreenCheck = {
  says: `'${PAGE_TEXTS.page2PayTitle}' with '${PROCESSING}' over it and 'Pay $…' disabled`,
  check: async (page) => {
    await expect(heading(page, PAGE_TEXTS.page2PayTitle)).toBeVisible();
    await expect(busy(page, PROCESSING)).toBeVisible();
    await expect(payButton(page)).toBeDisabled();
  },
};
const eitherPageBusy: ScreenCheck = {
  says: `page 1 ('${PAGE_TEXTS.page1Title}', 'Confirm Payment' disabled) or page 2 ('${PAGE_TEXTS.page2PayTitle}', 'Pay $…' disabled) with '${PROCESSING}' over it`,
  check: async (page) => {
    await expect(busy(page, PROCESSING)).toBeVisible();
    if (await heading(page, PAGE_TEXTS.page1Title).isVisible()) await expect(confirmButton(page)).toBeDisabled();
    else {
      await expect(heading(page, PAGE_TEXTS.page2PayTitle)).toBeVisible();
      await expect(payButton(page)).toBeDisabled();
    }
  },
};
const savingBusy: ScreenCheck = {
  says: `'${PAGE_TEXTS.page2UpdateTitle}' with '${SAVING}' over it and 'Save payment method' disabled`,
  check: async (page) => {
    await expect(heading(page, PAGE_TEXTS.page2UpdateTitle)).toBeVisible();
    await expect(busy(page, SAVING)).toBeVisible();
    await expect(saveButton(page)).toBeDisabled();
  },
};

export const screens: Record<string, readonly ScreenCheck[]> = {
  ready: [
    {
      says: `page 1 ('${PAGE_TEXTS.page1Title}' with 'Confirm Payment' and ${SAVED_METHOD.says}, or 'Update Payment Method' in the billing widget) or page 2 ('${PAGE_TEXTS.page2PayTitle}' with 'Pay $…', '${PAGE_TEXTS.page2UpdateTitle}' with 'Save payment method'), nothing processing`,
      check: async (page, facts) => {
        await expect(page.getByRole('heading', { level: 2, name: /^Step \d: (Payment Method|Secure Checkout|Update Billing Info)$/ })).toBeVisible();
        await expect(busy(page, PROCESSING)).toHaveCount(0);
        await expect(busy(page, SAVING)).toHaveCount(0);
        // Page 1 of the checkout (with the card a member has just saved), or the billing widget's
        // saved method with its button to the form.
        if (await heading(page, PAGE_TEXTS.page1Title).isVisible()) {
          await expect(confirmButton(page).or(page.getByRole('button', { name: /^update payment method$/i })).first()).toBeVisible();
          if (await confirmButton(page).isVisible()) await SAVED_METHOD.check(page, facts);
        }
        else if (await heading(page, PAGE_TEXTS.page2PayTitle).isVisible()) await expect(payButton(page)).toBeVisible();
        else await expect(saveButton(page)).toBeVisible();
      },
    },
  ],
  purchasing: [eitherPageBusy],
  'purchasing.validating saved payment method': [pageOneBusy],
  'purchasing.checking entered details': [pageTwoBusy],
  'switching plan': [pageOneBusy],
  'saving card': [savingBusy],
  paid: [
    {
      says: "the 'Thank you for your purchase!' dialog (an ARE plan) or 'Checkout complete'",
      check: (page) => expect(page.getByRole('dialog', { name: /^(Thank you for your purchase!|Checkout complete)$/ })).toBeVisible({ timeout: 15_000 }),
    },
  ],
};

