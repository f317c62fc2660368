// The take-over's code is preloaded (scripts/build/paint-first-plugin.ts); on a slow network it
// arrives seconds after the entry. An import() of a module still on its way is evaluated the moment
// it lands, whatever the visitor is doing then; once every preload is in, the start-up chooses when
// each step runs (visitor-pause.ts).

/** Resolves once every module the page preloads has arrived or failed, or after `limitMs`. */
export function preloadsArrived(doc: Document = document, limitMs = 15_000): Promise<void> {
  const links = [...doc.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')];
  const all = Promise.all(links.map(arrived)).then(() => undefined);
  return Promise.race([all, new Promise<void>((resolve) => setTimeout(resolve, limitMs))]);
}

function arrived(link: HTMLLinkElement): Promise<void> {
  // A link whose response has ended has a resource timing entry; its load event may be past already.
  if (performance.getEntriesByName(link.href).length > 0) return Promise.resolve();
  return new Promise((resolve) => {
    link.addEventListener('load', () => resolve(), { once: true });
    link.addEventListener('error', () => resolve(), { once: true });
  });
}
