// A saved payment method: a card or a US bank account (spec 3, rules ENTITY-9..11).
import type { Address } from './address.ts';

interface SavedMethod {
  id: string;
  address: Address | null;
  phone: string | null;
  phone_ext: string | null;
  is_default: boolean;
}

export interface CardPaymentMethod extends SavedMethod {
  type: 'card';
  brand: string;
  last_4: string;
  exp_month: number;
  exp_year: number;
}

export interface BankPaymentMethod extends SavedMethod {
  type: 'us_bank_account';
  bankName: string;
  accountType: string;
  accountHolderType: string;
  last4: string;
}

export type PaymentMethod = CardPaymentMethod | BankPaymentMethod;

/** The validation record of one payment method; its address carries the phone (rule API-22). */
export interface PaymentMethodRecord {
  id: string;
  type: string | null;
  address: Address & { phone: string | null };
}

export interface SetupIntent {
  client_secret: string;
}

export interface DefaultPaymentMethodResult {
  status: string;
  id?: string | undefined;
}
