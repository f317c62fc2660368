// Page 0 of every product as HTML that already shows it (ADR 0061): after the build has written
// index.html, each product's page 0 is rendered by the app's own views from the checkout machine's
// snapshot (src/prerender/page-zero.tsx, loaded through a throw-away Vite server in SSR mode) and
// written to page-zero/{price id}.html: index.html with that markup in #root and its styles in the
// head. The server answers /{price id} with it (scripts/serving/page-entries.ts, docs/deploy);
// an id with no file gets index.html and its loading shape, as before.
//
// The sandbox build renders every product of the sandbox's catalogue, its calls answered by a
// sandbox of its own; a live build the ids of PRERENDER_PRICE_IDS, its calls answered by the
// API (a product the call does not know stops the build, naming it).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Plugin } from 'vite';
import { ConfigError, configOrError, type Config } from '../../src/app/config.ts';
import { loadCatalogue } from '../../sandbox/catalogue.ts';
import { createSandbox } from '../../sandbox/server.ts';
import { SHELL_ONLY_ON_CHECKOUT } from './page-zero-shell-plugin.ts';
import { shellStylesheet, splitShellStyles } from './shell-css.ts';
import { prerenderedPage } from './page-zero-page.ts';
import { withSsrModule } from './ssr-module.ts';
import { PAGE_ZERO_DIR } from '../serving/page-entries.ts';

const PRERENDER_MODULE = '/src/prerender/page-zero.tsx';

type RenderModule = { renderPageZero: (config: Config, priceId: string, apiOrigin: string, origin: string) => Promise<{ html: string }> };

/** The ids to prerender (every product the pricing pages link to) and who answers page 0's calls. */
interface Prerendering {
  ids: string[];
  apiOrigin: string;
  close(): Promise<void>;
}

async function prerendering(config: Config): Promise<Prerendering> {
  if (config.mode === 'sandbox') {
    // The sandbox build's own sandbox, in memory, with the seed catalogue: its page 0 calls are real HTTP.
    const sandbox = await createSandbox({ port: 0, appOrigins: [], dataFile: null });
    return { ids: loadCatalogue().products.map((product) => product.price_id), apiOrigin: sandbox.url, close: () => sandbox.close() };
  }
  const ids = (process.env.PRERENDER_PRICE_IDS ?? '').split(',').map((id) => id.trim()).filter(Boolean);
  return { ids, apiOrigin: config.apiUrl, close: () => Promise.resolve() };
}

function renderAll(root: string, mode: string, config: Config, work: Prerendering): Promise<Map<string, string>> {
  const define = { __STATECHART_VIEW__: JSON.stringify(mode === 'sandbox') };
  return withSsrModule(root, PRERENDER_MODULE, async (mod: RenderModule) => {
    const pages = new Map<string, string>();
    for (const id of work.ids) pages.set(id, (await mod.renderPageZero(config, id, work.apiOrigin, config.urls.marketingHome)).html);
    return pages;
  }, { mode, define });
}

export function pageZeroHtmlPlugin(): Plugin {
  let env: Record<string, string | undefined> = {};
  let root = process.cwd();
  let mode = 'production';
  let outDir = 'dist';
  let building = false;
  return {
    name: 'checkout:page-zero-html',
    configResolved(config) {
      env = { ...config.env };
      root = config.root;
      mode = config.mode;
      outDir = resolve(config.root, config.build.outDir);
      building = config.command === 'build';
    },
    async writeBundle() {
      if (!building) return;
      const config = configOrError(env);
      if (config instanceof ConfigError) return;
      const index = readFileSync(join(outDir, 'index.html'), 'utf8');
      const work = await prerendering(config);
      if (work.ids.length === 0) return;
      const rendered = await renderAll(root, mode, config, work).finally(() => work.close());
      mkdirSync(join(outDir, PAGE_ZERO_DIR), { recursive: true });
      for (const [id, html] of rendered) {
        const { markup, css } = splitShellStyles(html);
        const page = prerenderedPage(index, { priceId: id, markup, css: shellStylesheet(css), shellScript: SHELL_ONLY_ON_CHECKOUT });
        writeFileSync(join(outDir, PAGE_ZERO_DIR, `${id}.html`), page);
      }
    },
  };
}
