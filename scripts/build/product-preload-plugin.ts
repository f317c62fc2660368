// Puts the product call's preload script into index.html, with the API address of the build's
// own configuration, so page 0's data is on its way while the app's JavaScript downloads
// (issue 8); src/api/preload.ts hands its answer to the app. The security plugin hashes it into
// the policy like any inline script. A configuration the app would refuse gets no script: the
// app shows its own error page.
import type { Plugin } from 'vite';
import { ConfigError, configOrError } from '../../src/app/config.ts';
import { PRELOAD_GLOBAL } from '../../src/api/preload.ts';
import { NOT_PRODUCT_SEGMENTS } from '../../src/app/route-table.ts';
import { afterFirstPaint } from './paint-first-plugin.ts';

/**
 * The inline script's text for an API at `apiUrl`. ES5 on purpose (it runs before anything else,
 * untranspiled); it reads the route table (src/app/route-table.ts) for '/{id}', and does nothing
 * anywhere else. Its failures are the app's to report, so it swallows nothing but the unhandled
 * rejection warning.
 */
export function preloadScript(apiUrl: string): string {
  const url = `${apiUrl.replace(/\/+$/, '')}/v1/are/checkout/products`;
  return (
    `(function(){var s=location.pathname.split('/').filter(Boolean);if(s.length!==1)return;` +
    `var id=s[0];try{id=decodeURIComponent(id)}catch(e){}id=id.trim();` +
    `if(!id||${JSON.stringify(NOT_PRODUCT_SEGMENTS)}.indexOf(id)>=0||!window.fetch)return;` +
    `var u=${JSON.stringify(url)},b=JSON.stringify({products:[id]});` +
    `var r=fetch(u,{method:'POST',headers:{'Content-Type':'application/json'},credentials:'omit',body:b});` +
    `r.catch(function(){});window.${PRELOAD_GLOBAL}={url:u,method:'POST',body:b,response:r}})();`
  );
}

/** `afterPaint: false` (the bench's variant without paint-first) sends the call at once. */
export function productPreloadPlugin({ afterPaint = true } = {}): Plugin {
  let env: Record<string, string | undefined> = {};
  return {
    name: 'checkout:product-preload',
    configResolved(config) {
      env = { ...config.env };
    },
    transformIndexHtml(html, context) {
      // Only the checkout's page loads a product; other entries (the widget's) do not.
      if (!context.path.endsWith('/index.html')) return html;
      const config = configOrError(env);
      if (config instanceof ConfigError) return html;
      // After the first paint, like the app's own scripts (paint-first-plugin.ts), and before them.
      const script = preloadScript(config.apiUrl);
      return [{ tag: 'script', children: afterPaint ? afterFirstPaint(script) : script, injectTo: 'body' }];
    },
  };
}
