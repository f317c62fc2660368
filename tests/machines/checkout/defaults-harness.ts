// What the tests of checkout.setup.ts's defaults share: the harness's checkout with some of the
// machine's own actions and calls put back, run alone or under a root with a listening session and
// network dialog.
import { type AnyActorLogic, createActor, createMachine, type EventObject, fromCallback } from 'xstate';
import { checkoutMachine } from '../../../machines/checkout/checkout.machine.ts';
import { PRICE } from './fixtures.ts';
import { buildCheckout, toInput } from './harness.ts';
import type { CheckoutInput } from '../../../machines/checkout/types.ts';

export type Built = ReturnType<typeof buildCheckout>;

export type Actions = NonNullable<Parameters<Built['logic']['provide']>[0]['actions']>;

export type Actors = NonNullable<Parameters<Built['logic']['provide']>[0]['actors']>;

export type ActionName = keyof typeof checkoutMachine.implementations.actions & keyof Actions;

export type ActorName = keyof typeof checkoutMachine.implementations.actors & keyof Actors;

/** The harness's checkout with some of the machine's own actions and calls put back. */
export function withDefaults(built: Built, actions: readonly ActionName[], actors: readonly ActorName[] = []) {
  const own = checkoutMachine.implementations;
  return built.logic.provide({
    actions: Object.fromEntries(actions.map((name) => [name, own.actions[name]])) as Actions,
    actors: Object.fromEntries(actors.map((name) => [name, own.actors[name]])) as Actors,
  });
}

/** Starts a checkout logic on its own, collecting the error that stops it. */
export function run(logic: AnyActorLogic, input: Partial<CheckoutInput> = {}) {
  const errors: unknown[] = [];
  const actor = createActor(logic, { input: toInput(input) });
  actor.subscribe({ error: (error) => void errors.push(error) });
  actor.start();
  return { actor, errors, message: () => (errors[0] instanceof Error ? errors[0].message : null) };
}

export const notProvided = (name: string) => `'${name}' is not provided: add it with .provide()`;

/** A running app's session or network dialog, reduced to the events it is sent. */
export const listener = (heard: EventObject[]) =>
  fromCallback<EventObject>(({ receive }) => {
    receive((event) => void heard.push(event));
  });

/** The checkout under a root that also runs a session and a network dialog that only listen. */
export function runInApp(logic: AnyActorLogic, input: Partial<CheckoutInput> = {}) {
  const heard = { session: [] as EventObject[], network: [] as EventObject[] };
  const root = createMachine({
    invoke: [
      { id: 'session', systemId: 'session', src: listener(heard.session) },
      { id: 'network', systemId: 'network', src: listener(heard.network) },
      { id: 'checkout', systemId: 'checkout', src: logic, input: toInput(input) },
    ],
  });
  const errors: unknown[] = [];
  const app = createActor(root);
  app.subscribe({ error: (error) => void errors.push(error) });
  app.start();
  const checkout = app.system.get('checkout') as ReturnType<typeof run>['actor'];
  return { app, checkout, heard, errors, types: () => heard.session.map((event) => event.type) };
}

export const paid = (audience: 'individual' | 'group', names: string[]) =>
  ({ type: 'payment.succeeded', path: 'new purchase', audience, names, priceIds: [PRICE.essentials], invoiceId: 'in_1' }) as const;

export const THROUGH_THE_SYSTEM: ActionName[] = [
  'open sign-in popup',
  'tell the session the login was handled',
  'sign the session in with the member token',
  'ask the session to reload the member',
  'ask the session to log out',
];
