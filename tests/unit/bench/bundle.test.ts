// The bench's reading of a built bundle (scripts/bench/bundle.ts). Vite's manifest: the critical
// path is a page's entry's static closure, dynamic imports stay off it, and a lazy chunk counts
// only what it adds; with two pages (index.html, widget.html: ADR 0016) each page has its own.
// Page 0's critical path by source: every generated character goes to the source its mapping
// names, sources group into packages or our folders, and the "as one file" figure keeps only what
// it is told to.
// Not a spec rule: issue 8's performance budget (docs/decisions/0017, 0022).
import { GenMapping, addMapping, toEncodedMap } from '@jridgewell/gen-mapping';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  addedByLazyChunk,
  criticalFiles,
  entryKey,
  isLibrary,
  keyForModule,
  lazyChunkKeys,
  NOT_RUN_ON_PAGE_ZERO,
  oneFileGzip,
  partOf,
  partSizes,
  reachableKeys,
  sourceTexts,
  staticClosure,
  textBySource,
  type Manifest,
  type MappedChunk,
} from '../../../scripts/bench/bundle.ts';

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

/** A one-line chunk made of `pieces`, each mapped to its source ('' for unmapped glue). */
function chunk(pieces: readonly [source: string, text: string][]): MappedChunk {
  const map = new GenMapping({ file: 'chunk.js' });
  let column = 0;
  for (const [source, text] of pieces) {
    if (source === '') addMapping(map, { generated: { line: 1, column } });
    else addMapping(map, { generated: { line: 1, column }, source, original: { line: 1, column: 0 } });
    column += text.length;
  }
  return { code: pieces.map(([, text]) => text).join(''), map: JSON.stringify(toEncodedMap(map)) };
}

const sample = chunk([
  ['../node_modules/react-dom/cjs/react-dom-client.production.js', 'function a(){return 1}'],
  ['../machines/auth/auth.machine.ts', 'const b=createMachine({id:"auth"});'],
  ['', 'export{a,b};'],
  ['../node_modules/@chakra-ui/react/dist/esm/styled-system/system.js', 'function c(){}'],
  ['../src/views/checkout/PlanCard.tsx', 'const d=()=>null;'],
]);

describe('textBySource', () => {
  it('gives every generated character to the source its mapping names, unmapped text to ""', () => {
    const texts = textBySource(sample);
    expect(texts.get('../machines/auth/auth.machine.ts')).toBe('const b=createMachine({id:"auth"});');
    expect(texts.get('')).toBe('export{a,b};');
    expect([...texts.values()].join('')).toHaveLength(sample.code.length);
  });
});

describe('partOf', () => {
  it('names a package, a scoped package, a machine folder or a source folder', () => {
    expect(partOf('../node_modules/react-dom/cjs/x.js')).toBe('react-dom');
    expect(partOf('../node_modules/@chakra-ui/react/dist/esm/a.js')).toBe('@chakra-ui/react');
    expect(partOf('../machines/auth/auth.machine.ts')).toBe('machines/auth');
    expect(partOf('../src/views/checkout/PlanCard.tsx')).toBe('src/views');
    expect(partOf('../src/main.tsx')).toBe('src/main');
    expect(partOf('')).toBe('(bundler glue)');
  });
});

describe('partSizes', () => {
  it('scales the parts to the files real gzip total, largest first', () => {
    const parts = partSizes(sourceTexts([sample]), 1000);
    expect(parts.reduce((s, p) => s + p.gzipShare, 0)).toBeCloseTo(1000);
    expect(parts.map((p) => p.gzipShare)).toEqual([...parts.map((p) => p.gzipShare)].sort((a, b) => b - a));
    expect(parts.find((p) => p.part === 'machines/auth')?.raw).toBe(35);
  });
});

describe('oneFileGzip', () => {
  it('gzips the kept sources as one stream', () => {
    const libraries = 'function a(){return 1}function c(){}';
    expect(oneFileGzip(sourceTexts([sample]), isLibrary)).toBe(gzipSync(libraries, { level: 6 }).length);
    expect(oneFileGzip(sourceTexts([sample]))).toBe(gzipSync(sample.code, { level: 6 }).length);
  });

  it('leaves out the machines page 0 does not run, and only those', () => {
    expect(NOT_RUN_ON_PAGE_ZERO.test('../machines/auth/auth.machine.ts')).toBe(true);
    expect(NOT_RUN_ON_PAGE_ZERO.test('../machines/payment/rules.ts')).toBe(true);
    expect(NOT_RUN_ON_PAGE_ZERO.test('../src/app/wiring/payment-wiring.ts')).toBe(true);
    expect(NOT_RUN_ON_PAGE_ZERO.test('../machines/checkout/checkout.machine.ts')).toBe(false);
    expect(NOT_RUN_ON_PAGE_ZERO.test('../machines/pricing/pricing.machine.ts')).toBe(false);
    expect(oneFileGzip(sourceTexts([sample]), (s) => !NOT_RUN_ON_PAGE_ZERO.test(s))).toBeLessThan(oneFileGzip(sourceTexts([sample])));
  });
});
