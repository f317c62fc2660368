// The storyboard's accessibility check (issue 30, ADR 0058) runs on a copy of the screen, after the
// walk: at a rest the runner may be holding the answer to a call the app has started, and the app's
// HTTP client gives up after 10 s, which two axe runs on the loaded machine outlast (the payment
// walks diverged into 'purchase failed'). The copy is taken in milliseconds at the rest: the page's
// HTML with what was typed into it, and every style rule the page holds, without its scripts. axe
// checks it later in a page of its own, served from the app's address so fonts and images load.
import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from '@playwright/test';

export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

export interface ScreenCopy {
  url: string;
  width: number;
  height: number;
  html: string;
}

/** The screen as it is now, as static HTML. */
export async function copyScreen(page: Page): Promise<ScreenCopy> {
  return page.evaluate(() => {
    const rules: string[] = [];
    const imports: string[] = [];
    for (const sheet of [...document.styleSheets, ...document.adoptedStyleSheets]) {
      try {
        for (const rule of sheet.cssRules) rules.push(rule.cssText);
      } catch {
        if (sheet.href !== null) imports.push(`@import url("${sheet.href}");`);
      }
    }
    const copy = document.documentElement.cloneNode(true) as HTMLElement;
    // Typed values live in properties, which a copy of the markup loses.
    const live = document.querySelectorAll('input, textarea, select');
    const copied = copy.querySelectorAll('input, textarea, select');
    live.forEach((element, i) => {
      const twin = copied[i];
      if (twin === undefined) return;
      if (element instanceof HTMLInputElement) {
        if (element.type === 'checkbox' || element.type === 'radio') twin.toggleAttribute('checked', element.checked);
        else twin.setAttribute('value', element.value);
      } else if (element instanceof HTMLTextAreaElement) twin.textContent = element.value;
      else if (element instanceof HTMLSelectElement) [...(twin as HTMLSelectElement).options].forEach((option, j) => option.toggleAttribute('selected', element.options[j]?.selected === true));
    });
    for (const gone of copy.querySelectorAll('script, style, link[rel="stylesheet"], link[rel="modulepreload"]')) gone.remove();
    // A frame (the card provider's) would load and run its own page: it stays, empty, with its title.
    for (const frame of copy.querySelectorAll('iframe')) {
      frame.removeAttribute('src');
      frame.removeAttribute('srcdoc');
    }
    const style = document.createElement('style');
    // Animations end at once: axe reads the screen as it stands, not a fade's first frame.
    style.textContent = [...imports, ...rules, '*,*::before,*::after{animation-duration:0s!important;animation-delay:0s!important;transition:none!important}'].join('\n');
    const head = copy.querySelector('head') ?? copy;
    head.append(style);
    return { url: location.origin, width: window.innerWidth, height: window.innerHeight, html: `<!doctype html>\n${copy.outerHTML}` };
  });
}

export interface AxeViolation {
  id: string;
  impact: string;
  help: string;
  helpUrl: string;
  targets: string[];
}

/** axe's WCAG 2.1 A and AA violations on a copy, in a context of its own. */
export async function axeOnCopy(browser: Browser, copy: ScreenCopy): Promise<AxeViolation[]> {
  const context = await browser.newContext({ viewport: { width: copy.width, height: copy.height } });
  try {
    const page = await context.newPage();
    const address = `${copy.url}/__storyboard-copy`;
    await page.route('**/*', (route) => {
      const request = route.request();
      if (request.url() === address) return route.fulfill({ contentType: 'text/html', body: copy.html });
      return ['stylesheet', 'font', 'image'].includes(request.resourceType()) ? route.continue() : route.abort();
    });
    await page.goto(address, { waitUntil: 'load' });
    const result = await new AxeBuilder({ page }).withTags(AXE_TAGS).setLegacyMode(true).analyze();
    return result.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact ?? 'unknown',
      help: violation.help,
      helpUrl: violation.helpUrl,
      targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
    }));
  } finally {
    await context.close();
  }
}
