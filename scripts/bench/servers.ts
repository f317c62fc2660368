// What every bench part needs: the app built in sandbox mode (once per run) and served by
// `vite preview`, an isolated in-memory sandbox, and Debian's Chromium. Ports and the build
// folder come from the same E2E_* variables as the end-to-end tests, so a bench never collides
// with a test run that uses other values.
import { existsSync } from 'node:fs';
import { preview } from 'vite';
import { SANDBOX_MODE } from '../../src/app/config.ts';
import { chromium, type Browser } from 'playwright-core';
import { createSandbox } from '../../sandbox/server.ts';
import { buildApp as buildWithVite, withViteSettings } from '../build/build-app.ts';
import { chromiumPath } from '../../tests/e2e/support/chromium.ts';

export const appPort = Number(process.env.E2E_APP_PORT ?? 4205);
export const sandboxPort = Number(process.env.E2E_SANDBOX_PORT ?? 4305);
export const outDir = process.env.E2E_OUT_DIR ?? 'dist-e2e-bench';
export const appUrl = `http://localhost:${appPort}`;
export const sandboxUrl = `http://localhost:${sandboxPort}`;
/** The page 0 every Lighthouse part measures, on the app and on the floor alike. */
export const PAGE_ZERO_PATH = '/price_are5_pro_monthly';

/** The flags the end-to-end tests use: quiet on a closed network. */
export const CHROMIUM_FLAGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

/**
 * The VITE_ settings of the bench's build. `vite preview` needs them too: its Content-Security-Policy
 * names the sandbox from VITE_SANDBOX_URL (ADR 0014), and without them it names the default :4320,
 * so page 0's product call is refused and 'Proceed to Checkout' never shows.
 */
const SETTINGS = { VITE_SANDBOX_URL: sandboxUrl };

let built = false;

/** Builds the sandbox app (Vite mode `sandbox`, ADR 0024) for the bench's sandbox into outDir; BENCH_REUSE_BUILD=1 keeps an existing build. */
export async function buildApp(): Promise<void> {
  if (built) return;
  if (!(process.env.BENCH_REUSE_BUILD === '1' && existsSync(`${outDir}/.vite/manifest.json`))) {
    await buildWithVite({ app: 'sandbox', outDir, manifest: true, settings: SETTINGS });
  }
  built = true;
}

export interface Stack {
  appUrl: string;
  sandboxUrl: string;
  /** Back to the seed (POST /__sandbox/reset). */
  resetSandbox(): Promise<void>;
  close(): Promise<void>;
}

/** Key and certificate file paths for `vite preview`, which then serves HTTP/2 over TLS (tls.ts). */
export interface HttpsFiles {
  key: string;
  cert: string;
}

/** The app's origin over HTTP/2 with TLS (the sweep's --protocol h2). */
export const httpsAppUrl = `https://localhost:${appPort}`;

/** `vite preview` of a sandbox build on the app's port, with the sandbox build's security headers. */
export function serveBuild(dir: string = outDir, https?: HttpsFiles) {
  return withViteSettings(SETTINGS, () => preview({ mode: SANDBOX_MODE, logLevel: 'warn', preview: { port: appPort, strictPort: true, https }, build: { outDir: dir } }));
}

/** The sandbox back to its seed (POST /__sandbox/reset). */
export async function resetSandbox(): Promise<void> {
  const res = await fetch(`${sandboxUrl}/__sandbox/reset`, { method: 'POST' });
  if (!res.ok) throw new Error(`sandbox reset answered ${res.status}`);
}

/** Starts an in-memory sandbox and `vite preview` of the build; close() stops both. */
export async function startStack(): Promise<Stack> {
  await buildApp();
  const sandbox = await createSandbox({ port: sandboxPort, appOrigins: [appUrl], dataFile: null });
  try {
    // The sandbox app's mode, so the preview's security headers are the sandbox build's.
    const server = await serveBuild();
    return {
      appUrl,
      sandboxUrl,
      resetSandbox,
      async close() {
        await server.close();
        await sandbox.close();
      },
    };
  } catch (error) {
    await sandbox.close();
    throw error;
  }
}

/** Runs `work` with a started stack and always stops it. */
export async function withStack<T>(work: (stack: Stack) => Promise<T>): Promise<T> {
  const stack = await startStack();
  try {
    return await work(stack);
  } finally {
    await stack.close();
  }
}

/**
 * Debian's Chromium (or CHROME_PATH) under Playwright. Playwright turns the popup blocker off;
 * `{ popupBlocker: true }` keeps it on, as in Lighthouse's Chromium and a visitor's browser, where
 * page 0's sign-in popup without a click (PAGELOAD-3) is blocked and costs nothing.
 */
export function launchChromium(options: { popupBlocker?: boolean } = {}): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath(),
    args: CHROMIUM_FLAGS,
    headless: true,
    ...(options.popupBlocker ? { ignoreDefaultArgs: ['--disable-popup-blocking'] } : {}),
  });
}
