// Leaving or reloading the page, behind an interface so machines can name these as actions and
// tests can record them instead of navigating jsdom away.

export interface Navigation {
  /** Go to another address, keeping this page in history. */
  assign(url: string): void;
  /** Go to another address, replacing this page in history (redirects). */
  replace(url: string): void;
  reload(): void;
  /** Opens with `noopener` so the new tab cannot reach back into the checkout. */
  openInNewTab(url: string): void;
  scrollToTop(): void;
}

export function createNavigation(win: Window = window): Navigation {
  return {
    assign: (url) => win.location.assign(url),
    replace: (url) => win.location.replace(url),
    reload: () => win.location.reload(),
    openInNewTab: (url) => {
      win.open(url, '_blank', 'noopener,noreferrer');
    },
    scrollToTop: () => {
      try {
        win.scrollTo({ top: 0, behavior: 'smooth' });
      } catch {
        win.scrollTo(0, 0);
      }
    },
  };
}
