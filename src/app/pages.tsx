// Which screen index.html shows (spec section 2): the root actor's page, read from the address
// once at start-up (page-context.ts routeOf, the same reading the app machine starts from). No
// router: nothing in the checkout navigates inside the app, so a route table would only repeat
// routeOf (and cost page 0 about 11 kB gzip, ADR 0021). The billing widget is widget.html's.
import { lazy, Suspense } from 'react';
import type { AppPage } from '../../machines/app/app.machine.ts';
import { CheckoutPage } from '../views/checkout/CheckoutPage.tsx';
import { AppLayout } from '../views/shell/AppLayout.tsx';
import { NotFoundScreen } from '../views/shell/NotFoundScreen.tsx';
import { PageErrorBoundary } from '../views/shell/PageErrorBoundary.tsx';

const ReturnPage = lazy(() => import('../views/shell/ReturnPage.tsx').then((m) => ({ default: m.ReturnPage })));

function PageFor({ page }: { page: AppPage }) {
  switch (page) {
    // Rules ROUTE-1..3: / and /{id} show the checkout, with the top bar and chat.
    case 'checkout':
      return (
        <AppLayout>
          <CheckoutPage />
        </AppLayout>
      );
    // Rules ROUTE-8, ROUTE-9: the card provider's return address; white while its code loads.
    case 'return':
      return (
        <Suspense fallback={null}>
          <ReturnPage />
        </Suspense>
      );
    // widget.html serves the widget's addresses; index.html reaching one is a serving mistake.
    case 'widget':
    case 'other':
      return <NotFoundScreen />;
  }
}

export function AppPages({ page }: { page: AppPage }) {
  return (
    // TOPBAR-11: a render error anywhere shows the error screen, not a blank page.
    <PageErrorBoundary>
      <PageFor page={page} />
    </PageErrorBoundary>
  );
}
