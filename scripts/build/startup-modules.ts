// Modules index.html's entry loads with import() as a step of its start-up, before it renders
// (src/main.tsx): paint-first-plugin.ts preloads them with the entry's own imports, so the step
// waits for no request, and the bench counts them on the critical path (scripts/bench/bundle.ts).
import type { OutputBundle, OutputChunk } from 'rolldown';

export const STARTUP_MODULES = ['src/app/start-checkout.tsx', 'src/app/checkout-root.ts', 'src/app/routes.tsx'] as const;

/**
 * The chunks of the entry's start-up imports, and of theirs (a start-up step that loads the next
 * one), each once; none for an entry without them (widget.html's).
 */
export function startupImports(bundle: OutputBundle, entry: OutputChunk): OutputChunk[] {
  const found: OutputChunk[] = [];
  const visit = (chunk: OutputChunk) => {
    for (const file of chunk.dynamicImports) {
      const output = bundle[file];
      if (output?.type !== 'chunk' || found.includes(output)) continue;
      if (!STARTUP_MODULES.some((m) => (output.facadeModuleId ?? '').endsWith(`/${m}`))) continue;
      found.push(output);
      visit(output);
    }
  };
  visit(entry);
  return found;
}

/** The file names of `roots` and of every chunk they import statically, transitively, each once. */
export function staticClosureFiles(bundle: OutputBundle, roots: readonly OutputChunk[]): string[] {
  const files = new Set<string>();
  const visit = (file: string) => {
    const output = bundle[file];
    if (files.has(file) || output?.type !== 'chunk') return;
    files.add(file);
    output.imports.forEach(visit);
  };
  roots.forEach((root) => visit(root.fileName));
  return [...files];
}
