// index.html's root actor, loaded by src/main.tsx with import() as a start-up step of its own:
// evaluating every machine and the wiring is then a task apart from evaluating React, Chakra and
// the views (ADR 0021). paint-first-plugin.ts preloads this chunk with the entry's.
import type { BrowserAdapters } from '../adapters/browser/index.ts';
import { prepareAppRoot } from './app-root.ts';
import { matchPage } from './route-match.ts';
import type { Config } from './config.ts';
import { checkoutPageLogic } from './wiring/checkout-page-logic.ts';

export function prepareCheckoutRoot(config: Config, browser: BrowserAdapters) {
  return prepareAppRoot(config, browser, checkoutPageLogic, matchPage(window.location.pathname));
}
