// Modules index.html's entry loads with import() as a step of its start-up, before it renders
// (src/main.tsx): paint-first-plugin.ts preloads them with the entry's own imports, so the step
// waits for no request, and the bench counts them on the critical path (scripts/bench/manifest.ts).
import type { OutputBundle, OutputChunk } from 'rolldown';

export const STARTUP_MODULES = ['src/app/checkout-root.ts', 'src/app/routes.tsx'] as const;

/** The chunks of the entry's start-up imports (none for an entry without them, widget.html's). */
export function startupImports(bundle: OutputBundle, entry: OutputChunk): OutputChunk[] {
  return entry.dynamicImports
    .map((file) => bundle[file])
    .filter((output): output is OutputChunk => output?.type === 'chunk' && STARTUP_MODULES.some((m) => (output.facadeModuleId ?? '').endsWith(`/${m}`)));
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
