// Marks the chunks a page runs at start-up for eager compilation (V8's explicit compile hints,
// Chromium 136+: a first line `//# allFunctionsCalledOnLoad`). V8 then compiles their functions
// on a background thread while the files download, instead of on the main thread at first call,
// in the middle of Chakra's createSystem and React's first render (ADR 0021). Other browsers
// read a comment.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';
import { startupImports, staticClosureFiles } from './startup-modules.ts';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** Every chunk an entry loads before it renders: its static imports and its start-up imports'. */
export function startupChunks(bundle: OutputBundle): OutputChunk[] {
  const chunks = Object.values(bundle).filter((o): o is OutputChunk => o.type === 'chunk');
  const files = new Set(chunks.filter((c) => c.isEntry).flatMap((entry) => staticClosureFiles(bundle, [entry, ...startupImports(bundle, entry)])));
  return chunks.filter((c) => files.has(c.fileName));
}

export function compileHintsPlugin(): Plugin {
  return {
    name: 'checkout:compile-hints',
    apply: 'build',
    // On the written files: Vite itself still puts lines at the top of a chunk in generateBundle,
    // and the hint only counts on the very first line.
    writeBundle(options, bundle) {
      const dir = options.dir ?? '';
      for (const chunk of startupChunks(bundle)) {
        const file = join(dir, chunk.fileName);
        writeFileSync(file, COMPILE_HINT + readFileSync(file, 'utf8'));
        // The source map's lines move down by the one added.
        const mapFile = `${file}.map`;
        if (existsSync(mapFile)) {
          const map = JSON.parse(readFileSync(mapFile, 'utf8')) as { mappings: string };
          map.mappings = `;${map.mappings}`;
          writeFileSync(mapFile, JSON.stringify(map));
        }
      }
    },
  };
}
