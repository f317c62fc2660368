// The payment's browser model (issue 29): the real machines/payment, its calls stubbed, offered
// what a person causes on page 1 (Confirm Payment) and page 2 (Pay, Save payment method) as one of
// four seeded members, and the answers the sandbox gives each call (test cards for the card
// provider's no, faults for failing calls).
import { type AnyEventObject, type SnapshotFrom } from 'xstate';
import { paymentMachine } from '../../machines/payment/payment.machine.ts';
import type { CardFormState } from '../../machines/payment/card-provider-port.ts';
import type { Purchase } from '../../machines/payment/rules.ts';
import { done, failed, neverAnswering, type GraphModel } from '../machines/graph-support.ts';
import { CONNECTION_MESSAGE } from '../../src/adapters/card-provider/results.ts';

const logic = paymentMachine.provide({
  actors: neverAnswering(paymentMachine),
  actions: {
    'report unsuccessful checkout submission': () => {},
    'remember the payment under way': () => {},
    'forget the payment under way': () => {},
    'tell the other tabs of the purchase': () => {},
  },
});
type PaymentSnapshot = SnapshotFrom<typeof paymentMachine>;

/** Every walk buys ARE 5.0 Expert (monthly): a plan switch for the member who holds ARE 5.0 Pro. */
export const PRICE = 'price_are5_expert_monthly';
const EXPERT = { price_id: PRICE, name: 'ARE 5.0 Expert 1-Month Subscription', audience: 'individual' as const };

export type Who = 'member' | 'cse' | 'nocard' | 'widget';
/** Who pays (or saves) on the checkout: the widget's member saves only. */
type Buyer = Exclude<Who, 'widget'>;
/** The seeded members (sandbox/catalogue.json), by what their walks do. */
export const EMAILS: Record<Who, string> = {
  // ARE 5.0 Pro and a saved Visa: Confirm Payment switches the plan; 'Update payment method' saves a card.
  member: 'member@example.com',
  // A CSE subscription and a saved Mastercard: Confirm Payment buys with the saved card.
  cse: 'cse.member@example.com',
  // Nothing saved: Confirm Payment asks for a payment method; page 2 pays with a typed card.
  nocard: 'nocard@example.com',
  // The billing widget (/updateBilling) for the same member: the form opens and closes there.
  widget: 'member@example.com',
};

const MC = {
  id: 'pm_cse_mc',
  type: 'card' as const,
  brand: 'mastercard',
  last_4: '4444',
  exp_month: 8,
  exp_year: 2029,
  phone: '2125550199',
  phone_ext: '12',
  is_default: true,
  address: { address1: '350 5th Ave', address2: 'Floor 21', city: 'New York', state: 'NY', postalCode: '10118', country: 'US' },
};

export const purchaseOf = (who: Buyer): Purchase => ({
  items: [EXPERT],
  coupon: null,
  taxRateId: null,
  total: 0,
  subscriptions: who === 'member' ? [{ id: 'sub_member_pro', name: 'ARE 5.0 Pro 1-Month Subscription' }] : who === 'cse' ? [{ id: 'sub_cse', name: 'CSE Pro 1-Month Subscription' }] : [],
  savedPaymentMethod: who === 'cse' ? (MC as unknown as Purchase['savedPaymentMethod']) : null,
  memberId: who,
});

/** The card typed on page 2: one that succeeds or a Visa the card provider declines (README's test cards). */
/**
 * 'expiring' is a Visa that expires this month: the form takes it as typed, and the clock then
 * passes the month's end before Pay or Save payment method, so the form's own check says no.
 */
type Card = 'visa' | 'declined' | 'expiring';
const CARD_NUMBERS: Record<Card, string> = { visa: '4242 4242 4242 4242', declined: '4000 0000 0000 0002', expiring: '4242 4242 4242 4242' };
/**
 * The member's card that succeeds is an American Express (README's test cards): the card he saves
 * is then shown on page 1 under the brand's long name, with its 15 digits and 4-digit code.
 */
export const cardTyped = (form: Pick<TypedForm, 'card' | 'who'>): { number: string; securityCode: string } =>
  form.card === 'visa' && form.who === 'member' ? { number: '3782 822463 10005', securityCode: '1234' } : { number: CARD_NUMBERS[form.card], securityCode: '123' };

