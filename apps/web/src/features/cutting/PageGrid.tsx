import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled, { keyframes, type DefaultTheme } from 'styled-components';
import type { JobStepFieldsFragment, JobStepStatus } from '../../__generated__/graphql';
import { useJobTexts } from '../../shared/jobs/useJobTexts';

export interface CutPage {
  step: JobStepFieldsFragment;
  /** Page number (1-based). */
  number: number;
}

/** The steps of a cut as pages in page order. */
export function toPages(steps: readonly JobStepFieldsFragment[] | null | undefined): CutPage[] {
  return (steps ?? [])
    .map((step, index) => ({ step, number: step.number ?? index + 1 }))
    .sort((a, b) => a.number - b.number);
}

export interface PageGridProps {
  pages: readonly CutPage[];
  /** Opens a rendered page in full size. */
  onOpen: (page: CutPage) => void;
}

/**
 * One card per page: its thumbnail once rendered, a spinner while waiting or rendering, the reason
 * when it failed. Every card is a button (keyboard reachable) named "Page N: status"; a rendered
 * page opens in full size.
 */
export function PageGrid({ pages, onOpen }: PageGridProps) {
  const { t } = useTranslation('cutting');
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <StyledHeading id={headingId}>{t('pages.heading')}</StyledHeading>
      <StyledGrid aria-labelledby={headingId} data-testid="cut-pages">
        {pages.map((page) => (
          <li key={page.step.key}>
            <PageCard page={page} onOpen={onOpen} />
          </li>
        ))}
      </StyledGrid>
    </section>
  );
}

function PageCard({ page, onOpen }: { page: CutPage; onOpen: (page: CutPage) => void }) {
  const { t } = useTranslation('cutting');
  const texts = useJobTexts();
  const errorId = useId();
  const { step, number } = page;
  const statusText = texts.stepStatus(step.status);
  const rendered = step.status === 'SUCCESS' && Boolean(step.imageUrl ?? step.thumbnailUrl);
  const busy = step.status === 'PENDING' || step.status === 'IN_PROGRESS';
  const failed = step.status === 'FAILED';
  const thumbnail = step.thumbnailUrl ?? step.imageUrl;

  return (
    <StyledCard
      type="button"
      $status={step.status}
      aria-label={t('pages.label', { number, status: statusText })}
      aria-disabled={rendered ? undefined : true}
      aria-describedby={failed ? errorId : undefined}
      aria-busy={busy || undefined}
      data-testid={`cut-page-${number}`}
      data-status={step.status}
      onClick={() => {
        if (rendered) onOpen(page);
      }}
    >
      <StyledThumb>
        {rendered && thumbnail ? (
          <img
            src={thumbnail}
            alt={t('pages.alt', { number })}
            loading="lazy"
            {...(step.width && step.height ? { width: step.width, height: step.height } : {})}
          />
        ) : busy ? (
          <StyledSpinner aria-hidden="true" />
        ) : (
          <StyledMark aria-hidden="true">{failed ? '✕' : '—'}</StyledMark>
        )}
      </StyledThumb>
      <StyledCaption>
        <StyledNumber>{t('pages.alt', { number })}</StyledNumber>
        <StyledStatus $status={step.status}>{statusText}</StyledStatus>
      </StyledCaption>
      {failed ? (
        <StyledReason id={errorId}>{step.errorCode ? texts.error(step.errorCode) : (step.error ?? statusText)}</StyledReason>
      ) : null}
    </StyledCard>
  );
}

function statusColour(theme: DefaultTheme, status: JobStepStatus): string {
  switch (status) {
    case 'SUCCESS':
      return theme.colors.success;
    case 'FAILED':
      return theme.colors.danger;
    case 'IN_PROGRESS':
      return theme.colors.info;
    default:
      return theme.colors.textMuted;
  }
}

const StyledHeading = styled.h3`
  margin: 0 0 ${({ theme }) => theme.space(2)};
  font-size: ${({ theme }) => theme.font.size.md};
`;

const StyledGrid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(9rem, 1fr));
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const StyledCard = styled.button<{ $status: JobStepStatus }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  width: 100%;
  height: 100%;
  padding: ${({ theme }) => theme.space(2)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-top: 3px solid ${({ theme, $status }) => statusColour(theme, $status)};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  text-align: left;
  cursor: pointer;

  &[aria-disabled='true'] {
    cursor: default;
  }

  &:hover:not([aria-disabled='true']) {
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
`;

const StyledThumb = styled.span`
  display: flex;
  align-items: center;
  justify-content: center;
  aspect-ratio: 3 / 4;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surfaceAlt};

  img {
    width: 100%;
    height: 100%;
    object-fit: contain;
  }
`;

const spin = keyframes`to { transform: rotate(360deg); }`;

const StyledSpinner = styled.span`
  width: 24px;
  height: 24px;
  border-radius: 50%;
  border: 3px solid ${({ theme }) => theme.colors.border};
  border-top-color: ${({ theme }) => theme.colors.info};
  animation: ${spin} 0.8s linear infinite;

  @media (prefers-reduced-motion: reduce) {
    animation-duration: 3s;
  }
`;

const StyledMark = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.xl};
`;

const StyledCaption = styled.span`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(1)};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const StyledNumber = styled.span`
  font-weight: 600;
`;

const StyledStatus = styled.span<{ $status: JobStepStatus }>`
  color: ${({ theme, $status }) => statusColour(theme, $status)};
`;

const StyledReason = styled.span`
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.font.size.sm};
`;
