// The bench's breakdown of page 0's critical path by source (scripts/bench/critical-path-parts.ts):
// every generated character goes to the source its mapping names, sources group into packages or
// our folders, and the "as one file" figure keeps only what it is told to.
// Not a spec rule: issue 8's performance budget (docs/decisions/0022).
import { GenMapping, addMapping, toEncodedMap } from '@jridgewell/gen-mapping';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { NOT_RUN_ON_PAGE_ZERO, isLibrary, oneFileGzip, partOf, partSizes, sourceTexts, textBySource, type MappedChunk } from '../../../scripts/bench/critical-path-parts.ts';

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
