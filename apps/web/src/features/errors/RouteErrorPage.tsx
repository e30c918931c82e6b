import { useEffect } from 'react';
import { useRouteError } from 'react-router-dom';
import { logError } from '../../shared/errorLog/errorLogStore';
import { ErrorFallback } from './ErrorBoundary';
import { ErrorLogDialog } from './ErrorLogDialog';

/** Last resort of the router: an error outside any screen's own boundary. */
export function RouteErrorPage() {
  const error = useRouteError();
  useEffect(() => {
    logError(error);
  }, [error]);
  return (
    <main>
      <ErrorFallback onRetry={() => window.location.reload()} />
      <ErrorLogDialog showTrigger={false} />
    </main>
  );
}
