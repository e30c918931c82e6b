import { VisuallyHidden } from '@radix-ui/react-visually-hidden';
import { useTranslation } from 'react-i18next';
import styled, { keyframes } from 'styled-components';
import { StyledButton } from './Button';

/** Placeholder lines while something loads, announced to assistive technology by its label. */
export function LoadingState({ label, lines = 3 }: { label: string; lines?: number }) {
  return (
    <div role="status" aria-label={label} aria-busy="true">
      <VisuallyHidden>{label}</VisuallyHidden>
      {Array.from({ length: lines }, (_, i) => (
        <StyledSkeletonLine key={i} aria-hidden="true" />
      ))}
    </div>
  );
}

/** A failed load: what failed, and a way to try again. */
export function ErrorState({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation('common');
  return (
    <StyledErrorMessage role="alert">
      <span>{message}</span>
      <StyledButton type="button" onClick={onRetry}>
        {t('retry')}
      </StyledButton>
    </StyledErrorMessage>
  );
}

export function EmptyState({ message }: { message: string }) {
  return <StyledStateMessage>{message}</StyledStateMessage>;
}

const StyledStateMessage = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(4)};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledErrorMessage = styled(StyledStateMessage)`
  color: ${({ theme }) => theme.colors.danger};
`;

const pulse = keyframes`
  0% { opacity: 1; }
  50% { opacity: 0.45; }
  100% { opacity: 1; }
`;

const StyledSkeletonLine = styled.div`
  height: ${({ theme }) => theme.space(6)};
  margin: ${({ theme }) => theme.space(2)} 0;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  animation: ${pulse} 1.4s ease-in-out infinite;

  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;
