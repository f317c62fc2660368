// The root actor of widget.html (/updateBilling, /displayBillingInfo): the session, the network
// dialog and the billing widget; no checkout machine is imported, so none is bundled (ADR 0016).
import { appMachine, type AppMachine } from '../../../machines/app/app.machine.ts';
import type { IdentityPort } from '../../../machines/session/identity-port.ts';
import type { AppPorts } from './app-ports.ts';
import { everyPageActors, rootActions } from './app-wiring.ts';
import { billingWiring } from './billing-wiring.ts';

export function widgetPageLogic(ports: AppPorts, identity: IdentityPort): AppMachine {
  return appMachine.provide({
    actors: { ...everyPageActors(ports, identity), 'billing widget': billingWiring(ports) },
    actions: rootActions(ports),
  });
}
