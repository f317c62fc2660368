// The billing widget with the real session, network dialog and payment machines around it: sign-in
// from the re-enter button, the member's subscriptions and saved method, the no-subscription text,
// the update form and its save-card flow, a decline, a sign-out before saving and failed reads.
import { describe, expect, it } from 'vitest';
import { BILLING_TEXTS, selectBillingScreen, selectBillingView } from '../../../machines/billing/selectors.ts';
import { hasActiveOrCanceledSubscription, toSubscriptionId, WIDGET_PRODUCT_AMOUNT, WIDGET_PRODUCT_NAME } from '../../../machines/billing/rules.ts';
import { completeForm, declined, openForm, SAVED_MASTERCARD, SAVED_VISA, settle, startWidget, subscription } from './support.ts';

const screen = (t: ReturnType<typeof startWidget>) => selectBillingScreen(t.billing.getSnapshot());

/** Opens the form, fills it and presses save. */
async function saveNewCard(t: ReturnType<typeof startWidget>): Promise<void> {
  await openForm(t);
  t.payment().send({ type: 'card form changed', form: completeForm() });
  t.billing.send({ type: 'save' });
  await settle(20);
}

describe('billing widget: signing in', () => {
  it('PAGE1-9, PAGE1-10: a signed-out visitor gets the re-enter button, which opens the login popup; after sign-in the widget loads', async () => {
    const t = startWidget({ behaviour: { checkSession: async () => null } });
    await settle();
    expect(screen(t)).toBe('signed out');
    expect(BILLING_TEXTS.reEnterCredentials).toBe('For security reasons, please click here to re-enter your credentials');
    expect(t.spies.subscriptions).not.toHaveBeenCalled();

    t.billing.send({ type: 'sign in' });
    await settle(20);
    expect(t.spies.login).toHaveBeenCalledTimes(1);
    expect(screen(t)).toBe('payment method');
    expect(t.billing.getSnapshot().context.member?.email).toBe('member@example.com');
  });

  it('PAGE1-10: a closed popup leaves the re-enter button, and a second click tries again', async () => {
    const t = startWidget({ behaviour: { checkSession: async () => null, login: async () => Promise.reject(new Error('Popup closed')) } });
    await settle();
    t.billing.send({ type: 'sign in' });
    await settle(20);
    expect(screen(t)).toBe('signed out');
    t.billing.send({ type: 'sign in' });
    await settle(20);
    expect(t.spies.login).toHaveBeenCalledTimes(2);
  });

  it('a sign-out while the saved method shows goes back to the re-enter button and forgets the account data', async () => {
    const t = startWidget();
    await settle(20);
    expect(screen(t)).toBe('payment method');
    t.session.send({ type: 'log out' });
    await settle(20);
    expect(screen(t)).toBe('signed out');
    expect(t.billing.getSnapshot().context.paymentMethods).toEqual([]);
  });
});

