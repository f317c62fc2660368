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
  /** The page's top, or the current step's title when the page's top does not show it (a phone). */
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
    scrollToTop: () => afterTheStepArrives(win, () => scrollToTheStep(win)),
  };
}

/** The attribute Chakra's dialogs (Zag's remove-scroll) put on the body while they lock the page's scroll. */
const SCROLL_LOCK = 'data-scroll-lock';
/** Marks the title of the step a visitor is on (StepPanel): what 'the top' means on a phone. */
export const STEP_TITLE_ATTRIBUTE = 'data-step-title';
/** Past this, the page scrolls with whatever is there. */
const ARRIVAL_WAIT_MS = 3000;

/**
 * Runs `scroll` once the next step's title is on the page and no dialog locks the page's scroll.
 * The action is taken as the machine moves, before the new step renders, while the sign-up dialog
 * that succeeded (SIGNUP-FORM-9) still closes: its lock puts the old position back on release (iOS),
 * and its focus return scrolls to the button that opened it. Scrolling before both is lost.
 */
function afterTheStepArrives(win: Window, scroll: () => void): void {
  const doc = win.document as Document | undefined;
  if (doc?.body == null || typeof MutationObserver === 'undefined') {
    scroll();
    return;
  }
  const body = doc.body;
  const titleBefore = doc.querySelector(`[${STEP_TITLE_ATTRIBUTE}]`);
  let finished = false;
  const finish = () => {
    if (finished) return;
    finished = true;
    observer.disconnect();
    win.clearTimeout(timer);
    // The lock's release restores styles in the same task; the next frame sees the page as it now is.
    win.requestAnimationFrame(scroll);
  };
  const check = () => {
    const title = doc.querySelector(`[${STEP_TITLE_ATTRIBUTE}]`);
    if (title !== null && title !== titleBefore && !body.hasAttribute(SCROLL_LOCK)) finish();
  };
  const observer = new MutationObserver(check);
  observer.observe(body, { attributes: true, attributeFilter: [SCROLL_LOCK], childList: true, subtree: true });
  const timer = win.setTimeout(finish, ARRIVAL_WAIT_MS);
  check();
}

/**
 * SIGNUP-FORM-9: on a wide screen the page's top shows the step beside the order; on a phone the
 * order comes first, so the step's title is brought to the top of the screen instead.
 */
function scrollToTheStep(win: Window): void {
  win.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  const title = win.document?.querySelector(`[${STEP_TITLE_ATTRIBUTE}]`);
  if (title == null) return;
  if (title.getBoundingClientRect().top > win.innerHeight / 3) title.scrollIntoView({ block: 'start', behavior: 'instant' });
}
