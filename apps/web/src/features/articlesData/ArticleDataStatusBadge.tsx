import { useTranslation } from 'react-i18next';
import styled, { type DefaultTheme } from 'styled-components';
import type { ArticleDataStatus } from '../../__generated__/graphql';

/** A distinct shape per status, so statuses differ without relying on colour alone. */
const SHAPE: Record<ArticleDataStatus, string> = {
  NOT_MATCHED: '○',
  MATCHED: '◐',
  CONFIRMED: '✓',
  DELETED: '✕',
};

function colour(theme: DefaultTheme, status: ArticleDataStatus): string {
  switch (status) {
    case 'MATCHED':
      return theme.colors.warning;
    case 'CONFIRMED':
      return theme.colors.success;
    case 'DELETED':
      return theme.colors.danger;
    default:
      return theme.colors.textMuted;
  }
}

/** An article-data item's matching status: translated name, colour and shape. */
export function ArticleDataStatusBadge({ status }: { status: ArticleDataStatus }) {
  const { t } = useTranslation('articlesData');
  return (
    <StyledBadge $status={status} data-status={status} data-testid="article-data-status">
      <StyledShape $status={status} aria-hidden="true">
        {SHAPE[status]}
      </StyledShape>
      {t(`status.${status}`)}
    </StyledBadge>
  );
}

const StyledBadge = styled.span<{ $status: ArticleDataStatus }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1.5)};
  padding: ${({ theme }) => `${theme.space(0.5)} ${theme.space(2)}`};
  border: 1px solid ${({ theme, $status }) => colour(theme, $status)};
  border-left-width: 4px;
  border-radius: ${({ theme }) => theme.radius};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.font.size.sm};
  white-space: nowrap;
`;

const StyledShape = styled.span<{ $status: ArticleDataStatus }>`
  color: ${({ theme, $status }) => colour(theme, $status)};
  font-size: 0.9em;
`;
