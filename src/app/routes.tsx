// index.html's router (react-router, data mode): the route table (route-table.ts) with a screen per
// page. The router is the URL layer only: which screen an address shows and the checkout's history
// entries (step-history.ts); the root actor, started from the same table's match, decides the rest.
// The billing widget's addresses are widget.html's (ADR 0016): reaching them here is a serving
// mistake and shows the 404 screen.
import { lazy, Suspense, type ReactNode } from 'react';
import { createBrowserRouter, RouterProvider, type RouteObject } from 'react-router';
import type { AppPage } from '../../machines/app/app.machine.ts';
import { CheckoutPage } from '../views/checkout/CheckoutPage.tsx';
import { AppLayout } from '../views/shell/AppLayout.tsx';
import { NotFoundScreen } from '../views/shell/NotFoundScreen.tsx';
import { RouteErrorScreen } from '../views/shell/RouteErrorScreen.tsx';
import { ROUTE_TABLE } from './route-table.ts';
import { StepHistory } from './step-history.ts';

const ReturnPage = lazy(() => import('../views/shell/ReturnPage.tsx').then((m) => ({ default: m.ReturnPage })));

function screenFor(page: AppPage): ReactNode {
  switch (page) {
    // Rules ROUTE-1..3: / and /{id} show the checkout, with the top bar and chat.
    case 'checkout':
      return (
        <AppLayout>
          <CheckoutPage />
          <StepHistory />
        </AppLayout>
      );
    // Rules ROUTE-8, ROUTE-9: the card provider's return address; white while its code loads.
    case 'return':
      return (
        <Suspense fallback={null}>
          <ReturnPage />
        </Suspense>
      );
    case 'widget':
    case 'other':
      return <NotFoundScreen />;
  }
}

/** TOPBAR-11: one parent route whose errorElement catches every route's errors and unmatched addresses (404). */
export const APP_ROUTES: RouteObject[] = [
  {
    id: 'app',
    errorElement: <RouteErrorScreen />,
    children: ROUTE_TABLE.map(({ id, path, page }) => ({ id, path, element: screenFor(page) })),
  },
];

export function createAppRouter() {
  return createBrowserRouter(APP_ROUTES);
}

type AppRouterInstance = ReturnType<typeof createAppRouter>;

/** Rendered by src/main.tsx: react-router stays in this chunk, out of the entry widget.html shares. */
export function AppRouter({ router }: { router: AppRouterInstance }) {
  return <RouterProvider router={router} />;
}
