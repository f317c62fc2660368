// Figure 1: the JavaScript of the landing page /{price_id}, gzip. Reads the build's Vite manifest:
// the critical path is the entry chunk and everything it imports statically (what the browser
// must load before page 0 runs), printed; every lazy chunk is listed with what it adds on top. The
// budget (issue 16, 240 kB) is on the JS Chromium requested before 'Proceed to Checkout' could be
// used (jsRequestedBeforeUsable() below). Also the widget's first load against main's before issue
// 16 (widget-js.ts), the whole app's JS, and whether Auth0 or framer-motion sit on the critical
// path (source maps).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { PAGE_TEXTS } from '../../machines/account/rules.ts';
import { measure, readManifest } from '../critical-js-size.ts';
import { addedByLazyChunk, CHECKOUT_PAGE, isLibrary, lazyChunkKeys, NOT_RUN_ON_PAGE_ZERO, oneFileGzip, partSizes, reachableKeys, sourceTexts, type ManifestChunk, type MappedChunk } from './bundle.ts';
import { buildApp, launchChromium, outDir, sandboxUrl, withStack, type Stack } from './servers.ts';
import { kB, table, type SummaryRow } from './stats.ts';
import { buildBase, checkoutOnlyCode, describeCheckoutCode, mainBeforeIssue16, WIDGET_PAGE, widgetFirstLoad, widgetJs } from './widget-js.ts';

