// Modules index.html's entry loads with import() as a step of its start-up, before it renders
// (src/main.tsx): paint-first-plugin.ts preloads them with the entry's own imports, so the step
// waits for no request, and the bench counts them on the critical path (scripts/bench/manifest.ts).
export const STARTUP_MODULES = ['src/app/checkout-root.ts', 'src/app/pages.tsx'] as const;
