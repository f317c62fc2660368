import { buildApp } from '/work/main/scripts/build/build-app.ts';
import { sandboxUrl } from '/work/main/scripts/bench/servers.ts';
await buildApp({ app: 'sandbox', outDir: process.argv[2]!, manifest: true, settings: { VITE_SANDBOX_URL: sandboxUrl } });
