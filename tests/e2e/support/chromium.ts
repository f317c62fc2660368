// Finds the Chromium the end-to-end tests drive: CHROME_PATH, else the first of chromium,
// chromium-browser, google-chrome on the PATH (Debian's /usr/bin/chromium here). Playwright's
// own browser download does not work offline, so there is no fallback to it.
import { accessSync, constants, statSync } from 'node:fs';
import { delimiter, join } from 'node:path';

const CANDIDATES = ['chromium', 'chromium-browser', 'google-chrome', 'google-chrome-stable'];

function isExecutable(path: string): boolean {
  try {
    accessSync(path, constants.X_OK);
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

export function chromiumPath(env: NodeJS.ProcessEnv = process.env): string {
  const fromEnv = env.CHROME_PATH?.trim();
  if (fromEnv) {
    if (!isExecutable(fromEnv)) throw new Error(`CHROME_PATH is set to ${fromEnv}, which is not an executable file.`);
    return fromEnv;
  }
  const dirs = (env.PATH ?? '').split(delimiter).filter((dir) => dir !== '');
  for (const name of CANDIDATES) {
    for (const dir of dirs) {
      const path = join(dir, name);
      if (isExecutable(path)) return path;
    }
  }
  throw new Error("No Chromium found: install Debian's chromium or set CHROME_PATH");
}
