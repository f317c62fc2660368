// Rows whose call only the billing widget makes: one subscription's payment method (API-21), with
// the billing machine on the app's billing wiring and a member signed in on the matrix's identity.
import { billingWiring } from '../../../src/app/wiring/billing-wiring.ts';
import { host, until, type Env } from './env.ts';
import type { Row } from './matrix.ts';

const MEMBER = { id: 'mem_member', email: 'member@example.com', firstName: 'Maya', lastName: 'Member', groupId: null, groupAccounts: [], isGroupAdmin: false, authToken: null };

const loadSubscriptionPaymentMethod: Row = {
  call: 'GET /v1/are/member/payment_methods/{subscriptionId}',
  method: 'GET',
  path: '/v1/are/member/payment_methods/sub_member_pro',
  owner: 'billing: load subscription payment method',
  api: 'loadSubscriptionPaymentMethod',
  rules: 'API-21 ERR-1..10',
  reads: 'json',
  toasts: 'catalogue',
  inline: null,
  usable: "the widget shows 'No credit card found.' with its button; a reload shows the card",
  async prepare(env: Env) {
    await env.signInAs(MEMBER.email);
    let h = host(billingWiring(env.ports), { widgetPriceId: 'price_are5_expert_firm_monthly', subscriptionId: 'sub_member_pro' }, 'billing');
    const open = async () => {
      // The session is not hosted here: the widget is told who signed in, as 'watch session' would.
      h.child.send({ type: 'session.signed in', member: MEMBER });
      await until(h.child, (s) => s.matches('showing billing info'), 'the billing widget');
    };
    return {
      act: open,
      seen: () => ({ inline: null, dialog: null }),
      usable: () => h.snapshot().matches({ 'showing billing info': 'payment method shown' }) && h.snapshot().context.paymentMethods.length === 0,
      kept: () => null,
      retry: async () => {
        h.root.stop();
        h = host(billingWiring(env.ports), { widgetPriceId: 'price_are5_expert_firm_monthly', subscriptionId: 'sub_member_pro' }, 'billing');
        await open();
        return h.snapshot().context.paymentMethods.length === 1;
      },
      stop: () => h.root.stop(),
    };
  },
};

export const BILLING_ROWS: readonly Row[] = [loadSubscriptionPaymentMethod];
