// The root logic with every child provided, whatever the address: for tests that run any kind of
// page on one set of ports (the fault matrix). The app's two entries each provide only their own
// page's child (checkout-page-logic.ts, widget-page-logic.ts, ADR 0016).
import { appMachine, type AppMachine } from '../../../machines/app/app.machine.ts';
import type { IdentityPort } from '../../../machines/session/identity-port.ts';
import type { AppPorts } from './app-ports.ts';
import { rootActions, everyPageActors } from './app-wiring.ts';
import { billingWiring } from './billing-wiring.ts';
import { checkoutWiring } from './checkout-wiring.ts';

export function appLogic(ports: AppPorts, identity: IdentityPort): AppMachine {
  return appMachine.provide({
    actors: { ...everyPageActors(ports, identity), checkout: checkoutWiring(ports), 'billing widget': billingWiring(ports) },
    actions: rootActions(ports),
  });
}
