// Figure 4: the time from the click on Pay to the completion modal, in the sandbox with the test
// card 4242 4242 4242 4242: a new visitor opens /price_are5_pro_monthly, closes the arrival
// sign-in popup, creates an account in the dialog, fills card and address, accepts the renewal
// terms and clicks Pay. Measured inside the page (a capture-phase click listener and a
// MutationObserver, both on performance.now()), so Playwright's polling adds nothing. Five runs,
// each on a freshly reset sandbox in a new browser context; median and range printed.
import { pathToFileURL } from 'node:url';
import type { Page } from 'playwright-core';
import { launchChromium, withStack } from './servers.ts';
import { formatSpread, ms, spread, table, type SummaryRow } from './stats.ts';

const PRICE_ID = 'price_are5_pro_monthly';
const RUNS = Number(process.env.BENCH_PAY_RUNS ?? 5);
const PASSWORD = 'Checkout#2026';
/** The modal an ARE purchase opens on completion (PAY-11): the thank-you dialog. */
const COMPLETION_TITLE = 'Thank you for your purchase!';

/** Arms the in-page stopwatch: start on the Pay button's click, stop when the completion modal is in the DOM. */
async function armStopwatch(page: Page): Promise<void> {
  await page.evaluate((title) => {
    const w = window as unknown as { __payTiming?: { clickAt?: number; modalAt?: number } };
    const timing: { clickAt?: number; modalAt?: number } = {};
    w.__payTiming = timing;
    document.addEventListener(
      'click',
      (event) => {
        const button = (event.target as Element | null)?.closest('button');
        if (timing.clickAt === undefined && button?.textContent?.trim().startsWith('Pay ')) timing.clickAt = performance.now();
      },
      true,
    );
    const observer = new MutationObserver(() => {
      if (timing.clickAt === undefined || timing.modalAt !== undefined) return;
      const shown = [...document.querySelectorAll('[role="dialog"], [role="alertdialog"]')].some((d) => d.textContent?.includes(title));
      if (shown) {
        timing.modalAt = performance.now();
        observer.disconnect();
      }
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  }, COMPLETION_TITLE);
}

async function oneRun(appUrl: string, run: number): Promise<number> {
  const browser = await launchChromium();
  try {
    const context = await browser.newContext();
    const page = await context.newPage();
    const email = `bench.pay.${Date.now()}.${run}@example.com`;
    const popupOpened = page.waitForEvent('popup', { timeout: 30_000 });
    await page.goto(`${appUrl}/${PRICE_ID}`);
    await (await popupOpened).close();

    await page.getByRole('button', { name: 'Create an account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Step 1: Create Account' });
    await dialog.getByLabel('First name', { exact: true }).fill('Bench');
    await dialog.getByLabel('Last name', { exact: true }).fill('Runner');
    await dialog.getByLabel('Email', { exact: true }).fill(email);
    await dialog.getByLabel('Confirm email', { exact: true }).fill(email);
    await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await dialog.getByLabel('Confirm password', { exact: true }).fill(PASSWORD);
    await dialog.getByRole('button', { name: 'Proceed to billing' }).click();
    await page.getByRole('heading', { name: 'Step 2: Secure Checkout' }).waitFor({ timeout: 30_000 });

    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByLabel('Expiration date').fill('12 / 34');
    await page.getByLabel('Security code').fill('123');
    await page.getByLabel('Country or region').selectOption('US');
    await page.getByLabel('Address line 1').fill('1 Market St');
    await page.getByLabel('City', { exact: true }).fill('San Francisco');
    await page.getByLabel('State', { exact: true }).fill('CA');
    await page.getByLabel('ZIP code').fill('94105');
    await page.getByLabel('Phone number').fill('4155550101');
    await page.getByText('I understand my subscription renews automatically', { exact: false }).click();
    // The total with California's tax: the reprice has answered and Pay carries the final amount.
    const pay = page.getByRole('button', { name: 'Pay $213.43' });
    await pay.waitFor({ timeout: 30_000 });
    await page.waitForFunction(() => {
      const button = [...document.querySelectorAll('button')].find((b) => b.textContent?.trim().startsWith('Pay '));
      return button !== undefined && !button.disabled;
    }, undefined, { polling: 50, timeout: 30_000 });

    await armStopwatch(page);
    await pay.click();
    await page.getByRole('dialog', { name: COMPLETION_TITLE }).waitFor({ timeout: 30_000 });
    const timing = await page.evaluate(() => (window as unknown as { __payTiming: { clickAt?: number; modalAt?: number } }).__payTiming);
    await context.close();
    if (timing.clickAt === undefined || timing.modalAt === undefined) throw new Error('the stopwatch saw no click on Pay or no completion modal');
    return timing.modalAt - timing.clickAt;
  } finally {
    await browser.close();
  }
}

export interface PayTimingReport {
  rows: SummaryRow[];
  text: string;
}

export async function measurePayTiming(): Promise<PayTimingReport> {
  const times = await withStack(async (stack) => {
    const runs: number[] = [];
    for (let i = 0; i < RUNS; i += 1) {
      await stack.resetSandbox();
      runs.push(await oneRun(stack.appUrl, i));
    }
    return runs;
  });
  const s = spread(times);
  const text = [
    `Click on Pay to the completion modal ('${COMPLETION_TITLE}'), card 4242 4242 4242 4242, new visitor on /${PRICE_ID}:`,
    table(['run', 'time'], times.map((t, i) => [String(i + 1), ms(t)])),
  ].join('\n');
  return { rows: [{ figure: `Pay click to completion modal (median of ${s.runs})`, value: formatSpread(s, ms), budget: 'printed', pass: true }], text };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const report = await measurePayTiming();
  console.log(report.text);
  console.log(report.rows.map((r) => `${r.pass ? 'pass' : 'FAIL'}  ${r.figure}: ${r.value} (budget ${r.budget})`).join('\n'));
}