/** Issue 16: the JS requested before 'Proceed to Checkout' can be used (it replaced the 170 kB critical-path budget, ADR 0022). */
export const USABLE_BUDGET_BYTES = 240_000;
const LANDING_PRICE_ID = 'price_are5_pro_monthly';
/** The widget address measured in Chromium (both widget addresses serve the same widget.html). */
const WIDGET_ROUTE = '/updateBilling';
/** PAGE1-9: the signed-out widget's one button, its first screen. */
const WIDGET_SIGN_IN_BUTTON = PAGE_TEXTS.reEnterCredentials;
/** Packages that must stay off the landing page's critical path (issue 8). */
const KEPT_OFF = [
  { label: 'Auth0', pattern: /node_modules\/@auth0\// },
  { label: 'framer-motion', pattern: /node_modules\/(framer-motion|motion-dom|motion-utils)\// },
] as const;

interface FileSize {
  raw: number;
  gzip: number;
}

const sizes = new Map<string, FileSize>();

/** Bytes as served: gzip at level 6, the level `vite preview` and most servers use. */
function sizeOf(file: string): FileSize {
  let size = sizes.get(file);
  if (!size) {
    const bytes = readFileSync(join(outDir, file));
    size = { raw: bytes.length, gzip: gzipSync(bytes, { level: 6 }).length };
    sizes.set(file, size);
  }
  return size;
}

const gzipOf = (files: readonly string[]) => files.reduce((sum, f) => sum + sizeOf(f).gzip, 0);
const rawOf = (files: readonly string[]) => files.reduce((sum, f) => sum + sizeOf(f).raw, 0);

/** The source modules a chunk holds, from its source map (empty without one). */
function sourcesOf(file: string): string[] {
  try {
    const map = JSON.parse(readFileSync(join(outDir, `${file}.map`), 'utf8')) as { sources?: string[] };
    return map.sources ?? [];
  } catch {
    return [];
  }
}

// The JS page 0 requests before 'Proceed to Checkout' can be used (issue 16, budget 240 kB gzip),
// in Chromium with no throttling. "Usable": the button is shown, enabled, and React has committed
// its click handler (the __reactProps$ key React puts on the element holds an onClick), so a click
// at that moment would be handled; the prerendered frame of index.html (ADR 0021) holds no button.
// Every JS request the page started up to that moment counts, whether or not it had finished. (A
// click is not used to check the moment: the arrival popup, PAGELOAD-3, is open by then, so a
// handled click changes nothing a script can see.)
const PROCEED = 'Proceed to Checkout';

export interface RequestedJs {
  /** Paths of the app's own JS files (no leading slash), in request order. */
  appFiles: string[];
  /** JS from other origins, with the bytes Chromium received for each. */
  otherOrigins: { url: string; bytes: number }[];
  /** The app's JS files started after that moment, until the network went quiet: how close they came. */
  later: { file: string; afterMs: number }[];
  /** When the button became usable, in ms after navigation started. */
  usableMs: number;
}

export async function jsRequestedBeforeUsable(stack: Stack, path: string): Promise<RequestedJs> {
  const browser = await launchChromium();
  try {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${stack.appUrl}${path}`);
    const usable = await page.waitForFunction(
      (name) => {
        const button = [...document.querySelectorAll('button')].find((b) => b.textContent?.trim() === name);
        if (!button || button.disabled || button.getAttribute('aria-disabled') === 'true' || button.getClientRects().length === 0) return false;
        const key = Object.keys(button).find((k) => k.startsWith('__reactProps$'));
        const props = key === undefined ? undefined : (button as unknown as Record<string, { onClick?: unknown } | undefined>)[key];
        return typeof props?.onClick === 'function' ? performance.now() : false;
      },
      PROCEED,
      // A fixed 16 ms poll, not requestAnimationFrame: a popup can hide the page, which stops its frames.
      { polling: 16, timeout: 60_000 },
    );
    const usableMs = (await usable.jsonValue()) as number;
    // Requests started before that moment may still be loading: their timing entries appear when they end.
    await page.waitForLoadState('networkidle');
    const started = await page.evaluate(() =>
      performance.getEntriesByType('resource').map((e) => {
        const r = e as PerformanceResourceTiming;
        return { url: r.name, at: r.startTime, bytes: r.encodedBodySize };
      }),
    );
    const js = started.filter((e) => e.at <= usableMs && new URL(e.url).pathname.endsWith('.js'));
    const mine = (url: string) => url.startsWith(`${stack.appUrl}/`);
    const appFiles = js.filter((e) => mine(e.url)).map((e) => new URL(e.url).pathname.slice(1));
    const otherOrigins = js.filter((e) => !mine(e.url)).map(({ url, bytes }) => ({ url, bytes }));
    await context.close();
    const later = started
      .filter((e) => e.at > usableMs && mine(e.url) && new URL(e.url).pathname.endsWith('.js'))
      .map((e) => ({ file: new URL(e.url).pathname.slice(1), afterMs: e.at - usableMs }));
    return { appFiles: [...new Set(appFiles)], otherOrigins, later, usableMs };
  } finally {
    await browser.close();
  }
}

/**
 * The JS files /updateBilling fetched, signed out: those started by the time its first screen (the
 * re-enter-credentials button, PAGE1-9) showed, and all of them once the network went quiet.
 */
async function fetchedByWidget(): Promise<{ beforeScreen: string[]; all: string[]; readyMs: number }> {
  return withStack(async (stack) => {
    const browser = await launchChromium();
    try {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.goto(`${stack.appUrl}${WIDGET_ROUTE}`);
      const ready = await page.waitForFunction(
        (name) => {
          const button = [...document.querySelectorAll('button')].find((b) => b.textContent?.trim() === name);
          return button !== undefined && button.getClientRects().length > 0 ? performance.now() : false;
        },
        WIDGET_SIGN_IN_BUTTON,
        { polling: 16, timeout: 30_000 },
      );
      const readyMs = (await ready.jsonValue()) as number;
      await page.waitForLoadState('networkidle');
      const jsStarted = (origin: string) =>
        performance
          .getEntriesByType('resource')
          .filter((e) => e.name.startsWith(origin) && new URL(e.name).pathname.endsWith('.js'))
          .map((e) => ({ file: new URL(e.name).pathname.slice(1), at: e.startTime }));
      const started = await page.evaluate(jsStarted, stack.appUrl);
      await context.close();
      return { beforeScreen: started.filter((e) => e.at <= readyMs).map((e) => e.file), all: started.map((e) => e.file), readyMs };
    } finally {
      await browser.close();
    }
  });
}

/** The chunk and its source map, or nothing when the build has no map for it. */
function mapped(file: string): MappedChunk | undefined {
  try {
    return { code: readFileSync(join(outDir, file), 'utf8'), map: readFileSync(join(outDir, `${file}.map`), 'utf8') };
  } catch {
    return undefined;
  }
}

/** Where the critical path's bytes are, and what it would weigh as one file, without the machines page 0 does not run, or with the libraries alone (ADR 0022). */
function describeParts(files: readonly string[], filesGzip: number): string[] {
  const chunks = files.map(mapped).filter((c): c is MappedChunk => c !== undefined);
  if (chunks.length !== files.length) return ['(no source maps: the critical path cannot be broken down)'];
  const texts = sourceTexts(chunks);
  const parts = partSizes(texts, filesGzip);
  const top = parts.slice(0, 12);
  const rest = parts.slice(12);
  const own = parts.filter((p) => /^(src|machines)\//.test(p.part));
  const sum = (list: readonly { gzipShare: number }[]) => list.reduce((s, p) => s + p.gzipShare, 0);
  return [
    'What the critical path is made of (source maps; each part\'s gzip scaled to the files\' total):',
    table(
      ['part', 'gzip share', 'raw'],
      [...top.map((p) => [p.part, kB(p.gzipShare), kB(p.raw)]), [`${rest.length} smaller parts`, kB(sum(rest)), kB(rest.reduce((s, p) => s + p.raw, 0))]],
    ),
    `  our code (src/, machines/): ${kB(sum(own))}; libraries and bundler glue: ${kB(filesGzip - sum(own))}`,
    `  as one file: ${kB(oneFileGzip(texts))}; as one file without the machines page 0 does not run (auth, payment, company, NOMA, waitlist): ${kB(oneFileGzip(texts, (s) => !NOT_RUN_ON_PAGE_ZERO.test(s)))}; the libraries alone as one file: ${kB(oneFileGzip(texts, isLibrary))}`,
  ];
}

export interface JsSizeReport {
  rows: SummaryRow[];
  text: string;
}

/** `base`: the commit whose widget the app's is compared with (default: main before issue 16). */
export async function measureJsSize(base?: string): Promise<JsSizeReport> {
  await buildApp();
  const manifest = readManifest(outDir);
  const out: string[] = [];
  const rows: SummaryRow[] = [];

  // The landing page's critical path; index.html's own inline scripts (the product preload and the start script, ADR 0021) count too.
  const { chunks: criticalChunks, inlineGzip, gzip: criticalGzip } = measure(outDir);
  const critical = criticalChunks.map((c) => c.file);
  out.push(
    `Critical path of /{price_id} (entry, the root actor's start-up import, their static imports, and index.html's inline scripts ${kB(inlineGzip)}): ${critical.length} files, ${kB(criticalGzip)} gzip (${kB(rawOf(critical))} raw)`,
  );
  out.push(table(['file', 'gzip', 'raw'], [...critical].sort((a, b) => sizeOf(b).gzip - sizeOf(a).gzip).map((f) => [f, kB(sizeOf(f).gzip), kB(sizeOf(f).raw)])));
  rows.push({ figure: 'JS critical path of /{price_id} (gzip)', value: kB(criticalGzip), budget: 'printed', pass: true });

  out.push('', ...describeParts(critical, criticalGzip - inlineGzip));

  for (const { label, pattern } of KEPT_OFF) {
    const holders = critical.filter((f) => sourcesOf(f).some((s) => pattern.test(s)));
    out.push(`${label} on the critical path: ${holders.length === 0 ? 'no' : `YES (${holders.join(', ')})`}`);
    rows.push({ figure: `${label} off the critical path`, value: holders.length === 0 ? 'off' : `in ${holders.join(', ')}`, budget: 'off', pass: holders.length === 0 });
  }
  if (critical.every((f) => sourcesOf(f).length === 0)) out.push('(no source maps in the build: the Auth0 and framer-motion checks could not look inside the chunks)');

  // Every lazy chunk, with what loading it adds on top of the critical path of the page that loads it.
  const checkoutReach = new Set(reachableKeys(manifest, CHECKOUT_PAGE));
  const lazyRows = lazyChunkKeys(manifest).map((key) => {
    const chunk = manifest[key] as ManifestChunk;
    const page = checkoutReach.has(key) ? CHECKOUT_PAGE : WIDGET_PAGE;
    const added = addedByLazyChunk(manifest, key, page);
    return [chunk.src ?? key, page, chunk.file, kB(sizeOf(chunk.file).gzip), kB(gzipOf(added)), String(added.length)];
  });
  out.push('', `Lazy chunks (${lazyRows.length}): the chunk itself, and everything its load adds beyond the critical path of its page`);
  out.push(table(['module', 'page', 'file', 'own gzip', 'added gzip', 'files added'], lazyRows));

  // The widget routes: widget.html's own critical path, and no checkout-only code in anything it can load.
  const widget = widgetJs(manifest, sourcesOf);
  const widgetFiles = [...widget.critical, ...widget.firstRenderLazy];
  const widgetGzip = gzipOf(widgetFiles);
  out.push(
    '',
    `/updateBilling and /displayBillingInfo (${WIDGET_PAGE}): first load ${kB(widgetGzip)} gzip (${kB(rawOf(widgetFiles))} raw) = entry + static imports ${kB(gzipOf(widget.critical))} in ${widget.critical.length} files` +
      ` + lazy chunks of the first render ${kB(gzipOf(widget.firstRenderLazy))}${widget.firstRenderLazy.length === 0 ? ` (none: ${widget.firstRenderModules.map((m) => m.module).join(', ')} ${widget.firstRenderModules.every((m) => m.where === 'entry') ? 'is in the entry' : 'not found'})` : ` (${widget.firstRenderLazy.join(', ')})`}`,
  );
  out.push(`  'Update Payment Method' adds ${kB(gzipOf(widget.form))} in ${widget.form.length} files`);
  out.push(...describeCheckoutCode(widget).map((line) => `  ${line}`));
  const pageFound = widget.firstRenderModules.every((m) => m.where !== 'missing');
  // Issue 16: no larger than main's widget before the issue, built by this run (buildBase()).
  const baseCommit = base ?? mainBeforeIssue16();
  const baseLoad = widgetFirstLoad(buildBase(baseCommit, sandboxUrl));
  out.push(`  main before issue 16 (${baseCommit.slice(0, 7)}, built now): first load ${kB(baseLoad.gzip)} gzip in ${baseLoad.files} files; difference ${widgetGzip >= baseLoad.gzip ? '+' : ''}${kB(widgetGzip - baseLoad.gzip)}`);
  rows.push({
    figure: `JS first load of /updateBilling, /displayBillingInfo (gzip)`,
    value: `${kB(widgetGzip)}${pageFound ? '' : ' (page module not found)'} vs ${kB(baseLoad.gzip)} at ${baseCommit.slice(0, 7)}`,
    budget: `<= main before issue 16`,
    pass: pageFound && widgetGzip <= baseLoad.gzip,
  });
  rows.push({
    figure: 'Checkout-only code in the widget',
    value: widget.failing.length === 0 ? 'none' : [...new Set(widget.failing.map((h) => h.source))].join(', '),
    budget: 'none',
    pass: widget.failing.length === 0,
  });

  // The whole app.
  const allJs = readdirSync(join(outDir, 'assets')).filter((f) => f.endsWith('.js')).map((f) => `assets/${f}`);
  const allGzip = gzipOf(allJs);
  out.push('', `Whole app: ${allJs.length} JS files, ${kB(allGzip)} gzip (${kB(rawOf(allJs))} raw)`);
  rows.push({ figure: 'JS of the whole app (gzip)', value: `${kB(allGzip)} in ${allJs.length} files`, budget: 'printed', pass: true });

  // What Chromium requested before 'Proceed to Checkout' could be used (issue 16's 240 kB budget).
  const usable = await withStack((stack) => jsRequestedBeforeUsable(stack, `/${LANDING_PRICE_ID}`));
  const known = usable.appFiles.filter((f) => allJs.includes(f));
  const otherBytes = usable.otherOrigins.reduce((sum, o) => sum + o.bytes, 0);
  const usableGzip = gzipOf(known) + inlineGzip + otherBytes;
  const criticalSet = new Set(critical);
  const beyond = known.filter((f) => !criticalSet.has(f));
  out.push(
    '',
    `In Chromium (no throttling), 'Proceed to Checkout' was usable (shown, enabled, its click handler committed) ${Math.round(usable.usableMs)} ms after navigation on /${LANDING_PRICE_ID};` +
      ` JS requested by then: ${kB(usableGzip)} gzip = ${known.length} files ${kB(gzipOf(known))} + index.html's inline scripts ${kB(inlineGzip)}` +
      (usable.otherOrigins.length === 0 ? '' : ` + other origins ${kB(otherBytes)} (${usable.otherOrigins.map((o) => o.url).join(', ')})`),
    beyond.length === 0 ? '  all of the files on the critical path above' : `  beyond the critical path: ${beyond.map((f) => `${f} (${kB(sizeOf(f).gzip)})`).join(', ')}`,
    `  requested later (the figure depends on timing): ${usable.later.length === 0 ? 'nothing' : usable.later.map((l) => `${l.file} (${kB(sizeOf(l.file).gzip)}) +${Math.round(l.afterMs)} ms`).join(', ')}`,
  );
  rows.push({
    figure: "JS requested before 'Proceed to Checkout' is usable (gzip)",
    value: kB(usableGzip),
    budget: `<= ${kB(USABLE_BUDGET_BYTES)}`,
    pass: usableGzip <= USABLE_BUDGET_BYTES,
  });

  // What Chromium really fetched on the widget's address: widget.html's files, no checkout code.
  const fetchedWidget = await fetchedByWidget();
  const widgetAll = fetchedWidget.all.filter((f) => allJs.includes(f));
  const widgetHits = checkoutOnlyCode(widgetAll, sourcesOf).filter((h) => h.folder.allowedBecause === undefined);
  const unexpected = widgetAll.filter((f) => !widget.reachable.includes(f));
  const beforeScreen = fetchedWidget.beforeScreen.filter((f) => allJs.includes(f));
  const beyondWidget = beforeScreen.filter((f) => !widget.critical.includes(f));
  out.push(
    '',
    `In Chromium, ${WIDGET_ROUTE} (signed out) showed its first screen ${Math.round(fetchedWidget.readyMs)} ms after navigation; ${beforeScreen.length} JS files, ${kB(gzipOf(beforeScreen))} gzip, had started loading by then`,
    beyondWidget.length === 0 ? '  all of them on its critical path above' : `  beyond its critical path: ${beyondWidget.map((f) => `${f} (${kB(sizeOf(f).gzip)})`).join(', ')}`,
    `  once the network went quiet: ${widgetAll.length} JS files, ${kB(gzipOf(widgetAll))} gzip; checkout-only code among them: ${widgetHits.length === 0 ? 'none' : widgetHits.map((h) => `${h.file}: ${h.source}`).join(', ')}; files outside ${WIDGET_PAGE}'s chunks: ${unexpected.length === 0 ? 'none' : unexpected.join(', ')}`,
  );
  const widgetClean = widgetHits.length === 0 && unexpected.length === 0 && widgetAll.length > 0;
  rows.push({
    figure: `Checkout-only code fetched on ${WIDGET_ROUTE} (Chromium)`,
    value: widgetClean ? 'none' : `${widgetHits.length} module(s), ${unexpected.length} other file(s), ${widgetAll.length} fetched`,
    budget: 'none',
    pass: widgetClean,
  });
  return { rows, text: out.join('\n') };
}
