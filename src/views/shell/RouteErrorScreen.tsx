// index.html's routes' errorElement (rule TOPBAR-11): an address no route knows shows '404 Not
// Found'; an error thrown while a route renders shows its message (never the stack, which React
// Router's default screen prints even in production) and is reported through the telemetry port,
// as the widget page's boundary does (PageErrorBoundary.tsx).
import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { useBrowser } from '../../app/app-context.tsx';
import { describeThrown, ErrorScreen } from './ErrorScreen.tsx';

export function RouteErrorScreen() {
  const error = useRouteError();
  const { navigation, telemetry } = useBrowser();
  const unmatched = isRouteErrorResponse(error);
  useEffect(() => {
    // A 404 is an address someone typed, not a fault of the app.
    if (!unmatched) telemetry.reportError(error, { where: 'route' });
  }, [error, unmatched, telemetry]);
  const message = unmatched ? `${error.status} ${error.statusText}` : describeThrown(error);
  return <ErrorScreen message={message} onReload={() => navigation.reload()} />;
}
