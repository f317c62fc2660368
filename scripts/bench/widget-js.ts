// The billing widget's JavaScript (issue 6, ADR 0016), read from a build's Vite manifest and the
// chunks' source maps: widget.html's critical path (its entry and static imports), the lazy chunks
// its first render needs (none while the page module is in the entry), what 'Update Payment
// Method' adds, and whether any chunk the widget can ever load holds checkout-only code.
// Shared by scripts/bench/js-size.ts (npm run bench) and scripts/widget-js-size.ts.
import { keyForModule, reachableKeys, staticClosure, type Manifest, type ManifestChunk } from './manifest.ts';

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
