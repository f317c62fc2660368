// The sandbox's stored records: one JSON-serialisable State, seeded from catalogue.json.
// GET /__sandbox/state returns a view of it (passwords and tokens left out).

export interface Address {
  address1: string;
  address2: string | null;
  city: string;
  state: string;
  postalCode: string;
  country: string;
}

export interface AccountRecord {
  id: string; // 'mem_…'
  email: string;
  password: string; // sandbox only; never returned by any answer
  first_name: string;
  last_name: string;
  auth_token: string; // the bks_token value; never in /__sandbox/state
  on_platform: boolean;
  on_network: boolean;
  noma: boolean;
  group_id: number | null;
  group_accounts: { admin: boolean; organization: string }[];
  org_slug: string | null;
  /** Firm admins only: whether the admin also takes a seat (admin_is_user of the sign-up). */
  admin_is_user?: boolean;
}

export interface SubscriptionRecord {
  id: string; // 'sub_…'
  member_email: string;
  price_id: string;
  name: string;
  status: 'incomplete' | 'active' | 'canceled';
  coupon: string | null;
  carry_over_coupon: string | null;
  current_period_end: string; // YYYY-MM-DD
  cart_id: string | null;
  tax_rate_id: string | null;
  amount_due: number; // cents: what the first invoice charges (after discount, with tax)
  /** Set when the first payment is attached (subscription/success), so a repeat call answers the same. */
  invoice_id?: string | null;
}

/** An error as the card provider words it (type, code, message). */
export interface ProviderErrorRecord {
  type: string;
  code: string;
  message: string;
}

export interface PaymentIntentRecord {
  id: string; // 'pi_…'
  client_secret: string;
  member_email: string;
  subscription_id: string | null;
  amount: number; // cents
  /** 'processing': a bank debit that settles later (ADR 0023). */
  status: 'requires_payment_method' | 'requires_action' | 'processing' | 'succeeded' | 'canceled';
  payment_method: string | null;
  last_error_code: string | null;
  /** Stripe's last_payment_error of a bank debit that failed after processing. */
  last_payment_error?: ProviderErrorRecord | null;
  /** While processing: when the debit settles, and the bank's failure if it will fail. */
  debit?: { settles_at: string; failure: ProviderErrorRecord | null } | null;
  /** The customer block of the create call: fills the payment method's address when it has none. */
  billing_details?: { phone: string | null; phone_ext: string | null; address: Address | null } | null;
}

export interface SetupIntentRecord {
  id: string; // 'seti_…'
  client_secret: string;
  member_email: string;
  status: 'requires_payment_method' | 'requires_action' | 'succeeded';
  payment_method: string | null;
  last_error_code: string | null;
}

export interface PaymentMethodRecord {
  id: string; // 'pm_…'
  member_email: string;
  type: 'card' | 'us_bank_account';
  brand: string | null;
  last_4: string | null; // cards
  exp_month: number | null;
  exp_year: number | null;
  bankName: string | null; // bank accounts
  accountType: string | null;
  accountHolderType: string | null;
  last4: string | null;
  phone: string | null;
  phone_ext: string | null;
  address: Address | null;
  is_default: boolean;
  /** false until a setup or payment confirmed with it has been attached to the member. */
  attached: boolean;
}

export interface WaitlistRecord {
  org_id: number;
  queue: number; // people already waiting (seeded), the next joiner gets queue + 1
  members: { member_email: string; position: number }[];
}

export interface IdempotencyRecord {
  key: string;
  member_email: string | null;
  path: string;
  subscription_id: string | null;
  status: number;
  response: unknown;
}

export interface TrackingRecord {
  at: string; // ISO time
  kind: 'terms' | 'upgrade' | 'abandon-checkout' | 'price' | 'checkout-origin';
  member_email: string | null;
  body: unknown;
}

export interface State {
  accounts: AccountRecord[];
  subscriptions: SubscriptionRecord[];
  payment_intents: PaymentIntentRecord[];
  setup_intents: SetupIntentRecord[];
  payment_methods: PaymentMethodRecord[];
  waitlists: WaitlistRecord[];
  idempotency_keys: IdempotencyRecord[];
  tracking: TrackingRecord[];
  password_resets: { email: string; at: string }[];
}
