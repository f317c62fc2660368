// The member's payment methods: list (default first), the method of a subscription, one method's
// address (validation), a setup intent for saving a new one, and choosing the default.
import type { Router } from '../http.ts';
import { errorReply, json } from '../http.ts';
import type { ProviderContext } from '../provider-context.ts';
import { memberOnly } from '../auth.ts';
import { clientSecretFor, newId } from '../ids.ts';
import type { AccountRecord, PaymentMethodRecord, SetupIntentRecord } from '../state.ts';
import { paymentMethodView } from '../views.ts';

const notFound = () => errorReply(404, 'payment method not found');

export function registerPaymentMethods(router: Router, ctx: ProviderContext): void {
  const { store } = ctx;
  const attachedOf = (member: AccountRecord): PaymentMethodRecord[] =>
    store.state.payment_methods
      .filter((pm) => pm.member_email === member.email && pm.attached)
      .sort((a, b) => Number(b.is_default) - Number(a.is_default));

  router.get('/v1/are/member/payment_methods', memberOnly(ctx, (_req, member) =>
    json(200, attachedOf(member).map(paymentMethodView))));

  router.get('/v1/are/member/payment_methods/:subscriptionId', memberOnly(ctx, (req, member) => {
    const { state } = store;
    const subscription = state.subscriptions.find((s) => s.id === req.params.subscriptionId && s.member_email === member.email);
    if (!subscription) return notFound();
    const mine = attachedOf(member);
    // The method that paid the subscription's latest invoice, else the member's default.
    const paidWith = state.payment_intents
      .filter((pi) => pi.subscription_id === subscription.id && pi.status === 'succeeded' && pi.payment_method)
      .map((pi) => mine.find((pm) => pm.id === pi.payment_method))
      .filter((pm): pm is PaymentMethodRecord => pm !== undefined)
      .at(-1);
    const method = paidWith ?? mine.find((pm) => pm.is_default);
    return method ? json(200, paymentMethodView(method)) : notFound();
  }));

  router.get('/v1/are/checkout/payment/payment_method/:pmId', memberOnly(ctx, (req, member) => {
    const method = store.state.payment_methods.find((pm) => pm.id === req.params.pmId && pm.member_email === member.email);
    if (!method) return notFound();
    return json(200, { id: method.id, type: method.type, address: method.address ? { ...method.address, phone: method.phone } : null });
  }));

  router.post('/v1/are/checkout/payment/setup_intent', memberOnly(ctx, (_req, member) => {
    const id = newId('seti');
    const intent: SetupIntentRecord = {
      id,
      client_secret: clientSecretFor(id),
      member_email: member.email,
      status: 'requires_payment_method',
      payment_method: null,
      last_error_code: null,
    };
    store.state.setup_intents.push(intent);
    store.save();
    return json(200, { client_secret: intent.client_secret });
  }));

  router.put('/v1/are/member/payment_method/default/:pmId', memberOnly(ctx, (req, member) => {
    const { state } = store;
    const method = state.payment_methods.find((pm) => pm.id === req.params.pmId && pm.member_email === member.email);
    if (!method) return notFound();
    // Saving a card ends here: the method confirmed through a setup intent joins the member's list.
    for (const pm of state.payment_methods) if (pm.member_email === member.email) pm.is_default = false;
    method.attached = true;
    method.is_default = true;
    store.save();
    return json(200, { status: 'success' });
  }));
}
