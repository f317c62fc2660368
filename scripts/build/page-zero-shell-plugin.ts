// Prerenders page 0's frame and loading shape (src/views/shell/PageZeroShell.tsx) into the built
// index.html's #root, so a phone paints the checkout's title and layout from the HTML alone while
// the JavaScript downloads (issue 8: first and largest contentful paint). Build only: the dev
// server keeps an empty #root. The component is loaded through a throw-away Vite server in SSR
// mode, with the build's own configuration (brand, marketing address).
import type { Plugin } from 'vite';
import { ConfigError, configOrError, type Config } from '../../src/app/config.ts';
import { NOT_PRODUCT_SEGMENTS } from '../../src/app/route-table.ts';
import { shellStylesheet, splitShellStyles } from './shell-css.ts';
import { withSsrModule } from './ssr-module.ts';

const SHELL_MODULE = '/src/views/shell/PageZeroShell.tsx';

/**
 * Runs right after #root is parsed, before the first paint: the shell is page 0's, so any address
 * that is not a checkout route (the return page, an unknown address; the route table,
 * src/app/route-table.ts) starts from an empty #root instead of a checkout skeleton. ES5.
 */
export const SHELL_ONLY_ON_CHECKOUT =
  `(function(){var s=location.pathname.split('/').filter(Boolean);` +
  `if(s.length>1||(s.length===1&&${JSON.stringify(NOT_PRODUCT_SEGMENTS)}.indexOf(s[0])>=0)){` +
  `var r=document.getElementById('root');if(r)r.innerHTML=''}})();`;
const EMPTY_ROOT = '<div id="root"></div>';

function renderShell(root: string, config: Config): Promise<string> {
  return withSsrModule(root, SHELL_MODULE, (mod: { renderPageZeroShell?: (c: Config) => string }) => {
    if (typeof mod.renderPageZeroShell !== 'function') throw new Error(`${SHELL_MODULE} does not export renderPageZeroShell`);
    return mod.renderPageZeroShell(config);
  });
}

export function pageZeroShellPlugin(): Plugin {
  let env: Record<string, string | undefined> = {};
  let root = process.cwd();
  let building = false;
  return {
    name: 'checkout:page-zero-shell',
    configResolved(config) {
      env = { ...config.env };
      root = config.root;
      building = config.command === 'build';
    },
    async transformIndexHtml(html, context) {
      if (!building || !context.path.endsWith('/index.html')) return html;
      if (!html.includes(EMPTY_ROOT)) throw new Error(`index.html must hold ${EMPTY_ROOT} for the page-0 shell`);
      const config = configOrError(env);
      // The app shows its configuration error page instead; an empty #root is right for it.
      if (config instanceof ConfigError) return html;
      const { markup, css } = splitShellStyles(await renderShell(root, config));
      return {
        html: html.replace(EMPTY_ROOT, `<div id="root">${markup}</div><script>${SHELL_ONLY_ON_CHECKOUT}</script>`),
        tags: [{ tag: 'style', attrs: { 'data-page-zero-shell': '' }, children: shellStylesheet(css), injectTo: 'head' }],
      };
    },
  };
}
