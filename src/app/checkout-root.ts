// index.html's root actor (the checkout routes, the return page, unknown addresses): the session,
// the network dialog and the checkout; the billing widget is widget.html's (ADR 0016). src/main.tsx
// loads this module with import() as a start-up step of its own: evaluating every machine and the
// wiring is then a task apart from evaluating React, Chakra and the views (ADR 0021).
// paint-first-plugin.ts preloads this chunk with the entry's.
import { appMachine, type AppMachine } from '../../machines/app/app.machine.ts';
import type { IdentityPort } from '../../machines/session/identity-port.ts';
import type { BrowserAdapters } from '../adapters/browser/index.ts';
import { prepareAppRoot } from './app-root.ts';
import type { Config } from './config.ts';
import { matchPage } from './route-match.ts';
import { everyPageActors, rootActions, type AppPorts } from './wiring/app-wiring.ts';
import { checkoutWiring } from './wiring/checkout-wiring.ts';

export function checkoutPageLogic(ports: AppPorts, identity: IdentityPort): AppMachine {
  return appMachine.provide({
    actors: { ...everyPageActors(ports, identity), checkout: checkoutWiring(ports) },
    actions: rootActions(ports),
  });
}

export function prepareCheckoutRoot(config: Config, browser: BrowserAdapters) {
  return prepareAppRoot(config, browser, checkoutPageLogic, matchPage(window.location.pathname));
}
