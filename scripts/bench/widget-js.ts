// The billing widget's JavaScript (issue 6, ADR 0016), read from a build's Vite manifest and the
// chunks' source maps: widget.html's critical path (its entry and static imports), the lazy chunks
// its first render needs (none while the page module is in the entry), what 'Update Payment
// Method' adds, and whether any chunk the widget can ever load holds checkout-only code; and that
// first load on main before issue 16, which the bench builds to compare the widget with.
// Shared by scripts/bench/js-size.ts (npm run bench) and scripts/widget-js-size.ts.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { readManifest } from '../critical-js-size.ts';
import { keyForModule, reachableKeys, staticClosure, type Manifest, type ManifestChunk } from './bundle.ts';

export const WIDGET_PAGE = 'widget.html';
/** The module the widget's first render shows: in the entry, or a lazy chunk the first render waits for. */
export const WIDGET_FIRST_RENDER_MODULES = ['src/views/billing/BillingWidgetPage.tsx'] as const;
/** The update form, loaded on 'Update Payment Method' (prefetched when the button is pointed at). */
export const WIDGET_FORM_MODULE = 'src/views/billing/BillingForm.tsx';

export interface CheckoutOnlyFolder {
  folder: string;
  /** Why the widget may hold it after all; absent: any of its code in a widget chunk fails the check. */
  allowedBecause?: string;
}

/** Code the checkout's page needs and the widget must not load. */
export const CHECKOUT_ONLY_FOLDERS: readonly CheckoutOnlyFolder[] = [
  { folder: 'src/views/checkout/' },
  { folder: 'machines/checkout/' },
  { folder: 'machines/auth/' },
  {
    folder: 'machines/payment/',
    allowedBecause:
      "the widget saves the new card with the checkout's save-card flow (SAVECARD-3..7: setup intent, the card provider's confirmation, PUT default), which the payment machine owns; the billing machine starts it as its 'payment' child when the form is first asked for (docs/decisions/0038)",
  },
];

