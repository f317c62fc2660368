// The checkout flow for a given set of actors (CheckoutPage finds them by systemId; tests pass their
// own): the loading shape, then the order summary beside page 0, 1 or 2 (or the waitlist screen in
// their place), and the dialogs. Steps change with a CSS fade; focus moves to the new step's title.
import { shallowEqual, useSelector } from '@xstate/react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { selectIsLeaving, selectIsLoading, selectPage, selectProceedButton } from '../../../machines/checkout/selectors.ts';
import { selectWaitlistScreen } from '../../../machines/waitlist/selectors.ts';
import type { CardProviderSetup } from '../../adapters/card-provider/index.ts';
import { prefetch, whenPageIsIdle, whenVisitorActs } from '../../lib/page-ready.ts';
import { prefetchCheckoutPart } from '../../app/checkout-parts.ts';
import type { AuthRef, CheckoutRef, CompanyRef, CouponRef, NomaRef, PaymentRef, PricingRef, WaitlistRef } from './actor-refs.ts';
import { CheckoutDialogs, loadAuthDialog } from './CheckoutDialogs.tsx';
import { CheckoutLayout } from './CheckoutLayout.tsx';
import { LoadingStatus, StepSkeleton, SummarySkeleton } from './CheckoutSkeleton.tsx';
import { OrderStep } from './OrderStep.tsx';
import { OrderSummary } from './OrderSummary.tsx';

const loadPaymentMethod = () => import('./PaymentMethodStep.tsx');
const PaymentMethodStep = lazy(loadPaymentMethod);
const loadPaymentDetails = () => import('./PaymentDetailsStep.tsx');
const PaymentDetailsStep = lazy(loadPaymentDetails);
const WaitlistScreen = lazy(() => import('../organisation/WaitlistScreen.tsx'));

/** Proceed leads to sign-in and then page 1: fetch both ahead, with the machines they start (0035). */
const prefetchProceed = () => {
  prefetch(loadAuthDialog);
  prefetch(loadPaymentMethod);
  prefetchCheckoutPart('sign-up');
  prefetchCheckoutPart('payment');
};
const prefetchDetails = () => prefetch(loadPaymentDetails);
/** Page 1 once the visitor reaches for page 0 (a page nobody touches loads none of it, ADR 0047). */
const prefetchPageOne = () => {
  prefetch(loadPaymentMethod);
  prefetchCheckoutPart('payment');
};

export interface CheckoutActors {
  checkout: CheckoutRef | undefined;
  coupon: CouponRef | undefined;
  pricing: PricingRef | undefined;
  payment: PaymentRef | undefined;
  auth: AuthRef | undefined;
  company: CompanyRef | undefined;
  noma: NomaRef | undefined;
  waitlist: WaitlistRef | undefined;
}

export interface CheckoutScreenProps {
  actors: CheckoutActors;
  cardProvider: CardProviderSetup;
}

function Loading() {
  return (
    <>
      <LoadingStatus />
      <CheckoutLayout busy summary={<SummarySkeleton />} steps={<StepSkeleton />} />
    </>
  );
}

export function CheckoutScreen({ actors, cardProvider }: CheckoutScreenProps) {
  return actors.checkout ? <CheckoutFlow actors={actors} checkout={actors.checkout} cardProvider={cardProvider} /> : <Loading />;
}

function CheckoutFlow({ actors, checkout, cardProvider }: CheckoutScreenProps & { checkout: CheckoutRef }) {
  const state = useSelector(
    checkout,
    (snapshot) => ({
      page: selectPage(snapshot),
      loading: selectIsLoading(snapshot),
      leaving: selectIsLeaving(snapshot),
      // ALREADY-SUB-2: nothing to buy, so no step beside the summary's message.
      blocked: selectProceedButton(snapshot) === 'hidden',
    }),
    shallowEqual,
  );
  const waitlistShown = useSelector(actors.waitlist, (snapshot) => (snapshot ? selectWaitlistScreen(snapshot).stage !== 'hidden' : false));
  // Focus moves to a step's title only when the person came from another step.
  const [seen, setSeen] = useState({ page: state.page, moved: false });
  if (seen.page !== state.page) setSeen({ page: state.page, moved: seen.page !== null });
  const focusTitle = seen.moved || (seen.page !== null && seen.page !== state.page);

  // The next step's code is fetched while the person reads this one.
  useEffect(() => {
    if (state.page === 0) whenVisitorActs(prefetchPageOne);
    if (state.page === 1) whenPageIsIdle(prefetchDetails, 4000);
  }, [state.page]);

  if (state.page === null || state.loading || state.leaving) {
    return (
      <>
        <Loading />
        <CheckoutDialogs checkout={checkout} auth={actors.auth} company={actors.company} noma={actors.noma} />
      </>
    );
  }

  let steps;
  if (waitlistShown && actors.waitlist !== undefined) {
    steps = (
      <Suspense fallback={<StepSkeleton />}>
        <WaitlistScreen actorRef={actors.waitlist} />
      </Suspense>
    );
  } else if (state.page === 0 && state.blocked) {
    steps = null;
  } else if (state.page === 0) {
    steps = <OrderStep key="page-0" checkout={checkout} focusTitle={focusTitle} onPrefetchAuth={prefetchProceed} />;
  } else if (state.page === 1) {
    steps = (
      <Suspense key="page-1" fallback={<StepSkeleton />}>
        <PaymentMethodStep checkout={checkout} payment={actors.payment} focusTitle={focusTitle} onPrefetchDetails={prefetchDetails} />
      </Suspense>
    );
  } else if (state.page === 2) {
    steps = (
      <Suspense key="page-2" fallback={<StepSkeleton />}>
        <PaymentDetailsStep checkout={checkout} payment={actors.payment} pricing={actors.pricing} cardProvider={cardProvider} focusTitle={focusTitle} />
      </Suspense>
    );
  } else {
    // Complete: the modal tells the rest; the summary stays with its prices hidden (SUMMARY-19).
    steps = null;
  }

  return (
    <>
      <CheckoutLayout summary={<OrderSummary checkout={checkout} coupon={actors.coupon} pricing={actors.pricing} />} steps={steps} />
      <CheckoutDialogs checkout={checkout} auth={actors.auth} company={actors.company} noma={actors.noma} />
    </>
  );
}
