// The framing policy (docs/decisions/0012): the widget may be framed by the app and the learning
// site (and configured origins), every other page by nobody.
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../src/app/config.ts';
import { frameAncestorsPolicy, widgetFrameAncestors } from '../../../src/app/framing.ts';

const config = loadConfig({ VITE_SANDBOX_URL: 'http://localhost:4320' });

describe('framing policy', () => {
  it('ROUTE-4, ROUTE-6: the widget routes may be framed by the app and the learning site', () => {
    const ancestors = widgetFrameAncestors(config);
    expect(ancestors).toEqual(['http://localhost:4320']);
    expect(frameAncestorsPolicy('/updateBilling', ancestors)).toBe("frame-ancestors 'self' http://localhost:4320");
    expect(frameAncestorsPolicy('/displayBillingInfo/', ancestors)).toBe("frame-ancestors 'self' http://localhost:4320");
  });

  it('ROUTE-1, ROUTE-2, ROUTE-8: the checkout and every other page may not be framed at all', () => {
    for (const path of ['/', '/price_are5_pro_monthly', '/return-page', '/updateBilling/x', '/assets/index.js']) {
      expect(frameAncestorsPolicy(path, ['http://localhost:4320'])).toBe("frame-ancestors 'none'");
    }
  });

  it('extra origins come from VITE_WIDGET_FRAME_ANCESTORS; anything that is not an http(s) origin is dropped', () => {
    expect(widgetFrameAncestors(config, 'https://members.example.com/path, javascript:alert(1) *  https://members.example.com')).toEqual([
      'http://localhost:4320',
      'https://members.example.com',
    ]);
  });
});
