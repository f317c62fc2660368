// A module of the app loaded in a throw-away Vite server in SSR mode, for what the build renders
// from the app's own code (the loading shape, each product's page 0); the server closes after `work`.
import react from '@vitejs/plugin-react';
import { createServer, type InlineConfig } from 'vite';

/** `M` is what the caller expects the module to export: it is not checked here. */
export async function withSsrModule<M, T>(root: string, path: string, work: (mod: M) => Promise<T> | T, extra: Pick<InlineConfig, 'mode' | 'define'> = {}): Promise<T> {
  const server = await createServer({
    root,
    ...extra,
    configFile: false,
    logLevel: 'error',
    plugins: [react()],
    server: { middlewareMode: true, hmr: false, ws: false },
    appType: 'custom',
  });
  try {
    return await work((await server.ssrLoadModule(path)) as M);
  } finally {
    await server.close();
  }
}
