// index.html fetches and runs its JavaScript only after the browser has painted the prerendered
// shell (ADR 0021). Without this, the module preloads and the product call left during parsing,
// and Chromium often painted only after they had arrived (and the entry had run), so the shell
// showed no sooner than the app; Lighthouse then counted every script as needed for the first
// paint. After the first frame the page adds the preloads and the entry module itself. A hidden
// page, or one whose frames are throttled, starts after a short time-out instead.
import type { Plugin } from 'vite';

const ENTRY = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;
/** Started when no frame came within this time (a throttled or hidden page). */
const FALLBACK_MS = 100;

/** `body` run once, after the first frame has been painted. ES5: it runs untranspiled. */
export function afterFirstPaint(body: string): string {
  return (
    `(function(){var done=false;function run(){if(done)return;done=true;${body}}` +
    `if(document.visibilityState==='hidden'||!window.requestAnimationFrame){run();return}` +
    `requestAnimationFrame(function(){setTimeout(run,0)});setTimeout(run,${FALLBACK_MS})})();`
  );
}

/** Adds the module preloads, then the entry module, to the head. */
export function startScript(entry: string, preloads: readonly string[]): string {
  return afterFirstPaint(
    `var h=document.head;${JSON.stringify(preloads)}.forEach(function(href){var l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=href;h.appendChild(l)});` +
      `var s=document.createElement('script');s.type='module';s.crossOrigin='';s.src=${JSON.stringify(entry)};h.appendChild(s);`,
  );
}

/** The page with its entry script and module preloads replaced by the start script at the end of the body. */
export function paintFirst(html: string): string {
  const entry = ENTRY.exec(html);
  if (!entry?.[1]) throw new Error('the built index.html has no module entry script to defer');
  const preloads = [...html.matchAll(PRELOAD)].map((m) => m[1] ?? '');
  return html
    .replace(entry[0], '')
    .replace(PRELOAD, '')
    .replace('</body>', `  <script>${startScript(entry[1], preloads)}</script>\n  </body>`);
}

export function paintFirstPlugin(): Plugin {
  return {
    name: 'checkout:paint-first',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        // Only the page with a prerendered shell has something to paint first.
        return context.path.endsWith('/index.html') ? paintFirst(html) : html;
      },
    },
  };
}
