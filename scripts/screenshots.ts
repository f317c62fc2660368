// Screenshots of the app's routes at phone and desktop widths, for looking at the result.
//   PORT=5199 npm run preview &          (the sandbox app and its sandbox, ADR 0024)
//   npx tsx scripts/screenshots.ts [baseUrl] [route ...]
// Writes screenshots/<route>-<width>.png (the folder is git-ignored). Uses the system Chromium:
// CHROME_PATH, else /usr/bin/chromium, else `chromium` / Chrome on the PATH.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Page } from 'playwright-core';

const FLAGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const WIDTHS = [375, 1280];
const DEFAULT_ROUTES = ['/', '/price_are5_pro_monthly', '/updateBilling', '/displayBillingInfo', '/return-page'];
const OUT = 'screenshots';

function findChromium(): string {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium'];
  for (const name of ['chromium', 'chromium-browser', 'google-chrome', 'google-chrome-stable']) {
    try {
      candidates.push(execFileSync('which', [name], { encoding: 'utf8' }).trim());
    } catch {
      // Not on the PATH; try the next name.
    }
  }
  const found = candidates.find((path): path is string => Boolean(path) && existsSync(path as string));
  if (!found) throw new Error('No Chromium found: set CHROME_PATH or install it (apt-get install -y chromium).');
  return found;
}

const slug = (route: string): string => route.replace(/^\/+/, '').replace(/[^\w-]+/g, '_') || 'home';

async function shoot(page: Page, file: string): Promise<void> {
  await page.screenshot({ path: join(OUT, file), fullPage: true });
  console.log(`  ${file}`);
}

async function main(): Promise<void> {
  const [baseArg, ...routeArgs] = process.argv.slice(2);
  const base = (baseArg ?? 'http://localhost:5199').replace(/\/+$/, '');
  const routes = routeArgs.length ? routeArgs : DEFAULT_ROUTES;
  mkdirSync(OUT, { recursive: true });

  const browser = await chromium.launch({ executablePath: findChromium(), args: FLAGS });
  try {
    for (const width of WIDTHS) {
      const context = await browser.newContext({ viewport: { width, height: width < 600 ? 800 : 900 }, deviceScaleFactor: 1 });
      const page = await context.newPage();
      page.on('pageerror', (error) => console.error(`  page error on ${page.url()}: ${error.message}`));
      for (const route of routes) {
        await page.goto(`${base}${route}`, { waitUntil: 'networkidle' });
        await shoot(page, `${slug(route)}-${width}.png`);
      }
      // The narrow menu and the sandbox chat panel, opened, on the landing page.
      await page.goto(`${base}/price_are5_pro_monthly`, { waitUntil: 'networkidle' });
      const menuButton = page.getByRole('button', { name: 'Open menu' });
      if (await menuButton.isVisible()) {
        await menuButton.click();
        await page.getByRole('menu').waitFor();
        await page.waitForTimeout(400); // let the open animation finish
        const focused = await page.evaluate(() => document.activeElement?.getAttribute('role') ?? document.activeElement?.tagName);
        console.log(`  focus after opening the menu: ${focused}`);
        await shoot(page, `menu-open-${width}.png`);
        await page.keyboard.press('Escape');
      }
      const chat = page.getByRole('button', { name: 'Chat with us' });
      if (await chat.isVisible()) {
        await chat.click();
        await page.waitForTimeout(200);
        await shoot(page, `chat-open-${width}.png`);
      }
      await context.close();
    }
  } finally {
    await browser.close();
  }
}

await main();
