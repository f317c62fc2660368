// @vitest-environment jsdom
// Live mode, Back then Forward between pages 1 and 2 (issue 16): the page's card form unmounts and
// mounts again, and Stripe's address element is given what was typed before as its default values
// (the address and phone the payment actor kept, and the name kept beside them), so nothing typed
// in it is lost; the card fields start empty, as Stripe's elements keep them only while mounted.
import { act, cleanup, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CardFormState } from '../../../machines/payment/card-provider-port.ts';
import { CardProviderForm } from '../../../src/adapters/card-provider/CardProviderForm.tsx';
import { createCardProviderRegistry, type CardProviderRegistry } from '../../../src/adapters/card-provider/registry.ts';
import { fakeStripe } from './fake-stripe.ts';
import { renderWithChakra } from './support.tsx';

const TYPED = {
  name: 'Maya Member',
  address: { line1: '1 Market St', line2: 'Suite 5', city: 'San Francisco', state: 'CA', postal_code: '94105', country: 'US' },
  phone: '+14155550101',
};

/** Page 2's card form in live mode, as PaymentDetailsStep renders it. */
async function mountForm(registry: CardProviderRegistry, kept: CardFormState | null) {
  const fake = fakeStripe();
  const onChange = vi.fn((_state: CardFormState) => undefined);
  const view = renderWithChakra(
    <CardProviderForm setup={{ mode: 'live', registry, loadStripe: () => Promise.resolve(fake.stripe) }} total={37430} audience="individual" onChange={onChange} kept={kept} />,
  );
  // The Stripe form is a lazy part of CardProviderForm: wait for it, then for Stripe.js.
  await waitFor(() => expect(fake.created.has('address')).toBe(true));
  return { ...view, fake, onChange };
}

afterEach(() => cleanup());

describe("Stripe's address element after Back then Forward", () => {
  it('starts from the kept billing address, phone and name (PAGE2-5, PAGE2-6, CHECKOUT-FLOW-1)', async () => {
    const registry = createCardProviderRegistry({ confirmSavedPayment: vi.fn() });
    const first = await mountForm(registry, null);
    expect(first.fake.created.get('address')?.options).toEqual({ mode: 'billing', fields: { phone: 'always' } });
    act(() => first.fake.created.get('address')?.emit('change', { elementType: 'address', elementMode: 'billing', complete: true, empty: false, isNewAddress: true, value: TYPED }));
    // What the payment actor keeps: the form state last reported.
    const kept = first.onChange.mock.calls.at(-1)?.[0] ?? null;
    expect(kept?.address?.address1).toBe('1 Market St');
    first.unmount();

    const again = await mountForm(registry, kept);
    expect(again.fake.created.get('address')?.options).toEqual({
      mode: 'billing',
      fields: { phone: 'always' },
      defaultValues: {
        name: 'Maya Member',
        phone: '+14155550101',
        address: { line1: '1 Market St', line2: 'Suite 5', city: 'San Francisco', state: 'CA', postal_code: '94105', country: 'US' },
      },
    });
  });

  it('keeps the restored address when the payment element reports first (VALID-CHECKOUT-2)', async () => {
    const registry = createCardProviderRegistry({ confirmSavedPayment: vi.fn() });
    const kept: CardFormState = {
      paymentComplete: true,
      addressComplete: true,
      address: { address1: '1 Market St', address2: null, city: 'San Francisco', state: 'CA', postalCode: '94105', country: 'US' },
      phone: '+14155550101',
    };
    const { fake, onChange } = await mountForm(registry, kept);
    expect(fake.created.get('address')?.options).toMatchObject({ defaultValues: { name: null, phone: '+14155550101', address: { line1: '1 Market St', line2: null } } });
    act(() => fake.created.get('payment')?.emit('change', { elementType: 'payment', complete: false, empty: true, collapsed: false, value: { type: 'card' } }));
    // The card fields start empty; the address and phone are still the kept ones.
    expect(onChange.mock.calls.at(-1)?.[0]).toEqual({ ...kept, paymentComplete: false });
  });
});
