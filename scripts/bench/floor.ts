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
import type { HttpsFiles } from './servers.ts';

const TEMPLATE = fileURLToPath(new URL('./floor/', import.meta.url));
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

/** Builds the floor into a new temporary folder and serves it; close() stops it and removes the folder. */
export async function startFloor({ port = floorPort, https }: FloorOptions = {}): Promise<Floor> {
  const outDir = mkdtempSync(join(tmpdir(), 'bench-floor-'));
  const common: InlineConfig = { configFile: false, root: TEMPLATE, logLevel: 'warn', plugins: [react()] };
  try {
    await build({ ...common, build: { outDir, emptyOutDir: true } });
    const server = await preview({ ...common, build: { outDir }, preview: { port, strictPort: true, host: 'localhost', https } });
    return {
      url: `${https ? 'https' : 'http'}://localhost:${port}`,
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
