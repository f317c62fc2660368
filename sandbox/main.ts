// `npm run sandbox`: the provider alone on SANDBOX_PORT (default 4320), allowing APP_ORIGINS
// (comma list; default the app's dev and preview origins), records in .sandbox-data/sandbox.json
// (or SANDBOX_DATA_FILE).
import { createSandbox } from './server.ts';
import { dataFileFromEnv, originsFromEnv, portFromEnv } from './paths.ts';

const dataFile = dataFileFromEnv(process.env.SANDBOX_DATA_FILE);
const sandbox = await createSandbox({
  port: portFromEnv(process.env.SANDBOX_PORT),
  appOrigins: originsFromEnv(process.env.APP_ORIGINS),
  dataFile,
});

console.log(`Sandbox provider: ${sandbox.url}`);
console.log(`Pricing page:     ${sandbox.url}/pricing/individual`);
console.log(`Records:          ${dataFile} (npm run sandbox:reset restores the seed)`);

let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  await sandbox.close();
  process.exit(0);
};
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
