import type { ReelStatus } from '@flyerdesk/domain/reels';
import { useTranslation } from 'react-i18next';
import styled, { type DefaultTheme } from 'styled-components';

type Tone = 'muted' | 'success' | 'warning';

const TONE: Record<ReelStatus, Tone> = {
  DRAFT: 'muted',
  PUBLISHED: 'success',
  DEACTIVATED: 'warning',
};

/** A distinct shape per status, so statuses differ without relying on colour alone. */
const SHAPE: Record<ReelStatus, string> = {
  DRAFT: '✎',
  PUBLISHED: '●',
  DEACTIVATED: '⊘',
};

function toneColour(theme: DefaultTheme, tone: Tone): string {
  return tone === 'muted' ? theme.colors.textMuted : theme.colors[tone];
}

/** A reel's status: translated name, theme colour and shape; "expired" beside it once its visibility has ended. */
export function ReelStatusBadge({ status, expired = false }: { status: ReelStatus; expired?: boolean }) {
  const { t } = useTranslation('reels');
  const tone = TONE[status];
  return (
    <StyledWrap>
      <StyledBadge $tone={tone} data-status={status} data-testid="reel-status">
        <StyledShape $tone={tone} aria-hidden="true">
          {SHAPE[status]}
        </StyledShape>
        {t(`status.${status}`)}
      </StyledBadge>
      {expired ? <StyledExpired data-testid="reel-expired">{t('expired')}</StyledExpired> : null}
    </StyledWrap>
  );
}

const StyledWrap = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
`;

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

const StyledExpired = styled.span`
  padding: ${({ theme }) => `0 ${theme.space(1.5)}`};
  border: 1px dashed ${({ theme }) => theme.colors.textMuted};
  border-radius: ${({ theme }) => theme.radius};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;
