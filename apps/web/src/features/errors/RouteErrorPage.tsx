import { useEffect } from 'react';
import { useRouteError } from 'react-router-dom';
import { logError } from '../../shared/errorLog/errorLogStore';
import { reportRenderError } from '../../shared/errorReporting/errorReporting';
import { ErrorFallback } from './ErrorBoundary';
import { ErrorLogDialog } from './ErrorLogDialog';

/** Last resort of the router: an error outside any screen's own boundary. */
export function RouteErrorPage() {
  const error = useRouteError();
  useEffect(() => {
    logError(error);
    // Thrown errors only: the router also ends here with answers such as "not found".
    if (error instanceof Error) reportRenderError(error);
  }, [error]);
  return (
    <main>
      <ErrorFallback onRetry={() => window.location.reload()} />
      <ErrorLogDialog showTrigger={false} />
    </main>
  );
}
