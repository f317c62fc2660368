// Puts the product call's preload script (src/api/preload.ts) into index.html's head, with the
// API address of the build's own configuration, so page 0's data is on its way while the app's
// JavaScript downloads (issue 8). The security plugin hashes it into the policy like any inline
// script. A configuration the app would refuse gets no script: the app shows its own error page.
import type { Plugin } from 'vite';
import { ConfigError, loadConfig } from '../../src/app/config.ts';
import { preloadScript } from '../../src/api/preload.ts';
import { afterFirstPaint } from './paint-first-plugin.ts';

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
      // After the first paint, like the app's own scripts (paint-first-plugin.ts), and before them.
      return [{ tag: 'script', children: afterFirstPaint(preloadScript(apiUrl)), injectTo: 'body' }];
    },
  };
}
