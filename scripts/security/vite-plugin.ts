// Serves the security headers in `vite preview` (npm run preview, the end-to-end tests): every
// response, HTML and assets alike, with the widget's frame-ancestors on the widget's routes. The
// build itself is checked for inline script the policy could not allow. The dev server sends no
// policy: its hot reload needs inline scripts and a websocket (ADR 0014).
import { isAbsolute, resolve } from 'node:path';
import type { Plugin } from 'vite';
import { routeKind, securityHeaders } from './headers.ts';
import { policyInputForBuild } from './build-policy.ts';
import { assertNoUnhashableScript } from './inline-scripts.ts';

export function securityHeadersPlugin(): Plugin {
  return {
    name: 'checkout:security-headers',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        if (!context.server) assertNoUnhashableScript(html);
      },
    },
    configurePreviewServer(server) {
      const { root, build, mode, envDir } = server.config;
      const outDir = isAbsolute(build.outDir) ? build.outDir : resolve(root, build.outDir);
      const input = policyInputForBuild({ outDir, mode, envDir, reportUri: process.env.CSP_REPORT_URI });
      const byKind = { checkout: securityHeaders(input, 'checkout'), widget: securityHeaders(input, 'widget') };
      server.middlewares.use((req, res, next) => {
        // The address the browser asked for: the page-entries plugin rewrites widget addresses to /widget.html.
        for (const [name, value] of Object.entries(byKind[routeKind(req.originalUrl ?? req.url ?? '/')])) res.setHeader(name, value);
        next();
      });
    },
  };
}
