// Tax rates by address (catalogue.tax_rates): an exact country and state match, else the '*' rate.
import type { Catalogue, CatalogueTaxRate } from './catalogue.ts';
import type { Address } from './state.ts';

/** An address while the form fills in: any part may still be missing. */
export type PartialAddress = Partial<Record<keyof Address, string | null | undefined>> | null | undefined;

const filled = (value: string | null | undefined): value is string => typeof value === 'string' && value.trim() !== '';

/** The address once address1, city, state, postalCode and country are all present, else null. */
export function completeAddress(input: PartialAddress): Address | null {
  if (!input) return null;
  const { address1, city, state, postalCode, country } = input;
  if (!filled(address1) || !filled(city) || !filled(state) || !filled(postalCode) || !filled(country)) return null;
  return { address1, address2: filled(input.address2) ? input.address2 : null, city, state, postalCode, country };
}

/** The address as sent, for echoing back in the reprice answer (missing parts as ''). */
export function echoAddress(input: PartialAddress): Address | null {
  if (!input) return null;
  return {
    address1: input.address1 ?? '',
    address2: input.address2 ?? null,
    city: input.city ?? '',
    state: input.state ?? '',
    postalCode: input.postalCode ?? '',
    country: input.country ?? '',
  };
}

export function taxRateForAddress(catalogue: Catalogue, address: Address): CatalogueTaxRate {
  const country = address.country.trim().toUpperCase();
  const state = address.state.trim().toUpperCase();
  const exact = catalogue.tax_rates.find((r) => r.country.toUpperCase() === country && r.state.toUpperCase() === state);
  const fallback = catalogue.tax_rates.find((r) => r.country === '*' && r.state === '*');
  const rate = exact ?? fallback;
  if (!rate) throw new Error("catalogue: no '*' tax rate for places without their own");
  return rate;
}

export const taxRateById = (catalogue: Catalogue, id: string): CatalogueTaxRate | undefined =>
  catalogue.tax_rates.find((r) => r.id === id);
