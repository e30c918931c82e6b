import { Component, useEffect, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { StyledButton } from '../ui/Button';
import { ERROR_MESSAGES_NS } from './describeError';
import {
  currentPage,
  isChunkLoadError,
  listenForPreloadErrors,
  noteChunkLoadFailure,
  registerInlineOffer,
  useInlineOfferShown,
  useNewVersionAvailable,
} from './newVersion';

const StyledPrompt = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => `${theme.space(3)} ${theme.space(4)}`};
  border: 1px solid ${({ theme }) => theme.colors.info};
  border-left-width: 4px;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadow};

  p {
    flex: 1 1 16rem;
    min-width: 0;
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const StyledFloating = styled.div`
  position: fixed;
  z-index: 60;
  left: 50%;
  bottom: ${({ theme }) => theme.space(4)};
  transform: translateX(-50%);
  width: max-content;
  max-width: calc(100vw - ${({ theme }) => theme.space(8)});
`;

/** "A new version of Flyerdesk is available — reload", with the Reload button (announced as an alert). */
export function NewVersionPrompt() {
  const { t } = useTranslation(ERROR_MESSAGES_NS);
  return (
    <StyledPrompt role="alert" data-testid="new-version-prompt">
      <p>{t('newVersion.text')}</p>
      <StyledButton type="button" $variant="primary" onClick={() => currentPage.reload()}>
        {t('newVersion.reload')}
      </StyledButton>
    </StyledPrompt>
  );
}

/** The offer shown in place of a screen whose module failed to load (the floating one then stays away). */
export function InlineNewVersionPrompt() {
  useEffect(() => registerInlineOffer(), []);
  return <NewVersionPrompt />;
}

/**
 * Listens for the preload-error event for the whole app and, once a module failed to load, offers the
 * reload over whatever is on screen (unless a screen already offers it in its own place).
 */
export function NewVersionNotice() {
  useEffect(() => listenForPreloadErrors(window), []);
  const available = useNewVersionAvailable();
  const shownInline = useInlineOfferShown();
  if (!available || shownInline) return null;
  return (
    <StyledFloating>
      <NewVersionPrompt />
    </StyledFloating>
  );
}

interface BoundaryState {
  error: unknown;
  failed: boolean;
}

/**
 * Catches a module that failed to load below it (a lazy screen of the previous version): records it in
 * the error log and shows the reload offer instead of the screen. Any other error goes on to the
 * boundary above.
 */
export class ChunkLoadBoundary extends Component<{ children: ReactNode }, BoundaryState> {
  override state: BoundaryState = { error: undefined, failed: false };

  static getDerivedStateFromError(error: unknown): BoundaryState {
    return { error, failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    if (isChunkLoadError(error)) noteChunkLoadFailure(error, info.componentStack ?? '');
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    if (isChunkLoadError(this.state.error)) return <InlineNewVersionPrompt />;
    // Not a module that failed to load: the boundary above records and shows it.
    throw this.state.error;
  }
}
