// Which chunks get V8's eager-compile hint (scripts/build/compile-hints-plugin.ts, ADR 0021): what
// each entry loads before it renders, start-up imports included; never a lazy dialog's chunk.
import type { OutputBundle, OutputChunk } from 'rolldown';
import { describe, expect, it } from 'vitest';
import { startupChunks } from '../../../scripts/build/compile-hints-plugin.ts';

function chunk(fileName: string, extra: Partial<OutputChunk> = {}): OutputChunk {
  return { type: 'chunk', fileName, imports: [], dynamicImports: [], isEntry: false, facadeModuleId: null, code: '', ...extra } as OutputChunk;
}

const bundle = Object.fromEntries(
  [
    chunk('assets/index.js', { isEntry: true, imports: ['assets/react.js'], dynamicImports: ['assets/checkout-root.js', 'assets/Dialog.js', 'assets/routes.js'] }),
    chunk('assets/react.js'),
    chunk('assets/checkout-root.js', { facadeModuleId: '/repo/src/app/checkout-root.ts', imports: ['assets/machines.js'] }),
    chunk('assets/machines.js'),
    chunk('assets/routes.js', { facadeModuleId: '/repo/src/app/routes.tsx', imports: ['assets/react.js'] }),
    chunk('assets/Dialog.js', { facadeModuleId: '/repo/src/views/Dialog.tsx', imports: ['assets/dialog-kit.js'] }),
    chunk('assets/dialog-kit.js'),
    chunk('assets/widget.js', { isEntry: true, imports: ['assets/react.js'] }),
  ].map((c) => [c.fileName, c]),
) as unknown as OutputBundle;

describe('compile hints', () => {
  it('mark the entries, their static imports and the start-up imports, and nothing lazy', () => {
    expect(startupChunks(bundle).map((c) => c.fileName).sort()).toEqual([
      'assets/checkout-root.js',
      'assets/index.js',
      'assets/machines.js',
      'assets/react.js',
      'assets/routes.js',
      'assets/widget.js',
    ]);
  });
});
