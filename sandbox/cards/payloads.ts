// The request bodies of the card-confirmation calls (docs/api-contract.md, "Card confirmation").
import * as v from 'valibot';

const digits = v.pipe(v.union([v.string(), v.number()]), v.transform((value) => String(value)));
const whole = v.pipe(
  v.union([v.number(), v.pipe(v.string(), v.trim(), v.regex(/^\d{1,4}$/))]),
  v.transform((value) => Number(value)),
);

const CardDetails = v.object({
  card: v.object({ number: digits, exp_month: whole, exp_year: whole, cvc: digits }),
});

const BankDetails = v.object({
  us_bank_account: v.object({ routing_number: digits, account_number: digits }),
});

/** A saved method is named by its id; new details come as a card or a US bank account. */
export const PaymentMethodInput = v.union([v.pipe(v.string(), v.startsWith('pm_')), CardDetails, BankDetails]);
export type PaymentMethodInputValue = v.InferOutput<typeof PaymentMethodInput>;

const AddressSchema = v.object({
  address1: v.string(),
  address2: v.nullable(v.string()),
  city: v.string(),
  state: v.string(),
  postalCode: v.string(),
  country: v.string(),
});

/**
 * Optional, like Stripe's payment_method_data.billing_details: the address and phone entered with
 * the card. A payment intent already holds the create call's customer block as a fallback.
 */
const BillingDetails = v.object({
  address: v.optional(v.nullable(AddressSchema)),
  phone: v.optional(v.nullable(v.string())),
  phone_ext: v.optional(v.nullable(v.string())),
});

export const ConfirmBody = v.object({
  client_secret: v.pipe(v.string(), v.minLength(1)),
  payment_method: PaymentMethodInput,
  billing_details: v.optional(v.nullable(BillingDetails)),
});
export type ConfirmBodyValue = v.InferOutput<typeof ConfirmBody>;

export const ChallengeBody = v.object({ outcome: v.picklist(['complete', 'fail']) });
