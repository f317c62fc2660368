// The checkout's pure rules (rules.ts), property-checked where a rule is general: the plan held and
// the firm plan, proration, the purchase, the plan-name extras, and those behind the sign-up dialog and
// the organisation gates.
import { describe, expect, it } from 'vitest';
import {
  alreadySubscribedMessage,
  anotherMemberSignedIn,
  associationEmailRequired,
  buildPurchase,
  cartAudiences,
  currentSubscriptions,
  firstProductAlreadyHeld,
  hasUnpaidCart,
  heldSubscription,
  isAlreadySubscribed,
  isArePurchase,
  isFirmMemberBuyingIndividual,
  mayNotBuy,
  nomaEmailBelongsToSomeoneElse,
  paymentMethodButton,
  planExtras,
  prorationTarget,
  savedMethodRefusedByThePlan,
  signUpAudience,
  sortProducts,
  usesSaveCardFlow,
} from '../../../machines/checkout/rules.ts';
import { memberFor, paymentMethodsFor, PRICE, productFor, subscriptionsFor } from './fixtures.ts';
import fc from 'fast-check';

const essentials = productFor(PRICE.essentials);

const firmPlan = productFor(PRICE.firmExpert);

const nomaPlan = productFor(PRICE.noma);

const sub = (name: string, status: 'active' | 'canceled' = 'active') => ({ id: `sub_${name}`, name, status });

