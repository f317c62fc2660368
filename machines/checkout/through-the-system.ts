// The checkout's default actions that go through the actor system (the session)
// and what it reads there from its children (the applied coupon, the tax rate) for the purchase.
import type { AnyActorRef, ActorRefFrom } from 'xstate';
import type { CouponMachine } from '../coupon/coupon.machine.ts';
import type { PricingMachine } from '../pricing/pricing.machine.ts';
import type { SessionEvent } from '../session/events.ts';

type SystemLike = { get: (id: string) => AnyActorRef | undefined };

function sendToTheSession(system: SystemLike, event: SessionEvent): void {
  // May be absent: the app runs one on every page, but a checkout run alone carries on without it (defaults.test.ts).
  system.get('session')?.send(event);
}

/** Default of 'open sign-in popup': 'log in' to the session (systemId 'session'), when one runs; `offered` on arrival (PAGELOAD-3). */
export function askTheSessionToLogIn({ system }: { system: SystemLike }, params?: { offered: boolean }): void {
  const event: SessionEvent = { type: 'log in', offered: params?.offered === true };
  sendToTheSession(system, event);
}

/** Default of 'tell the session the login was handled' (the session clears justLoggedIn). */
export function tellTheSessionTheLoginWasHandled({ system }: { system: SystemLike }): void {
  const event: SessionEvent = { type: 'login handled' };
  sendToTheSession(system, event);
}

/** Default of 'sign the session in with the member token': the session stores bks_token and signs in silently. */
export function handTheMemberTokenToTheSession({ system }: { system: SystemLike }, params: { token: string }): void {
  const event: SessionEvent = { type: 'signed in with member token', token: params.token };
  sendToTheSession(system, event);
}

/** Default of 'ask the session to reload the member' (API-41), e.g. after 'company.created'. */
export function askTheSessionToReloadTheMember({ system }: { system: SystemLike }): void {
  const event: SessionEvent = { type: 'reload member' };
  sendToTheSession(system, event);
}

/** Default of 'ask the session to log out' (PAGELOAD-5). */
export function askTheSessionToLogOut({ system }: { system: SystemLike }): void {
  const event: SessionEvent = { type: 'log out' };
  sendToTheSession(system, event);
}

/** The children's state the purchase needs (read through the system: coupon and pricing own it). */
export function appliedCouponCode(system: SystemLike): string | null {
  const coupon = system.get('coupon') as ActorRefFrom<CouponMachine> | undefined;
  return coupon?.getSnapshot().context.applied?.code ?? null;
}
export function taxRateIdOf(system: SystemLike): string | null {
  const pricing = system.get('pricing') as ActorRefFrom<PricingMachine> | undefined;
  return pricing?.getSnapshot().context.taxRateId ?? null;
}
