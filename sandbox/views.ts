// The answer shapes of docs/api-contract.md, built from records and catalogue entries. Only these
// leave the sandbox, so passwords and `sandbox_` fields never reach an answer.
import type { Catalogue, CatalogueProduct } from './catalogue.ts';
import { productByPriceId } from './catalogue.ts';
import type { AccountRecord, Address, PaymentMethodRecord, SubscriptionRecord } from './state.ts';

export const productView = (p: CatalogueProduct) => ({
  id: p.id,
  name: p.name,
  display_name: p.display_name,
  duration: p.duration,
  amount: p.amount,
  product_details: p.product_details,
  audience: p.audience,
  access_level: p.access_level,
  cap_limit: p.cap_limit,
  price_id: p.price_id,
  base_price: p.base_price,
});

export const subscriptionView = (catalogue: Catalogue, s: SubscriptionRecord) => ({
  id: s.id,
  name: s.name,
  price_id: s.price_id,
  base_price: productByPriceId(catalogue, s.price_id)?.base_price ?? s.amount_due,
  status: s.status,
  current_period_end: s.current_period_end,
  carry_over_coupon: s.carry_over_coupon,
});

export const memberView = (a: AccountRecord) => ({
  id: a.id,
  email: a.email,
  first_name: a.first_name,
  last_name: a.last_name,
  auth_token: a.auth_token,
  groupId: a.group_id,
  groupAccounts: a.group_accounts.map((g) => ({ admin: g.admin, organization: g.organization })),
});

const addressView = (a: Address | null): Address | null => (a ? { ...a } : null);

export function paymentMethodView(pm: PaymentMethodRecord) {
  if (pm.type === 'us_bank_account') {
    return {
      id: pm.id,
      type: pm.type,
      bankName: pm.bankName,
      accountType: pm.accountType,
      accountHolderType: pm.accountHolderType,
      last4: pm.last4,
      address: addressView(pm.address),
      phone: pm.phone,
      phone_ext: pm.phone_ext,
      is_default: pm.is_default,
    };
  }
  return {
    id: pm.id,
    type: pm.type,
    brand: pm.brand,
    last_4: pm.last_4,
    exp_month: pm.exp_month,
    exp_year: pm.exp_year,
    address: addressView(pm.address),
    phone: pm.phone,
    phone_ext: pm.phone_ext,
    is_default: pm.is_default,
  };
}
