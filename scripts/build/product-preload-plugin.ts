// Puts the product call's preload script (src/api/preload.ts) into index.html's head, with the
// API address of the build's own configuration, so page 0's data is on its way before the app's
// JavaScript has arrived (issue 8). The security plugin hashes it into the policy like any inline
// script. A configuration the app would refuse gets no script: the app shows its own error page.
import type { Plugin } from 'vite';
import { ConfigError, loadConfig } from '../../src/app/config.ts';
import { preloadScript } from '../../src/api/preload.ts';

export function productPreloadPlugin(): Plugin {
  let env: Record<string, string | undefined> = {};
  return {
    name: 'checkout:product-preload',
    configResolved(config) {
      env = { ...config.env };
    },
    transformIndexHtml(html, context) {
      // Only the checkout's page loads a product; other entries (the widget's) do not.
      if (!context.path.endsWith('/index.html')) return html;
      let apiUrl: string;
      try {
        apiUrl = loadConfig(env).apiUrl;
      } catch (error) {
        if (error instanceof ConfigError) return html;
        throw error;
      }
      return [{ tag: 'script', children: preloadScript(apiUrl), injectTo: 'head' }];
    },
  };
}
