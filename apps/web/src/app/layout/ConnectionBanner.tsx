import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useConnectionStatus } from '../../shared/apollo/connectionMonitor';
import { useConnectionMonitor } from '../../shared/apollo/ConnectionContext';

const StyledBanner = styled.div`
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(4)}`};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  border-bottom: 2px solid ${({ theme }) => theme.colors.warning};
  color: ${({ theme }) => theme.colors.text};
  font-weight: 600;
`;

/** Tells the user while live updates are down; the data is refetched when the connection returns. */
export function ConnectionBanner() {
  const { t } = useTranslation('layout');
  const status = useConnectionStatus(useConnectionMonitor());
  return <div role="status">{status === 'lost' ? <StyledBanner>{t('connection.lost')}</StyledBanner> : null}</div>;
}
