// The one route table (src/app/route-table.ts) and what is derived from it for the inline scripts,
// the headers and the serving rule, and the history sync's choice of event (src/app/step-history.ts).
import { describe, expect, it } from 'vitest';
import { NOT_PRODUCT_SEGMENTS, ROUTE_TABLE, WIDGET_PATHS } from '../../../src/app/route-table.ts';
import { stepTowards } from '../../../src/app/step-history.ts';
import { routeKind } from '../../../scripts/security/headers.ts';
import { pageEntryRewrite } from '../../../scripts/serving/page-entries.ts';

describe('the route table', () => {
  it('ROUTE-4..7: the widget addresses are the rows served by widget.html, and the headers and serving read them', () => {
    expect(WIDGET_PATHS).toEqual(['/updateBilling', '/displayBillingInfo']);
    for (const path of WIDGET_PATHS) {
      expect(routeKind(`${path}/`)).toBe('widget');
      expect(pageEntryRewrite(`${path}?subscription=sub_1`)).toBe('/widget.html?subscription=sub_1');
    }
    expect(routeKind('/return-page')).toBe('checkout');
  });

  it('ROUTE-2, ROUTE-8: every fixed one-segment address is no product id for the inline scripts', () => {
    expect([...NOT_PRODUCT_SEGMENTS].sort()).toEqual(['displayBillingInfo', 'return-page', 'updateBilling']);
    expect(ROUTE_TABLE.filter((r) => r.path.includes(':')).map((r) => r.path)).toEqual(['/:priceId']);
  });
});

describe('Back and Forward ask the checkout machine for what a click would (CHECKOUT-FLOW-1)', () => {
  it('back is Cancel, forward from page 0 is Proceed, from page 1 Add Payment Method', () => {
    expect(stepTowards(2, 1)).toBe('cancel');
    expect(stepTowards(1, 0)).toBe('cancel');
    expect(stepTowards(0, 1)).toBe('proceed to checkout');
    expect(stepTowards(1, 2)).toBe('add payment method');
  });

  it('nothing moves a completed checkout, and nothing leads into completion', () => {
    expect(stepTowards('complete', 2)).toBeNull();
    expect(stepTowards(1, 'complete')).toBeNull();
    expect(stepTowards(1, 1)).toBeNull();
  });
});
