// The account rules page 1 and the billing widget share: current subscriptions, the saved method
// shown, the address page 1 prices at, and the label of the button that opens the card form.
import { describe, expect, it } from 'vitest';
import { currentSubscriptions, paymentMethodButton, savedBillingAddress, savedPaymentMethod } from '../../../machines/account/rules.ts';
import type { PaymentMethod } from '../../../machines/domain/payment-method.ts';
import { SAVED_MASTERCARD, SAVED_VISA, subscription } from './support.ts';

const BANK: PaymentMethod = {
  id: 'pm_member_bank',
  type: 'us_bank_account',
  bankName: 'STRIPE TEST BANK',
  accountType: 'checking',
  accountHolderType: 'individual',
  last4: '6789',
  address: null,
  phone: null,
  phone_ext: null,
  is_default: false,
};

describe('account rules: current subscriptions', () => {
  it('API-19: only active subscriptions are current; canceled and other statuses are not', () => {
    const active = subscription('active', 'sub_a');
    const list = [subscription('canceled', 'sub_c'), active, subscription('past_due', 'sub_p'), subscription('trialing', 'sub_t')];
    expect(currentSubscriptions(list)).toEqual([active]);
    expect(currentSubscriptions([subscription('canceled')])).toEqual([]);
    expect(currentSubscriptions([])).toEqual([]);
  });
});

describe('account rules: the saved method shown', () => {
  it('PAGE1-2, PAGE1-3: the default method is shown, wherever the answer lists it', () => {
    expect(savedPaymentMethod([{ ...SAVED_MASTERCARD, is_default: false }, { ...SAVED_VISA, is_default: true }])).toEqual({ ...SAVED_VISA, is_default: true });
  });

  it('PAGE1-2: with no method marked default, the first one is shown', () => {
    expect(savedPaymentMethod([BANK, { ...SAVED_VISA, is_default: false }])).toEqual(BANK);
  });

  it('PAGE1-11: with no method, none is shown', () => {
    expect(savedPaymentMethod([])).toBeNull();
  });
});

describe('account rules: the address page 1 prices at (CONFIRM-3)', () => {
  it("CONFIRM-3: the default method's billing address and phone, as a copy", () => {
    const billing = savedBillingAddress([{ ...SAVED_MASTERCARD, is_default: false }, SAVED_VISA]);
    expect(billing).toEqual({
      address: { address1: '1 Market St', address2: null, city: 'San Francisco', state: 'CA', postalCode: '94105', country: 'US' },
      phone: '4155550101',
    });
    expect(billing.address).not.toBe(SAVED_VISA.address);
  });

  it('CONFIRM-3: no method, or one without an address or phone, leaves the address empty (incomplete)', () => {
    expect(savedBillingAddress([])).toEqual({ address: {}, phone: '' });
    expect(savedBillingAddress([BANK])).toEqual({ address: {}, phone: '' });
  });
});

describe('account rules: the button that opens the card form', () => {
  it("PAGE1-12: no saved method: 'Add Payment Method'", () => {
    expect(paymentMethodButton([], [subscription('active')])).toBe('Add Payment Method');
    expect(paymentMethodButton([], [])).toBe('Add Payment Method');
  });

  it("PAGE1-6: a saved method and a current subscription: 'Update Payment Method'", () => {
    expect(paymentMethodButton([SAVED_VISA], [subscription('canceled', 'sub_old'), subscription('active')])).toBe('Update Payment Method');
  });

  it("PAGE1-6: a saved method and no current subscription: 'Add a new payment method'", () => {
    expect(paymentMethodButton([SAVED_VISA], [])).toBe('Add a new payment method');
    expect(paymentMethodButton([SAVED_VISA], [subscription('canceled')])).toBe('Add a new payment method');
  });
});
