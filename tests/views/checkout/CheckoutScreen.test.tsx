// @vitest-environment jsdom
// The checkout screen's frame over the real checkout machine: the loading shape while the product
// loads, and where the order summary sits on wide and narrow screens.
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { productFor, PRICE } from '../../machines/checkout/fixtures.ts';
import { deferred, settle, startCheckout } from '../../machines/checkout/harness.ts';
import { LiveCheckout, renderView, sandboxCards, setViewportWidth } from './support.tsx';
import type { Product } from '../../../machines/domain/product.ts';

afterEach(cleanup);

/** The CSS the page applies to `element` from the wide-screen media query (jsdom applies none itself). */
function wideScreenCss(element: Element | null): string {
  const classes = Array.from(element?.classList ?? []);
  const rules: string[] = [];
  for (const sheet of Array.from(document.styleSheets)) {
    for (const rule of Array.from(sheet.cssRules)) {
      if (!(rule instanceof CSSMediaRule) || !rule.conditionText.includes('min-width')) continue;
      for (const inner of Array.from(rule.cssRules)) {
        if (inner instanceof CSSStyleRule && classes.some((name) => inner.selectorText.includes(`.${name}`))) rules.push(inner.cssText);
      }
    }
  }
  return rules.join(' ');
}

function parts(): string[] {
  return Array.from(document.querySelectorAll('[data-checkout-part]')).map((element) => element.getAttribute('data-checkout-part') ?? '');
}

describe('checkout screen', () => {
  it('PAGELOAD-1: a loading shape and a status while the product loads, then the order', async () => {
    setViewportWidth(1280);
    const answer = deferred<Product[]>();
    const harness = startCheckout({ priceId: PRICE.are5Pro }, { products: () => answer.promise });
    harness.session.signOut();
    renderView(<LiveCheckout harness={harness} cardProvider={sandboxCards()} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading your order…');
    expect(screen.getByRole('heading', { level: 1, name: 'Checkout' })).toBeInTheDocument();
    expect(screen.queryByRole('complementary')).toBeNull();
    answer.resolve([productFor(PRICE.are5Pro)]);
    expect(await screen.findByRole('complementary', { name: 'Your order (1 item)' })).toBeInTheDocument();
    expect(screen.queryByText('Loading your order…')).toBeNull();
  });

  // Where the parts sit is CSS, so page 0's HTML is right at every width (ADR 0061); the app puts
  // the reading order right.
  it('SUMMARY-20 CART-1: on a wide screen the steps come first and the summary is a sticky side panel', async () => {
    setViewportWidth(1280);
    const harness = startCheckout({ priceId: PRICE.are5Pro });
    harness.session.signOut();
    renderView(<LiveCheckout harness={harness} cardProvider={sandboxCards()} />);
    await screen.findByRole('complementary', { name: 'Your order (1 item)' });
    await settle();
    expect(parts()).toEqual(['steps', 'summary']);
    const summary = wideScreenCss(document.querySelector('[data-checkout-part="summary"]'));
    expect(summary).toContain('position: sticky');
    expect(summary).toContain('grid-column: 2');
    expect(wideScreenCss(document.querySelector('[data-checkout-part="steps"]'))).toContain('grid-column: 1');
  });

  it('SUMMARY-20: on a narrow screen the summary sits above the steps', async () => {
    setViewportWidth(375);
    const harness = startCheckout({ priceId: PRICE.are5Pro });
    harness.session.signOut();
    renderView(<LiveCheckout harness={harness} cardProvider={sandboxCards()} />);
    await screen.findByRole('complementary', { name: 'Your order (1 item)' });
    expect(parts()).toEqual(['summary', 'steps']);
    expect(document.querySelector('[data-checkout-part="summary"]')).not.toHaveStyle({ position: 'sticky' });
  });
});
