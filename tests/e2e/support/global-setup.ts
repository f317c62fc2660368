// Playwright's global setup: an isolated in-memory sandbox, and the app built twice with Vite's JS
// API (ADR 0024), each served by `vite preview`: the sandbox app (into dist-e2e/, so `npm run
// build`'s dist/ is untouched) that every spec but one uses, and the live app (into dist-e2e-live/)
// with the sandbox standing in for the API host and the identity provider, for the live card path
// (live-card-path.spec.ts; Stripe.js is stood in for there). Each build takes about 5 s.
// Returns the teardown that closes all three. E2E_REUSE_BUILD=1 skips a build whose folder exists.
import { existsSync } from 'node:fs';
import { preview, type PreviewServer } from 'vite';
import { buildApp, VITE_MODE, withViteSettings, type BuiltApp } from '../../../scripts/build/build-app.ts';
import { createSandbox } from '../../../sandbox/server.ts';
import { clearBrowserRuns } from '../../../scripts/statecharts/coverage-files.ts';
import { appPort, appUrl, liveAppPort, liveAppUrl, sandboxPort, sandboxUrl } from './sandbox.ts';

// E2E_OUT_DIR lets several runs (different E2E_*_PORT values) build side by side.
const OUT_DIR = process.env.E2E_OUT_DIR ?? 'dist-e2e';
const LIVE_OUT_DIR = `${OUT_DIR}-live`;

/** The sandbox app talking to this sandbox (read by src/app/build-config.ts through import.meta.env). */
const SANDBOX_SETTINGS = { VITE_SANDBOX_URL: sandboxUrl };

/**
 * The live app with the sandbox as its API host and identity provider: the sandbox issuer's client
 * and audience, so the real Auth0 SDK signs in against it. The publishable key is a placeholder:
 * the spec answers js.stripe.com itself, and no request with it leaves this machine.
 */
const LIVE_SETTINGS = {
  VITE_API_URL: sandboxUrl,
  VITE_AUTH0_DOMAIN: sandboxUrl,
  VITE_AUTH0_CLIENT_ID: 'checkout-sandbox',
  VITE_AUTH0_AUDIENCE: 'https://api.checkout.test',
  VITE_STRIPE_PUBLISHABLE_KEY: 'pk_test_e2e_stand_in',
  VITE_MARKETING_URL: sandboxUrl,
  VITE_LEARN_URL: `${sandboxUrl}/learn`,
  VITE_WIDGET_PRICE_ID: 'price_are5_expert_firm_monthly',
};

async function buildAndServe(app: BuiltApp, outDir: string, port: number, settings: Record<string, string>): Promise<PreviewServer> {
  if (!(process.env.E2E_REUSE_BUILD === '1' && existsSync(outDir))) await buildApp({ app, outDir, settings });
  // The preview's Content-Security-Policy is computed from the same settings and mode (ADR 0014).
  return withViteSettings(settings, () =>
    preview({ mode: VITE_MODE[app], logLevel: 'warn', preview: { port, strictPort: true }, build: { outDir } }),
  );
}

export default async function globalSetup(): Promise<() => Promise<void>> {
  // The browser journeys' statechart coverage (tests/e2e/support/test.ts) is this run's alone
  // (shards of one run share it: scripts/e2e-shards.ts clears it once for all of them).
  if (process.env.E2E_KEEP_BROWSER_RUNS !== '1') clearBrowserRuns();
  const sandbox = await createSandbox({ port: sandboxPort, appOrigins: [appUrl, liveAppUrl], dataFile: null });
  const servers: PreviewServer[] = [];
  const close = async () => {
    for (const server of servers) await server.close();
    await sandbox.close();
  };
  try {
    // The preview's Content-Security-Policy reports violations to the sandbox (ADR 0014).
    process.env.CSP_REPORT_URI = `${sandboxUrl}/__sandbox/csp-reports`;
    servers.push(await buildAndServe('sandbox', OUT_DIR, appPort, SANDBOX_SETTINGS));
    // The path runner (npm run test:paths) walks the sandbox build only.
    if (process.env.E2E_SANDBOX_ONLY !== '1') servers.push(await buildAndServe('live', LIVE_OUT_DIR, liveAppPort, LIVE_SETTINGS));
    return close;
  } catch (error) {
    await close();
    throw error;
  }
}
