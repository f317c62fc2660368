// Figure 3: the API requests of a member who signs in on /price_are5_expert_monthly (through the
// sign-in popup the page opens on arrival, real clicks on the sandbox issuer's page), and again
// after a reload while signed in. Counted by method and path with Playwright's request events
// over everything the page and its workers send; the table is printed per page load.
import { pathToFileURL } from 'node:url';
import type { BrowserContext, Page, Request } from 'playwright-core';
import { judgeLoad, type SeenRequest } from './request-counts.ts';
import { launchChromium, withStack, type Stack } from './servers.ts';
import { table, type SummaryRow } from './stats.ts';

const PRICE_ID = 'price_are5_expert_monthly';
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
    await page.goto(`${stack.appUrl}/${PRICE_ID}`);
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
      { label: `sign in on /${PRICE_ID} (then ${firstShows})`, requests: first },
      { label: `reload /${PRICE_ID} signed in (then ${secondShows})`, requests: second },
    ];
  } finally {
    await browser.close();
  }
}

export interface RequestCountReport {
  rows: SummaryRow[];
  text: string;
}

export async function measureRequestCounts(): Promise<RequestCountReport> {
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

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const report = await measureRequestCounts();
  console.log(report.text);
  console.log(report.rows.map((r) => `${r.pass ? 'pass' : 'FAIL'}  ${r.figure}: ${r.value} (budget ${r.budget})`).join('\n'));
  if (report.rows.some((r) => !r.pass)) process.exitCode = 1;
}
