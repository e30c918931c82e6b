import { lazy, Suspense, useEffect } from 'react';
import { useRouteError } from 'react-router-dom';
import { logError } from '../../shared/errorLog/errorLogStore';
import { useErrorLogOpen } from '../../shared/errorLog/errorLogDialogState';
import { reportRenderError } from '../../shared/errorReporting/errorReporting';
import { ChunkLoadBoundary } from '../../shared/errors/NewVersionPrompt';
import { ErrorFallback } from './ErrorBoundary';

// The log's dialog (and its dialog library) loads when the log is opened, not with the first page.
const ErrorLogDialog = lazy(() => import('./ErrorLogDialog').then((module) => ({ default: module.ErrorLogDialog })));

/** Last resort of the router: an error outside any screen's own boundary. */
export function RouteErrorPage() {
  const error = useRouteError();
  const logOpen = useErrorLogOpen();
  useEffect(() => {
    logError(error);
    // Thrown errors only: the router also ends here with answers such as "not found".
    if (error instanceof Error) reportRenderError(error);
  }, [error]);
  return (
    <main>
      <ErrorFallback onRetry={() => window.location.reload()} />
      {logOpen ? (
        <ChunkLoadBoundary>
          <Suspense fallback={null}>
            <ErrorLogDialog showTrigger={false} />
          </Suspense>
        </ChunkLoadBoundary>
      ) : null}
    </main>
  );
}
