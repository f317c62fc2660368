// What the root actor needs to know about this page load, read once from the address and storage:
// which screen the route shows and the price id of /{id} (the route's match, route-match.ts), the organisation of `?o=` (kept in session
// storage 'o', rules ROUTE-12..14) and the saved 'direct to payment info' flag (STORAGE-4).
import type { AppInput } from '../../machines/app/app.machine.ts';
import { SUBSCRIPTION_QUERY_PARAM, toSubscriptionId } from '../../machines/billing/rules.ts';
import { readPaymentUnderWay } from '../adapters/browser/payment-under-way.ts';
import type { KeyValueStore } from '../adapters/browser/storage.ts';
import { DIRECT_TO_PAYMENT_STORAGE_KEY, NOMA_EMAIL_STORAGE_KEY, ORGANISATION_QUERY_PARAM, ORGANISATION_STORAGE_KEY } from './constants.ts';
import type { RouteMatch } from './route-table.ts';

/** The part of window.location read here (the path is the route's match). */
export interface PageAddress {
  search: string;
}

/** An organisation id is a positive whole number ('101'); anything else is no organisation. */
export function toOrgId(value: string | null): number | null {
  if (value === null) return null;
  const trimmed = value.trim();
  if (!/^\d{1,15}$/.test(trimmed)) return null;
  const id = Number(trimmed);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/**
 * ROUTE-12..14: a valid `o` in the query is kept in session storage 'o'; the organisation id is
 * whatever session storage 'o' holds, so the mode survives a reload or a later address without
 * the query in the same tab. An invalid `o` is ignored (nothing stored, nothing removed).
 */
export function readOrganisation(search: string, sessionStore: KeyValueStore): number | null {
  const fromQuery = new URLSearchParams(search).get(ORGANISATION_QUERY_PARAM);
  const queryId = toOrgId(fromQuery);
  if (queryId !== null) sessionStore.set(ORGANISATION_STORAGE_KEY, String(queryId));
  return toOrgId(sessionStore.get(ORGANISATION_STORAGE_KEY));
}

/** STORAGE-4, CHECKOUT-FLOW-5: the flag saved (in session storage) before a login. */
export function readDirectToPaymentInfo(sessionStore: KeyValueStore): boolean {
  return sessionStore.get(DIRECT_TO_PAYMENT_STORAGE_KEY) === 'true';
}

/** STORAGE-4: the flag saved before the login a Proceed starts. */
export function saveDirectToPaymentInfo(sessionStore: KeyValueStore): void {
  sessionStore.set(DIRECT_TO_PAYMENT_STORAGE_KEY, 'true');
}

/** CHECKOUT-FLOW-6: the flag is cleared once it has sent the member to page 1. */
export function clearDirectToPaymentInfo(sessionStore: KeyValueStore): void {
  sessionStore.remove(DIRECT_TO_PAYMENT_STORAGE_KEY);
}

/** STORAGE-3: the verified association email kept in local storage, or null. */
export function readNomaEmail(localStore: KeyValueStore): string | null {
  const email = localStore.get(NOMA_EMAIL_STORAGE_KEY)?.trim() ?? '';
  return email === '' ? null : email;
}

export interface PageStores {
  sessionStore: KeyValueStore;
  localStore: KeyValueStore;
}

/** The root actor's input for this page load (configuration such as the sister product's name is added by the caller). */
export function readPageContext(address: PageAddress, { sessionStore, localStore }: PageStores, { page, priceId }: RouteMatch): AppInput {
  // Only the checkout reads the organisation and the flag; other routes leave storage alone.
  if (page === 'widget') {
    // API-21: the widget shows one subscription's payment method when the address names one.
    const subscriptionId = toSubscriptionId(new URLSearchParams(address.search).get(SUBSCRIPTION_QUERY_PARAM));
    return { page, priceId: null, orgId: null, directToPaymentInfo: false, nomaEmail: null, subscriptionId };
  }
  if (page !== 'checkout') return { page, priceId: null, orgId: null, directToPaymentInfo: false, nomaEmail: null };
  const paymentUnderWay = readPaymentUnderWay(sessionStore);
  return {
    page,
    priceId,
    orgId: readOrganisation(address.search, sessionStore),
    directToPaymentInfo: readDirectToPaymentInfo(sessionStore),
    nomaEmail: readNomaEmail(localStore),
    // docs/decisions/0060: only a tab reloaded while its payment was finishing has one.
    ...(paymentUnderWay === null ? {} : { paymentUnderWay }),
  };
}
