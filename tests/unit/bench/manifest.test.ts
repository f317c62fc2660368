// The bench's reading of Vite's manifest (scripts/bench/manifest.ts): the critical path is a
// page's entry's static closure, dynamic imports stay off it, and a lazy chunk counts only what it
// adds; with two pages (index.html, widget.html: ADR 0016) each page has its own.
// Not a spec rule: issue 8's performance budget (docs/decisions/0017).
import { describe, expect, it } from 'vitest';
import { addedByLazyChunk, criticalFiles, entryKey, keyForModule, lazyChunkKeys, reachableKeys, staticClosure, type Manifest } from '../../../scripts/bench/manifest.ts';

const manifest: Manifest = {
  'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_react.js', '_ui.js'], dynamicImports: ['src/Dialog.tsx', 'node_modules/auth0/auth0.js'] },
  '_react.js': { file: 'assets/react.js' },
  '_ui.js': { file: 'assets/ui.js', imports: ['_react.js'] },
  '_dialog-kit.js': { file: 'assets/dialog-kit.js', imports: ['_ui.js'] },
  'src/Dialog.tsx': { file: 'assets/Dialog.js', src: 'src/Dialog.tsx', isDynamicEntry: true, imports: ['index.html', '_dialog-kit.js', '_ui.js'] },
  'node_modules/auth0/auth0.js': { file: 'assets/auth0.js', src: 'node_modules/auth0/auth0.js', isDynamicEntry: true },
  'widget.html': { file: 'assets/widget.js', isEntry: true, imports: ['_react.js'], dynamicImports: ['src/Form.tsx'] },
  'src/Form.tsx': { file: 'assets/Form.js', src: 'src/Form.tsx', isDynamicEntry: true, imports: ['_ui.js'] },
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

  it('is index.html unless another page is named, and each page has its own', () => {
    expect(entryKey(manifest, 'widget.html')).toBe('widget.html');
    expect(criticalFiles(manifest, 'widget.html').sort()).toEqual(['assets/react.js', 'assets/widget.js']);
  });

  it("counts the start-up import (index.html's root actor, loaded by import() before the first render) and its own imports", () => {
    const withRoot: Manifest = {
      ...manifest,
      'index.html': { ...manifest['index.html'], file: 'assets/index.js', dynamicImports: ['src/app/checkout-root.ts', 'src/Dialog.tsx'] },
      'src/app/checkout-root.ts': { file: 'assets/checkout-root.js', src: 'src/app/checkout-root.ts', isDynamicEntry: true, imports: ['_machines.js', '_ui.js'] },
      '_machines.js': { file: 'assets/machines.js' },
    };
    expect(criticalFiles(withRoot).sort()).toEqual(['assets/checkout-root.js', 'assets/index.js', 'assets/machines.js', 'assets/react.js', 'assets/ui.js']);
    expect(addedByLazyChunk(withRoot, 'src/Dialog.tsx')).toEqual(['assets/Dialog.js', 'assets/dialog-kit.js']);
  });

  it('refuses a page that is not an entry of the build', () => {
    expect(() => entryKey({ a: { file: 'a.js' } })).toThrow(/index.html is not an entry/);
    expect(() => entryKey(manifest, '_ui.js')).toThrow(/entries: index.html, widget.html/);
  });
});

describe('a lazy chunk', () => {
  it('adds its own file and the shared chunks the entry does not already load', () => {
    expect(addedByLazyChunk(manifest, 'src/Dialog.tsx').sort()).toEqual(['assets/Dialog.js', 'assets/dialog-kit.js']);
  });

  it("counts what it adds on top of its own page's critical path", () => {
    expect(addedByLazyChunk(manifest, 'src/Form.tsx', 'widget.html').sort()).toEqual(['assets/Form.js', 'assets/ui.js']);
  });

  it('is listed with every other dynamic entry', () => {
    expect(lazyChunkKeys(manifest)).toEqual(['node_modules/auth0/auth0.js', 'src/Dialog.tsx', 'src/Form.tsx']);
  });

  it('is found by its source path', () => {
    expect(keyForModule(manifest, './src/Dialog.tsx')).toBe('src/Dialog.tsx');
    expect(keyForModule(manifest, 'src/Missing.tsx')).toBeUndefined();
  });
});

describe('everything a page can load', () => {
  it('follows static and dynamic imports, and stays within the page', () => {
    expect(reachableKeys(manifest, 'widget.html').sort()).toEqual(['_react.js', '_ui.js', 'src/Form.tsx', 'widget.html']);
    expect(reachableKeys(manifest, 'index.html')).not.toContain('src/Form.tsx');
  });
});
