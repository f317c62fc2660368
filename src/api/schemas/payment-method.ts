// Saved payment methods: a card or a US bank account (spec 3, rules ENTITY-9..11).
import * as v from 'valibot';
import type { BankPaymentMethod, CardPaymentMethod, DefaultPaymentMethodResult, PaymentMethod, PaymentMethodRecord, SetupIntent } from '../../../machines/domain/payment-method.ts';
import { AddressSchema, IdSchema } from './common.ts';

const shared = {
  id: v.string(),
  address: v.nullish(AddressSchema, null),
  phone: v.nullish(v.string(), null),
  phone_ext: v.nullish(v.string(), null),
  is_default: v.optional(v.boolean(), false),
};

export const CardPaymentMethodSchema = v.looseObject({
  ...shared,
  type: v.literal('card'),
  brand: v.string(),
  last_4: v.string(),
  exp_month: v.pipe(v.number(), v.integer()),
  exp_year: v.pipe(v.number(), v.integer()),
}) satisfies v.GenericSchema<unknown, CardPaymentMethod>;

export const BankPaymentMethodSchema = v.looseObject({
  ...shared,
  type: v.literal('us_bank_account'),
  bankName: v.string(),
  accountType: v.string(),
  accountHolderType: v.string(),
  last4: v.string(),
}) satisfies v.GenericSchema<unknown, BankPaymentMethod>;

export const PaymentMethodSchema = v.variant('type', [CardPaymentMethodSchema, BankPaymentMethodSchema]) satisfies v.GenericSchema<unknown, PaymentMethod>;

export const PaymentMethodsSchema = v.array(PaymentMethodSchema);

/** The validation record of one payment method; its address carries the phone (rule API-22). */
export const PaymentMethodRecordSchema = v.looseObject({
  id: v.string(),
  type: v.nullish(v.string(), null),
  address: v.looseObject({ ...AddressSchema.entries, phone: v.nullish(v.string(), null) }),
}) satisfies v.GenericSchema<unknown, PaymentMethodRecord>;

export const SetupIntentSchema = v.looseObject({ client_secret: v.pipe(v.string(), v.minLength(1)) }) satisfies v.GenericSchema<unknown, SetupIntent>;

export const DefaultPaymentMethodSchema = v.looseObject({ status: v.string(), id: v.optional(IdSchema) }) satisfies v.GenericSchema<unknown, DefaultPaymentMethodResult>;
