import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { logError } from '../../shared/errorLog/errorLogStore';
import { setErrorLogOpen } from '../../shared/errorLog/errorLogDialogState';
import { reportRenderError } from '../../shared/errorReporting/errorReporting';
import { StyledButton } from '../../shared/ui/Button';
import { StatusPage } from './StatusPage';

interface Props {
  children: ReactNode;
}

interface State {
  error: Error | undefined;
}

/** What a screen shows after it failed to render; the details are in the error log. */
export function ErrorFallback({ onRetry }: { onRetry?: () => void }) {
  const { t } = useTranslation('errors');
  return (
    <StatusPage icon="bug" title={t('boundary.title')} text={t('boundary.text')}>
      <div>
        {onRetry ? (
          <StyledButton type="button" $variant="primary" onClick={onRetry}>
            {t('boundary.retry')}
          </StyledButton>
        ) : null}{' '}
        <StyledButton type="button" onClick={() => setErrorLogOpen(true)}>
          {t('boundary.openLog')}
        </StyledButton>
      </div>
    </StatusPage>
  );
}

/** Catches render errors of a screen, records them in the error log (and the error reports) and offers a retry. */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: undefined };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    logError(error, info.componentStack ?? '');
    reportRenderError(error, info.componentStack ?? '');
  }

  override render(): ReactNode {
    if (this.state.error) return <ErrorFallback onRetry={() => this.setState({ error: undefined })} />;
    return this.props.children;
  }
}