describe('checkout rules', () => {
  it('ALREADY-SUB-1: the message names the plan, word for word', () => {
    expect(alreadySubscribedMessage('ARE 5.0 Pro 1-Month Subscription')).toBe(
      'You are already subscribed to the ARE 5.0 Pro 1-Month Subscription. Please return to the pricing page and select a different plan.',
    );
  });

  it('ALREADY-SUB-1: a cart product whose name contains a current subscription name is held', () => {
    const cart = [{ name: 'ARE 5.0 Pro 12-Month Subscription NOMA' }];
    expect(heldSubscription(cart, [sub('ARE 5.0 Pro 12-Month Subscription')])?.name).toBe('ARE 5.0 Pro 12-Month Subscription');
    expect(isAlreadySubscribed([{ name: 'ARE 5.0 Pro 12-Month Subscription' }], [sub('ARE 5.0 Pro 1-Month Subscription')])).toBe(false);
    expect(isAlreadySubscribed(cart, [sub('ARE 5.0 Pro 12-Month Subscription', 'canceled')])).toBe(false);
    expect(isAlreadySubscribed(cart, [sub('   ')])).toBe(false);
  });

  it('ALREADY-SUB-1, CHECKOUT-FLOW-4: holding the first product by exact name always counts as already subscribed', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }).filter((s) => s.trim() !== ''), fc.array(fc.string()), (name, others) => {
        const subs = [...others.map((o) => sub(o)), sub(name)];
        const cart = [{ name }];
        expect(firstProductAlreadyHeld(cart, subs)).toBe(true);
        expect(isAlreadySubscribed(cart, subs)).toBe(true);
      }),
    );
  });

  it('FIRM-MEMBER-1, CONST-9: a member of group 91 buying an individual product', () => {
    const firm = memberFor('firm.member@example.com');
    expect(isFirmMemberBuyingIndividual(firm, [productFor(PRICE.are5Pro)])).toBe(true);
    expect(isFirmMemberBuyingIndividual(firm, [productFor(PRICE.firmExpert)])).toBe(false);
    expect(isFirmMemberBuyingIndividual(memberFor('firm.admin@example.com'), [productFor(PRICE.are5Pro)])).toBe(false);
    expect(isFirmMemberBuyingIndividual(null, [productFor(PRICE.are5Pro)])).toBe(false);
  });

  it('ROLE-1: an anonymous visitor is never gated', () => {
    expect(mayNotBuy(null, [productFor(PRICE.csePro)], subscriptionsFor('cse.member@example.com'))).toBe(false);
  });

  it('PAGELOAD-7, CONST-26: prorate against the ARE 5.0 subscription unless the cart holds CSE', () => {
    const subs = subscriptionsFor('member@example.com');
    expect(prorationTarget([productFor(PRICE.are5Expert)], subs)).toBe('sub_member_pro');
    expect(prorationTarget([productFor(PRICE.csePro)], subs)).toBeNull();
    expect(prorationTarget([productFor(PRICE.are5Expert), productFor(PRICE.csePro)], subs)).toBeNull();
    expect(prorationTarget([productFor(PRICE.are5Expert)], subscriptionsFor('cse.member@example.com'))).toBeNull();
    expect(prorationTarget([], subs)).toBeNull();
  });

  it('PAGELOAD-7, CONFIRM-1: a cart without an ARE product is a new purchase and is not prorated', () => {
    // The carry-over coupon and credit of a proration would show on a price the new purchase never charges.
    expect(prorationTarget([productFor(PRICE.firmEssentials)], subscriptionsFor('member@example.com'))).toBeNull();
  });

  it('API-19: only active subscriptions are current', () => {
    expect(currentSubscriptions([sub('a'), sub('b', 'canceled')]).map((s) => s.name)).toEqual(['a']);
  });

  it('ENTITY-19: more than one product sorts by name ascending; order is otherwise kept', () => {
    fc.assert(
      fc.property(fc.array(fc.string(), { minLength: 2 }), (names) => {
        const sorted = sortProducts(names.map((name) => ({ name }))).map((p) => p.name);
        for (let i = 1; i < sorted.length; i += 1) expect(sorted[i - 1]!.localeCompare(sorted[i]!)).toBeLessThanOrEqual(0);
      }),
    );
  });

  it('SAVECARD-1, SAVECARD-2: a saved method or a subscription means saving a card', () => {
    expect(usesSaveCardFlow([], [])).toBe(false);
    expect(usesSaveCardFlow(paymentMethodsFor('member@example.com'), [])).toBe(true);
    expect(usesSaveCardFlow([], subscriptionsFor('cse.member@example.com'))).toBe(true);
  });

  it('PAGE1-6, PAGE1-12: the page-1 button label', () => {
    expect(paymentMethodButton([], [])).toBe('Add Payment Method');
    expect(paymentMethodButton(paymentMethodsFor('member@example.com'), subscriptionsFor('member@example.com'))).toBe('Update Payment Method');
    expect(paymentMethodButton(paymentMethodsFor('firm.admin@example.com'), [])).toBe('Add a new payment method');
  });

  it('DIALOG-COMPLETE-7, CONST-25: an ARE purchase is matched by substring, case kept', () => {
    expect(isArePurchase(['ARE 5.0 Pro 1-Month Subscription'])).toBe(true);
    expect(isArePurchase(['Architecture Essentials 12-Month Subscription'])).toBe(false);
    expect(isArePurchase(['CSE Pro 1-Month Subscription'])).toBe(false);
  });

  it('CONST-22, ENTITY-13: the purchase carries the repriced total, else the cart amounts, current subscriptions only, and the member', () => {
    const products = [productFor(PRICE.essentials)];
    const subscriptions = [...subscriptionsFor('member@example.com'), { ...subscriptionsFor('cse.member@example.com')[0]!, status: 'canceled' as const }];
    const purchase = buildPurchase({ products, coupon: 'WELCOME10', taxRateId: 'txr_us_ca', total: null, subscriptions, paymentMethods: paymentMethodsFor('member@example.com'), memberId: 'mem_member' });
    expect(purchase).toMatchObject({ coupon: 'WELCOME10', taxRateId: 'txr_us_ca', total: 29900, memberId: 'mem_member' });
    expect(purchase.items).toEqual([{ price_id: PRICE.essentials, name: 'Architecture Essentials 12-Month Subscription', audience: 'individual' }]);
    expect(purchase.subscriptions.map((s) => s.id)).toEqual(['sub_member_pro']);
    expect(purchase.savedPaymentMethod?.id).toBe('pm_member_visa');
    expect(buildPurchase({ products, coupon: null, taxRateId: null, total: 26910, subscriptions: [], paymentMethods: [], memberId: null }).total).toBe(26910);
  });
});

