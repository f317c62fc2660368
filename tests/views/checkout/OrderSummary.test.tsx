// @vitest-environment jsdom
// The order summary panel over the real checkout machine (stubbed calls): titles, plan cards and
// their extras, the totals, 'Update Selection', and the messages that replace the plan.
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CouponRef, PricingRef } from '../../../src/views/checkout/actor-refs.ts';
import { OrderSummary } from '../../../src/views/checkout/OrderSummary.tsx';
import { OrderTotals } from '../../../src/views/checkout/OrderTotals.tsx';
import { PlanCard } from '../../../src/views/checkout/PlanCard.tsx';
import { productFor, PRICE } from '../../machines/checkout/fixtures.ts';
import { settle, startCheckout, type Answers } from '../../machines/checkout/harness.ts';
import { renderView, setViewportWidth, stopNavigation } from './support.tsx';
import type { Product } from '../../../machines/domain/product.ts';

let restoreNavigation: () => void = () => undefined;
beforeEach(() => {
  setViewportWidth(1280);
  restoreNavigation = stopNavigation();
});
afterEach(() => {
  restoreNavigation();
  cleanup();
});

async function showSummary(priceId: string, answers: Answers = {}, member?: string) {
  const harness = startCheckout({ priceId }, answers);
  if (member) harness.session.signIn(member);
  else harness.session.signOut();
  await harness.untilPage(0);
  await settle();
  const coupon = harness.actor.system.get('coupon') as CouponRef | undefined;
  const pricing = harness.actor.system.get('pricing') as PricingRef | undefined;
  const view = renderView(<OrderSummary checkout={harness.actor} coupon={coupon} pricing={pricing} />);
  return { harness, ...view };
}

const panel = () => screen.getByRole('complementary');