describe('billing widget: what it shows', () => {
  it('PAGE1-2, PAGE1-3, PAGE1-4, PAGE1-6, API-19, API-20: loads the subscriptions and the saved methods and shows the default card with Update Payment Method', async () => {
    const t = startWidget();
    await settle(20);
    expect(t.spies.subscriptions).toHaveBeenCalledTimes(1);
    expect(t.spies.paymentMethods).toHaveBeenCalledTimes(1);
    expect(t.spies.subscriptionPaymentMethod).not.toHaveBeenCalled();
    const view = selectBillingView(t.billing.getSnapshot());
    expect(view.screen).toBe('payment method');
    expect(view.method).toEqual(SAVED_VISA);
    expect(view.methodButton).toBe('Update Payment Method');
  });

  it('API-21: with a subscription given, shows that subscription\'s payment method', async () => {
    const t = startWidget({ subscriptionId: 'sub_member_pro' });
    await settle(20);
    expect(t.spies.subscriptionPaymentMethod).toHaveBeenCalledWith({ subscriptionId: 'sub_member_pro' });
    expect(t.spies.paymentMethods).not.toHaveBeenCalled();
    expect(selectBillingView(t.billing.getSnapshot()).method).toEqual(SAVED_VISA);
  });

  it('PAGE1-11, PAGE1-12: a subscription without a method shows no card and Add Payment Method', async () => {
    const t = startWidget({ subscriptionId: 'sub_member_pro', behaviour: { subscriptionPaymentMethod: async () => null } });
    await settle(20);
    const view = selectBillingView(t.billing.getSnapshot());
    expect(view.method).toBeNull();
    expect(view.methodButton).toBe('Add Payment Method');
    expect(BILLING_TEXTS.noCard).toBe('No credit card found.');
  });

  it('PAGE1-11: failed payment-method reads show no card rather than an error screen', async () => {
    const failing = async () => Promise.reject(new Error('Server error'));
    const one = startWidget({ subscriptionId: 'sub_member_pro', behaviour: { subscriptionPaymentMethod: failing } });
    const all = startWidget({ behaviour: { paymentMethods: [failing] } });
    await settle(20);
    for (const t of [one, all]) {
      expect(screen(t)).toBe('payment method');
      expect(selectBillingView(t.billing.getSnapshot()).method).toBeNull();
    }
  });

  it('PAGE1-13, PAGE1-14: a member with no active or canceled subscription sees the text and no form', async () => {
    const t = startWidget({ behaviour: { subscriptions: async () => [] } });
    await settle(20);
    expect(screen(t)).toBe('no subscription');
    expect(BILLING_TEXTS.noSubscription).toBe('You do not have any active or canceled subscriptions. Sign up for a new one to get started!');
    // The button is not there to press: the event does nothing.
    await openForm(t);
    expect(screen(t)).toBe('no subscription');
  });

  it('PAGE1-13, PAGE1-14: a canceled subscription is enough for the form; one that never started is not', () => {
    expect(hasActiveOrCanceledSubscription([subscription('canceled')])).toBe(true);
    expect(hasActiveOrCanceledSubscription([subscription('past_due')])).toBe(true);
    expect(hasActiveOrCanceledSubscription([subscription('incomplete_expired')])).toBe(false);
    expect(hasActiveOrCanceledSubscription([])).toBe(false);
  });

  it('PAGE1-14: canceled@example.com (only a canceled subscription) gets the saved method and its button', async () => {
    const t = startWidget({ behaviour: { subscriptions: async () => [subscription('canceled', 'sub_canceled_std')] } });
    await settle(20);
    expect(screen(t)).toBe('payment method');
  });

  it('ERR-CHECKOUT-7, RETRY-1: failed subscriptions open the network dialog; its Retry brings them back and the widget shows', async () => {
    const t = startWidget({ behaviour: { subscriptions: async () => Promise.reject(new Error('Error getting member subscription')) } });
    await settle(20);
    expect(screen(t)).toBe('loading');
    expect(t.network.getSnapshot().context.reason).toBe('subscription');
    t.network.send({ type: 'retry' });
    await settle(20);
    expect(t.spies.reloadSubscriptions).toHaveBeenCalledTimes(1);
    expect(screen(t)).toBe('payment method');
  });

  it('CONST-27, CONST-28, CONST-29: the card form is set up for ARE 5.0 Expert 1-Month Subscription Firm at 599.00 with the configured price id', async () => {
    const t = startWidget();
    await settle();
    expect(selectBillingView(t.billing.getSnapshot()).product).toEqual({
      priceId: 'price_are5_expert_firm_monthly',
      name: 'ARE 5.0 Expert 1-Month Subscription Firm',
      amount: 59_900,
      audience: 'group',
    });
    expect(WIDGET_PRODUCT_NAME).toBe('ARE 5.0 Expert 1-Month Subscription Firm');
    expect(WIDGET_PRODUCT_AMOUNT / 100).toBe(599);
  });

  it('API-21: only a provider-shaped subscription id from the address is used', () => {
    expect(toSubscriptionId(' sub_member_pro ')).toBe('sub_member_pro');
    expect(toSubscriptionId('../v1/x')).toBeNull();
    expect(toSubscriptionId('')).toBeNull();
    expect(toSubscriptionId(null)).toBeNull();
  });
});

