// The figures a person reads on the checkout (issue 43): the order's totals, page 1's saved
// payment method and the coupon box, each read from the page and compared with what the page's actors hold at that
// moment (the pricing answer, the member's saved methods), formatted as the spec says. A walk that
// reaches a screen with the wrong total, or the card's last four cut short, fails there.
import { expect, type Page } from '@playwright/test';
import type { AnyMachineSnapshot } from 'xstate';
import { savedPaymentMethod } from '../../machines/account/rules.ts';
import { PAGE_TEXTS } from '../../machines/checkout/rules.ts';
import {
  selectAlreadySubscribedMessage,
  selectFirmPlanMessage,
  selectOrderItems,
  selectPaymentUnderWayMessage,
  selectPricesHidden,
  type CheckoutSnapshot,
} from '../../machines/checkout/selectors.ts';
import type { CouponContext } from '../../machines/coupon/coupon.machine.ts';
import { selectAppliedCoupon, selectCanRemove } from '../../machines/coupon/selectors.ts';
import type { PaymentMethod } from '../../machines/domain/payment-method.ts';
import type { PricingContext } from '../../machines/pricing/pricing.machine.ts';
import { selectPriceSummary } from '../../machines/pricing/selectors.ts';
import { COUPON_BOX_TEXTS } from '../../src/views/checkout/texts.ts';
import type { ScreenCheck, ScreenFacts } from './driver-types.ts';

/** Within this, the page and the actors agree (a new answer is drawn, a figure's change has moved in). */
const AGREE_WITHIN_MS = 5_000;

/**
 * Waits until `differences` answers 'agree' (the page and the actors agree), for `AGREE_WITHIN_MS`;
 * fails with the last difference as its first line, which the report prints: what was read.
 */
export async function agreeWithin(differences: () => Promise<string>): Promise<void> {
  const until = Date.now() + AGREE_WITHIN_MS;
  let last = await differences();
  while (last !== 'agree' && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    last = await differences();
  }
  if (last !== 'agree') throw new Error(last);
}

