// The route table of index.html (spec section 2). The checkout route is eager (it is the landing
// page); the return page loads on demand. The billing widget's routes are widget.html's (ADR 0016).
import { createBrowserRouter, type RouteObject } from 'react-router';
import { CheckoutPage } from '../views/checkout/CheckoutPage.tsx';
import { AppLayout } from '../views/shell/AppLayout.tsx';
import { ErrorFallback } from '../views/shell/ErrorFallback.tsx';

/** Rendered while a lazy route's code loads on first visit; the page stays white, not broken. */
const Loading = () => null;

export const routes: RouteObject[] = [
  {
    id: 'root',
    path: '/',
    ErrorBoundary: ErrorFallback,
    HydrateFallback: Loading,
    children: [
      {
        // Rules ROUTE-1..3: / and /{id} show the checkout, with the top bar and chat.
        Component: AppLayout,
        children: [
          { index: true, Component: CheckoutPage },
          { path: ':id', Component: CheckoutPage },
        ],
      },
      // Rules ROUTE-8, ROUTE-9: the card provider's return address.
      { path: 'return-page', lazy: () => import('../views/shell/ReturnPage.tsx').then((m) => ({ Component: m.ReturnPage })) },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);
