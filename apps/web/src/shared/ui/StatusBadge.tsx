import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { LeafletStatus } from '../../__generated__/graphql';

/** A distinct shape per status, so statuses differ without relying on colour alone. */
const SHAPE: Record<LeafletStatus, string> = {
  ACTIVE: '●',
  READY_FOR_DISACTIVATION: '▼',
  READY_FOR_ACTIVATION: '▲',
  INACTIVE: '○',
  DELETED: '✕',
  IMPORTED: '◆',
};

/** A leaflet's status: translated name, status colour and shape. */
export function StatusBadge({ status }: { status: LeafletStatus }) {
  const { t } = useTranslation('common');
  return (
    <StyledBadge $status={status} data-status={status}>
      <StyledShape $status={status} aria-hidden="true">
        {SHAPE[status]}
      </StyledShape>
      {t(`leafletStatus.${status}`)}
    </StyledBadge>
  );
}

const StyledBadge = styled.span<{ $status: LeafletStatus }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1.5)};
  padding: ${({ theme }) => `${theme.space(0.5)} ${theme.space(2)}`};
  border: 1px solid ${({ theme, $status }) => theme.status[$status]};
  border-left-width: 4px;
  border-radius: ${({ theme }) => theme.radius};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.font.size.sm};
  white-space: nowrap;
`;

const StyledShape = styled.span<{ $status: LeafletStatus }>`
  color: ${({ theme, $status }) => theme.status[$status]};
  font-size: 0.8em;
`;
