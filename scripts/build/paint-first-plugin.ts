// index.html fetches and runs its JavaScript only after the browser has painted the prerendered
// shell (ADR 0021). Without this, the module preloads and the product call left during parsing,
// and Chromium often painted only after they had arrived (and the entry had run), so the shell
// showed no sooner than the app; Lighthouse then counted every script as needed for the first
// paint. After the first frame the page adds the preloads and the entry module itself. A hidden
// page, or one whose frames are throttled, starts after a short time-out instead.
import type { IndexHtmlTransformContext, Plugin } from 'vite';
import { LAST_INPUT_GLOBAL, QUIET_MS, VISITOR_INPUTS } from '../../src/lib/visitor-pause.ts';
import { STARTUP_MODULES, startupImports, staticClosureFiles } from './startup-modules.ts';

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

/** Preloads added per task: adding a link starts its request, about 1 ms of main thread each. */
const PRELOADS_PER_TASK = 5;

/** The entry is added this long after the first paint at the latest, whatever has not arrived. */
export const ENTRY_LIMIT_MS = 15_000;

/**
 * Adds the entry module's and its imports' preloads to the head, a few per task (all twenty at once
 * took one 18 ms task on this machine, 70 ms at Lighthouse's 4x throttling), then the entry itself
 * once every preload has arrived (or failed) and the visitor has not typed or tapped for a moment:
 * on a slow network the code arrives seconds after the first paint, and the entry's evaluation
 * (hundreds of ms on a slow phone) would otherwise run the moment it lands, between two keys.
 */
export function startScript(entry: string, preloads: readonly string[]): string {
  const files = [entry, ...preloads.filter((file) => file !== entry)];
  return afterFirstPaint(
    `var h=document.head,p=${JSON.stringify(files)},left=p.length,added=false;` +
      `function note(){window.${LAST_INPUT_GLOBAL}=Date.now()}` +
      `${JSON.stringify(VISITOR_INPUTS)}.forEach(function(t){window.addEventListener(t,note,{capture:true,passive:true})});` +
      `function entry(){if(added)return;var wait=(window.${LAST_INPUT_GLOBAL}||0)+${QUIET_MS}-Date.now();if(wait>0){setTimeout(entry,wait);return}added=true;` +
      `var s=document.createElement('script');s.type='module';s.crossOrigin='';s.src=${JSON.stringify(entry)};h.appendChild(s)}` +
      `function arrived(){left--;if(left===0)entry()}` +
      `setTimeout(entry,${ENTRY_LIMIT_MS});` +
      `(function add(i){p.slice(i,i+${PRELOADS_PER_TASK}).forEach(function(href){var l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.onload=l.onerror=arrived;l.href=href;h.appendChild(l)});` +
      `if(i+${PRELOADS_PER_TASK}<p.length)setTimeout(function(){add(i+${PRELOADS_PER_TASK})},0)})(0);`,
  );
}

/** The files of the entry's start-up imports and of their static imports, as URLs. */
export function startupFiles(context: Pick<IndexHtmlTransformContext, 'bundle' | 'chunk'>, required = true): string[] {
  const { bundle, chunk } = context;
  if (!bundle || !chunk) return [];
  const startup = startupImports(bundle, chunk);
  if (startup.length === 0 && required) throw new Error(`the entry does not import ${STARTUP_MODULES.join(', ')}: src/main.tsx and paint-first-plugin.ts disagree`);
  return staticClosureFiles(bundle, startup).map((file) => `/${file}`);
}

/** The page with its entry script and module preloads replaced by the start script at the end of the body. */
export function paintFirst(html: string, startup: readonly string[] = []): string {
  const entry = ENTRY.exec(html);
  if (!entry?.[1]) throw new Error('the built index.html has no module entry script to defer');
  const found = [...html.matchAll(PRELOAD)].map((m) => m[1] ?? '');
  const preloads = [...new Set([...found, ...startup])].filter((file) => file !== entry[1]);
  return html
    .replace(entry[0], '')
    .replace(PRELOAD, '')
    .replace('</body>', `  <script>${startScript(entry[1], preloads)}</script>\n  </body>`);
}

/** The page with the start-up imports preloaded from the head, nothing deferred (the bench's variant without paint-first). */
export function preloadStartup(html: string, startup: readonly string[]): string {
  const found = new Set([...html.matchAll(PRELOAD)].map((m) => m[1] ?? ''));
  const links = startup.filter((file) => !found.has(file)).map((file) => `  <link rel="modulepreload" crossorigin href="${file}">\n`);
  return html.replace('</head>', `${links.join('')}  </head>`);
}

/** `defer: false` (the bench's variant, startup-devices.ts) only preloads the start-up imports. */
export function paintFirstPlugin({ defer = true, startupRequired = true } = {}): Plugin {
  return {
    name: 'checkout:paint-first',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        // Only the page with a prerendered shell has something to paint first.
        if (!context.path.endsWith('/index.html')) return html;
        const startup = startupFiles(context, startupRequired);
        return defer ? paintFirst(html, startup) : preloadStartup(html, startup);
      },
    },
  };
}
