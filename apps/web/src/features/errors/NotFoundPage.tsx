import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { StatusPage } from './StatusPage';

const StyledMain = styled.main`
  min-height: 100vh;
  display: grid;
  place-items: center;
`;

/** /404: any unknown address ends here. */
export function NotFoundPage() {
  const { t } = useTranslation('errors');
  return (
    <StyledMain>
      <StatusPage icon="404" title={t('notFound.title')} text={t('notFound.text')}>
        <Link to="/">{t('notFound.home')}</Link>
      </StatusPage>
    </StyledMain>
  );
}

/** /401: the signed-in user may not open what was asked for. */
export function UnauthorizedPage() {
  const { t } = useTranslation('errors');
  return (
    <StyledMain>
      <StatusPage icon="lock" title={t('unauthorized.title')} text={t('unauthorized.text')}>
        <Link to="/">{t('unauthorized.home')}</Link>
      </StatusPage>
    </StyledMain>
  );
}