describe('plan-name extras', () => {
  it('SUMMARY-15, SUMMARY-16, SUMMARY-17, SUMMARY-18, CONST-25: Expert brings both highlights once, Pro the guided study, ARE 5.0 the all-divisions line; names match by substring with case kept', () => {
    expect(planExtras('ARE 5.0 Expert 12-Month Subscription')).toEqual({ highlights: ['pass the ARE guarantee', 'guided study process'], allDivisions: true });
    expect(planExtras('ARE 5.0 Pro 1-Month Subscription')).toEqual({ highlights: ['guided study process'], allDivisions: true });
    expect(planExtras('ARE 5.0 Essentials 1-Month Subscription')).toEqual({ highlights: [], allDivisions: true });
    expect(planExtras('CSE Expert Subscription')).toEqual({ highlights: ['pass the ARE guarantee', 'guided study process'], allDivisions: false });
    expect(planExtras('are 5.0 expert')).toEqual({ highlights: [], allDivisions: false });
  });
});

describe('checkout rules at their edges', () => {
  const individual = { name: 'ARE 5.0 Pro 1-Month Subscription', audience: 'individual' as const };
  const group = { name: 'ARE 5.0 Expert 1-Month Subscription Firm', audience: 'group' as const };


  it('ALREADY-SUB-1: a current subscription name is compared without its surrounding spaces', () => {
    expect(heldSubscription([{ name: 'ARE 5.0 Pro 1-Month Subscription' }], [sub(' ARE 5.0 Pro 1-Month Subscription ')])?.id).toBe(
      'sub_ ARE 5.0 Pro 1-Month Subscription ',
    );
  });

  it('ALREADY-SUB-1: one cart product holding the plan is enough, whatever the others are', () => {
    const cart = [{ name: 'Architecture Essentials 12-Month Subscription' }, { name: 'ARE 5.0 Pro 1-Month Subscription' }];
    expect(isAlreadySubscribed(cart, [sub('ARE 5.0 Pro 1-Month Subscription')])).toBe(true);
  });

  it('CHECKOUT-FLOW-4: an empty cart holds nothing, even for a member with current subscriptions', () => {
    expect(firstProductAlreadyHeld([], [sub('ARE 5.0 Pro 1-Month Subscription')])).toBe(false);
  });

  it('CHECKOUT-FLOW-4, ALREADY-SUB-1: the first product held by its exact name blocks the purchase even where no name contains it (a blank name)', () => {
    expect(isAlreadySubscribed([{ name: '' }], [sub('')])).toBe(false);
    expect(mayNotBuy(memberFor('member@example.com'), [{ name: '', audience: 'individual' }], [sub('')])).toBe(true);
  });

  it('FIRM-MEMBER-1: a firm member with one individual product among group ones is buying an individual plan', () => {
    const firmMember = { groupId: memberFor('firm.member@example.com').groupId };
    expect(isFirmMemberBuyingIndividual(firmMember, [group, individual])).toBe(true);
  });

  it('DIALOG-COMPLETE-7, PAY-11: one ARE plan among the names bought is an ARE purchase', () => {
    expect(isArePurchase(['Architecture Essentials 12-Month Subscription', 'ARE 5.0 Pro 1-Month Subscription'])).toBe(true);
  });

  it('SCOPE-13, API-33: an unpaid cart needs a member, a product and no completed payment', () => {
    const member = memberFor('member@example.com');
    const products = [productFor(PRICE.essentials)];
    expect(hasUnpaidCart({ member, products, completion: null })).toBe(true);
    expect(hasUnpaidCart({ member, products: [], completion: null })).toBe(false);
    expect(hasUnpaidCart({ member, products, completion: { invoiceId: 'in_1' } })).toBe(false);
    expect(hasUnpaidCart({ member: null, products, completion: null })).toBe(false);
  });

  it('SCOPE-11, ROLE-14: one association-exclusive product among others asks for the association email', () => {
    const noma = productFor(PRICE.noma);
    expect(associationEmailRequired(null, [productFor(PRICE.essentials), noma])).toBe(true);
    expect(associationEmailRequired(null, [productFor(PRICE.essentials)])).toBe(false);
  });

  it('PAGE0-5: the member the checkout already holds signing in again is not another member', () => {
    expect(anotherMemberSignedIn({ id: 'mem_1' }, { id: 'mem_1' })).toBe(false);
    expect(anotherMemberSignedIn({ id: 'mem_1' }, { id: 'mem_2' })).toBe(true);
    expect(anotherMemberSignedIn(null, { id: 'mem_2' })).toBe(false);
  });
});