/**
 * What the form tells the payment once the driver has filled it. `card` and `who` are the model's
 * own notes (which card was typed, on whose page 2); the machine keeps the form as it is given.
 */
type Typist = 'nocard' | 'member' | 'widget';
export type TypedForm = CardFormState & { card: Card; who: Typist };
export const ADDRESSES = {
  nocard: { line1: '1 Market St', city: 'San Francisco', state: 'CA', zip: '94105' },
  member: { line1: '350 5th Ave', city: 'New York', state: 'NY', zip: '10118' },
  widget: { line1: '233 S Wacker Dr', city: 'Chicago', state: 'IL', zip: '60606' },
} as const;
export const typedForm = (who: Typist, card: Card): TypedForm => {
  const a = ADDRESSES[who];
  return {
    paymentComplete: true,
    addressComplete: true,
    address: { address1: a.line1, address2: null, city: a.city, state: a.state, postalCode: a.zip, country: 'US' },
    phone: '4155550101',
    card,
    who,
  };
};

const typed = (s: PaymentSnapshot): TypedForm | null => {
  const form = s.context.form as Partial<TypedForm>;
  return form.card === undefined ? null : (form as TypedForm);
};

/** Whose page the walk is on, from what it did so far; null while nothing tells. */
function whoseWalk(s: PaymentSnapshot): Who | null {
  const memberId = s.context.purchase?.memberId;
  if (memberId === 'member' || memberId === 'cse' || memberId === 'nocard') return memberId;
  return typed(s)?.who ?? (s.context.flow === 'save card' ? 'member' : null);
}

const created = { cart_id: 'cart_1', items: [{ subscription_id: 'sub_1', client_secret: 'pi_1_secret', price_id: PRICE }] };
const succeeded = (pm: string) => ({ status: 'succeeded', intentId: 'pi_1', paymentMethodId: pm });
export const DECLINED = 'Your card was declined.';
const expired = { status: 'failed', error: { type: 'validation_error', code: 'invalid_expiry_month_past', message: 'Your card’s expiration date is in the past.' } };
const declined = { status: 'failed', error: { type: 'card_error', code: 'card_declined', declineCode: 'generic_decline', message: DECLINED } };
/** The API client's errors as the machine reads them: a refusal (4xx) or the server failing (5xx). */
const refusal = { name: 'ApiError', kind: 'http', status: 402, message: DECLINED };
const serverError = { name: 'ApiError', kind: 'http', status: 503, message: 'Service unavailable' };
const notFound = { name: 'ApiError', kind: 'http', status: 404, message: 'payment method not found' };
const record = { id: MC.id, type: 'card', address: { ...MC.address, phone: MC.phone } };
const unanswered = { name: 'CardServiceUnreachable', message: CONNECTION_MESSAGE };

