// Which HTML file answers an address (scripts/serving/page-entries.ts, ADR 0016): the widget's
// routes, exactly as the security headers recognise them, get widget.html; every other address
// keeps the single-page fallback to index.html. The two HTML files differ only in their entry.
// rule: ROUTE-4, ROUTE-6
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { routeKind } from '../../../scripts/security/headers.ts';
import { pageEntryRewrite } from '../../../scripts/serving/page-entries.ts';

describe('the page a widget address is served', () => {
  it.each(['/updateBilling', '/displayBillingInfo', '/updateBilling/', '/displayBillingInfo//', '/updateBilling?subscription=sub_1', '/displayBillingInfo/?x=1'])(
    'ROUTE-4, ROUTE-6: %s gets widget.html, with its query kept',
    (url) => {
      const query = url.includes('?') ? url.slice(url.indexOf('?')) : '';
      expect(pageEntryRewrite(url)).toBe(`/widget.html${query}`);
      expect(routeKind(url)).toBe('widget');
    },
  );

  it.each(['/', '/price_are5_pro_monthly', '/return-page?x=1', '/updateBilling/x', '/updatebilling', '/assets/widget-abc.js', '/src/widget-main.tsx', '/@vite/client'])(
    '%s is left to the server (index.html for an address, the file for an asset or module)',
    (url) => {
      expect(pageEntryRewrite(url)).toBeNull();
      expect(routeKind(url)).toBe('checkout');
    },
  );

  it('answers /widget.html itself with index.html, like any address the app does not know', () => {
    expect(pageEntryRewrite('/widget.html')).toBe('/index.html');
    expect(pageEntryRewrite('/widget.html?x=1')).toBe('/index.html?x=1');
  });
});

describe('the two pages', () => {
  it('share the head, #root and no-JavaScript message; only the opening comment and the entry module differ', () => {
    const read = (file: string) => readFileSync(new URL(`../../../${file}`, import.meta.url), 'utf8');
    const [index, widget] = [read('index.html'), read('widget.html')];
    const body = (html: string) => html.replace(/<!--[\s\S]*?-->/, '').replace(/<script type="module" src="[^"]+"><\/script>/, '<script entry>');
    expect(body(widget)).toBe(body(index));
    expect(index).toContain('<script type="module" src="/src/main.tsx"></script>');
    expect(widget).toContain('<script type="module" src="/src/widget-main.tsx"></script>');
  });
});
