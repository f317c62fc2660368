import { defineConfig } from 'vite';
import { buildSettingsPlugin } from './scripts/build/build-mode.ts';
import react from '@vitejs/plugin-react';
import { pageZeroShellPlugin } from './scripts/build/page-zero-shell-plugin.ts';
import { pageZeroHtmlPlugin } from './scripts/build/page-zero-html-plugin.ts';
import { paintFirstPlugin } from './scripts/build/paint-first-plugin.ts';
import { productPreloadPlugin } from './scripts/build/product-preload-plugin.ts';
import { pageEntriesPlugin } from './scripts/serving/page-entries.ts';
import { securityHeadersPlugin } from './scripts/security/vite-plugin.ts';
import { statechartMermaidPlugin } from './scripts/build/statechart-mermaid-plugin.ts';
import { devicesOff, plainMainPlugin, type StartupDevice } from './scripts/build/startup-devices.ts';

// Ports are fixed by the work order: dev 5173, preview 4173, overridable with PORT.
const port = Number(process.env.PORT ?? 0) || undefined;

/**
 * Sandbox builds carry the statechart view (issue 7); live builds (every mode but `sandbox`,
 * ADR 0024) must not ship a byte of it. A compile-time constant lets the bundler drop the code,
 * where a runtime check on the config would only hide it.
 */
export function statechartViewEnabled(mode: string): boolean {
  return mode === 'sandbox';
}

/** The start-up devices ADR 0034 kept are on unless the bench's `startup` part builds a variant without one. */
const deviceOn = (device: StartupDevice) => !devicesOff(process.env).has(device);

export default defineConfig(({ mode }) => ({
  // The Content-Security-Policy and other security headers of `vite preview` (ADR 0014), then the
  // widget's addresses answered with widget.html (ADR 0016): the headers read the address first.
  // First: a live build (any mode but `sandbox`) stops here, naming each missing or invalid setting (ADR 0024).
  // Last: Mermaid's ESM files for the statechart view, in sandbox builds and dev only, like the view (ADR 0025).
  plugins: [buildSettingsPlugin(), ...(deviceOn('task-chain') ? [] : [plainMainPlugin()]), react(), productPreloadPlugin({ afterPaint: deviceOn('paint-first') }), pageZeroShellPlugin(), pageZeroHtmlPlugin(), paintFirstPlugin({ defer: deviceOn('paint-first'), startupRequired: deviceOn('task-chain') }), securityHeadersPlugin(), pageEntriesPlugin(), statechartMermaidPlugin(statechartViewEnabled(mode))],
  define: {
    __STATECHART_VIEW__: JSON.stringify(statechartViewEnabled(mode)),
  },
  server: { port: port ?? 5173, strictPort: true, host: 'localhost' },
  preview: { port: port ?? 4173, strictPort: true, host: 'localhost' },
  build: {
    target: 'es2022',
    sourcemap: true,
    rolldownOptions: {
      // Two pages (ADR 0016): the checkout's, and the billing widget's, which loads no checkout code.
      input: { index: 'index.html', widget: 'widget.html' },
      treeshake: { manualPureFunctions: ['defineConfig'] },
    },
  },
}));
