// The one way scripts build the app (ADR 0024): each caller names the app it builds, sandbox or
// live, and the VITE_ settings it builds with. Vite reads them from process.env, so they are set
// for the build only and the caller's are put back afterwards; other VITE_ variables are cleared
// meanwhile, so nothing from the caller's shell leaks into the build. (.env files still apply.)
import { build, type InlineConfig } from 'vite';
import { SANDBOX_MODE } from '../../src/app/config.ts';

export type BuiltApp = 'sandbox' | 'live';

export interface BuildAppOptions {
  app: BuiltApp;
  outDir: string;
  /** The VITE_ settings of this build (a live build needs every required one, README.md "Live mode"). */
  settings: Record<string, string>;
  manifest?: boolean;
  logLevel?: InlineConfig['logLevel'];
  /** Anything else for Vite (e.g. the bench's resolve aliases). */
  extra?: Pick<InlineConfig, 'resolve'>;
}

/** Vite's mode for each app: `sandbox`, and Vite's own default `production` for the live app. */
export const VITE_MODE: Record<BuiltApp, string> = { sandbox: SANDBOX_MODE, live: 'production' };

export function buildApp({ app, outDir, settings, manifest = false, logLevel = 'warn', extra = {} }: BuildAppOptions): Promise<void> {
  return withViteSettings(settings, async () => {
    await build({ ...extra, mode: VITE_MODE[app], logLevel, build: { outDir, emptyOutDir: true, manifest } });
  });
}

/**
 * Runs `work` with exactly these VITE_ variables in process.env, then puts the caller's back. Also
 * for `vite preview`, which reads them once at start for the build's security headers.
 */
export async function withViteSettings<T>(settings: Record<string, string>, work: () => Promise<T>): Promise<T> {
  const saved = viteVariables();
  setViteVariables(settings);
  try {
    return await work();
  } finally {
    setViteVariables(saved);
  }
}

function viteVariables(): Record<string, string> {
  return Object.fromEntries(Object.entries(process.env).filter((e): e is [string, string] => e[0].startsWith('VITE_') && e[1] !== undefined));
}

function setViteVariables(values: Record<string, string>): void {
  for (const key of Object.keys(viteVariables())) delete process.env[key];
  Object.assign(process.env, values);
}
