import { VisuallyHidden } from '@radix-ui/react-visually-hidden';
import { useTranslation } from 'react-i18next';
import { StyledButton } from '../../shared/ui/Button';
import { StyledErrorMessage, StyledMessage, StyledSkeletonLine } from './xmloffersStyles';

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
  const { t } = useTranslation('xmloffers');
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
  return <StyledMessage>{message}</StyledMessage>;
}