describe('order summary panel', () => {
  it('SUMMARY-1 SUMMARY-7 SUMMARY-10 SUMMARY-11 SUMMARY-12 SUMMARY-17 SUMMARY-18 CONST-5: one monthly ARE 5.0 Pro plan', async () => {
    await showSummary(PRICE.are5Pro);
    expect(screen.getByRole('heading', { level: 2, name: 'Your order (1 item)' })).toBeInTheDocument();
    const plans = within(panel()).getByRole('list', { name: 'Plans in your order' });
    const card = within(plans).getAllByRole('listitem')[0];
    if (!card) throw new Error('no plan card');
    expect(within(card).getByRole('heading', { level: 3, name: 'ARE 5.0 Pro' })).toBeInTheDocument();
    expect(within(card).getByText('Monthly')).toBeInTheDocument();
    expect(card).toHaveTextContent('$199.00/mo');
    expect(within(card).getByText('Guided Study Process')).toBeInTheDocument();
    expect(within(card).queryByText('Pass the ARE Guarantee')).toBeNull();
    expect(within(card).getByText('Included for all 6 ARE divisions:')).toBeInTheDocument();
    const product = productFor(PRICE.are5Pro);
    for (const feature of product.product_details.split(',')) expect(within(card).getByText(feature.trim())).toBeInTheDocument();
  });

  it('SUMMARY-9 SUMMARY-11 SUMMARY-15 SUMMARY-16: a yearly Expert plan shows both extras once, per yr', async () => {
    await showSummary(PRICE.are5ProYearly.replace('pro', 'expert'));
    const card = within(panel()).getAllByRole('listitem')[0];
    if (!card) throw new Error('no plan card');
    expect(within(card).getByText('Yearly')).toBeInTheDocument();
    expect(card).toHaveTextContent('$2,999.00/yr');
    expect(within(card).getByText('Pass the ARE Guarantee')).toBeInTheDocument();
    expect(within(card).getAllByText('Guided Study Process')).toHaveLength(1);
    expect(within(card).getByText('Included for all 6 ARE divisions:')).toBeInTheDocument();
  });

  it('SUMMARY-2: several plans: "Your order (2 items)", sorted by name', async () => {
    const products = async (): Promise<Product[]> => [productFor(PRICE.essentials), productFor(PRICE.are5Standard)];
    await showSummary(PRICE.are5Standard, { products });
    expect(screen.getByRole('heading', { level: 2, name: 'Your order (2 items)' })).toBeInTheDocument();
    const titles = within(panel())
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    // The machine sorts by name (locale order): 'Architecture…' before 'ARE 5.0…'.
    expect(titles).toEqual(['Architecture Essentials', 'ARE 5.0 Standard']);
  });

  it('SUMMARY-8: a group plan gets the simpler card; a name without extras shows none', async () => {
    await showSummary(PRICE.firmEssentials);
    const card = within(panel()).getAllByRole('listitem')[0];
    expect(card).toHaveAttribute('data-card', 'group');
    expect(card).toHaveTextContent('Firm Essentials');
    expect(card).toHaveTextContent('Yearly');
    expect(card).toHaveTextContent('$999.00/yr');
    expect(card).toHaveTextContent('Software tutorials for every seat · Firm progress dashboard · Priority support');
    expect(within(card!).queryByText('Included for all 6 ARE divisions:')).toBeNull();
  });

  it("SUMMARY-8, SUMMARY-15, SUMMARY-16, SUMMARY-18: the simpler card of a firm's ARE 5.0 Expert plan shows the name's extras too", async () => {
    await showSummary(PRICE.firmExpert);
    const card = within(panel()).getAllByRole('listitem')[0]!;
    expect(card).toHaveAttribute('data-card', 'group');
    expect(within(card).getByText('Pass the ARE Guarantee')).toBeVisible();
    expect(within(card).getByText('Guided Study Process')).toBeVisible();
    expect(within(card).getByText('Included for all 6 ARE divisions:')).toBeVisible();
  });

  it('SUMMARY-3 SUMMARY-4 SUMMARY-6: Update Selection goes to the individual pricing page and the checkout records the return (returnToPricingPage, in the wiring)', async () => {
    const { config, harness } = await showSummary(PRICE.are5Pro);
    const link = within(panel()).getByRole('link', { name: 'Update Selection' });
    expect(link).toHaveAttribute('href', config.urls.pricingIndividual);
    expect(harness.count('record the return to the pricing page')).toBe(0);
    await userEvent.setup().click(link);
    expect(harness.count('record the return to the pricing page')).toBe(1);
  });

  it('SUMMARY-5: for a group plan it goes to the firm pricing page', async () => {
    const { config } = await showSummary(PRICE.firmEssentials);
    expect(within(panel()).getByRole('link', { name: 'Update Selection' })).toHaveAttribute('href', config.urls.pricingFirm);
  });

  it('CONST-1 CONST-2: the totals follow the pricing answer', async () => {
    await showSummary(PRICE.are5Pro);
    const totals = within(panel()).getByText('Total').closest('dl');
    if (!(totals instanceof HTMLElement)) throw new Error('no totals');
    expect(totals).toHaveTextContent('Subtotal$199.00');
    expect(totals).toHaveTextContent('Tax$0.00');
    expect(totals).toHaveTextContent('Total$199.00');
  });

  it('ALREADY-SUB-1 ALREADY-SUB-2: a plan the member holds is replaced by the message, without coupon box or totals', async () => {
    await showSummary(PRICE.are5Pro, {}, 'member@example.com');
    expect(
      within(panel()).getByText(
        'You are already subscribed to the ARE 5.0 Pro 1-Month Subscription. Please return to the pricing page and select a different plan.',
      ),
    ).toBeInTheDocument();
    expect(within(panel()).queryByRole('list', { name: 'Plans in your order' })).toBeNull();
    expect(within(panel()).queryByRole('textbox', { name: 'Coupon code' })).toBeNull();
    expect(within(panel()).queryByText('Total')).toBeNull();
  });

  it('FIRM-MEMBER-1: a firm-plan member buying an individual plan sees the firm-plan message', async () => {
    await showSummary(PRICE.are5Pro, {}, 'firm.member@example.com');
    expect(
      within(panel()).getByText(
        'You are currently on a Firm Plan. It looks like you are trying to purchase an individual subscription. Please contact your firm administrator to request an upgrade.',
      ),
    ).toBeInTheDocument();
  });
});