/** A source module's path from the project root, as a source map names it (`../../src/x.ts`). */
export function projectPath(source: string): string {
  return source.replace(/^(\.\.\/)+/, '').replace(/^.*?\/node_modules\//, 'node_modules/');
}

export interface CheckoutCodeHit {
  file: string;
  source: string;
  folder: CheckoutOnlyFolder;
}

/** Every checkout-only module in the given chunks (allowed folders included, marked by their folder). */
export function checkoutOnlyCode(files: readonly string[], sourcesOf: (file: string) => readonly string[]): CheckoutCodeHit[] {
  return files.flatMap((file) =>
    sourcesOf(file).flatMap((raw) => {
      const source = projectPath(raw);
      const folder = CHECKOUT_ONLY_FOLDERS.find((f) => source.startsWith(f.folder));
      return folder === undefined ? [] : [{ file, source, folder }];
    }),
  );
}

export interface WidgetJs {
  /** widget.html's entry and its static imports. */
  critical: string[];
  /** Lazy chunks (and their imports) the first render waits for, beyond the critical path. */
  firstRenderLazy: string[];
  /** Where each first-render module was found. */
  firstRenderModules: { module: string; where: 'entry' | 'lazy' | 'missing' }[];
  /** What 'Update Payment Method' adds on top of the first load. */
  form: string[];
  /** Every file the widget page can ever load (static and lazy). */
  reachable: string[];
  /** Checkout-only code in any of those files: `failing` breaks the rule, `allowed` is explained. */
  failing: CheckoutCodeHit[];
  allowed: CheckoutCodeHit[];
}

const fileOf = (manifest: Manifest, key: string) => (manifest[key] as ManifestChunk).file;

export function widgetJs(manifest: Manifest, sourcesOf: (file: string) => readonly string[]): WidgetJs {
  if (manifest[WIDGET_PAGE]?.isEntry !== true) throw new Error(`${WIDGET_PAGE} is not an entry of the build: vite.config.ts builds both pages`);
  const criticalKeys = staticClosure(manifest, WIDGET_PAGE);
  const critical = criticalKeys.map((k) => fileOf(manifest, k));
  const loaded = new Set(critical);
  const firstRenderModules = WIDGET_FIRST_RENDER_MODULES.map((module) => {
    if (critical.some((file) => sourcesOf(file).some((s) => projectPath(s) === module))) return { module, where: 'entry' as const };
    const key = keyForModule(manifest, module);
    if (key === undefined) return { module, where: 'missing' as const };
    for (const k of staticClosure(manifest, key)) loaded.add(fileOf(manifest, k));
    return { module, where: 'lazy' as const };
  });
  const firstRenderLazy = [...loaded].filter((file) => !critical.includes(file));
  const formKey = keyForModule(manifest, WIDGET_FORM_MODULE);
  const form = formKey === undefined ? [] : staticClosure(manifest, formKey).map((k) => fileOf(manifest, k)).filter((file) => !loaded.has(file));
  const reachable = reachableKeys(manifest, WIDGET_PAGE).map((k) => fileOf(manifest, k));
  const hits = checkoutOnlyCode(reachable, sourcesOf);
  return {
    critical,
    firstRenderLazy,
    firstRenderModules,
    form,
    reachable,
    failing: hits.filter((h) => h.folder.allowedBecause === undefined),
    allowed: hits.filter((h) => h.folder.allowedBecause !== undefined),
  };
}

/** Lines for a report: the check's verdict, with the allowed folders and why. */
export function describeCheckoutCode(js: WidgetJs): string[] {
  const lines: string[] = [];
  const folders = CHECKOUT_ONLY_FOLDERS.map((f) => f.folder).join(', ');
  lines.push(
    js.failing.length === 0
      ? `Checkout-only code (${folders}) in the ${js.reachable.length} files the widget can load: none beyond the allowed`
      : `Checkout-only code in the widget's chunks: ${js.failing.length} module(s)\n${js.failing.map((h) => `  ${h.file}: ${h.source}`).join('\n')}`,
  );
  for (const folder of CHECKOUT_ONLY_FOLDERS.filter((f) => f.allowedBecause !== undefined)) {
    const modules = [...new Set(js.allowed.filter((h) => h.folder === folder).map((h) => h.source))];
    if (modules.length > 0) lines.push(`  allowed: ${folder.folder} (${modules.length} modules), because ${folder.allowedBecause}`);
  }
  return lines;
}

// The widget's first load on main before issue 16, for the bench's comparison (issue 16: "the
// widget's first load no larger than main's before this issue, measured in the same run"). The
// base is the first parent of the merge that brought ADR 0029 (react-router and framer-motion) into
// main, unless --base names another commit. It is checked out in a git worktree outside the repo
// (/tmp/bench-base, or BENCH_BASE_DIR), installed with `npm ci` when its lock file changed, built in
// sandbox mode, and measured with the same widgetJs() as the app.
const BASE_DIR = process.env.BENCH_BASE_DIR ?? '/tmp/bench-base';
const LOCK_STAMP = '.bench-lock-sha256';
const ROUTER_ADR = 'docs/decisions/0029-*';

const git = (args: readonly string[], cwd = process.cwd()) => execFileSync('git', args, { cwd, encoding: 'utf8' }).trim();

/** main's commit before the react-router work: the first parent of the oldest first-parent commit of main touching ADR 0029. */
export function mainBeforeIssue16(): string {
  const touching = git(['log', '--first-parent', '--format=%H', 'main', '--', ROUTER_ADR]).split('\n').filter(Boolean);
  const merge = touching.at(-1);
  if (merge === undefined) throw new Error(`no commit of main touches ${ROUTER_ADR}: pass --base <commit>`);
  return git(['rev-parse', `${merge}^1`]);
}

/** The base checked out, installed and built into BASE_DIR/dist-bench; returns the build folder. */
export function buildBase(commit: string, sandboxUrl: string): string {
  const sha = git(['rev-parse', commit]);
  if (!existsSync(BASE_DIR)) git(['worktree', 'add', '--detach', BASE_DIR, sha]);
  else if (git(['rev-parse', 'HEAD'], BASE_DIR) !== sha) git(['checkout', '--detach', sha], BASE_DIR);
  const lockHash = createHash('sha256').update(readFileSync(join(BASE_DIR, 'package-lock.json'))).digest('hex');
  const stamp = join(BASE_DIR, 'node_modules', LOCK_STAMP);
  if (!existsSync(stamp) || readFileSync(stamp, 'utf8') !== lockHash) {
    // --include=dev: the app's own build has set NODE_ENV=production in this process, which would
    // leave out the devDependencies (vite among them) that the base's build needs.
    execFileSync('npm', ['ci', '--include=dev', '--no-audit', '--no-fund'], { cwd: BASE_DIR, stdio: 'ignore' });
    writeFileSync(stamp, lockHash);
  }
  const outDir = join(BASE_DIR, 'dist-bench');
  // Only the sandbox's address among the VITE_ settings, as the app's bench build (servers.ts).
  const env = Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.startsWith('VITE_')));
  execFileSync('npx', ['vite', 'build', '--mode', 'sandbox', '--outDir', outDir, '--emptyOutDir', '--manifest', '--logLevel', 'warn'], {
    cwd: BASE_DIR,
    env: { ...env, VITE_SANDBOX_URL: sandboxUrl },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return outDir;
}

export interface WidgetFirstLoad {
  gzip: number;
  files: number;
}

/** widget.html's first load in a build: its entry, static imports, and the lazy chunks its first render waits for (gzip level 6). */
export function widgetFirstLoad(dir: string): WidgetFirstLoad {
  const sourcesOf = (file: string): string[] => {
    try {
      return (JSON.parse(readFileSync(join(dir, `${file}.map`), 'utf8')) as { sources?: string[] }).sources ?? [];
    } catch {
      return [];
    }
  };
  const js = widgetJs(readManifest(dir), sourcesOf);
  const files = [...new Set([...js.critical, ...js.firstRenderLazy])];
  return { gzip: files.reduce((sum, f) => sum + gzipSync(readFileSync(join(dir, f)), { level: 6 }).length, 0), files: files.length };
}
