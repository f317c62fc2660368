import { defineConfig, loadEnv, type Connect, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { loadConfig } from './src/app/config.ts';
import { frameAncestorsPolicy, widgetFrameAncestors } from './src/app/framing.ts';

// Ports are fixed by the work order: dev 5173, preview 4173, overridable with PORT.
const port = Number(process.env.PORT ?? 0) || undefined;

/** The framing policy of src/app/framing.ts as a header on every page the dev and preview servers send. */
function frameAncestorsHeader(): Plugin {
  let ancestors: string[] = [];
  const setHeader: Connect.NextHandleFunction = (req, res, next) => {
    res.setHeader('Content-Security-Policy', frameAncestorsPolicy(new URL(req.url ?? '/', 'http://localhost').pathname, ancestors));
    next();
  };
  return {
    name: 'frame-ancestors-header',
    configResolved(resolved) {
      const env = loadEnv(resolved.mode, resolved.root, 'VITE_');
      try {
        ancestors = widgetFrameAncestors(loadConfig(env), env.VITE_WIDGET_FRAME_ANCESTORS);
      } catch {
        ancestors = []; // An incomplete live configuration is reported on screen; the widget stays unframeable.
      }
    },
    configureServer: (server) => void server.middlewares.use(setHeader),
    configurePreviewServer: (server) => void server.middlewares.use(setHeader),
  };
}

export default defineConfig({
  plugins: [react(), frameAncestorsHeader()],
  server: { port: port ?? 5173, strictPort: true, host: 'localhost' },
  preview: { port: port ?? 4173, strictPort: true, host: 'localhost' },
  build: {
    target: 'es2022',
    sourcemap: true,
    rolldownOptions: {
      treeshake: { manualPureFunctions: ['defineConfig'] },
    },
  },
});
