// Which chunks index.html's start-up loads before it renders (scripts/build/startup-modules.ts,
// ADR 0021): the start-up imports' chunks and their static imports, preloaded by paint-first;
// never a lazy dialog's chunk, and none for an entry without start-up imports (widget.html's).
import type { OutputBundle, OutputChunk } from 'rolldown';
import { describe, expect, it } from 'vitest';
import { startupImports, staticClosureFiles } from '../../../scripts/build/startup-modules.ts';

function chunk(fileName: string, extra: Partial<OutputChunk> = {}): OutputChunk {
  return { type: 'chunk', fileName, imports: [], dynamicImports: [], isEntry: false, facadeModuleId: null, code: '', ...extra } as OutputChunk;
}

const bundle = Object.fromEntries(
  [
    chunk('assets/index.js', { isEntry: true, imports: ['assets/react.js'], dynamicImports: ['assets/checkout-root.js', 'assets/Dialog.js', 'assets/routes.js'] }),
    chunk('assets/react.js'),
    chunk('assets/checkout-root.js', { facadeModuleId: '/repo/src/app/checkout-root.ts', imports: ['assets/machines.js'] }),
    chunk('assets/machines.js', { imports: ['assets/react.js'] }),
    chunk('assets/routes.js', { facadeModuleId: '/repo/src/app/routes.tsx', imports: ['assets/react.js'] }),
    chunk('assets/Dialog.js', { facadeModuleId: '/repo/src/views/Dialog.tsx', imports: ['assets/dialog-kit.js'] }),
    chunk('assets/dialog-kit.js'),
    chunk('assets/widget.js', { isEntry: true, imports: ['assets/react.js'] }),
  ].map((c) => [c.fileName, c]),
) as unknown as OutputBundle;

const entry = (file: string) => bundle[file] as OutputChunk;

describe('start-up modules', () => {
  it("are the entry's import() of the root actor and of the views, not a lazy dialog", () => {
    expect(startupImports(bundle, entry('assets/index.js')).map((c) => c.fileName)).toEqual(['assets/checkout-root.js', 'assets/routes.js']);
    expect(startupImports(bundle, entry('assets/widget.js'))).toEqual([]);
  });

  it('come with their static imports, each file once', () => {
    expect(staticClosureFiles(bundle, startupImports(bundle, entry('assets/index.js'))).sort()).toEqual(['assets/checkout-root.js', 'assets/machines.js', 'assets/react.js', 'assets/routes.js']);
  });
});