/** CONST-1..4: cents shown as dollars, two decimals, thousands separators, a leading minus. */
export function dollars(cents: number): string {
  const whole = Math.round(cents);
  const digits = (Math.abs(whole) / 100).toFixed(2).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${whole < 0 ? '-' : ''}$${digits}`;
}

/** Nothing to buy here: a notice stands in for the plans, and no totals or coupon show. */
export function noticeOf(checkout: CheckoutSnapshot): string | null {
  return selectPaymentUnderWayMessage(checkout) ?? selectAlreadySubscribedMessage(checkout) ?? selectFirmPlanMessage(checkout);
}

/** A row of the totals: its label and the figure beside it. */
type Row = `${string}: ${string}`;

/** SUMMARY-12..14, TAX-*, PRORATE-*: the rows the order's totals must read, from the actors' state. */
function totalsTheActorsHold(checkout: CheckoutSnapshot, pricing: PricingContext | null): Row[] | null {
  if (selectPricesHidden(checkout) || noticeOf(checkout) !== null) return null;
  const cartTotal = selectOrderItems(checkout).reduce((sum, item) => sum + item.amount, 0);
  const summary = pricing === null ? null : selectPriceSummary(pricing);
  const rows: Row[] = [`Subtotal: ${dollars(summary?.subTotal ?? cartTotal)}`];
  if (summary?.discountApplies === true) rows.push(`Discount: ${dollars(summary.discount)}`);
  if (summary !== null && summary.credit !== null && summary.credit > 0) rows.push(`Credit from your current subscription: ${dollars(-summary.credit)}`);
  rows.push(`Tax: ${summary === null ? 'Calculated from your billing address' : dollars(summary.tax)}`);
  rows.push(`Total: ${dollars(summary?.total ?? cartTotal)}`);
  return rows;
}

/** The totals the order summary shows, row by row; null when it shows none. */
async function totalsOnThePage(page: Page): Promise<Row[] | null> {
  const list = page.locator('aside dl');
  if ((await list.count()) === 0) return null;
  const rows = await list.first().locator(':scope > div').all();
  return Promise.all(
    rows.map(async (row): Promise<Row> => {
      const label = ((await row.locator('dt').textContent()) ?? '').trim();
      const figure = ((await row.locator('dd').textContent()) ?? '').trim();
      return `${label}: ${figure}`;
    }),
  );
}

/** The checkout's own snapshot (its value and context as the page reported them). */
export const checkoutOf = (facts: ScreenFacts): CheckoutSnapshot => {
  const snapshot: AnyMachineSnapshot | null = facts.snapshotOf('checkout');
  if (snapshot === null) throw new Error('the checkout has not reported its state');
  return snapshot as unknown as CheckoutSnapshot;
};

const readable = (rows: readonly Row[] | null): string => (rows === null ? 'no totals' : rows.join(' · '));

export const ORDER_TOTALS: ScreenCheck = {
  says: "the order's Subtotal, Discount, Credit, Tax and Total as the pricing answer gives them, in dollars (none when nothing is to be bought)",
  check: async (page, facts) => {
    const agreement = async (): Promise<string> => {
      const shown = await totalsOnThePage(page);
      const held = totalsTheActorsHold(checkoutOf(facts), facts.contextOf('pricing') as PricingContext | null);
      return readable(shown) === readable(held) ? 'agree' : `the page reads ${readable(shown)}; the actors hold ${readable(held)}`;
    };
    await agreeWithin(agreement);
  },
};

/** PAGE1-2: a card's brand as people read it (the API answers in lower case). */
const BRANDS: Readonly<Record<string, string>> = { visa: 'Visa', mastercard: 'Mastercard', discover: 'Discover', amex: 'American Express' };
const brandOf = (brand: string): string => BRANDS[brand.toLowerCase()] ?? (brand.trim() === '' ? 'Card' : brand.charAt(0).toUpperCase() + brand.slice(1));

/** PAGE1-2..5, PAGE1-11: what the saved method's box must read. */
function methodLines(method: PaymentMethod | null): string[] {
  if (method === null) return [PAGE_TEXTS.noCard];
  if (method.type === 'card') return [`${brandOf(method.brand)} Ending in ${method.last_4}`, `Expires ${String(method.exp_month).padStart(2, '0')}/${method.exp_year}`];
  const word = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
  return [method.bankName, `Ending in ${method.last4}`, `${word(method.accountType)} · ${word(method.accountHolderType)}`];
}

export const SAVED_METHOD: ScreenCheck = {
  says: "the member's saved card (its brand, 'Ending in' its last four, 'Expires' MM/YYYY) or bank account (bank, last four, types) in the box 'Saved payment method', or 'No credit card found.'",
  check: async (page, facts) => {
    const method = savedPaymentMethod(checkoutOf(facts).context.paymentMethods);
    const main = page.getByRole('main');
    const box = method === null ? main : main.getByRole('group', { name: 'Saved payment method', exact: true });
    for (const line of methodLines(method)) await expect(box.getByText(line, { exact: false }).first(), `page 1 reads '${line}'`).toBeVisible({ timeout: AGREE_WITHIN_MS });
  },
};

/** COUPON-UI-1..5: what the coupon box differs in from the coupon's context, or 'agree'. */
async function couponDifferences(page: Page, facts: ScreenFacts): Promise<string> {
  const context = facts.contextOf('coupon') as CouponContext | null;
  if (context === null) return 'the coupon has not reported its state';
  const differences: string[] = [];
  const field = page.getByLabel(COUPON_BOX_TEXTS.label, { exact: true });
  if ((await field.count()) > 0) {
    const text = await field.inputValue();
    if (text !== context.text) differences.push(`the box reads '${text}', the coupon holds '${context.text}'`);
    const errorId = ((await field.getAttribute('aria-describedby')) ?? '').split(' ').find((id) => id.endsWith('-coupon-error'));
    const message = errorId === undefined ? '' : ((await page.locator(`[id="${errorId}"]`).textContent()) ?? '').trim();
    if (message !== (context.message ?? '')) differences.push(`under the box: '${message}', the coupon's message is '${context.message ?? ''}'`);
  }
  // The chip reads 'Coupon applied: ' (for screen readers) and then the code.
  const chip = page.getByText(new RegExp(`^${COUPON_BOX_TEXTS.applied}: \\S`));
  const shown = (await chip.count()) === 0 ? null : ((await chip.first().textContent()) ?? '').replace(`${COUPON_BOX_TEXTS.applied}: `, '').trim();
  const applied = selectAppliedCoupon(context)?.code ?? null;
  if (shown !== applied) differences.push(`the applied coupon shown is ${shown ?? 'none'}, the coupon holds ${applied ?? 'none'}`);
  const remove = (await page.getByRole('button', { name: COUPON_BOX_TEXTS.remove }).count()) > 0;
  if (remove !== selectCanRemove(context)) differences.push(`the remove button ${remove ? 'shows' : 'is missing'}`);
  return differences.length === 0 ? 'agree' : differences.join('; ');
}

export const COUPON_BOX: ScreenCheck = {
  says: 'the coupon box reads the text typed and the message the coupon holds, and the applied code with its remove button only where it may be removed',
  check: (page, facts) => agreeWithin(() => couponDifferences(page, facts)),
};
