// Payload helpers: what the form holds turned into what the wire contract expects.
import { describe, expect, it } from 'vitest';
import { centsToDollarString, couponForCall, toOrgId, toWireAddress, toWireCustomer } from '../../../src/api/payloads.ts';

const address = { address1: '1 Market St', city: 'San Francisco', state: 'CA', postalCode: '94105', country: 'US' };

describe('payloads', () => {
  it('VALID-CHECKOUT-6 VALID-CHECKOUT-7: empty phone extension and address line 2 are sent as null', () => {
    expect(toWireCustomer({ ...address, address2: '', phoneNumber: '4155550101', phoneExtension: '' })).toEqual({
      phone: '4155550101',
      phone_ext: null,
      address: { ...address, address2: null },
    });
    expect(toWireCustomer({ ...address, address2: '   ', phoneNumber: '4155550101' }).address.address2).toBeNull();
    expect(toWireCustomer({ ...address, address2: 'Floor 21', phoneNumber: '2125550199', phoneExtension: '12' })).toMatchObject({
      phone_ext: '12',
      address: { address2: 'Floor 21' },
    });
  });

  it('ENTITY-12: an address without line 2 keeps every other field', () => {
    expect(toWireAddress(address)).toEqual({ ...address, address2: null });
  });

  it('COUPON-6..9: coupon codes are trimmed and upper-cased; blank is none', () => {
    expect(couponForCall(' welcome10 ')).toBe('WELCOME10');
    expect(couponForCall('')).toBeNull();
    expect(couponForCall(undefined)).toBeNull();
  });

  it('API-18: cents become a dollar string with two decimals', () => {
    expect(centsToDollarString(19900)).toBe('199.00');
    expect(centsToDollarString(1999)).toBe('19.99');
    expect(centsToDollarString(5)).toBe('0.05');
    expect(centsToDollarString(-250)).toBe('-2.50');
    expect(() => centsToDollarString(1.5)).toThrow(RangeError);
  });

  it('API-29 ROUTE-14: the stored organisation id becomes a number, or null when it is not one', () => {
    expect(toOrgId('101')).toBe(101);
    expect(toOrgId(102)).toBe(102);
    expect(toOrgId('abc')).toBeNull();
    expect(toOrgId('')).toBeNull();
    expect(toOrgId(null)).toBeNull();
  });
});
