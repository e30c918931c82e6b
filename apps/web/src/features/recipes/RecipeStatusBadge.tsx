import styled from 'styled-components';
import type { RecipeStatus } from '../../__generated__/graphql';
import { useRecipeTexts } from './useRecipeTexts';

/** A distinct shape per status, so statuses differ without relying on colour alone. */
const SHAPE: Record<RecipeStatus, string> = {
  ACTIVE: '●',
  READY_FOR_DISACTIVATION: '▼',
  READY_FOR_ACTIVATION: '▲',
  INACTIVE: '○',
};

/** A cook's or recipe's status: its name, status colour and shape. */
export function RecipeStatusBadge({ status }: { status: RecipeStatus }) {
  const texts = useRecipeTexts();
  return (
    <StyledBadge $status={status} data-status={status} data-testid="recipe-status">
      <StyledShape $status={status} aria-hidden="true">
        {SHAPE[status]}
      </StyledShape>
      {texts.status(status)}
    </StyledBadge>
  );
}

const StyledBadge = styled.span<{ $status: RecipeStatus }>`
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

const StyledShape = styled.span<{ $status: RecipeStatus }>`
  color: ${({ theme, $status }) => theme.status[$status]};
  font-size: 0.8em;
`;
