// The sandbox's seed data (sandbox/catalogue.json), checked with valibot at load so a broken
// copy fails at start with the field named. `sandbox_` fields steer the sandbox only: answers
// are built from the views in views.ts, which never copy them.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import * as v from 'valibot';

const AddressSchema = v.object({
  address1: v.string(),
  address2: v.nullable(v.string()),
  city: v.string(),
  state: v.string(),
  postalCode: v.string(),
  country: v.string(),
});

const ProductSchema = v.object({
  id: v.string(),
  price_id: v.string(),
  name: v.string(),
  display_name: v.string(),
  duration: v.pipe(v.number(), v.integer(), v.minValue(1)),
  amount: v.pipe(v.number(), v.integer(), v.minValue(0)),
  base_price: v.pipe(v.number(), v.integer(), v.minValue(0)),
  product_details: v.string(),
  audience: v.picklist(['individual', 'group']),
  access_level: v.string(),
  cap_limit: v.nullable(v.number()),
  sandbox_auto_coupon: v.optional(v.string()),
});

const CouponSchema = v.object({
  code: v.string(),
  percent_off: v.number(),
  applies_to: v.string(),
  sandbox_carry_over_only: v.optional(v.boolean()),
  sandbox_auto_only: v.optional(v.boolean()),
  sandbox_expired: v.optional(v.boolean()),
});

const TaxRateSchema = v.object({ id: v.string(), country: v.string(), state: v.string(), percent: v.number() });

const SeedSubscriptionSchema = v.object({
  id: v.string(),
  price_id: v.string(),
  status: v.picklist(['active', 'canceled', 'incomplete']),
  carry_over_coupon: v.optional(v.string()),
  current_period_end: v.pipe(v.string(), v.isoDate()),
});

const SeedCardSchema = v.object({
  id: v.string(),
  type: v.literal('card'),
  brand: v.string(),
  last_4: v.string(),
  exp_month: v.number(),
  exp_year: v.number(),
  phone: v.nullable(v.string()),
  phone_ext: v.nullable(v.string()),
  address: AddressSchema,
});

const SeedBankSchema = v.object({
  id: v.string(),
  type: v.literal('us_bank_account'),
  bankName: v.string(),
  accountType: v.string(),
  accountHolderType: v.string(),
  last4: v.string(),
  phone: v.nullable(v.string()),
  phone_ext: v.nullable(v.string()),
  address: AddressSchema,
});

const SeedAccountSchema = v.object({
  email: v.string(),
  first_name: v.string(),
  last_name: v.string(),
  on_platform: v.boolean(),
  on_network: v.boolean(),
  noma: v.boolean(),
  group_id: v.nullable(v.number()),
  group_accounts: v.array(v.object({ admin: v.boolean(), organization: v.string() })),
  subscriptions: v.array(SeedSubscriptionSchema),
  payment_methods: v.array(v.variant('type', [SeedCardSchema, SeedBankSchema])),
});

const OrganisationSchema = v.object({
  org_id: v.number(),
  name: v.string(),
  allowed: v.number(),
  count: v.number(),
  queue: v.number(),
  allowed_price_ids: v.array(v.string()),
});

const TestCardSchema = v.object({
  number: v.string(),
  brand: v.string(),
  /** 'debit' or 'prepaid'; absent for a credit card. */
  funding: v.optional(v.string()),
  outcome: v.string(),
  decline_code: v.optional(v.string()),
  message: v.optional(v.string()),
});

const TestBankAccountSchema = v.object({
  routing: v.string(),
  account: v.string(),
  outcome: v.string(),
  /** The bank's code when the debit fails (no_account, account_closed …). */
  failure_code: v.optional(v.string()),
  message: v.optional(v.string()),
});

export const CatalogueSchema = v.object({
  password_for_seeded_accounts: v.string(),
  products: v.array(ProductSchema),
  coupons: v.array(CouponSchema),
  tax_rates: v.array(TaxRateSchema),
  accounts: v.array(SeedAccountSchema),
  organisations: v.array(OrganisationSchema),
  sister_product_name: v.string(),
  test_cards: v.array(TestCardSchema),
  test_bank_accounts: v.array(TestBankAccountSchema),
});

export type Catalogue = v.InferOutput<typeof CatalogueSchema>;
export type CatalogueProduct = Catalogue['products'][number];
export type CatalogueCoupon = Catalogue['coupons'][number];
export type CatalogueTaxRate = Catalogue['tax_rates'][number];
export type CatalogueOrganisation = Catalogue['organisations'][number];

export const CATALOGUE_PATH = fileURLToPath(new URL('./catalogue.json', import.meta.url));

export function parseCatalogue(raw: unknown): Catalogue {
  const result = v.safeParse(CatalogueSchema, raw);
  if (!result.success) {
    throw new Error(`sandbox/catalogue.json does not match its schema:\n${v.summarize(result.issues)}`);
  }
  return result.output;
}

export function loadCatalogue(path: string = CATALOGUE_PATH): Catalogue {
  return parseCatalogue(JSON.parse(readFileSync(path, 'utf8')) as unknown);
}

export const productByPriceId = (catalogue: Catalogue, priceId: string): CatalogueProduct | undefined =>
  catalogue.products.find((p) => p.price_id === priceId);

export const organisationById = (catalogue: Catalogue, orgId: number): CatalogueOrganisation | undefined =>
  catalogue.organisations.find((o) => o.org_id === orgId);
