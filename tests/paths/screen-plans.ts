// The plans a person reads in the order summary (issue 43): each plan's card and whether the coupon
// field is offered, read from the page and compared with what the checkout holds at that moment.
// The expected words are written here from the spec, not taken from the views' texts, so a view
// that misspells one fails its walk.
import type { Locator, Page } from '@playwright/test';
import { planExtras } from '../../machines/checkout/rules.ts';
import { selectCouponHidden, selectOrderItems, selectPricesHidden, struckBasePrice } from '../../machines/checkout/selectors.ts';
import type { PricingContext } from '../../machines/pricing/pricing.machine.ts';
import { selectItemDiscounts } from '../../machines/pricing/selectors.ts';
import type { Product } from '../../machines/domain/product.ts';
import type { ScreenCheck, ScreenFacts } from './driver-types.ts';
import { agreeWithin, checkoutOf, dollars, noticeOf } from './screen-figures.ts';

/** SUMMARY-15..18, in the spec's words. */
const HIGHLIGHTS = { 'pass the ARE guarantee': 'Pass the ARE Guarantee', 'guided study process': 'Guided Study Process' } as const;
const ALL_DIVISIONS = 'Included for all 6 ARE divisions:';
const COUPON_FIELD = 'Coupon code';

/** A part of a plan's card: its words, and whether they are its heading, an item of a list or text. */
interface Part {
  as: 'heading' | 'list item' | 'text';
  words: string;
}

/** The parts one plan's card must read. */
function cardTheCheckoutHolds(product: Product, pricesHidden: boolean, discount: number): Part[] {
  const yearly = product.duration === 12; // SUMMARY-9..11
  const title = product.display_name.trim() !== '' ? product.display_name : product.name;
  const features = (product.product_details ?? '').split(',').map((feature) => feature.trim()).filter((feature) => feature !== ''); // SUMMARY-12
  const extras = planExtras(product.name);
  const group = product.audience === 'group';
  const parts: Part[] = [{ as: 'heading', words: title }, { as: 'text', words: yearly ? 'Yearly' : 'Monthly' }];
  if (!pricesHidden) {
    const price = `${dollars(product.amount)}/${yearly ? 'yr' : 'mo'}`;
    const base = struckBasePrice(product);
    // SUMMARY-13/14: a price struck through is read as the original price; a discount beneath it.
    if (base !== null) parts.push({ as: 'text', words: `Original price ${dollars(base)}` });
    parts.push({ as: 'text', words: discount < 0 ? `Original price ${price}` : price });
    if (discount < 0) parts.push({ as: 'text', words: `Discount ${dollars(discount)}` });
  }
  parts.push(...extras.highlights.map((highlight): Part => ({ as: group ? 'text' : 'list item', words: HIGHLIGHTS[highlight] })));
  if (extras.allDivisions) parts.push({ as: 'text', words: ALL_DIVISIONS });
  // SUMMARY-7/8: a person's plan lists its features; a group plan's simpler card puts them on one line.
  if (group) parts.push(...(features.length > 0 ? [{ as: 'text' as const, words: features.join(' · ') }] : []));
  else parts.push(...features.map((feature): Part => ({ as: 'list item', words: feature })));
  return parts;
}

/** What the card on the page lacks of those parts (nothing: it reads them all). */
async function missingFromTheCard(card: Locator, product: Product, expected: readonly Part[]): Promise<string[]> {
  const text = ((await card.textContent()) ?? '').replace(/\s+/g, ' ');
  const headings = (await card.getByRole('heading').allTextContents()).map((heading) => heading.trim());
  const items = (await card.getByRole('listitem').allTextContents()).map((item) => item.trim());
  const missing = expected
    .filter((part) => !(part.as === 'heading' ? headings : part.as === 'list item' ? items : [text]).some((read) => (part.as === 'text' ? read.includes(part.words) : read === part.words)))
    .map((part) => `the ${part.as} '${part.words}'`);
  if (product.audience === 'group' && items.length > 0) missing.push(`a card without a list (it lists ${items.join(' | ')})`);
  return missing;
}

async function planDifferences(page: Page, facts: ScreenFacts): Promise<string> {
  const checkout = checkoutOf(facts);
  if (noticeOf(checkout) !== null) return 'agree';
  const products = selectOrderItems(checkout);
  const pricing = facts.contextOf('pricing') as PricingContext | null;
  const discounts = pricing === null ? {} : selectItemDiscounts(pricing);
  const cards = page.getByRole('list', { name: 'Plans in your order', exact: true }).locator(':scope > li');
  if ((await cards.count()) !== products.length) return `the order lists ${await cards.count()} plans; the checkout holds ${products.length}`;
  const differences: string[] = [];
  for (const [index, product] of products.entries()) {
    const card = cards.nth(index);
    const expected = cardTheCheckoutHolds(product, selectPricesHidden(checkout), discounts[product.price_id] ?? 0);
    const missing = await missingFromTheCard(card, product, expected);
    if (missing.length > 0) differences.push(`plan ${index + 1} lacks ${missing.join(' · ')}; it reads '${((await card.textContent()) ?? '').trim()}'`);
  }
  return differences.length === 0 ? 'agree' : differences.join('; ');
}

export const PLAN_CARDS: ScreenCheck = {
  says: "each plan's card: its name, Yearly or Monthly, its price per yr or mo, its highlights and its features (listed for a person's plan, on one line for a group's)",
  check: (page, facts) => agreeWithin(() => planDifferences(page, facts)),
};

export const COUPON_ENTRY: ScreenCheck = {
  says: `the '${COUPON_FIELD}' field with Apply beside it, except on an organisation's checkout or where nothing is to be bought`,
  check: (page, facts) =>
    agreeWithin(async () => {
      const checkout = checkoutOf(facts);
      const coupon = facts.snapshotOf('coupon');
      const hiddenByCoupon = coupon !== null && coupon.matches('coupon entry hidden');
      const offered = !selectPricesHidden(checkout) && noticeOf(checkout) === null && !selectCouponHidden(checkout) && !hiddenByCoupon;
      const shown = await page.getByLabel(COUPON_FIELD, { exact: true }).isVisible();
      // PAGE0-2, CART-1: the box's Apply beside the field (our word); while a code is checked it reads 'Checking'.
      const apply = coupon !== null && coupon.matches('checking the coupon') ? 'Checking' : 'Apply';
      if (offered && shown && !(await page.getByRole('button', { name: apply, exact: true }).isVisible())) return `no '${apply}' button beside the '${COUPON_FIELD}' field`;
      if (shown === offered) return 'agree';
      return offered ? `no '${COUPON_FIELD}' field shows` : `the '${COUPON_FIELD}' field shows on ${selectCouponHidden(checkout) ? "an organisation's checkout" : 'a page with nothing to buy'}`;
    }),
};
