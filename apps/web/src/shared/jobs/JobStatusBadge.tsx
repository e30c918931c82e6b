import styled, { type DefaultTheme } from 'styled-components';
import type { JobStatus } from '../../__generated__/graphql';
import { useJobTexts } from './useJobTexts';

type Tone = 'muted' | 'info' | 'warning' | 'success' | 'danger';

const TONE: Record<JobStatus, Tone> = {
  PENDING: 'muted',
  QUEUED: 'muted',
  STARTED: 'info',
  PROCESSING: 'info',
  RETRYING: 'warning',
  SUCCESS: 'success',
  FAILED: 'danger',
  CANCELLED: 'muted',
};

/** A distinct shape per status, so statuses differ without relying on colour alone. */
const SHAPE: Record<JobStatus, string> = {
  PENDING: '◌',
  QUEUED: '○',
  STARTED: '◔',
  PROCESSING: '◑',
  RETRYING: '↻',
  SUCCESS: '✓',
  FAILED: '✕',
  CANCELLED: '⊘',
};

export function toneColour(theme: DefaultTheme, tone: Tone): string {
  return tone === 'muted' ? theme.colors.textMuted : theme.colors[tone];
}

/** A job's status: translated name, theme colour and shape. */
export function JobStatusBadge({ status }: { status: JobStatus }) {
  const texts = useJobTexts();
  const tone = TONE[status];
  return (
    <StyledBadge $tone={tone} data-status={status} data-testid="job-status">
      <StyledShape $tone={tone} aria-hidden="true">
        {SHAPE[status]}
      </StyledShape>
      {texts.status(status)}
    </StyledBadge>
  );
}

const StyledBadge = styled.span<{ $tone: Tone }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1.5)};
  padding: ${({ theme }) => `${theme.space(0.5)} ${theme.space(2)}`};
  border: 1px solid ${({ theme, $tone }) => toneColour(theme, $tone)};
  border-left-width: 4px;
  border-radius: ${({ theme }) => theme.radius};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.font.size.sm};
  white-space: nowrap;
`;

const StyledShape = styled.span<{ $tone: Tone }>`
  color: ${({ theme, $tone }) => toneColour(theme, $tone)};
  font-size: 0.9em;
`;
