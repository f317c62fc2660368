// `npm start` and `npm run preview`: the sandbox provider and the sandbox app (Vite mode `sandbox`,
// ADR 0024) in one process, one terminal: the dev server, or a sandbox build served by `vite
// preview`. The sandbox keeps its records in .sandbox-data/ so a restart finds them again.
import { createServer, preview } from 'vite';
import { SANDBOX_MODE } from '../src/app/config.ts';
import { createSandbox } from '../sandbox/server.ts';
import { buildApp } from './build/build-app.ts';

const mode = process.argv[2] === 'preview' ? 'preview' : 'dev';
const appPort = Number(process.env.PORT ?? (mode === 'dev' ? 5173 : 4173));
const sandboxPort = Number(process.env.SANDBOX_PORT ?? 4320);
const appOrigin = `http://localhost:${appPort}`;

const sandbox = await createSandbox({
  port: sandboxPort,
  appOrigins: [appOrigin],
  dataFile: '.sandbox-data/sandbox.json',
});
process.env.VITE_SANDBOX_URL = sandbox.url;
// Preview builds the sandbox app (what `npm run build:sandbox` builds, into the same dist/) here,
// after the sandbox's address is known, so the built app and its Content-Security-Policy (read
// from the same variables) both name this sandbox (ADR 0014).
if (mode === 'preview') await buildApp({ app: 'sandbox', outDir: 'dist', settings: { VITE_SANDBOX_URL: sandbox.url } });

const app =
  mode === 'dev'
    ? await createServer({ mode: SANDBOX_MODE, server: { port: appPort, strictPort: true } }).then((s) => s.listen())
    : await preview({ mode: SANDBOX_MODE, preview: { port: appPort, strictPort: true } });

console.log(`\n  Sandbox provider   ${sandbox.url}   (pricing pages: ${sandbox.url}/pricing/individual)`);
console.log(`  Checkout app       ${appOrigin}/price_are5_pro_monthly`);
console.log(`  Sandbox accounts and test cards: see README.md (password Checkout#2026)\n`);

const stop = async () => {
  await app.close();
  await sandbox.close();
  process.exit(0);
};
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
