// The floor of a lazy widget route (scripts/bench/widget-as-lazy-route.ts), which ADR 0037's
// choice to keep widget.html rests on (issue 16). Not a spec rule: the routing choice.
import { describe, expect, it } from 'vitest';
import type { Manifest } from '../../../scripts/bench/manifest.ts';
import { lazyRouteFloor } from '../../../scripts/bench/widget-as-lazy-route.ts';

const MANIFEST: Manifest = {
  'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_react.js'], dynamicImports: ['src/app/routes.tsx'] },
  'src/app/routes.tsx': { file: 'assets/routes.js', src: 'src/app/routes.tsx', isDynamicEntry: true, imports: ['_router.js', '_react.js'] },
  'widget.html': { file: 'assets/widget.js', isEntry: true, imports: ['_react.js', '_billing.js'] },
  '_react.js': { file: 'assets/react.js' },
  '_router.js': { file: 'assets/router.js' },
  '_billing.js': { file: 'assets/billing.js' },
};

describe('a lazy widget route at the very least', () => {
  it("loads index.html's entry, the router and the widget's chunks, but not widget.html's entry", () => {
    const { widgetPage, lazyRouteFloor: floor } = lazyRouteFloor(MANIFEST, () => []);
    expect(widgetPage.sort()).toEqual(['assets/billing.js', 'assets/react.js', 'assets/widget.js']);
    expect(floor.sort()).toEqual(['assets/billing.js', 'assets/index.js', 'assets/react.js', 'assets/router.js', 'assets/routes.js']);
  });

  it('refuses a build without the router module', () => {
    const { 'src/app/routes.tsx': _router, ...withoutRouter } = MANIFEST;
    expect(() => lazyRouteFloor(withoutRouter, () => [])).toThrow('src/app/routes.tsx is not a chunk of this build');
  });
});
