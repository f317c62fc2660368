// The live statechart view of issue 7 (sandbox builds only), in real Chromium against the sandbox:
// a product owner opens it from its corner button, picks the checkout actor, and watches the lit
// state move from the order summary (page 0) to the payment method (page 1) as they sign in, and
// to the payment details (page 2); the view shows the diagram page that holds the current state
// (issue 14), lit and in sight, and goes up and down the pages by breadcrumb, button and click.
// The view itself has no spec rule; the checkout behaviour it shows is PAGE0-4, CHECKOUT-FLOW-1,
// CHECKOUT-FLOW-3, PAGE1-1, PAGE1-6 and PAGE2-3.
import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { watchCsp } from './support/csp-watch.ts';
import { MEMBER, resetSandbox } from './support/sandbox.ts';
import { openPlan, signInInPopup } from './checkout-steps.ts';

// member@example.com holds ARE 5.0 Pro already: Expert is a plan they may buy, so Proceed leads to page 1.
const PLAN = 'price_are5_expert_monthly';

test.beforeEach(async ({ request }) => {
  await resetSandbox(request);
});

/** The names of the lit states of a kind, as drawn in the diagram. */
async function litNames(diagram: Locator, kind: 'leaf' | 'parent' | 'box'): Promise<string[]> {
  const selector = { leaf: '.statechart-active-leaf', parent: '.statediagram-cluster.statechart-active', box: 'g.node.statechart-active' }[kind];
  // A state's name is the first text line of its box (notes and descriptions follow it).
  const names = await diagram.locator(selector).evaluateAll((nodes) =>
    nodes.map((node) => (node.querySelector('text')?.textContent ?? '').replace(/\s+/g, ' ').trim()),
  );
  return names.sort();
}

/**
 * The lit state (or the ▸ box that holds it) is drawn inside the diagram's visible area, and the
 * diagram inside the window: a person sees it without scrolling anything.
 */
async function expectLitInSight(page: Page, diagram: Locator, name: string): Promise<void> {
  // Mermaid may wrap a long name over two rows, which its text joins without a space.
  const lit = diagram.locator('g.node.statechart-active', { hasText: new RegExp(name.split(' ').join('\\s*')) }).first();
  await expect(lit).toBeVisible({ timeout: 10_000 });
  await expect
    .poll(async () => {
      const [box, frame] = await Promise.all([lit.boundingBox(), diagram.boundingBox()]);
      const viewport = page.viewportSize();
      if (!box || !frame || !viewport) return 'not drawn';
      const inFrame = box.x >= frame.x && box.y >= frame.y && box.x + box.width <= frame.x + frame.width && box.y + box.height <= frame.y + frame.height;
      const inWindow = frame.x >= 0 && frame.y >= 0 && frame.x + frame.width <= viewport.width && frame.y + frame.height <= viewport.height;
      return inFrame && inWindow ? 'in sight' : `lit ${JSON.stringify(box)} frame ${JSON.stringify(frame)}`;
    })
    .toBe('in sight');
}

/** The breadcrumb of diagram pages, as read: the overview first, the shown page last. */
async function breadcrumb(panel: Locator): Promise<string> {
  const text = await panel.getByRole('navigation', { name: 'Diagram pages' }).innerText();
  return text.replace(/\s+/g, ' ').trim();
}

async function openCheckoutWithoutSigningIn(page: Page): Promise<void> {
  const arrival = await openPlan(page, PLAN);
  await arrival.close();
  await expect(page.getByRole('button', { name: 'Proceed to Checkout' })).toBeVisible({ timeout: 20_000 });
}

