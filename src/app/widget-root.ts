// widget.html's root actor logic (/updateBilling, /displayBillingInfo): the session, the network
// dialog and the billing widget; no checkout machine is imported, so none is bundled (ADR 0016).
import { appMachine, type AppMachine } from '../../machines/app/app.machine.ts';
import type { IdentityPort } from '../../machines/session/identity-port.ts';
import { billingWiring } from './wiring/billing-wiring.ts';
import { everyPageActors, rootActions, type AppPorts } from './wiring/app-wiring.ts';

export function widgetPageLogic(ports: AppPorts, identity: IdentityPort): AppMachine {
  return appMachine.provide({
    actors: { ...everyPageActors(ports, identity), 'billing widget': billingWiring(ports) },
    actions: rootActions(ports),
  });
}
