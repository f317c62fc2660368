// The policy input of one built app: the configuration the build embedded (the same VITE_*
// variables, read the way Vite reads them) and the hashes of its index.html's inline scripts.
// Shared by the preview server (vite-plugin.ts) and `npm run headers` (print-headers.ts).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadEnv } from 'vite';
import { loadConfig } from '../../src/app/config.ts';
import type { PolicyInput } from './headers.ts';
import { assertNoUnhashableScript, inlineScriptHashes } from './inline-scripts.ts';

export interface BuildPolicyOptions {
  /** The build folder holding index.html (dist, dist-e2e…). */
  outDir: string;
  /** Vite's mode of the build (production unless told otherwise). */
  mode?: string;
  /** Where .env files are read from; false reads none (process.env only). */
  envDir?: string | false;
  /** CSP_REPORT_URI: a report collector; empty or absent sends no reports. */
  reportUri?: string | undefined;
}

export function policyInputForBuild({ outDir, mode = 'production', envDir = process.cwd(), reportUri }: BuildPolicyOptions): PolicyInput {
  const html = readFileSync(join(outDir, 'index.html'), 'utf8');
  assertNoUnhashableScript(html);
  // loadEnv merges .env files with process.env's VITE_* variables, as the build did.
  const config = loadConfig(loadEnv(mode, envDir, 'VITE_'));
  return { config, inlineScriptHashes: inlineScriptHashes(html), reportUri: reportUri?.trim() || null };
}
