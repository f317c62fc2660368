// The mark of a #root that already holds page 0 of a product, rendered at build time (ADR 0061):
// its value is the price id. src/main.tsx adopts such a root instead of rendering it again.
export const PAGE_ZERO_ATTRIBUTE = 'data-page-zero';

/** The price id whose page 0 `root` holds, or null when it holds the loading shape or nothing. */
export function prerenderedPriceId(root: Element): string | null {
  return root.getAttribute(PAGE_ZERO_ATTRIBUTE);
}
