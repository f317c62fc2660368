// What index.html shows for an address no route knows (rule TOPBAR-11): the error screen with
// '404 Not Found', as the data router used to answer it.
import { useBrowser } from '../../app/app-context.tsx';
import { ErrorScreen } from './ErrorScreen.tsx';

export const NOT_FOUND_MESSAGE = '404 Not Found';

export function NotFoundScreen() {
  const { navigation } = useBrowser();
  return <ErrorScreen message={NOT_FOUND_MESSAGE} onReload={() => navigation.reload()} />;
}