test('issue 7, issue 14, PAGE0-4, CHECKOUT-FLOW-1, CHECKOUT-FLOW-3, PAGE1-1, PAGE1-6, PAGE2-3: the statechart view opens on the page of the current state and keeps it lit and in sight on pages 0, 1 and 2', async ({ page, context, request }) => {
  // Mermaid's file and its SVG's styles must pass the preview's Content-Security-Policy (ADR 0014).
  const csp = await watchCsp(context, request);
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(String(error)));
  const viewRequests: string[] = [];
  page.on('request', (request) => {
    if (/StatechartPanel|mermaid|stateDiagram/i.test(request.url())) viewRequests.push(request.url());
  });
  await openCheckoutWithoutSigningIn(page);

  // The corner button opens the panel; its code (and Mermaid) loads only now, never with the page.
  expect(viewRequests).toEqual([]);
  const launcher = page.getByRole('button', { name: 'Statechart view' });
  await expect(launcher).toHaveAttribute('aria-expanded', 'false');
  await launcher.click();
  const panel = page.getByRole('dialog', { name: 'Statechart view' });
  await expect(panel).toBeVisible();
  await expect(panel).toBeFocused();

  // Every running actor is listed; the checkout is picked.
  const actors = panel.getByRole('navigation', { name: 'Running actors' });
  for (const name of ['app', 'session', 'network', 'checkout', 'coupon', 'pricing']) {
    await expect(actors.getByRole('button', { name, exact: true })).toBeVisible();
  }
  await actors.getByRole('button', { name: 'checkout', exact: true }).click();
  await expect(actors.getByRole('button', { name: 'checkout', exact: true })).toHaveAttribute('aria-pressed', 'true');

  // Page 0: the view opens on the order summary's page, its state lit and in sight.
  const diagram = panel.getByRole('region', { name: 'Diagram of the checkout machine' });
  await expect(diagram.locator('svg')).toBeVisible({ timeout: 20_000 });
  await expect.poll(() => breadcrumb(panel)).toBe('checkout › checkout open › order summary');
  await expectLitInSight(page, diagram, 'showing the order');
  await expect(panel.getByTestId('statechart-current-states')).toContainText('checkout flow › checkout open › page › order summary › showing the order');
  expect(viewRequests.some((url) => /mermaid\.esm\.min\.mjs/.test(url))).toBe(true);
  await csp.expectNone('drawing the checkout diagram');

  // The checkout stays usable beside the open panel: Proceed opens the identity popup (PAGE0-4).
  // The SDK notices the closed arrival popup on its next poll; until then Proceed opens no other.
  let popup: Page | undefined;
  await expect(async () => {
    const opened = page.waitForEvent('popup', { timeout: 2000 });
    await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
    popup = await opened;
  }).toPass({ timeout: 15_000 });
  if (!popup) throw new Error('Proceed to Checkout opened no popup');
  await signInInPopup(popup, MEMBER.email, MEMBER.password);

  // Page 1 (CHECKOUT-FLOW-1, CHECKOUT-FLOW-3, PAGE1-1), and the diagram moved with it.
  await expect(page.getByRole('heading', { name: 'Step 2: Payment Method' })).toBeVisible({ timeout: 20_000 });
  await expect.poll(() => breadcrumb(panel), { timeout: 10_000 }).toBe('checkout › checkout open › payment method');
  await expectLitInSight(page, diagram, 'showing the payment method');
  expect(await litNames(diagram, 'leaf')).not.toContain('showing the order');
  await expect(panel.getByTestId('statechart-current-states')).toContainText('checkout flow › checkout open › page › payment method');

  // Page 2 (PAGE1-6, PAGE2-3): Update Payment Method titles it 'Step 3: Update Billing Info'; the
  // payment details' page opens, its current state lit.
  await page.getByRole('button', { name: /^(Update Payment Method|Add a new payment method)$/ }).click();
  await expect(page.getByRole('heading', { name: 'Step 3: Update Billing Info' })).toBeVisible({ timeout: 20_000 });
  await expect.poll(() => breadcrumb(panel), { timeout: 10_000 }).toBe('checkout › checkout open › payment details');
  await expectLitInSight(page, diagram, 'filling in the details');
  expect(await litNames(diagram, 'leaf')).toEqual(['filling in the details']);
  await expect(panel.getByTestId('statechart-current-states')).toContainText('checkout flow › checkout open › page › payment details › filling in the details');

  // Up by the breadcrumb: the overview lights the box that holds the current state.
  await panel.getByRole('navigation', { name: 'Diagram pages' }).getByRole('button', { name: 'checkout', exact: true }).click();
  await expect.poll(() => breadcrumb(panel)).toBe('checkout');
  await expect.poll(() => litNames(diagram, 'box')).toContain('checkout open');
  // Down by the keyboard: a button per box that holds states of its own.
  const inside = panel.getByRole('navigation', { name: 'Parts inside this page' });
  await inside.getByRole('button', { name: 'Open checkout open' }).focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => breadcrumb(panel)).toBe('checkout › checkout open');
  // Here payment details is a ▸ box: lit as the box that holds the current state.
  await expectLitInSight(page, diagram, 'payment details');
  expect(await litNames(diagram, 'box')).toContain('payment details');
  // Down by a click on a box: Fit shows the whole page, and a click on payment method's box opens its page.
  await panel.getByRole('button', { name: 'Fit' }).click();
  await diagram.locator('g.statechart-opens-page', { hasText: 'payment method' }).click();
  await expect.poll(() => breadcrumb(panel)).toBe('checkout › checkout open › payment method');

  // The last events name what moved it (the price and account answers that follow can push older ones out).
  await expect(panel.getByRole('region', { name: 'Last events of checkout' })).toContainText('update payment method');
  expect(pageErrors).toEqual([]);
});

test('issue 7: the statechart view opens and closes with Alt+S, Escape hands focus back, nothing shifts, and axe finds no violation', async ({ page }) => {
  await openCheckoutWithoutSigningIn(page);
  const proceed = page.getByRole('button', { name: 'Proceed to Checkout' });
  const before = await proceed.boundingBox();

  await page.keyboard.press('Alt+KeyS');
  const panel = page.getByRole('dialog', { name: 'Statechart view' });
  await expect(panel).toBeVisible();
  await expect(panel).toBeFocused();
  await expect(panel.getByRole('region', { name: /^Diagram of the / }).locator('svg')).toBeVisible({ timeout: 20_000 });
  // An overlay: the checkout under it has not moved.
  expect(await proceed.boundingBox()).toEqual(before);

  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);

  // Escape closes it and gives focus back to the corner button.
  await panel.getByRole('button', { name: 'Zoom in' }).focus();
  await page.keyboard.press('Escape');
  await expect(panel).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Statechart view' })).toBeFocused();

  // Alt+S toggles it: open, then closed again.
  await page.keyboard.press('Alt+KeyS');
  await expect(panel).toBeVisible();
  await page.keyboard.press('Alt+KeyS');
  await expect(panel).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Statechart view' })).toBeFocused();
});
