// A member's journeys through the checkout, measured in Chromium on the bench's own stack: the
// API requests of a sign-in and a reload (figure 3), and the time from Pay to the completion
// modal (figure 4).
import type { BrowserContext, Page, Request } from 'playwright-core';
import { launchChromium, withStack, type Stack } from './servers.ts';
import { formatSpread, ms, spread, table, type PartReport, type SummaryRow } from './stats.ts';

// Figure 3: the API requests of a member who signs in on /price_are5_expert_monthly (through the
// sign-in popup the page opens on arrival, real clicks on the sandbox issuer's page), and again
// after a reload while signed in. Counted by method and path with Playwright's request events
// over everything the page and its workers send; the table is printed per page load. The verdict
// (pure, tests/unit/bench): the product fetched exactly once; member, subscriptions and payment
// methods at most once; no API request repeated: the same call with the same body twice. A
// reprice at a new address is a new question, not a repeat: page 1 asks again at the saved
// method's address.
export interface SeenRequest {
  method: string;
  /** Path on the API origin, without the query. */
  path: string;
  /** The request's JSON body as sent, when it has one. */
  body?: string | null;
}

/** The calls issue 8 budgets, by the wire contract's method and path (docs/api-contract.md). */
export const WATCHED = [
  { label: 'product', method: 'POST', path: '/v1/are/checkout/products', min: 1, max: 1 },
  { label: 'member', method: 'GET', path: '/v1/are/member/profile', min: 0, max: 1 },
  { label: 'subscriptions', method: 'GET', path: '/v1/are/member/active_subscriptions', min: 0, max: 1 },
  { label: 'payment methods', method: 'GET', path: '/v1/are/member/payment_methods', min: 0, max: 1 },
] as const;

export interface LoadVerdict {
  /** Count per "METHOD path", preflights (OPTIONS) left out. */
  counts: Map<string, number>;
  watched: { label: string; count: number; ok: boolean }[];
  repeated: string[];
  pass: boolean;
}

