// The company dialog's pure rules: who needs it, the not-admin case, the required name.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  cartHasGroupProduct,
  companyFailureMessage,
  COMPANY_TEXTS,
  isCompanyAdmin,
  isCompanyNameEntered,
  isMemberButNotAdmin,
  needsCompanyDialog,
  type Audience,
} from '../../../machines/company/rules.ts';

describe('needsCompanyDialog', () => {
  it('COMPANY-1 ROLE-13: a group product and no group account needs the dialog', () => {
    expect(needsCompanyDialog({ groupAccounts: [], isGroupAdmin: false }, 'group')).toBe(true);
  });

  it('COMPANY-2 ROLE-13: a group product and a member who is not admin needs the dialog', () => {
    expect(needsCompanyDialog({ groupAccounts: [{ admin: false }], isGroupAdmin: false }, 'group')).toBe(true);
  });

  it('ROLE-11: a company admin (any admin entry) does not', () => {
    expect(needsCompanyDialog({ groupAccounts: [{ admin: false }, { admin: true }], isGroupAdmin: true }, 'group')).toBe(false);
    // ENTITY-34: the entries decide even when the flag was not computed.
    expect(needsCompanyDialog({ groupAccounts: [{ admin: true }], isGroupAdmin: false }, 'group')).toBe(false);
  });

  it('COMPANY-1: an individual cart never needs it, whoever the member is', () => {
    expect(needsCompanyDialog({ groupAccounts: [], isGroupAdmin: false }, 'individual')).toBe(false);
    expect(needsCompanyDialog({ groupAccounts: [{ admin: false }], isGroupAdmin: false }, ['individual'])).toBe(false);
  });

  it('COMPANY-1: any group product in a cart of several counts', () => {
    expect(needsCompanyDialog({ groupAccounts: [], isGroupAdmin: false }, ['individual', 'group'])).toBe(true);
    expect(cartHasGroupProduct([])).toBe(false);
    expect(cartHasGroupProduct(null)).toBe(false);
    expect(cartHasGroupProduct(undefined)).toBe(false);
  });

  it('COMPANY-1: nobody signed in is not asked yet (sign-in comes first)', () => {
    expect(needsCompanyDialog(null, 'group')).toBe(false);
  });

  it('COMPANY-1 COMPANY-2 ROLE-11 ROLE-13: needed exactly when the cart has a group product and the member administers no company', () => {
    const audience = fc.constantFrom<Audience>('individual', 'group');
    fc.assert(
      fc.property(fc.array(fc.record({ admin: fc.boolean() })), fc.array(audience), (groupAccounts, cart) => {
        const member = { groupAccounts, isGroupAdmin: groupAccounts.some((a) => a.admin) };
        expect(needsCompanyDialog(member, cart)).toBe(cart.includes('group') && !groupAccounts.some((a) => a.admin));
      }),
    );
  });
});

describe('the not-admin case', () => {
  it('COMPANY-5 COMPANY-6: a member with a group account but no admin entry', () => {
    expect(isMemberButNotAdmin({ groupAccounts: [{ admin: false }], isGroupAdmin: false })).toBe(true);
    expect(isMemberButNotAdmin({ groupAccounts: [], isGroupAdmin: false })).toBe(false);
    expect(isMemberButNotAdmin({ groupAccounts: [{ admin: true }], isGroupAdmin: true })).toBe(false);
    expect(isCompanyAdmin({ groupAccounts: [], isGroupAdmin: true })).toBe(true);
  });

  it('COMPANY-5 COMPANY-6: the texts are the spec’s', () => {
    expect(COMPANY_TEXTS.notAdmin).toBe('You are not a company admin!');
    expect(COMPANY_TEXTS.notAdminHelp).toBe('If you need a new license please contact your company admin, or contact support.');
    expect(COMPANY_TEXTS.title).toBe('Create your company');
    expect(COMPANY_TEXTS.nameLabel).toBe('Company Name');
  });
});

describe('Company Name', () => {
  it('COMPANY-3 COMPANY-4 VALID-CHECKOUT-11: required; spaces alone are empty', () => {
    expect(isCompanyNameEntered('')).toBe(false);
    expect(isCompanyNameEntered('   ')).toBe(false);
    expect(isCompanyNameEntered(' Acme ')).toBe(true);
  });

  it('ERR-10: a failure shows the call’s message, else ours', () => {
    expect(companyFailureMessage(new Error('Company name already taken'))).toBe('Company name already taken');
    expect(companyFailureMessage('boom')).toBe(COMPANY_TEXTS.failedFallback);
    expect(companyFailureMessage(new Error('  '))).toBe(COMPANY_TEXTS.failedFallback);
  });
});