/** The answers each running call can get from the sandbox in this walk. */
function answers(s: PaymentSnapshot): AnyEventObject[] {
  const children = Object.keys(s.children);
  const card = typed(s)?.card ?? 'visa';
  const out: AnyEventObject[] = [];
  for (const id of children) {
    switch (id) {
      case 'check entered payment details':
      case 'check entered card details':
        out.push(done(id, card === 'expiring' ? expired : { status: 'ready' }));
        break;
      case 'new idempotency key':
      case 'new idempotency key for plan switch':
        out.push(done(id, 'idem-1'));
        break;
      // The Web Lock is granted at once: no other tab buys the plan in a walk.
      case 'hold the purchase lock':
        if (s.matches({ purchasing: 'waiting for the purchase lock' }) || s.matches({ 'switching plan': 'waiting for the purchase lock' })) out.push({ type: 'purchase lock.held' });
        break;
      // ROLE-9: read again inside the lock; the plan held already needs a second tab (one-purchase-per-plan.spec.ts).
      case 'read the subscriptions before buying':
      case 'read the subscriptions before switching':
        out.push(done(id, []), failed(id, serverError));
        break;
      case 'validate saved payment method':
        out.push(done(id, record), failed(id, notFound));
        break;
      case 'create subscription':
      case 'upgrade subscription':
        out.push(done(id, id === 'create subscription' ? created : { subscription: null, invoice_id: 'in_up' }), failed(id, refusal), failed(id, serverError));
        break;
      case 'confirm payment with card provider':
        // Page 2: the typed card answers; page 1's saved card is refused only by a fault.
        if (s.context.flow === 'pay') out.push(done(id, card === 'declined' ? declined : succeeded('pm_typed')));
        else out.push(done(id, succeeded(MC.id)), done(id, declined));
        // The connection drops before the answer comes: the outcome is unknown, the intent is kept.
        out.push(failed(id, unanswered));
        break;
      case 'confirm setup with card provider':
        out.push(done(id, card === 'declined' ? declined : succeeded('pm_saved')));
        break;
      case 'attach payment method':
        out.push(done(id, { invoice_id: 'in_1', status: 'active' }), failed(id, serverError));
        break;
      case 'reload subscriptions':
      case 'reload subscriptions after plan switch':
      case 'create setup intent':
      case 'set default payment method':
        out.push(done(id, id === 'create setup intent' ? { client_secret: 'seti_secret' } : id === 'set default payment method' ? { status: 'success', id: 'pm_saved' } : []), failed(id, serverError));
        break;
      // Tracking calls answer even when they fail (src/api/calls/tracking.ts swallows every error).
      case 'record checkout event':
      case 'track upgrade':
        out.push(done(id, { ok: true }));
        break;
      default:
        break;
    }
  }
  return out;
}

/** What a person can do in `ready`, on the page of whoever the walk is. */
function buttons(s: PaymentSnapshot): AnyEventObject[] {
  const who = whoseWalk(s);
  const form = typed(s);
  const out: AnyEventObject[] = [];
  // The save-card forms have no renewal consent: it is ticked on page 1 or on page 2's pay form.
  if (!s.context.renewalConsent && who !== 'widget' && form?.who !== 'member') out.push({ type: 'accept renewal terms', accepted: true });
  // Confirm Payment is on page 1: not for the member who pays on page 2.
  if (form === null || who === 'member') {
    for (const one of ['member', 'cse', 'nocard'] as const) if (who === null || who === one) out.push({ type: 'confirm payment', purchase: purchaseOf(one) });
  }
  if (who === null || who === 'nocard') {
    for (const card of ['visa', 'declined', 'expiring'] as const) if (form?.card !== card) out.push({ type: 'card form changed', form: typedForm('nocard', card) });
    if (form?.who === 'nocard') out.push({ type: 'pay', purchase: purchaseOf('nocard') });
  }
  if (who === null || who === 'member') {
    for (const card of ['visa', 'declined', 'expiring'] as const) if (form?.card !== card || form.who !== 'member') out.push({ type: 'card form changed', form: typedForm('member', card) });
    if (form?.who === 'member') out.push({ type: 'save card' });
  }
  // The billing widget: a walk there starts with the form (no consent on that page).
  if ((who === null && !s.context.renewalConsent) || who === 'widget') {
    for (const card of ['visa', 'declined'] as const) if (form?.card !== card || form.who !== 'widget') out.push({ type: 'card form changed', form: typedForm('widget', card) });
    if (form?.who === 'widget') out.push({ type: 'save card' }, { type: 'dismiss message' });
  }
  return out;
}

export const model: GraphModel = {
  logic,
  systemId: 'payment',
  events: (snapshot) => {
    const s = snapshot as PaymentSnapshot;
    if (s.matches('ready')) return buttons(s);
    // While a payment runs the form, the consent and the buttons are disabled: only answers come.
    return answers(s);
  },
  serialize: (snapshot) => {
    const s = snapshot as PaymentSnapshot;
    const c = s.context;
    const form = typed(s);
    return JSON.stringify([
      s.value,
      c.flow,
      c.renewalConsent,
      form === null ? null : `${form.who}/${form.card}`,
      c.purchase?.memberId ?? null,
      c.idempotency !== null,
      c.paymentResponse !== null,
      c.confirmation !== null,
      c.setupPaymentMethodId !== null,
      c.message !== null,
    ]);
  },
};

