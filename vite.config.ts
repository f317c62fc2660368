import { defineConfig, type Plugin } from 'vite';
import { buildSettingsPlugin } from './scripts/build/build-mode.ts';
import react from '@vitejs/plugin-react';
import { pageZeroShellPlugin } from './scripts/build/page-zero-shell-plugin.ts';
import { paintFirstPlugin } from './scripts/build/paint-first-plugin.ts';
import { compileHintsPlugin } from './scripts/build/compile-hints-plugin.ts';
import { chakraLazyGlobalsPlugin } from './scripts/build/chakra-lazy-globals-plugin.ts';
import { productPreloadPlugin } from './scripts/build/product-preload-plugin.ts';
import { pageEntriesPlugin } from './scripts/serving/page-entries.ts';
import { securityHeadersPlugin } from './scripts/security/vite-plugin.ts';
import { statechartMermaidPlugin } from './scripts/build/statechart-mermaid-plugin.ts';
import { devicesOff, plainMainPlugin } from './scripts/build/startup-devices.ts';

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

export default defineConfig(({ mode }) => {
  // ADR 0021's start-up devices: all on, unless the bench's `startup` part measures a build without some (ADR 0034).
  const off = devicesOff(process.env);
  const device = (name: Parameters<typeof off.has>[0], plugin: Plugin | Plugin[]) => (off.has(name) ? [] : [plugin]);
  return {
  // The Content-Security-Policy and other security headers of `vite preview` (ADR 0014), then the
  // widget's addresses answered with widget.html (ADR 0016): the headers read the address first.
  // First: a live build (any mode but `sandbox`) stops here, naming each missing or invalid setting (ADR 0024).
  // Last: Mermaid's ESM files for the statechart view, in sandbox builds and dev only, like the view (ADR 0025).
  plugins: [
    buildSettingsPlugin(),
    ...device('chakra-patch', chakraLazyGlobalsPlugin()),
    ...(off.has('task-chain') ? [plainMainPlugin()] : []),
    react(),
    productPreloadPlugin({ afterPaint: !off.has('paint-first') }),
    pageZeroShellPlugin(),
    paintFirstPlugin({ defer: !off.has('paint-first'), startupRequired: !off.has('task-chain') }),
    ...device('compile-hints', compileHintsPlugin()),
    securityHeadersPlugin(),
    pageEntriesPlugin(),
    statechartMermaidPlugin(statechartViewEnabled(mode)),
  ],
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
  };
});
