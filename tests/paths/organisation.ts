// What the organisation machines' drivers share (company, noma, waitlist): opening an organisation
// checkout signed in, the NOMA member and the organisations of the sandbox's catalogue, the
// waitlist's screen, and holding a call that no later step of the path answers, so the state that
// waits for it stays on the screen.
import { expect, type Page } from '@playwright/test';
import { WAITLIST_TEXTS } from '../../machines/waitlist/rules.ts';
import { signInInPopup } from '../e2e/checkout-steps.ts';
import type { Walk } from './driver-types.ts';

/** The association-exclusive product, sold only in organisation checkout. */
export const NOMA_PRICE = 'price_are5_pro_noma_yearly';
/** A verified association email (its domain is noma.org), with no group account. */
export const NOMA_MEMBER = 'noma.member@noma.org';
/** The catalogue's organisations: 101 has seats (3 of 25), 102 is full (10 of 10, 4 waiting). */
export const ORG_WITH_SEATS = 101;
export const FULL_ORG = 102;

/** Opens the NOMA product in organisation checkout `o` and signs in through the arrival popup. */
export async function openOrganisationCheckout(page: Page, orgId: number, email: string): Promise<void> {
  const popup = page.waitForEvent('popup', { timeout: 20_000 });
  await page.goto(`/${NOMA_PRICE}?o=${orgId}`);
  await signInInPopup(await popup, email);
}

/** The waitlist screen (a region named by its title) and its Join button. */
export const waitlistScreen = (page: Page) => page.getByRole('region', { name: WAITLIST_TEXTS.title });
export const joinButton = (page: Page) => page.getByRole('button', { name: WAITLIST_TEXTS.join });

export const nomaDialog = (page: Page) => page.getByRole('dialog', { name: 'This product is exclusive to NOMA members' });

/** Verifies the NOMA email the field starts with, as a NOMA member does, and waits for the dialog to go. */
export async function verifyNomaEmail(page: Page): Promise<void> {
  const dialog = nomaDialog(page);
  await expect(dialog).toBeVisible({ timeout: 20_000 });
  await dialog.getByRole('button', { name: 'Verify' }).click();
  await expect(dialog).toBeHidden({ timeout: 20_000 });
}

/** Whether a later step of the path answers the call `id` (its done or error event). */
export function answeredLater(walk: Walk, id: string): boolean {
  return walk.path.steps.slice(walk.index + 1).some((step) => step.event.type === `xstate.done.actor.${id}` || step.event.type === `xstate.error.actor.${id}`);
}

/**
 * When the path ends while the call `id` runs, its request is held in the browser for good: the
 * state that waits for the answer is what the last screen check must see, not what follows it.
 */
export async function holdUnanswered(walk: Walk, id: string, call: { method: string; url: string }): Promise<void> {
  if (answeredLater(walk, id)) return;
  await walk.page.route(call.url, (route) => (route.request().method() === call.method ? new Promise<void>(() => {}) : route.fallback()));
}

/** The toast whose text contains `text` (TOPBAR-8's toast area). */
export const toast = (page: Page, text: string) => page.locator('[data-scope="toast"][data-part="root"]').filter({ hasText: text });
