// What every bench part needs: the app built in sandbox mode (once per run) and served by
// `vite preview`, an isolated in-memory sandbox, Debian's Chromium, the floor (issue 16, ADR 0032)
// served the same way, and for the sweep's --protocol h2 (ADR 0057) a certificate for localhost.
// Ports and the build folder come from the same E2E_* variables as the end-to-end tests, so a
// bench never collides with a test run that uses other values.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, preview, type InlineConfig } from 'vite';
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
  /** Runs `work` with another build served on the app's port in place of the app's (BENCH_BUILDS). */
  instead<T>(dir: string, work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** Key and certificate file paths for `vite preview`, which then serves HTTP/2 over TLS (localhostCertificate()). */
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
    let server = await serveBuild();
    return {
      appUrl,
      sandboxUrl,
      resetSandbox,
      async instead(dir, work) {
        await server.close();
        try {
          return await withBuild(dir, undefined, work);
        } finally {
          server = await serveBuild();
        }
      },
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

// A certificate for localhost, made by openssl for one bench run (the sweep's --protocol h2, ADR
// 0057) and removed with it: Chromium is told to accept it, and no key is kept in the repository.
export interface LocalhostCertificate extends HttpsFiles {
  remove(): void;
}

export function localhostCertificate(): LocalhostCertificate {
  const dir = mkdtempSync(join(tmpdir(), 'bench-tls-'));
  const key = join(dir, 'key.pem');
  const cert = join(dir, 'cert.pem');
  try {
    execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', key, '-out', cert, '-days', '1', '-subj', '/CN=localhost', '-addext', 'subjectAltName=DNS:localhost'], { stdio: 'ignore' });
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw new Error('--protocol h2 needs openssl to make a certificate for localhost', { cause: error });
  }
  return { key, cert, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

// The bench's floor (issue 16, ADR 0032): the same static page 0 (floor/FloorPage.tsx) as a plain
// Vite + React + Chakra project builds it, with Vite's defaults and nothing else: no prerendered
// HTML, no deferred scripts, no compile hints, no patched dependency. Its index.html is written
// into a temporary folder outside the repo, built there and served by `vite preview` like the app,
// so both are measured the same way.
/** The page's module script, named by its path on disk: Vite resolves it from the temporary root, and its imports from the repo's node_modules. */
const FLOOR_PAGE = fileURLToPath(new URL('./floor/FloorPage.tsx', import.meta.url));
const FLOOR_HTML = `<!doctype html>
<!-- The bench's floor (ADR 0032): the plainest page the stack makes of page 0, built by scripts/bench/servers.ts. -->
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="description" content="Secure checkout for your learning subscription." />
    <title>Checkout</title>
  </head>
  <body>
    <div id="root"></div>
    <script type="module" src="${FLOOR_PAGE}"></script>
  </body>
</html>
`;
export const floorPort = Number(process.env.BENCH_FLOOR_PORT ?? 4206);

export interface Floor {
  url: string;
  /** The folder it is served from. */
  dir: string;
  close(): Promise<void>;
}

export interface FloorOptions {
  port?: number;
  /** Served over HTTP/2 with TLS (the sweep's --protocol h2). */
  https?: HttpsFiles;
}

/** Builds the floor in a new temporary folder and serves it; close() stops it and removes the folder. */
export async function startFloor({ port = floorPort, https }: FloorOptions = {}): Promise<Floor> {
  const root = mkdtempSync(join(tmpdir(), 'bench-floor-'));
  const outDir = join(root, 'dist');
  const common: InlineConfig = { configFile: false, root, logLevel: 'warn', plugins: [react()] };
  try {
    writeFileSync(join(root, 'index.html'), FLOOR_HTML);
    await build({ ...common, build: { outDir, emptyOutDir: true } });
    const server = await preview({ ...common, build: { outDir }, preview: { port, strictPort: true, host: 'localhost', https } });
    return {
      url: `${https ? 'https' : 'http'}://localhost:${port}`,
      dir: outDir,
      async close() {
        await server.close();
        rmSync(root, { recursive: true, force: true });
      },
    };
  } catch (error) {
    rmSync(root, { recursive: true, force: true });
    throw error;
  }
}

/**
 * Other sandbox builds (of another commit, built with the bench's settings) that the sweep and the
 * felt part measure beside the app, side by side in the same round-robin: BENCH_BUILDS="name=folder,...".
 */
export function extraBuilds(text: string | undefined = process.env.BENCH_BUILDS): { name: string; dir: string }[] {
  if (text === undefined || text.trim() === '') return [];
  return text.split(',').map((pair) => {
    const [name, dir] = pair.split('=').map((p) => p.trim());
    if (!name || !dir || name === 'app' || name === 'floor') throw new Error(`BENCH_BUILDS: "${pair}" is not name=folder (names other than app and floor)`);
    return { name, dir };
  });
}

/** Serves one build on the app's port for one run: every build gets the origin the sandbox allows. */
export async function withBuild<T>(dir: string, https: HttpsFiles | undefined, work: () => Promise<T>): Promise<T> {
  const server = await serveBuild(dir, https);
  try {
    return await work();
  } finally {
    await server.close();
  }
}
