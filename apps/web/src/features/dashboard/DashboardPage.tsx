import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { ShopsPanel } from './ShopsPanel';

/** The dashboard (/dashboard): shops and their leaflets. */
export default function DashboardPage() {
  const { t } = useTranslation('dashboard');
  return (
    <StyledPage>
      <StyledTitle>{t('title')}</StyledTitle>
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
