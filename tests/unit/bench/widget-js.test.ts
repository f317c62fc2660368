// The billing widget's JS as the bench reads it (scripts/bench/widget-js.ts): widget.html's critical
// path, the lazy chunks its first render waits for, and the check that no chunk the widget can
// load holds checkout-only code. Not a spec rule: issue 6's widget requirement (ADR 0016).
import { describe, expect, it } from 'vitest';
import type { Manifest } from '../../../scripts/bench/bundle.ts';
import { checkoutOnlyCode, describeCheckoutCode, projectPath, widgetJs } from '../../../scripts/bench/widget-js.ts';

/** A build like the real one: two pages sharing a vendor chunk; the widget's form and the checkout's steps are lazy. */
function build(widgetImports: string[] = ['_shared.js'], widgetPageLazy = false): Manifest {
  return {
    'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_shared.js'], dynamicImports: ['src/views/checkout/PaymentDetailsStep.tsx'] },
    'widget.html': {
      file: 'assets/widget.js',
      isEntry: true,
      imports: widgetImports,
      dynamicImports: ['src/views/billing/BillingForm.tsx', ...(widgetPageLazy ? ['src/views/billing/BillingWidgetPage.tsx'] : [])],
    },
    '_shared.js': { file: 'assets/shared.js' },
    '_checkout-kit.js': { file: 'assets/checkout-kit.js' },
    'src/views/checkout/PaymentDetailsStep.tsx': { file: 'assets/PaymentDetailsStep.js', src: 'src/views/checkout/PaymentDetailsStep.tsx', isDynamicEntry: true, imports: ['_checkout-kit.js'] },
    'src/views/billing/BillingForm.tsx': { file: 'assets/BillingForm.js', src: 'src/views/billing/BillingForm.tsx', isDynamicEntry: true, imports: ['_shared.js', '_form-kit.js'] },
    '_form-kit.js': { file: 'assets/form-kit.js' },
    'src/views/billing/BillingWidgetPage.tsx': { file: 'assets/BillingWidgetPage.js', src: 'src/views/billing/BillingWidgetPage.tsx', isDynamicEntry: true, imports: ['_shared.js'] },
  };
}

const SOURCES: Record<string, string[]> = {
  'assets/index.js': ['../../src/main.tsx', '../../machines/checkout/checkout.machine.ts'],
  'assets/widget.js': ['../../src/widget-main.tsx', '../../src/views/billing/BillingWidgetPage.tsx'],
  'assets/shared.js': ['../../../main/node_modules/react/index.js', '../../machines/payment/payment.machine.ts'],
  'assets/checkout-kit.js': ['../../src/views/checkout/OrderSummary.tsx', '../../machines/auth/auth.machine.ts'],
  'assets/PaymentDetailsStep.js': ['../../src/views/checkout/PaymentDetailsStep.tsx'],
  'assets/BillingForm.js': ['../../src/views/billing/BillingForm.tsx'],
  'assets/form-kit.js': ['../../src/views/shared/CardProviderForm.tsx'],
  'assets/BillingWidgetPage.js': ['../../src/views/billing/BillingWidgetPage.tsx'],
};
const sourcesOf = (file: string) => SOURCES[file] ?? [];

describe("the widget's first load", () => {
  it("is widget.html's entry and static imports, with no lazy chunk while the page module is in the entry", () => {
    const js = widgetJs(build(), sourcesOf);
    expect(js.critical.sort()).toEqual(['assets/shared.js', 'assets/widget.js']);
    expect(js.firstRenderModules).toEqual([{ module: 'src/views/billing/BillingWidgetPage.tsx', where: 'entry' }]);
    expect(js.firstRenderLazy).toEqual([]);
    expect(js.form.sort()).toEqual(['assets/BillingForm.js', 'assets/form-kit.js']);
  });

  it('adds the lazy chunk the first render waits for when the page module is lazy', () => {
    const lazyPage: Record<string, string[]> = { ...SOURCES, 'assets/widget.js': ['../../src/widget-main.tsx'] };
    const js = widgetJs(build(['_shared.js'], true), (file) => lazyPage[file] ?? []);
    expect(js.firstRenderModules).toEqual([{ module: 'src/views/billing/BillingWidgetPage.tsx', where: 'lazy' }]);
    expect(js.firstRenderLazy).toEqual(['assets/BillingWidgetPage.js']);
  });

  it('refuses a build without widget.html', () => {
    const { 'widget.html': _widget, ...checkoutOnly } = build();
    expect(() => widgetJs(checkoutOnly, sourcesOf)).toThrow(/widget.html is not an entry/);
  });
});

describe('checkout-only code in the widget', () => {
  it('passes a widget whose chunks hold only the payment machine, which the billing flow needs, and says why', () => {
    const js = widgetJs(build(), sourcesOf);
    expect(js.failing).toEqual([]);
    expect(js.allowed.map((h) => h.source)).toEqual(['machines/payment/payment.machine.ts']);
    expect(describeCheckoutCode(js).join('\n')).toMatch(/none beyond the allowed[\s\S]*allowed: machines\/payment\/ \(1 modules\), because .*SAVECARD/);
  });

  it('fails when a chunk the widget loads holds checkout views or the checkout and auth machines, on first load or lazily', () => {
    const js = widgetJs(build(['_shared.js', '_checkout-kit.js']), sourcesOf);
    expect(js.failing.map((h) => `${h.file}: ${h.source}`)).toEqual(['assets/checkout-kit.js: src/views/checkout/OrderSummary.tsx', 'assets/checkout-kit.js: machines/auth/auth.machine.ts']);
    const lazily = build();
    (lazily['src/views/billing/BillingForm.tsx']?.imports ?? []).push('_checkout-kit.js');
    expect(widgetJs(lazily, sourcesOf).failing).toHaveLength(2);
    expect(checkoutOnlyCode(['assets/index.js'], sourcesOf).map((h) => h.source)).toEqual(['machines/checkout/checkout.machine.ts']);
  });

  it('reads source-map paths from the project root, node_modules through a symlink included', () => {
    expect(projectPath('../../src/views/checkout/X.tsx')).toBe('src/views/checkout/X.tsx');
    expect(projectPath('../../../main/node_modules/react/index.js')).toBe('node_modules/react/index.js');
  });
});
