// Turning what the user typed into what the wire contract expects: empty optional fields become
// null (rules VALID-CHECKOUT-6/7), coupon codes are upper-cased, cents become dollar strings.
import type { Address, AddressInput } from '../../machines/domain/address.ts';
import type { PaymentDetails } from '../../machines/domain/purchase.ts';

/** property_id sent by sign-up and company creation (rules CONST-7, CONST-8). */
export const PROPERTY_ID = 1;

export interface WireCustomer {
  phone: string;
  phone_ext: string | null;
  address: Address;
}

export function emptyToNull(value: string | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}

export function toWireAddress(input: AddressInput): Address {
  return {
    address1: input.address1.trim(),
    address2: emptyToNull(input.address2),
    city: input.city.trim(),
    state: input.state.trim(),
    postalCode: input.postalCode.trim(),
    country: input.country.trim(),
  };
}

export function toWireCustomer(details: PaymentDetails): WireCustomer {
  return {
    phone: details.phoneNumber.trim(),
    phone_ext: emptyToNull(details.phoneExtension),
    address: toWireAddress(details),
  };
}

/** A coupon code as every call sends it: trimmed and upper-cased, or null when there is none. */
export function couponForCall(code: string | null | undefined): string | null {
  const trimmed = emptyToNull(code);
  return trimmed === null ? null : trimmed.toUpperCase();
}

/** 19900 → '199.00': proration items carry the price as a dollar string (rule API-18). */
export function centsToDollarString(cents: number): string {
  if (!Number.isInteger(cents)) throw new RangeError(`cents must be an integer, got ${cents}`);
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** The organisation id kept in session storage is text; the discount check sends a number (rule API-29). */
export function toOrgId(value: string | number | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  const id = typeof value === 'number' ? value : Number(value.trim());
  return Number.isSafeInteger(id) && id > 0 && String(value).trim() !== '' ? id : null;
}
