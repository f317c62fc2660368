// The payment's pure rules at their edges: the customer block and its phone, the cart fingerprint's
// coupon and address, which failures the provider refused, and the words and icon of each message.
import { describe, expect, it } from 'vitest';
import {
  EMPTY_CARD_FORM,
  addressOf,
  audienceOf,
  canPay,
  canSaveCard,
  cartFingerprint,
  checkoutMessage,
  customerDetails,
  failureText,
  incompleteBillingAddressMessage,
  isPlanSwitch,
  providerMessage,
  refusedByProvider,
  toPaymentResponse,
  withPhone,
} from '../../../machines/payment/rules.ts';
import { ARE_EXPERT, CSE_PRO, FIRM_EXPERT, SAVED_VISA, apiError, completeForm, purchase } from './support.ts';

const FALLBACK = 'Something went wrong. Please try again.';
const details = { phoneNumber: '', phoneExtension: null, address1: '1 Market St', city: 'San Francisco', state: 'CA', postalCode: '94105', country: 'US' };

describe('which path and which audience', () => {
  it('a cart mixing an ARE product with another is still a plan switch for an ARE 5.0 member (CONFIRM-9)', () => {
    const areSub = { id: 's1', name: 'ARE 5.0 Pro 1-Month Subscription' };
    expect(isPlanSwitch({ items: [CSE_PRO, ARE_EXPERT], subscriptions: [areSub] })).toBe(true);
  });

  it('tells the parent a group audience as soon as one item is a firm product (SCOPE-1)', () => {
    expect(audienceOf([ARE_EXPERT, FIRM_EXPERT])).toBe('group');
    expect(audienceOf([ARE_EXPERT])).toBe('individual');
  });

  it('an untouched card form lets neither Pay nor Save payment method act (VALID-CHECKOUT-1, VALID-CHECKOUT-2)', () => {
    expect(canPay(EMPTY_CARD_FORM, true)).toBe(false);
    expect(canSaveCard(EMPTY_CARD_FORM)).toBe(false);
  });
});

describe('customer details and phone', () => {
  it('a saved method without a phone gives an empty number, to be looked up later (VALID-CHECKOUT-5)', () => {
    const saved = { ...SAVED_VISA, phone: null };
    expect(customerDetails('confirm', purchase({ savedPaymentMethod: saved }), completeForm())?.phoneNumber).toBe('');
  });

  it('the address of the details has line 2 as null when none was given (VALID-CHECKOUT-7, ENTITY-12)', () => {
    expect(addressOf(details).address2).toBeNull();
    expect(addressOf({ ...details, address2: 'Suite 5' }).address2).toBe('Suite 5');
  });

  it('a phone already given is kept; a missing one is taken from the record, with its extension (VALID-CHECKOUT-5, REPRICE-3)', () => {
    const given = { ...details, phoneNumber: '4155550101' };
    expect(withPhone(given, '2125550199 ext. 12')).toBe(given);
    expect(withPhone(details, '2125550199 ext. 12')).toMatchObject({ phoneNumber: '2125550199', phoneExtension: '12' });
    expect(withPhone({ ...details, phoneExtension: '7' }, '2125550199 ext. 12')).toMatchObject({ phoneNumber: '2125550199', phoneExtension: '7' });
  });
});

describe('cart fingerprint: coupon and address', () => {
  const address = completeForm().address!;

  it('a coupon makes another cart than no coupon, whatever its case (COUPON-6, PAY-2)', () => {
    const none = cartFingerprint('create', purchase({ coupon: null }), address);
    const upper = cartFingerprint('create', purchase({ coupon: 'WELCOME10' }), address);
    expect(upper).not.toBe(none);
    expect(upper).toContain('"coupon":"WELCOME10"');
  });

  it('the address counts whatever its case or spacing (PAY-2)', () => {
    const plain = cartFingerprint('create', purchase(), address);
    const typed = cartFingerprint('create', purchase(), { ...address, address1: ' 350 5th ave ', city: 'new york ' });
    expect(typed).toBe(plain);
    expect(plain).toContain('"350 5TH AVE"');
    expect(cartFingerprint('create', purchase(), { ...address, address2: 'Suite 5' })).not.toBe(plain);
  });
});

describe('refusedByProvider', () => {
  it('is true only for an HTTP answer with a numeric 4xx status (PAY-2)', () => {
    expect(refusedByProvider(null)).toBe(false);
    expect(refusedByProvider(apiError('x', 404, 'network'))).toBe(false);
    expect(refusedByProvider({ kind: 'http', status: '404' })).toBe(false);
    expect(refusedByProvider(apiError('x', 302))).toBe(false);
    expect(refusedByProvider(apiError('x', 499))).toBe(true);
  });
});

describe('results', () => {
  it('keeps the cart id, subscription id and client secret of the first item (ENTITY-16)', () => {
    const created = { cart_id: 'cart_1', items: [{ subscription_id: 'sub_1', client_secret: 'pi_1_secret', price_id: 'p' }] };
    expect(toPaymentResponse(created)).toEqual({ cartId: 'cart_1', subId: 'sub_1', clientSecret: 'pi_1_secret' });
    expect(() => toPaymentResponse({ cart_id: 'cart_2', items: [] })).toThrow('a created subscription has at least one item');
  });
});

describe('the words of a failure (ERR-CHECKOUT-2)', () => {
  it('takes a non-blank message of an error, a text or an object with a message', () => {
    expect(failureText(new Error('Card expired'))).toBe('Card expired');
    expect(failureText('Card expired')).toBe('Card expired');
    expect(failureText({ message: 'Card expired' })).toBe('Card expired');
  });

  it('falls back to the general message for blank or missing words', () => {
    for (const error of [new Error('  '), '  ', { message: '  ' }, { message: 42 }, {}, null, undefined, 42]) {
      expect(failureText(error)).toBe(FALLBACK);
    }
  });
});

describe('messages', () => {
  it("'payment method not found' however spaced or cased reads 'Please update your payment method.' (ERR-CHECKOUT-1, VALID-CHECKOUT-15)", () => {
    expect(checkoutMessage(apiError(' Payment Method Not Found '), 'above form')).toEqual({
      text: 'Please update your payment method.',
      placement: 'above form',
      withIcon: true,
    });
  });

  it('another failure shows its words, with the icon below the form only (ERR-CHECKOUT-2)', () => {
    expect(checkoutMessage(apiError('Card expired'), 'below form')).toEqual({ text: 'Card expired', placement: 'below form', withIcon: true });
    expect(checkoutMessage(apiError('Card expired'), 'above form')).toEqual({ text: 'Card expired', placement: 'above form', withIcon: false });
  });

  it("the provider's own words, or the general message when it gave none (PAY-4, ERR-CHECKOUT-4)", () => {
    const error = { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' };
    expect(providerMessage(error, 'above form')).toEqual({ text: 'Your card was declined.', placement: 'above form', withIcon: false });
    expect(providerMessage({ ...error, message: '  ' }, 'below form')).toEqual({ text: FALLBACK, placement: 'below form', withIcon: true });
  });

  it('an incomplete saved billing address asks to update the payment method, with an icon (CONFIRM-3)', () => {
    expect(incompleteBillingAddressMessage('below form')).toEqual({
      text: 'The billing address of your saved payment method is incomplete. Please update your payment method.',
      placement: 'below form',
      withIcon: true,
    });
  });
});
