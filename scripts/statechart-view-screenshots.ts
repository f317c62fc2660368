// Screenshots of the live statechart view (issue 7) open over the checkout, at phone and desktop
// widths, on page 0 and on page 1 after member@example.com signs in. Needs the app (a sandbox
// build) and its sandbox running, as scripts/screenshots.ts does:
//   npx tsx scripts/statechart-view-screenshots.ts [baseUrl]
// Writes screenshots/statechart-view-<page>-<width>.png (the folder is git-ignored).
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { chromiumPath } from '../tests/e2e/support/chromium.ts';

const FLAGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const OUT = 'screenshots';
const PLAN = 'price_are5_expert_monthly';

async function openPanel(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Statechart view' }).click();
  const panel = page.getByRole('dialog', { name: 'Statechart view' });
  await panel.getByRole('navigation', { name: 'Running actors' }).getByRole('button', { name: 'checkout', exact: true }).click();
  await panel.locator('.statechart-active-leaf').first().waitFor({ timeout: 30_000 });
  await page.waitForTimeout(800); // the scroll to the current state is smooth
}

async function main(): Promise<void> {
  const base = (process.argv[2] ?? 'http://localhost:4270').replace(/\/+$/, '');
  mkdirSync(OUT, { recursive: true });
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: FLAGS });
  try {
    for (const width of [375, 1280]) {
      const context = await browser.newContext({ viewport: { width, height: width < 600 ? 800 : 900 } });
      const page = await context.newPage();
      page.on('pageerror', (error) => console.error(`  page error: ${error.message}`));
      const arrival = page.waitForEvent('popup');
      await page.goto(`${base}/${PLAN}`);
      await (await arrival).close();
      await page.getByRole('button', { name: 'Proceed to Checkout' }).waitFor({ timeout: 20_000 });
      await openPanel(page);
      await page.screenshot({ path: join(OUT, `statechart-view-page0-${width}.png`) });
      console.log(`  statechart-view-page0-${width}.png`);

      // Sign in through the popup Proceed opens; the panel follows the checkout to page 1.
      let popup: Page | null = null;
      for (let attempt = 0; attempt < 10 && popup === null; attempt += 1) {
        const opened = page.waitForEvent('popup', { timeout: 2000 }).catch(() => null);
        await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
        popup = await opened;
      }
      if (popup === null) throw new Error('Proceed to Checkout opened no popup');
      await popup.getByLabel('Email').fill('member@example.com');
      await popup.getByLabel('Password').fill('Checkout#2026');
      const closed = popup.waitForEvent('close');
      await popup.getByRole('button', { name: 'Log in' }).click();
      await closed;
      await page.getByRole('heading', { name: 'Step 2: Payment Method' }).waitFor({ timeout: 20_000 });
      await page.waitForTimeout(1200);
      await page.screenshot({ path: join(OUT, `statechart-view-page1-${width}.png`) });
      console.log(`  statechart-view-page1-${width}.png`);
      await context.close();
    }
  } finally {
    await browser.close();
  }
}

await main();
