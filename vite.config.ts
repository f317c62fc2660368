import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { securityHeadersPlugin } from './scripts/security/vite-plugin.ts';

// Ports are fixed by the work order: dev 5173, preview 4173, overridable with PORT.
const port = Number(process.env.PORT ?? 0) || undefined;

export default defineConfig({
  // The Content-Security-Policy and other security headers of `vite preview` (ADR 0014).
  plugins: [react(), securityHeadersPlugin()],
  server: { port: port ?? 5173, strictPort: true, host: 'localhost' },
  preview: { port: port ?? 4173, strictPort: true, host: 'localhost' },
  build: {
    target: 'es2022',
    sourcemap: true,
    rolldownOptions: {
      treeshake: { manualPureFunctions: ['defineConfig'] },
    },
  },
});
