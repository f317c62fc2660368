// The stored records as GET /__sandbox/state shows them to tests and people: enough to check what
// happened, never a password or a token.
import type { State } from './state.ts';

export function stateView(state: State) {
  return {
    accounts: state.accounts.map((a) => ({
      id: a.id,
      email: a.email,
      first_name: a.first_name,
      last_name: a.last_name,
      on_platform: a.on_platform,
      on_network: a.on_network,
      noma: a.noma,
      group_id: a.group_id,
      group_accounts: a.group_accounts,
      org_slug: a.org_slug,
      admin_is_user: a.admin_is_user ?? null,
    })),
    subscriptions: state.subscriptions.map((s) => ({
      id: s.id,
      member_email: s.member_email,
      price_id: s.price_id,
      name: s.name,
      status: s.status,
      coupon: s.coupon,
      carry_over_coupon: s.carry_over_coupon,
      current_period_end: s.current_period_end,
      // What a test checks a charge's tax against (issue 13: the price shown is the price charged).
      tax_rate_id: s.tax_rate_id,
      amount_due: s.amount_due,
    })),
    payment_intents: state.payment_intents.map((pi) => ({
      id: pi.id,
      member_email: pi.member_email,
      subscription_id: pi.subscription_id,
      amount: pi.amount,
      status: pi.status,
      payment_method: pi.payment_method,
      last_error_code: pi.last_error_code,
    })),
    setup_intents: state.setup_intents.map((si) => ({
      id: si.id,
      member_email: si.member_email,
      status: si.status,
      payment_method: si.payment_method,
      last_error_code: si.last_error_code,
    })),
    payment_methods: state.payment_methods.map((pm) => ({
      id: pm.id,
      member_email: pm.member_email,
      type: pm.type,
      brand: pm.brand,
      bank: pm.bankName,
      last4: pm.type === 'card' ? pm.last_4 : pm.last4,
      is_default: pm.is_default,
      attached: pm.attached,
    })),
    waitlists: state.waitlists.map((w) => ({
      org_id: w.org_id,
      queue: w.queue,
      members: w.members.map((m) => ({ member_email: m.member_email, position: m.position })),
    })),
    idempotency_keys: state.idempotency_keys.map((k) => ({ key: k.key, subscription_id: k.subscription_id })),
    tracking: state.tracking.map((t) => ({ at: t.at, kind: t.kind, member_email: t.member_email, body: t.body })),
  };
}

export type StateView = ReturnType<typeof stateView>;
