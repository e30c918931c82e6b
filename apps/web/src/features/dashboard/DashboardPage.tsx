import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { ArticlesDataPanel } from '../articlesData/ArticlesDataPanel';
import { PublicationPanel } from '../publication/PublicationPanel';
import { ShopsPanel } from './ShopsPanel';

/** The dashboard (/dashboard): publishing of promotions, article data (when switched on), then shops and their leaflets. */
export default function DashboardPage() {
  const { t } = useTranslation('dashboard');
  return (
    <StyledPage>
      <StyledTitle>{t('title')}</StyledTitle>
      <PublicationPanel />
      <ArticlesDataPanel />
      <ShopsPanel />
    </StyledPage>
  );
}

const StyledPage = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
`;

const StyledTitle = styled.h1`
  margin: 0;
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.font.size.xl};
`;
