// The bench's reading of Vite's manifest (scripts/bench/manifest.ts): the critical path is the
// entry's static closure, dynamic imports stay off it, and a lazy chunk counts only what it adds.
// Not a spec rule: issue 8's performance budget (docs/decisions/0017).
import { describe, expect, it } from 'vitest';
import { addedByLazyChunk, criticalFiles, entryKey, keyForModule, lazyChunkKeys, lazyRouteSpecifier, staticClosure, type Manifest } from '../../../scripts/bench/manifest.ts';

const manifest: Manifest = {
  'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_react.js', '_ui.js'], dynamicImports: ['src/Dialog.tsx', 'node_modules/auth0/auth0.js'] },
  '_react.js': { file: 'assets/react.js' },
  '_ui.js': { file: 'assets/ui.js', imports: ['_react.js'] },
  '_dialog-kit.js': { file: 'assets/dialog-kit.js', imports: ['_ui.js'] },
  'src/Dialog.tsx': { file: 'assets/Dialog.js', src: 'src/Dialog.tsx', isDynamicEntry: true, imports: ['index.html', '_dialog-kit.js', '_ui.js'] },
  'node_modules/auth0/auth0.js': { file: 'assets/auth0.js', src: 'node_modules/auth0/auth0.js', isDynamicEntry: true },
};

describe('the critical path', () => {
  it('is the entry and its static imports, transitively, each once', () => {
    expect(entryKey(manifest)).toBe('index.html');
    expect(criticalFiles(manifest).sort()).toEqual(['assets/index.js', 'assets/react.js', 'assets/ui.js']);
  });

  it('leaves dynamic imports (lazy chunks such as Auth0) off', () => {
    expect(criticalFiles(manifest)).not.toContain('assets/auth0.js');
    expect(criticalFiles(manifest)).not.toContain('assets/Dialog.js');
  });

  it('survives import cycles (a lazy chunk importing the entry back)', () => {
    expect(staticClosure(manifest, 'src/Dialog.tsx').sort()).toEqual(['_dialog-kit.js', '_react.js', '_ui.js', 'index.html', 'src/Dialog.tsx']);
  });

  it('refuses a manifest without exactly one entry', () => {
    expect(() => entryKey({ a: { file: 'a.js' } })).toThrow(/one entry/);
  });
});

describe('a lazy chunk', () => {
  it('adds its own file and the shared chunks the entry does not already load', () => {
    expect(addedByLazyChunk(manifest, 'src/Dialog.tsx').sort()).toEqual(['assets/Dialog.js', 'assets/dialog-kit.js']);
  });

  it('is listed with every other dynamic entry', () => {
    expect(lazyChunkKeys(manifest)).toEqual(['node_modules/auth0/auth0.js', 'src/Dialog.tsx']);
  });

  it('is found by its source path', () => {
    expect(keyForModule(manifest, './src/Dialog.tsx')).toBe('src/Dialog.tsx');
    expect(keyForModule(manifest, 'src/Missing.tsx')).toBeUndefined();
  });
});

describe("a route's lazy module, read from the route table", () => {
  const routes = `
const loadWidget = () => import('../views/widget/BillingWidget.tsx');
export const routes = [
  { index: true, Component: CheckoutPage },
  { path: ':id', Component: CheckoutPage },
  { path: 'updateBilling', lazy: () => import('../views/placeholders/Placeholder.tsx').then((m) => ({ Component: m.Placeholder })) },
  { path: 'displayBillingInfo', lazy: () => loadWidget().then((m) => ({ Component: m.Widget })) },
  { path: 'other', lazy: loadWidget },
  { path: 'return-page', Component: ReturnPage },
];`;

  it('is the inline import of the route object', () => {
    expect(lazyRouteSpecifier(routes, 'updateBilling')).toBe('../views/placeholders/Placeholder.tsx');
  });

  it('follows a loader function defined in the same file', () => {
    expect(lazyRouteSpecifier(routes, 'displayBillingInfo')).toBe('../views/widget/BillingWidget.tsx');
    expect(lazyRouteSpecifier(routes, 'other')).toBe('../views/widget/BillingWidget.tsx');
  });

  it('is undefined for an eager or unknown route', () => {
    expect(lazyRouteSpecifier(routes, 'return-page')).toBeUndefined();
    expect(lazyRouteSpecifier(routes, 'nowhere')).toBeUndefined();
  });
});
