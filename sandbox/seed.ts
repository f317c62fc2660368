// Builds the seed State from the catalogue: the records a fresh or reset sandbox starts with.
import type { Catalogue } from './catalogue.ts';
import { productByPriceId } from './catalogue.ts';
import type { AccountRecord, PaymentMethodRecord, State, SubscriptionRecord } from './state.ts';
import { rollPeriodEnd, toIsoDate } from './dates.ts';
import { randomToken, stableId } from './ids.ts';

export const emptyState = (): State => ({
  accounts: [],
  subscriptions: [],
  payment_intents: [],
  setup_intents: [],
  payment_methods: [],
  waitlists: [],
  idempotency_keys: [],
  tracking: [],
  password_resets: [],
});

export function seedState(catalogue: Catalogue, now: Date): State {
  const today = toIsoDate(now);
  const state = emptyState();

  for (const seed of catalogue.accounts) {
    const account: AccountRecord = {
      id: stableId('mem', seed.email),
      email: seed.email,
      password: catalogue.password_for_seeded_accounts,
      first_name: seed.first_name,
      last_name: seed.last_name,
      auth_token: randomToken(24),
      on_platform: seed.on_platform,
      on_network: seed.on_network,
      noma: seed.noma,
      group_id: seed.group_id,
      group_accounts: seed.group_accounts.map((g) => ({ ...g })),
      org_slug: null,
    };
    state.accounts.push(account);

    for (const sub of seed.subscriptions) {
      const product = productByPriceId(catalogue, sub.price_id);
      if (!product) throw new Error(`catalogue: subscription ${sub.id} names unknown price ${sub.price_id}`);
      const record: SubscriptionRecord = {
        id: sub.id,
        member_email: seed.email,
        price_id: sub.price_id,
        name: product.name,
        status: sub.status,
        coupon: null,
        carry_over_coupon: sub.carry_over_coupon ?? null,
        current_period_end: rollPeriodEnd(sub.current_period_end, product.duration, today),
        cart_id: null,
        tax_rate_id: null,
        amount_due: product.amount,
        invoice_id: null,
      };
      state.subscriptions.push(record);
    }

    seed.payment_methods.forEach((pm, index) => {
      const common = {
        id: pm.id,
        member_email: seed.email,
        phone: pm.phone,
        phone_ext: pm.phone_ext,
        address: { ...pm.address },
        is_default: index === 0,
        attached: true,
      };
      const record: PaymentMethodRecord =
        pm.type === 'card'
          ? { ...common, type: 'card', brand: pm.brand, last_4: pm.last_4, exp_month: pm.exp_month, exp_year: pm.exp_year,
              bankName: null, accountType: null, accountHolderType: null, last4: null }
          : { ...common, type: 'us_bank_account', brand: null, last_4: null, exp_month: null, exp_year: null,
              bankName: pm.bankName, accountType: pm.accountType, accountHolderType: pm.accountHolderType, last4: pm.last4 };
      state.payment_methods.push(record);
    });
  }

  for (const org of catalogue.organisations) {
    state.waitlists.push({ org_id: org.org_id, queue: org.queue, members: [] });
  }
  return state;
}
