// Which app a Vite mode builds (ADR 0024), checked before anything is built: mode `sandbox` builds
// the sandbox app; every other mode builds the live app, and stops with each missing or invalid
// live setting named, with src/app/config.ts's own validation (the one the app runs at start).
// Builds only: a live dev server without its settings starts and shows the configuration screen.
import type { Plugin } from 'vite';
import { appModeOf, ConfigError, liveConfig, type AppMode } from '../../src/app/config.ts';

export class BuildSettingsError extends Error {
  override name = 'BuildSettingsError';
}

/** The app `mode` builds; throws a BuildSettingsError naming each live setting `env` lacks or gets wrong. */
export function checkBuildSettings(mode: string, env: Record<string, string | boolean | undefined>): AppMode {
  const app = appModeOf(mode);
  if (app === 'sandbox') return app;
  try {
    liveConfig(env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    const lines = error.problems.map((p) => `  ${p.setting}: ${p.problem}`);
    throw new BuildSettingsError(
      [
        `Vite mode "${mode}" builds the live app, and these live settings are missing or invalid:`,
        ...lines,
        'Set them in the environment or a .env file (see .env.example and README.md, "Live mode"),',
        'or build the sandbox app instead: npm run build:sandbox.',
      ].join('\n'),
    );
  }
  return app;
}

/** Runs checkBuildSettings before a build, on the very variables Vite embeds (its .env files and process.env). */
export function buildSettingsPlugin(): Plugin {
  return {
    name: 'checkout:build-settings',
    configResolved(config) {
      if (config.command === 'build') checkBuildSettings(config.mode, config.env);
    },
  };
}
