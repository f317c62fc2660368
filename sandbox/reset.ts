// `npm run sandbox:reset`: restores the seed. A running sandbox is asked to reset itself (it would
// otherwise overwrite the file from memory); when none answers, the data file is rewritten.
import { loadCatalogue } from './catalogue.ts';
import { createStore } from './store.ts';
import { dataFileFromEnv, portFromEnv } from './paths.ts';

const dataFile = dataFileFromEnv(process.env.SANDBOX_DATA_FILE);
const url = `http://localhost:${portFromEnv(process.env.SANDBOX_PORT)}/__sandbox/reset`;

async function resetRunningSandbox(): Promise<boolean> {
  try {
    const res = await fetch(url, { method: 'POST', signal: AbortSignal.timeout(2000) });
    return res.ok;
  } catch {
    return false;
  }
}

if (await resetRunningSandbox()) {
  console.log(`Sandbox reset through the running provider (${url}).`);
} else {
  createStore({ catalogue: loadCatalogue(), dataFile, now: () => new Date() }).reset();
  console.log(`No sandbox answered at ${url}; rewrote ${dataFile} from the seed.`);
}
