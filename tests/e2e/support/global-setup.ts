// Playwright's global setup: an isolated in-memory sandbox, the app built for it with Vite's JS
// API (into dist-e2e/, so `npm run build`'s dist/ is untouched) and served by `vite preview`.
// Returns the teardown that closes both. E2E_REUSE_BUILD=1 skips the build when dist-e2e exists.
import { existsSync } from 'node:fs';
import { build, preview } from 'vite';
import { createSandbox } from '../../../sandbox/server.ts';
import { appPort, appUrl, sandboxPort, sandboxUrl } from './sandbox.ts';

// E2E_OUT_DIR lets several runs (different E2E_*_PORT values) build side by side.
const OUT_DIR = process.env.E2E_OUT_DIR ?? 'dist-e2e';

export default async function globalSetup(): Promise<() => Promise<void>> {
  const sandbox = await createSandbox({ port: sandboxPort, appOrigins: [appUrl], dataFile: null });
  try {
    // Sandbox mode talking to this sandbox: read by src/app/config.ts through import.meta.env.
    process.env.VITE_SANDBOX_URL = sandboxUrl;
    delete process.env.VITE_API_URL;
    // The preview's Content-Security-Policy reports violations to the sandbox (ADR 0014).
    process.env.CSP_REPORT_URI = `${sandboxUrl}/__sandbox/csp-reports`;
    if (!(process.env.E2E_REUSE_BUILD === '1' && existsSync(OUT_DIR))) {
      await build({ mode: 'production', logLevel: 'warn', build: { outDir: OUT_DIR, emptyOutDir: true } });
    }
    const server = await preview({ logLevel: 'warn', preview: { port: appPort, strictPort: true }, build: { outDir: OUT_DIR } });
    return async () => {
      await server.close();
      await sandbox.close();
    };
  } catch (error) {
    await sandbox.close();
    throw error;
  }
}
