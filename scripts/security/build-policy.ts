// The policy input of one built app: the configuration the build embedded (the same VITE_*
// variables, read the way Vite reads them) and the hashes of the inline scripts of its two pages,
// index.html and widget.html.
// Shared by the preview server (vite-plugin.ts) and `npm run headers` (print-headers.ts).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadEnv } from 'vite';
import { loadConfig } from '../../src/app/config.ts';
import type { PolicyInput } from './headers.ts';
import { assertNoUnhashableScript, inlineScriptHashes } from './inline-scripts.ts';
import { PAGE_ZERO_DIR } from '../serving/page-entries.ts';

/** The built pages: the checkout's, and the billing widget's (absent in a build from before ADR 0016). */
const PAGE_FILES = ['index.html', 'widget.html'] as const;

export interface BuildPolicyOptions {
  /** The build folder holding index.html (dist, dist-e2e…). */
  outDir: string;
  /** Vite's mode of the build: `sandbox`, or the live app's (production unless told otherwise, ADR 0024). */
  mode?: string;
  /** Where .env files are read from; false reads none (process.env only). */
  envDir?: string | false;
  /** CSP_REPORT_URI: a report collector; empty or absent sends no reports. */
  reportUri?: string | undefined;
}

export function policyInputForBuild({ outDir, mode = 'production', envDir = process.cwd(), reportUri }: BuildPolicyOptions): PolicyInput {
  // Both pages (ADR 0016); one policy per kind of route, so it allows the inline scripts of either.
  const pageZero = join(outDir, PAGE_ZERO_DIR);
  const pageZeroFiles = existsSync(pageZero) ? readdirSync(pageZero).filter((file) => file.endsWith('.html')).map((file) => join(PAGE_ZERO_DIR, file)) : [];
  // ...and each product's page 0 file (ADR 0061): their inline scripts are the same in every one.
  const files = [...PAGE_FILES.filter((file) => file === 'index.html' || existsSync(join(outDir, file))), ...pageZeroFiles];
  const pages = files.map((file) => readFileSync(join(outDir, file), 'utf8'));
  for (const html of pages) assertNoUnhashableScript(html);
  const hashes = pages.flatMap((html) => inlineScriptHashes(html)).filter((hash, i, all) => all.indexOf(hash) === i);
  // loadEnv merges .env files with process.env's VITE_* variables, as the build did; the mode says
  // which app the build is (ADR 0024).
  const config = loadConfig({ ...loadEnv(mode, envDir, 'VITE_'), MODE: mode });
  return { config, inlineScriptHashes: hashes, reportUri: reportUri?.trim() || null };
}
