// Answers shaped like docs/api-contract.md, for the call tests.
export const product = (name: string, priceId: string) => ({
  id: `prod_${priceId}`,
  name,
  display_name: name,
  duration: 1,
  amount: 9900,
  product_details: 'Video lectures,Practice exams',
  audience: 'individual',
  access_level: 'standard',
  cap_limit: null,
  price_id: priceId,
  base_price: 9900,
});

export const address = { address1: '1 Market St', address2: null, city: 'San Francisco', state: 'CA', postalCode: '94105', country: 'US' };

export const card = {
  id: 'pm_visa',
  type: 'card',
  brand: 'visa',
  last_4: '4242',
  exp_month: 12,
  exp_year: 2030,
  address,
  phone: '4155550101',
  phone_ext: null,
  is_default: true,
};

export const bank = {
  id: 'pm_bank',
  type: 'us_bank_account',
  bankName: 'STRIPE TEST BANK',
  accountType: 'checking',
  accountHolderType: 'company',
  last4: '6789',
  address,
  phone: null,
  phone_ext: null,
  is_default: false,
};

export const created = { cart_id: 'cart_1', items: [{ subscription_id: 'sub_1', client_secret: 'pi_1_secret_abc', price_id: 'price_a' }] };

export const reprice = {
  items: [{ price_id: 'price_a', amount: 9900, coupon: 'WELCOME10', coupon_type: 'manual', discount: 990, client_secret: null, subscription_id: null }],
  sub_total: 9900,
  discount: 990,
  tax: 646,
  total: 9556,
  address,
  tax_rate_id: 'txr_us_ca',
};

export const prorated = {
  items: [{ price_id: 'price_b', billing_period_credit: 5000, discount: 0, billing_period_end: '2026-12-15', coupon_type: 'carry-over', coupon: 'LOYAL20' }],
  credit: 5000,
  discount: 0,
  proration: -1000,
  sub_total: 4000,
  tax: 0,
  total: 0,
  tax_rate_id: null,
};

export const member = {
  id: 'mem_1',
  email: 'member@example.com',
  first_name: 'Maya',
  last_name: 'Member',
  auth_token: 'tok',
  groupId: null,
  groupAccounts: [{ admin: false, organization: 'A' }, { admin: true, organization: 'B' }],
};

export const subscription = {
  id: 'sub_member_pro',
  name: 'ARE 5.0 Pro 1-Month Subscription',
  price_id: 'price_are5_pro_monthly',
  base_price: 19900,
  status: 'active',
  current_period_end: '2026-12-15',
  carry_over_coupon: 'LOYAL20',
};

export const details = {
  phoneNumber: '4155550101',
  phoneExtension: '',
  address1: '1 Market St',
  address2: '',
  city: 'San Francisco',
  state: 'CA',
  postalCode: '94105',
  country: 'US',
};
