// `npm start` and `npm run preview`: the sandbox provider and the app in one process, one terminal.
// The sandbox keeps its records in .sandbox-data/ so a restart finds them again.
import { build, createServer, preview } from 'vite';
import { createSandbox } from '../sandbox/server.ts';

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
// Preview builds here, after the sandbox's address is known, so the built app and its
// Content-Security-Policy (read from the same variables) both name this sandbox (ADR 0014).
if (mode === 'preview') await build({ mode: 'production', logLevel: 'warn' });

const app =
  mode === 'dev'
    ? await createServer({ server: { port: appPort, strictPort: true } }).then((s) => s.listen())
    : await preview({ preview: { port: appPort, strictPort: true } });

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
