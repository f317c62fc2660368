// Which plans the app treats as exam preparation: it has no flag for them, only their names (spec 1,
// CONST-25). Run over the sandbox catalogue's own names through the rules the checkout, the plan
// card and the payment use.
import { describe, expect, it } from 'vitest';
import catalogue from '../../../sandbox/catalogue.json';
import { isArePurchase, planExtras, prorationTarget } from '../../../machines/checkout/rules.ts';
import { isPlanSwitch } from '../../../machines/payment/rules.ts';

const names = catalogue.products.map((product) => product.name);
const named = (name: string) => ({ name });
const held = (id: string, name: string) => ({ id, name, status: 'active' as const });

describe('exam-preparation plans', () => {
  it('SCOPE-2: they are the plans whose names contain ARE, ARE 5.0 or CSE; the others are not', () => {
    // The catalogue holds ARE 5.0, CSE and other plans, so each check below bites both ways.
    expect(names.filter((name) => name.includes('ARE 5.0')).length).toBeGreaterThan(1);
    expect(names).toContain('CSE Pro 1-Month Subscription');
    expect(names).toEqual(expect.arrayContaining(['Architecture Essentials 12-Month Subscription', 'Firm Essentials 12-Month Subscription']));

    for (const name of names) {
      const are = name.includes('ARE');
      // ARE: the thank-you dialog after buying, and a plan switch for a member holding ARE 5.0.
      expect(isArePurchase([name])).toBe(are);
      expect(isPlanSwitch({ items: [{ ...named(name), price_id: 'p', audience: 'individual' }], subscriptions: [held('sub_are', 'ARE 5.0 Pro 1-Month Subscription')] })).toBe(are);
      // ARE 5.0: the plan card lists the six divisions, and a held one is what proration runs against.
      expect(planExtras(name).allDivisions).toBe(name.includes('ARE 5.0'));
      expect(prorationTarget([named('ARE 5.0 Expert 1-Month Subscription')], [held('sub_held', name)])).toBe(name.includes('ARE 5.0') ? 'sub_held' : null);
      // Only an ARE cart is prorated against the ARE 5.0 subscription, and not one holding a CSE plan:
      // any other cart is a new purchase (CONFIRM-1).
      expect(prorationTarget([named(name)], [held('sub_are', 'ARE 5.0 Pro 1-Month Subscription')])).toBe(are && !name.includes('CSE') ? 'sub_are' : null);
    }
    // A plan without those names gets none of it (the name match keeps its case: 'Architecture' is no ARE).
    for (const name of ['Architecture Essentials 12-Month Subscription', 'Firm Essentials 12-Month Subscription']) {
      expect(isArePurchase([name])).toBe(false);
      expect(planExtras(name).allDivisions).toBe(false);
      expect(prorationTarget([named('ARE 5.0 Expert 1-Month Subscription')], [held('sub_held', name)])).toBeNull();
    }
  });
});
