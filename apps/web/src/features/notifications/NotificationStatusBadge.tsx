import styled, { type DefaultTheme } from 'styled-components';
import type { NotificationStatus } from '../../__generated__/graphql';
import { useNotificationTexts } from './useNotificationTexts';

type Tone = 'muted' | 'info' | 'success' | 'danger';

const TONE: Record<NotificationStatus, Tone> = {
  PLANNED: 'muted',
  SENDING: 'info',
  SENT: 'success',
  FAILED: 'danger',
  CANCELLED: 'muted',
};

/** A distinct shape per status, so statuses differ without relying on colour alone. */
const SHAPE: Record<NotificationStatus, string> = {
  PLANNED: '◷',
  SENDING: '◑',
  SENT: '✓',
  FAILED: '✕',
  CANCELLED: '⊘',
};

function toneColour(theme: DefaultTheme, tone: Tone): string {
  return tone === 'muted' ? theme.colors.textMuted : theme.colors[tone];
}

/** A notification's status: translated name, theme colour and shape. */
export function NotificationStatusBadge({ status }: { status: NotificationStatus }) {
  const texts = useNotificationTexts();
  const tone = TONE[status];
  return (
    <StyledBadge $tone={tone} data-status={status} data-testid="notification-status">
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