describe('billing widget: updating the payment method', () => {
  it('PAGE2-3, SAVECARD-3, SAVECARD-4, SAVECARD-5, SAVECARD-6, SAVECARD-7: the form saves the card (setup intent, confirm, PUT default), closes and shows the new default', async () => {
    const t = startWidget({ behaviour: { paymentMethods: [async () => [SAVED_VISA], async () => [SAVED_MASTERCARD, { ...SAVED_VISA, is_default: false }]] } });
    await settle(20);
    await openForm(t);
    expect(screen(t)).toBe('form');
    expect(BILLING_TEXTS.formTitle).toBe('Step 3: Update Billing Info');
    await saveNewCard(t);
    expect(t.spies.createSetupIntent).toHaveBeenCalledTimes(1);
    expect(t.spies.confirmSetup).toHaveBeenCalledTimes(1);
    expect(t.spies.setDefault).toHaveBeenCalledWith({ paymentMethodId: 'pm_new_mastercard' });
    expect(t.spies.reloadPage).not.toHaveBeenCalled();
    const view = selectBillingView(t.billing.getSnapshot());
    expect(view.screen).toBe('payment method');
    expect(view.method).toEqual(SAVED_MASTERCARD);
    expect(view.saved).toBe(true);
    // Opening the form again forgets the note.
    await openForm(t);
    expect(selectBillingView(t.billing.getSnapshot()).saved).toBe(false);
  });

  it("SAVECARD-5: a declined card keeps the form open with the provider's message and the old card as default", async () => {
    const t = startWidget({ behaviour: { confirmSetup: async () => declined('Your card was declined.') } });
    await settle(20);
    await saveNewCard(t);
    expect(screen(t)).toBe('form');
    expect(t.payment().getSnapshot().context.message).toMatchObject({ text: 'Your card was declined.', placement: 'above form' });
    expect(t.spies.setDefault).not.toHaveBeenCalled();
    expect(selectBillingView(t.billing.getSnapshot()).method).toEqual(SAVED_VISA);
    // Cancel closes the form; the message is cleared when it opens again.
    t.billing.send({ type: 'cancel' });
    expect(screen(t)).toBe('payment method');
    await openForm(t);
    expect(t.payment().getSnapshot().context.message).toBeNull();
  });

  it('BILLING-AUTH-1: the form opens only for a signed-in member, and a sign-out closes it: no card is saved signed out', async () => {
    const t = startWidget();
    await settle(20);
    await openForm(t);
    t.session.send({ type: 'log out' });
    await settle(20);
    expect(screen(t)).toBe('signed out');
    t.billing.send({ type: 'save' });
    await settle(20);
    expect(t.spies.createSetupIntent).not.toHaveBeenCalled();
  });

  it('SAVECARD-7: when the new list cannot be read after saving, the form still closes on the card shown before', async () => {
    const t = startWidget({ behaviour: { paymentMethods: [async () => [SAVED_VISA], async () => Promise.reject(new Error('Server error'))] } });
    await settle(20);
    await saveNewCard(t);
    expect(t.spies.setDefault).toHaveBeenCalledTimes(1);
    expect(screen(t)).toBe('payment method');
    expect(selectBillingView(t.billing.getSnapshot()).method).toEqual(SAVED_VISA);
  });
});

describe("billing widget: the save-card flow's code, fetched with the form (docs/decisions/0038)", () => {
  it('PAGE2-3: the first Update Payment Method fetches the code once and the form opens on it; later ones open at once', async () => {
    const t = startWidget();
    await settle(20);
    expect(t.spies.fetchPaymentPart).not.toHaveBeenCalled();
    expect(t.payment()).toBeUndefined();
    await openForm(t);
    expect(screen(t)).toBe('form');
    const payment = t.payment();
    t.billing.send({ type: 'cancel' });
    t.billing.send({ type: 'update payment method' });
    expect(screen(t)).toBe('form');
    expect(t.spies.fetchPaymentPart).toHaveBeenCalledTimes(1);
    expect(t.payment()).toBe(payment);
  });

  it('ERR-NETWORK-4, RETRY-3: when the code does not arrive, the network dialog opens and the saved method stays; the next click tries again', async () => {
    let fails = true;
    const t = startWidget({
      behaviour: { fetchPaymentPart: async () => (fails ? Promise.reject(new Error('Failed to fetch dynamically imported module')) : undefined) },
    });
    await settle(20);
    await openForm(t);
    expect(screen(t)).toBe('payment method');
    expect(t.network.getSnapshot().matches('open')).toBe(true);
    expect(t.network.getSnapshot().context.reason).toBe('other');
    expect(t.payment()).toBeUndefined();
    fails = false;
    await openForm(t);
    expect(screen(t)).toBe('form');
    expect(t.spies.fetchPaymentPart).toHaveBeenCalledTimes(2);
  });

  it('PAGE1-9: a sign-out while the code is on its way shows the re-enter button, and no form opens when it arrives', async () => {
    let arrive: () => void = () => undefined;
    const t = startWidget({ behaviour: { fetchPaymentPart: () => new Promise<void>((resolve) => (arrive = resolve)) } });
    await settle(20);
    t.billing.send({ type: 'update payment method' });
    expect(screen(t)).toBe('loading');
    t.session.send({ type: 'log out' });
    await settle(20);
    arrive();
    await settle();
    expect(screen(t)).toBe('signed out');
    expect(t.payment()).toBeUndefined();
  });
});
