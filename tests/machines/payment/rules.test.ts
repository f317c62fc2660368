// The payment machine's pure rules: the Confirm Payment path, the customer details, the gates of the
// buttons, the cart fingerprint behind the idempotency key, and the messages.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  canConfirm,
  canPay,
  canSaveCard,
  cartFingerprint,
  checkoutMessage,
  customerDetails,
  isPlanSwitch,
  refusedByProvider,
} from '../../../machines/payment/rules.ts';
import { ARE_EXPERT, CSE_PRO, SAVED_VISA, apiError, completeForm, purchase } from './support.ts';

describe('isPlanSwitch', () => {
  const areSub = { id: 's1', name: 'ARE 5.0 Pro 1-Month Subscription' };
  it('is path (b) only with an ARE product in the cart and an ARE 5.0 subscription (CONFIRM-1, CONFIRM-9, CONST-26)', () => {
    expect(isPlanSwitch({ items: [ARE_EXPERT], subscriptions: [areSub] })).toBe(true);
    expect(isPlanSwitch({ items: [CSE_PRO], subscriptions: [areSub] })).toBe(false);
    expect(isPlanSwitch({ items: [ARE_EXPERT], subscriptions: [] })).toBe(false);
    expect(isPlanSwitch({ items: [ARE_EXPERT], subscriptions: [{ id: 's2', name: 'CSE Pro 1-Month Subscription' }] })).toBe(false);
    expect(isPlanSwitch({ items: [ARE_EXPERT], subscriptions: [{ id: 's3', name: 'ARE Legacy' }] })).toBe(false);
  });

  it("matches names by case-sensitive substring (CONST-25): 'Architecture Essentials' is no ARE product", () => {
    const essentials = { price_id: 'p', name: 'Architecture Essentials 12-Month Subscription', audience: 'individual' as const };
    expect(isPlanSwitch({ items: [essentials], subscriptions: [areSub] })).toBe(false);
  });
});

describe('customerDetails', () => {
  it('on page 1 takes the saved method: phone, extension and address, line 2 null (CONFIRM-3, VALID-CHECKOUT-6, VALID-CHECKOUT-7)', () => {
    const saved = { ...SAVED_VISA, phone_ext: ' ', address: { ...SAVED_VISA.address!, address2: '' } };
    expect(customerDetails('confirm', purchase({ savedPaymentMethod: saved }), completeForm())).toEqual({
      phoneNumber: '4155550101',
      phoneExtension: null,
      address1: '1 Market St',
      address2: null,
      city: 'San Francisco',
      state: 'CA',
      postalCode: '94105',
      country: 'US',
    });
  });

  it('is null when the address lacks address1, city, state, country or postalCode (VALID-CHECKOUT-3)', () => {
    for (const field of ['address1', 'city', 'state', 'country', 'postalCode'] as const) {
      const form = completeForm();
      expect(customerDetails('pay', purchase(), { ...form, address: { ...form.address!, [field]: '  ' } })).toBeNull();
    }
    expect(customerDetails('pay', purchase(), completeForm({ address: null }))).toBeNull();
    expect(customerDetails('confirm', purchase({ savedPaymentMethod: null }), completeForm())).toBeNull();
  });
});

describe('button gates', () => {
  it('Pay needs both elements complete and the consent (VALID-CHECKOUT-1, VALID-CHECKOUT-2, VALID-CHECKOUT-8)', () => {
    expect(canPay(completeForm(), true)).toBe(true);
    expect(canPay(completeForm(), false)).toBe(false);
    expect(canPay(completeForm({ paymentComplete: false }), true)).toBe(false);
    expect(canPay(completeForm({ addressComplete: false }), true)).toBe(false);
  });

  it('Confirm Payment needs the consent (VALID-CHECKOUT-9); saving a card does not', () => {
    expect(canConfirm(true)).toBe(true);
    expect(canConfirm(false)).toBe(false);
    expect(canSaveCard(completeForm())).toBe(true);
  });
});

describe('cartFingerprint (the idempotency key follows the cart)', () => {
  const address = completeForm().address!;

  it('is the same for the same cart however the coupon is typed or the items ordered (PAY-2, COUPON-6)', () => {
    const a = purchase({ items: [ARE_EXPERT, CSE_PRO], coupon: 'welcome10' });
    const b = purchase({ items: [CSE_PRO, ARE_EXPERT], coupon: ' WELCOME10 ' });
    expect(cartFingerprint('create', a, address)).toBe(cartFingerprint('create', b, address));
  });

  it('changes with the items, coupon, address, total and call (PAY-2)', () => {
    fc.assert(
      fc.property(
        fc.record({ coupon: fc.option(fc.stringMatching(/^[A-Z0-9]{1,8}$/)), total: fc.integer({ min: 0, max: 10_000_000 }), zip: fc.stringMatching(/^\d{5}$/) }),
        fc.record({ coupon: fc.option(fc.stringMatching(/^[A-Z0-9]{1,8}$/)), total: fc.integer({ min: 0, max: 10_000_000 }), zip: fc.stringMatching(/^\d{5}$/) }),
        (x, y) => {
          const fx = cartFingerprint('create', purchase({ coupon: x.coupon, total: x.total }), { ...address, postalCode: x.zip });
          const fy = cartFingerprint('create', purchase({ coupon: y.coupon, total: y.total }), { ...address, postalCode: y.zip });
          const same = x.coupon === y.coupon && x.total === y.total && x.zip === y.zip;
          return (fx === fy) === same;
        },
      ),
    );
    expect(cartFingerprint('create', purchase(), address)).not.toBe(cartFingerprint('create', purchase({ items: [CSE_PRO] }), address));
    expect(cartFingerprint('create', purchase(), address)).not.toBe(cartFingerprint('upgrade', purchase(), address));
  });
});

describe('refusedByProvider', () => {
  it('is true only for an HTTP 4xx answer (PAY-2)', () => {
    expect(refusedByProvider(apiError('x', 400))).toBe(true);
    expect(refusedByProvider(apiError('x', 422))).toBe(true);
    expect(refusedByProvider(apiError('x', 500))).toBe(false);
    expect(refusedByProvider(apiError('x', 0, 'network'))).toBe(false);
    expect(refusedByProvider(apiError('x', 0, 'timeout'))).toBe(false);
    expect(refusedByProvider(new Error('x'))).toBe(false);
    expect(refusedByProvider(undefined)).toBe(false);
  });
});

describe('checkoutMessage', () => {
  it("maps 'payment method not found' to 'Please update your payment method.' with an icon (ERR-CHECKOUT-1, VALID-CHECKOUT-15)", () => {
    expect(checkoutMessage(apiError('payment method not found', 404), 'below form')).toEqual({
      text: 'Please update your payment method.',
      placement: 'below form',
      withIcon: true,
    });
  });

  it('keeps any other message as it is (ERR-CHECKOUT-2)', () => {
    expect(checkoutMessage(apiError('Card expired'), 'below form')).toMatchObject({ text: 'Card expired' });
    expect(checkoutMessage('plain text', 'above form')).toMatchObject({ text: 'plain text', withIcon: false });
    expect(checkoutMessage({}, 'above form').text).toBe('Something went wrong. Please try again.');
  });
});
