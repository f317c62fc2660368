// What the payment flow asks for when it buys: the details typed, and the create, complete and
// upgrade requests (spec 3, rules ENTITY-12..16, API-5..8).
import type { AddressInput } from './address.ts';

/** Payment details as the form holds them (rule ENTITY-12). */
export interface PaymentDetails extends AddressInput {
  phoneNumber: string;
  phoneExtension?: string | null;
}

export interface CreateSubscriptionInput {
  customer: PaymentDetails;
  priceIds: readonly string[];
  coupon?: string | null;
  /** The tax rate id from repricing; null before an address is known. */
  txr: string | null;
  /** The same key for every retry of one submit, so the provider never charges twice. */
  idempotencyKey: string;
  /** ENTITY-13: in the pay flow (page 2) the payload also names the paying member. */
  memberId?: string;
}

export interface CreateGuestSubscriptionInput extends CreateSubscriptionInput {
  memberId: string;
}

export interface CompleteSubscriptionInput {
  cartId: string;
  subId: string;
  pmId: string;
  clientSecret: string;
}

export interface UpgradeInput {
  activeSubId: string;
  targetPriceId: string;
  taxRateId: string | null;
  coupon?: string | null;
  idempotencyKey: string;
}

/**
 * A payment that reached the card provider and has not had its last answer yet, as the tab keeps it
 * (session storage) so that a reload knows (docs/decisions/0060). Nothing secret: no client secret.
 */
export interface PaymentUnderWay {
  memberId: string;
  priceIds: readonly string[];
  path: 'new purchase' | 'plan switch';
  /** Milliseconds since the epoch, when the payment reached the provider. */
  since: number;
}