describe('gate rules', () => {
  it('ADMIN-8, SIGNUP-FORM-8 (0009): group products open the firm-admin form, others the individual form', () => {
    expect(signUpAudience([essentials])).toBe('individual');
    expect(signUpAudience([firmPlan])).toBe('group');
    expect(signUpAudience([essentials, firmPlan])).toBe('group');
    expect(cartAudiences([essentials, firmPlan])).toEqual(['individual', 'group']);
  });

  it('SCOPE-11, ROLE-14: the association email is asked for in organisation checkouts and for the NOMA product', () => {
    expect(associationEmailRequired(101, [essentials])).toBe(true);
    expect(associationEmailRequired(null, [nomaPlan])).toBe(true);
    expect(associationEmailRequired(null, [essentials, firmPlan])).toBe(false);
  });

  it('PAGELOAD-4, PAGELOAD-5 (0010): only a new sign-in with another stored address conflicts', () => {
    const member = memberFor('member@example.com');
    expect(nomaEmailBelongsToSomeoneElse('noma.member@noma.org', null, member)).toBe(true);
    expect(nomaEmailBelongsToSomeoneElse(' MEMBER@example.com ', null, member)).toBe(false);
    expect(nomaEmailBelongsToSomeoneElse(null, null, member)).toBe(false);
    expect(nomaEmailBelongsToSomeoneElse('', null, member)).toBe(false);
    // The same member again (a reload) is not a new sign-in.
    expect(nomaEmailBelongsToSomeoneElse('noma.member@noma.org', member, member)).toBe(false);
    expect(nomaEmailBelongsToSomeoneElse('noma.member@noma.org', memberFor('nocard@example.com'), member)).toBe(true);
  });
});

describe('the plan refuses a saved bank account (ROLE-17, CONST-23, CONST-24, docs/decisions/0045)', () => {
  const bank = paymentMethodsFor('firm.admin@example.com');
  const individual = { audience: 'individual' } as const;
  const group = { audience: 'group' } as const;

  it('ROLE-17, CONST-23: an individual plan refuses a saved bank account, and takes a saved card', () => {
    expect(bank[0]?.type).toBe('us_bank_account');
    expect(savedMethodRefusedByThePlan(bank, [individual])).toBe(true);
    expect(savedMethodRefusedByThePlan(paymentMethodsFor('member@example.com'), [individual])).toBe(false);
    expect(savedMethodRefusedByThePlan([], [individual])).toBe(false);
  });

  it('CONST-24: a cart with a group plan in it takes the bank account, even beside an individual plan', () => {
    expect(savedMethodRefusedByThePlan(bank, [group])).toBe(false);
    expect(savedMethodRefusedByThePlan(bank, [individual, group])).toBe(false);
  });
});
