// The root actor of index.html (the checkout routes, the return page, unknown addresses): the
// session, the network dialog and the checkout. The billing widget is widget.html's (ADR 0016).
import { appMachine, type AppMachine } from '../../../machines/app/app.machine.ts';
import type { IdentityPort } from '../../../machines/session/identity-port.ts';
import type { AppPorts } from './app-ports.ts';
import { rootActions, everyPageActors } from './app-wiring.ts';
import { checkoutWiring } from './checkout-wiring.ts';

export function checkoutPageLogic(ports: AppPorts, identity: IdentityPort): AppMachine {
  return appMachine.provide({
    actors: { ...everyPageActors(ports, identity), checkout: checkoutWiring(ports) },
    actions: rootActions(ports),
  });
}
