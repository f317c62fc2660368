// The checkout route ('/' and '/{id}', ROUTE-1..3): finds the checkout's actors by systemId and shows
// the flow, with the 'Network service issue' dialog of the page.
import { useCardProviderSetup } from '../../app/card-provider-context.tsx';
import { useSystemActor } from '../../app/use-system-actor.ts';
import { NetworkDialogHost } from '../network/NetworkDialogHost.tsx';
import type { AuthRef, CheckoutRef, CompanyRef, CouponRef, NomaRef, PaymentRef, PricingRef, WaitlistRef } from './actor-refs.ts';
import { CheckoutScreen } from './CheckoutScreen.tsx';

export function CheckoutPage() {
  const actors = {
    checkout: useSystemActor<CheckoutRef>('checkout'),
    coupon: useSystemActor<CouponRef>('coupon'),
    pricing: useSystemActor<PricingRef>('pricing'),
    payment: useSystemActor<PaymentRef>('payment'),
    auth: useSystemActor<AuthRef>('auth'),
    company: useSystemActor<CompanyRef>('company'),
    noma: useSystemActor<NomaRef>('noma'),
    waitlist: useSystemActor<WaitlistRef>('waitlist'),
  };
  const cardProvider = useCardProviderSetup();
  return (
    <>
      <CheckoutScreen actors={actors} cardProvider={cardProvider} />
      <NetworkDialogHost />
    </>
  );
}
