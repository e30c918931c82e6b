import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useArticlesDataAccess } from './useArticlesDataAccess';

/**
 * Spec §4: a shop whose leaflets have article data matched but not confirmed yet is flagged; shown
 * only while the 'articles-data' switch is on.
 */
export function UnconfirmedMatchesBadge({ unconfirmed }: { unconfirmed: boolean }) {
  const { t } = useTranslation('articlesData');
  const { enabled } = useArticlesDataAccess();
  if (!enabled || !unconfirmed) return null;
  return (
    <StyledBadge data-testid="unconfirmed-matches-badge">
      <StyledShape aria-hidden="true">!</StyledShape>
      {t('shopBadge')}
    </StyledBadge>
  );
}

const StyledBadge = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1.5)};
  padding: ${({ theme }) => `${theme.space(0.5)} ${theme.space(2)}`};
  border: 1px solid ${({ theme }) => theme.colors.warning};
  border-left-width: 4px;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: 500;
  white-space: nowrap;
`;

const StyledShape = styled.span`
  color: ${({ theme }) => theme.colors.warning};
  font-weight: 700;
`;
