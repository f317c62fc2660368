// The checkout's dialogs, each fetched the first time its actor opens it (lazy chunks carrying their
// own recipe): sign-up / sign-in (auth), 'Create your company' (company), the NOMA email (noma),
// the completion modal and the ARE thank-you dialog (checkout).
import { useSelector } from '@xstate/react';
import { lazy, Suspense, useEffect } from 'react';
import { selectAuthDialogIsOpen } from '../../../machines/auth/page-numbers.ts';
import { selectCompletion, selectOrganisationDialogsNext } from '../../../machines/checkout/selectors.ts';
import { selectCompanyDialog } from '../../../machines/company/selectors.ts';
import { selectNomaDialog } from '../../../machines/noma/selectors.ts';
import type { AuthRef, CheckoutRef, CompanyRef, NomaRef } from './actor-refs.ts';
import { prefetch } from '../../lib/page-ready.ts';
import { useOpenedOnce } from './use-opened-once.ts';

export const loadAuthDialog = () => import('../auth/AuthDialog.tsx');
const AuthDialog = lazy(loadAuthDialog);
const loadCompanyDialog = () => import('../organisation/CompanyDialog.tsx');
const CompanyDialog = lazy(loadCompanyDialog);
const loadNomaDialog = () => import('../organisation/NomaDialog.tsx');
const NomaDialog = lazy(loadNomaDialog);
const CompletionDialog = lazy(() => import('./CompletionDialog.tsx'));
const ThankYouDialog = lazy(() => import('./ThankYouDialog.tsx'));

export interface CheckoutDialogsProps {
  checkout: CheckoutRef;
  auth: AuthRef | undefined;
  company: CompanyRef | undefined;
  noma: NomaRef | undefined;
}

export function CheckoutDialogs({ checkout, auth, company, noma }: CheckoutDialogsProps) {
  const authOpen = useOpenedOnce(useSelector(auth, (snapshot) => (snapshot ? selectAuthDialogIsOpen(snapshot) : false)));
  const companyOpen = useOpenedOnce(useSelector(company, (snapshot) => (snapshot ? selectCompanyDialog(snapshot).open : false)));
  const nomaOpen = useOpenedOnce(useSelector(noma, (snapshot) => (snapshot ? selectNomaDialog(snapshot).open : false)));
  const completion = useSelector(checkout, (snapshot) => {
    const view = selectCompletion(snapshot);
    return view === null ? 'none' : view.thankYouOpen ? 'thank you' : view.arePurchase ? 'modal after thank you' : 'modal';
  });
  const thankYouShown = useOpenedOnce(completion === 'thank you');
  // Fetched with their machines' code: a gate's dialog then covers page 0 as its state begins,
  // instead of leaving 'Proceed to Checkout' clickable (and refused) while its chunk arrives.
  const organisationNext = useSelector(checkout, selectOrganisationDialogsNext);
  useEffect(() => {
    if (!organisationNext) return;
    for (const load of [loadCompanyDialog, loadNomaDialog]) prefetch(load);
  }, [organisationNext]);
  const completionShown = useOpenedOnce(completion !== 'none');

  // One boundary per dialog: a dialog still loading never hides one already open.
  return (
    <>
      {auth !== undefined && authOpen && (
        <Suspense fallback={null}>
          <AuthDialog actorRef={auth} />
        </Suspense>
      )}
      {company !== undefined && companyOpen && (
        <Suspense fallback={null}>
          <CompanyDialog actorRef={company} />
        </Suspense>
      )}
      {noma !== undefined && nomaOpen && (
        <Suspense fallback={null}>
          <NomaDialog actorRef={noma} />
        </Suspense>
      )}
      {thankYouShown && (
        <Suspense fallback={null}>
          <ThankYouDialog checkout={checkout} />
        </Suspense>
      )}
      {completionShown && (
        <Suspense fallback={null}>
          <CompletionDialog checkout={checkout} />
        </Suspense>
      )}
    </>
  );
}
