// The bench's floor (issue 16, ADR 0032): the same static page 0 (floor/FloorPage.tsx) as a plain
// Vite + React + Chakra project builds it, with Vite's defaults and nothing else: no prerendered
// HTML, no deferred scripts, no compile hints, no patched dependency. Built into a temporary folder
// outside the repo and served by `vite preview` like the app, so both are measured the same way.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, preview, type InlineConfig } from 'vite';

const TEMPLATE = fileURLToPath(new URL('./floor/', import.meta.url));
export const floorPort = Number(process.env.BENCH_FLOOR_PORT ?? 4206);

export interface Floor {
  url: string;
  /** The folder it is served from (with `.map` files when built with source maps). */
  dir: string;
  close(): Promise<void>;
}

/**
 * Builds the floor into a new temporary folder and serves it; close() stops it and removes the
 * folder. `sourcemap` (for load-work.ts) adds only `.map` files and the comment naming them.
 */
export async function startFloor({ sourcemap = false } = {}): Promise<Floor> {
  const outDir = mkdtempSync(join(tmpdir(), 'bench-floor-'));
  const common: InlineConfig = { configFile: false, root: TEMPLATE, logLevel: 'warn', plugins: [react()] };
  try {
    await build({ ...common, build: { outDir, emptyOutDir: true, sourcemap } });
    const server = await preview({ ...common, build: { outDir }, preview: { port: floorPort, strictPort: true, host: 'localhost' } });
    return {
      url: `http://localhost:${floorPort}`,
      dir: outDir,
      async close() {
        await server.close();
        rmSync(outDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    rmSync(outDir, { recursive: true, force: true });
    throw error;
  }
}
