// A postal address as the contract carries it (spec 3), and as the payment form holds it.

export interface Address {
  address1: string;
  address2: string | null;
  city: string;
  state: string;
  postalCode: string;
  country: string;
}

/** An address as typed: the second line may be left out (rule VALID-CHECKOUT-6). */
export interface AddressInput {
  address1: string;
  address2?: string | null;
  city: string;
  state: string;
  postalCode: string;
  country: string;
}