describe('plan card and totals', () => {
  it('before any price answer: the cart amount, tax still to come', () => {
    renderView(<OrderTotals summary={null} cartTotal={19900} />);
    const totals = screen.getByText('Total').closest('dl');
    if (!(totals instanceof HTMLElement)) throw new Error('no totals');
    expect(totals).toHaveTextContent('Subtotal$199.00');
    expect(totals).toHaveTextContent('TaxCalculated from your billing address');
    expect(totals).toHaveTextContent('Total$199.00');
  });

  it('SUMMARY-13 SUMMARY-14 CONST-4: a discounted plan shows its original price struck through and the negative discount', () => {
    renderView(
      <ul>
        <PlanCard product={productFor(PRICE.are5Pro)} discount={-4975} pricesHidden={false} />
      </ul>,
    );
    const struck = screen.getByText('$199.00');
    expect(struck.tagName).toBe('S');
    expect(screen.getByText('-$49.75')).toBeInTheDocument();
  });

  it('SUMMARY-13: a plan sold below its base price shows the base price struck through beside its price', () => {
    const noma = productFor(PRICE.noma);
    expect(noma.base_price).toBeGreaterThan(noma.amount);
    renderView(
      <ul>
        <PlanCard product={noma} discount={0} pricesHidden={false} />
      </ul>,
    );
    const struck = screen.getByText('$1,799.00');
    expect(struck.tagName).toBe('S');
    const [card] = screen.getAllByRole('listitem');
    expect(card).toHaveTextContent('Original price $1,799.00$999.00/yr');
  });

  it('SUMMARY-13: the group card shows the struck base price too, and a plan sold at its base price shows none', () => {
    const firm = { ...productFor(PRICE.firmEssentials), base_price: 129900 };
    renderView(
      <ul>
        <PlanCard product={firm} discount={0} pricesHidden={false} />
        <PlanCard product={productFor(PRICE.are5Pro)} discount={0} pricesHidden={false} />
      </ul>,
    );
    expect(screen.getByText('$1,299.00').tagName).toBe('S');
    const [, pro] = screen.getAllByRole('listitem');
    expect(pro?.querySelector('s')).toBeNull();
  });

  it('SUMMARY-19: with prices hidden the card shows no amount', () => {
    renderView(
      <ul>
        <PlanCard product={productFor(PRICE.are5Pro)} discount={0} pricesHidden />
      </ul>,
    );
    expect(screen.getByText('ARE 5.0 Pro')).toBeInTheDocument();
    expect(screen.queryByText(/\$/)).toBeNull();
  });

  it('SUMMARY-14 CONST-3: the totals list the discount and the proration credit as negative amounts', () => {
    renderView(
      <OrderTotals
        summary={{ subTotal: 179900, discount: -17990, discountApplies: true, tax: 12345, total: 169255, credit: 5000, proration: 156910 }}
        cartTotal={179900}
      />,
    );
    const totals = screen.getByText('Total').closest('dl');
    if (!(totals instanceof HTMLElement)) throw new Error('no totals');
    expect(totals).toHaveTextContent('Subtotal$1,799.00');
    expect(totals).toHaveTextContent('Discount-$179.90');
    expect(totals).toHaveTextContent('Credit from your current subscription-$50.00');
    expect(totals).toHaveTextContent('Tax$123.45');
    expect(totals).toHaveTextContent('Total$1,692.55');
  });
});
