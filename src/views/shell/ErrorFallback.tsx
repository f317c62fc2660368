// The checkout router's error boundary (rule TOPBAR-11): the error screen with the route's error.
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { useBrowser } from '../../app/app-context.tsx';
import { describeThrown, ErrorScreen } from './ErrorScreen.tsx';

/** A readable message for anything that can be thrown, a route's 404 included. */
export function describeError(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`.trim();
  return describeThrown(error);
}

/** The router's error boundary. */
export function ErrorFallback() {
  const error = useRouteError();
  const { navigation } = useBrowser();
  return <ErrorScreen message={describeError(error)} onReload={() => navigation.reload()} />;
}
