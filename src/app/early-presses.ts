// What a visitor does on page 0's HTML before the app has adopted it (ADR 0061): an inline script
// of the page (scripts/build/page-zero-page.ts, EARLY_PRESSES_SCRIPT) keeps each press of a marked
// button, once, and opens the sign-in window inside a press of Proceed, where the browser allows
// a window. Once the page is adopted, the app takes the presses and the coupon text typed, and
// sends them to the machines, which act on them as they stand then (a member the session found
// meanwhile is not a visitor any more).

/** The attribute that marks the buttons whose early press is kept; its value is the press's name. */
export const EARLY_PRESS_ATTRIBUTE = 'data-page-zero-press';

export type EarlyPress = 'proceed to checkout' | 'create an account' | 'apply coupon';
const PRESSES: readonly EarlyPress[] = ['proceed to checkout', 'create an account', 'apply coupon'];

/** Where the inline script keeps the presses, and the flag that tells it the app has taken over. */
export const EARLY_PRESSES_GLOBAL = '__pageZeroPresses';
export const ADOPTED_GLOBAL = '__pageZeroAdopted';

/** The coupon box's name in the page's form. */
const COUPON_FIELD = 'coupon';

/** What the coupon box holds now: typed before the app took over, it is the coupon's text from the start. */
export function typedCoupon(doc: Document): string {
  return doc.querySelector<HTMLInputElement>(`input[name="${COUPON_FIELD}"]`)?.value ?? '';
}

/** Ends the inline script's watch (the app's own handlers hear presses now) and returns its presses, in order. */
export function takeEarlyPresses(win: Window): EarlyPress[] {
  const scope = win as unknown as Record<string, unknown>;
  scope[ADOPTED_GLOBAL] = true;
  const kept = scope[EARLY_PRESSES_GLOBAL];
  delete scope[EARLY_PRESSES_GLOBAL];
  return Array.isArray(kept) ? kept.filter((press): press is EarlyPress => PRESSES.includes(press as EarlyPress)) : [];
}

interface Receiver {
  send(event: { type: string; value?: string }): void;
}

/** The actor system, as far as these hand-overs need it. */
interface Machines {
  get(systemId: string): Receiver | undefined;
}

/**
 * Follows the coupon box from now until the app has adopted the page: a key typed while React
 * adopts the markup reaches the box before the app's handlers do, and React puts back the text it
 * was given at the start, so the latest text is read from the box's own input events.
 */
export function followTypedCoupon(doc: Document): { latest(): string; stop(): void } {
  let latest = typedCoupon(doc);
  const onInput = (event: Event) => {
    const field = event.target;
    if (field instanceof HTMLInputElement && field.name === COUPON_FIELD) latest = field.value;
  };
  doc.addEventListener('input', onInput, true);
  return { latest: () => latest, stop: () => doc.removeEventListener('input', onInput, true) };
}

/** The coupon's text, sent before the adopted render so that render shows it too. */
export function keepTypedCoupon(system: Machines, text: string): void {
  if (text !== '') system.get('coupon')?.send({ type: 'type coupon', value: text });
}

/** What was typed while React adopted the page, when it differs from the text kept before (an erased box too). */
export function keepCouponTypedSince(system: Machines, kept: string, latest: string): void {
  if (latest !== kept) system.get('coupon')?.send({ type: 'type coupon', value: latest });
}

/** Each early press, once, to the machine its button sends to. */
export function replayEarlyPresses(system: Machines, presses: readonly EarlyPress[]): void {
  for (const press of presses) {
    if (press === 'apply coupon') system.get('coupon')?.send({ type: 'apply coupon' });
    else system.get('checkout')?.send({ type: press });
  }
}