export function judgeLoad(requests: readonly SeenRequest[]): LoadVerdict {
  const counts = new Map<string, number>();
  const sameRequest = new Map<string, number>();
  for (const r of requests) {
    if (r.method === 'OPTIONS') continue;
    const key = `${r.method} ${r.path}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
    const withBody = `${key} ${r.body ?? ''}`;
    sameRequest.set(withBody, (sameRequest.get(withBody) ?? 0) + 1);
  }
  const watched = WATCHED.map((w) => {
    const count = counts.get(`${w.method} ${w.path}`) ?? 0;
    return { label: w.label, count, ok: count >= w.min && count <= w.max };
  });
  const repeated = [...sameRequest]
    .filter(([key, n]) => n > 1 && key.includes(' /v1/'))
    .map(([key, n]) => `${key.trimEnd()} x${n}`);
  return { counts, watched, repeated, pass: watched.every((w) => w.ok) && repeated.length === 0 };
}

const SIGN_IN_PRICE_ID = 'price_are5_expert_monthly';
const MEMBER = { email: 'member@example.com', password: 'Checkout#2026' } as const;
/** After page 1 shows, how long the page must stay quiet before the count is closed. */
const QUIET_MS = 2500;

/** The page a request comes from; undefined for a worker's request (the Auth0 SDK's token worker). */
function ownerOf(req: Request): Page | undefined {
  try {
    return req.frame().page();
  } catch {
    return undefined;
  }
}

/**
 * The page's fetch() wrapped to report each sandbox call's body: ky sends a Request whose body is a
 * stream, which Playwright's request events do not show (postData() is null), and two reprices at
 * different addresses must not read as one call repeated.
 */
const REPORT_FETCH_BODIES = `(() => {
  const send = window.fetch.bind(window);
  window.fetch = async (input, init) => {
    try {
      // A clone leaves the caller's Request (and its body stream) untouched.
      const request = input instanceof Request ? input.clone() : new Request(input, { method: init?.method, body: init?.body });
      if (request.method !== 'GET') window.__benchFetchBody(request.method, request.url, await request.text());
    } catch {}
    return send(input, init);
  };
})();`;

/** Records the sandbox-origin requests of the main page (its frames and workers, not the popup). */
async function recorder(context: BrowserContext, sandboxUrl: string, main: Page) {
  let seen: SeenRequest[] = [];
  let bodies: { method: string; path: string; body: string }[] = [];
  let last = Date.now();
  await main.exposeFunction('__benchFetchBody', (method: string, url: string, body: string) => {
    const parsed = new URL(url);
    if (parsed.origin === sandboxUrl) bodies.push({ method, path: parsed.pathname, body });
  });
  await main.addInitScript(REPORT_FETCH_BODIES);
  context.on('request', (req) => {
    const url = new URL(req.url());
    if (url.origin !== sandboxUrl) return;
    const owner = ownerOf(req);
    if (owner !== undefined && owner !== main) return;
    seen.push({ method: req.method(), path: url.pathname, body: req.postData() });
    last = Date.now();
  });
  return {
    /** The requests since the last take, each body Playwright could not see taken from the page's fetch() in order. */
    take(): SeenRequest[] {
      const taken = seen.map((r) => {
        if (r.body !== null && r.body !== undefined) return r;
        const i = bodies.findIndex((b) => b.method === r.method && b.path === r.path);
        if (i < 0) return r;
        const [found] = bodies.splice(i, 1);
        return { ...r, body: found?.body ?? null };
      });
      seen = [];
      bodies = [];
      return taken;
    },
    /** Resolves once no request was sent for `quietMs`. */
    async quiet(quietMs: number): Promise<void> {
      while (Date.now() - last < quietMs) await new Promise((r) => setTimeout(r, 200));
    },
  };
}

/** Page 1 (after the sign-in) or page 0 with the member known (after a reload), whichever the checkout shows. */
async function checkoutShows(page: Page): Promise<string> {
  const pageOne = page.getByRole('heading', { name: 'Step 2: Payment Method' });
  const pageZero = page.getByRole('button', { name: 'Proceed to Checkout' });
  await pageOne.or(pageZero).first().waitFor({ state: 'visible', timeout: 30_000 });
  return (await pageOne.isVisible()) ? 'page 1' : 'page 0';
}

async function countLoads(stack: Stack): Promise<{ label: string; requests: SeenRequest[] }[]> {
  const browser = await launchChromium();
  try {
    const context = await browser.newContext();
    const page = await context.newPage();
    const log = await recorder(context, stack.sandboxUrl, page);

    // Page load 1: arrive signed out; the page opens the sign-in popup (PAGELOAD-3); sign in there.
    const popupOpened = page.waitForEvent('popup', { timeout: 30_000 });
    await page.goto(`${stack.appUrl}/${SIGN_IN_PRICE_ID}`);
    const popup = await popupOpened;
    await popup.getByLabel('Email').fill(MEMBER.email);
    await popup.getByLabel('Password').fill(MEMBER.password);
    const closed = popup.waitForEvent('close');
    await popup.getByRole('button', { name: 'Log in' }).click();
    await closed;
    // The sign-in leads to page 1 (the member came to buy): wait for it, then for quiet.
    await page.getByRole('heading', { name: 'Step 2: Payment Method' }).waitFor({ state: 'visible', timeout: 30_000 });
    const firstShows = 'page 1';
    await log.quiet(QUIET_MS);
    const first = log.take();

    // Page load 2: the same member reloads the page while signed in.
    await page.reload();
    const secondShows = await checkoutShows(page);
    await log.quiet(QUIET_MS);
    const second = log.take();
    await context.close();
    return [
      { label: `sign in on /${SIGN_IN_PRICE_ID} (then ${firstShows})`, requests: first },
      { label: `reload /${SIGN_IN_PRICE_ID} signed in (then ${secondShows})`, requests: second },
    ];
  } finally {
    await browser.close();
  }
}

export async function measureRequestCounts(): Promise<PartReport> {
  const loads = await withStack(async (stack) => {
    await stack.resetSandbox();
    return countLoads(stack);
  });
  const out: string[] = [];
  const rows: SummaryRow[] = [];
  for (const load of loads) {
    const verdict = judgeLoad(load.requests);
    const preflights = load.requests.filter((r) => r.method === 'OPTIONS').length;
    out.push(`Requests to the sandbox for "${load.label}": ${load.requests.length - preflights}${preflights > 0 ? ` (and ${preflights} CORS preflights, not counted)` : ''}`);
    out.push(table(['count', 'request'], [...verdict.counts].sort((a, b) => a[0].localeCompare(b[0])).map(([key, n]) => [String(n), key])));
    out.push(verdict.repeated.length === 0 ? 'No API request repeated.' : `Repeated: ${verdict.repeated.join(', ')}`, '');
    rows.push({
      figure: `Requests: ${load.label}`,
      value: `${verdict.watched.map((w) => `${w.label} ${w.count}`).join(', ')}${verdict.repeated.length > 0 ? `; repeated ${verdict.repeated.join(', ')}` : ''}`,
      budget: 'product 1, others <= 1, no repeat',
      pass: verdict.pass,
    });
  }
  return { rows, text: out.join('\n') };
}

// Figure 4: the time from the click on Pay to the completion modal, in the sandbox with the test
// card 4242 4242 4242 4242: a new visitor opens /price_are5_pro_monthly, closes the arrival
// sign-in popup, creates an account in the dialog, fills card and address, accepts the renewal
// terms and clicks Pay. Measured inside the page (a capture-phase click listener and a
// MutationObserver, both on performance.now()), so Playwright's polling adds nothing. Five runs,
// each on a freshly reset sandbox in a new browser context; median and range printed.
const PAY_PRICE_ID = 'price_are5_pro_monthly';
const PAY_RUNS = Number(process.env.BENCH_PAY_RUNS ?? 5);
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
    await page.goto(`${appUrl}/${PAY_PRICE_ID}`);
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

export async function measurePayTiming(): Promise<PartReport> {
  const times = await withStack(async (stack) => {
    const runs: number[] = [];
    for (let i = 0; i < PAY_RUNS; i += 1) {
      await stack.resetSandbox();
      runs.push(await oneRun(stack.appUrl, i));
    }
    return runs;
  });
  const s = spread(times);
  const text = [
    `Click on Pay to the completion modal ('${COMPLETION_TITLE}'), card 4242 4242 4242 4242, new visitor on /${PAY_PRICE_ID}:`,
    table(['run', 'time'], times.map((t, i) => [String(i + 1), ms(t)])),
  ].join('\n');
  return { rows: [{ figure: `Pay click to completion modal (median of ${s.runs})`, value: formatSpread(s, ms), budget: 'printed', pass: true }], text };
}
