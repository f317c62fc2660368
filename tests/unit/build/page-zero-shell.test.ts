// The prerendered page-0 shell belongs to the checkout routes only (scripts/build/page-zero-shell-plugin.ts):
// an inline script empties #root before the first paint on every other address index.html serves.
import { describe, expect, it } from 'vitest';
import { SHELL_ONLY_ON_CHECKOUT } from '../../../scripts/build/page-zero-shell-plugin.ts';

describe('the shell only on checkout routes', () => {
  /** Runs the script at `pathname` against a #root holding the shell; answers what is left in it. */
  function rootAfter(pathname: string): string {
    const root = { innerHTML: '<h1>Checkout</h1>' };
    new Function('location', 'document', SHELL_ONLY_ON_CHECKOUT)({ pathname }, { getElementById: () => root });
    return root.innerHTML;
  }

  it('ROUTE-1..3: / and /{id} keep the shell', () => {
    expect(rootAfter('/')).toBe('<h1>Checkout</h1>');
    expect(rootAfter('/price_are5_pro_monthly')).toBe('<h1>Checkout</h1>');
    expect(rootAfter('/price_are5_pro_monthly/')).toBe('<h1>Checkout</h1>');
  });

  it('ROUTE-8, TOPBAR-11: the return page and unknown addresses start empty', () => {
    expect(rootAfter('/return-page')).toBe('');
    expect(rootAfter('/a/b/c')).toBe('');
    expect(rootAfter('/updateBilling')).toBe('');
  });
});
