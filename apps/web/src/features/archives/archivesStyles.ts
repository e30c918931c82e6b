import styled from 'styled-components';

export const StyledMuted = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(4)};
  color: ${({ theme }) => theme.colors.textMuted};
  max-width: 72ch;
`;

/** A small marker next to a value (e.g. "expired"). */
export const StyledTag = styled.span`
  display: inline-block;
  margin-inline-start: ${({ theme }) => theme.space(2)};
  padding: 0 ${({ theme }) => theme.space(2)};
  border: 1px solid ${({ theme }) => theme.colors.warning};
  border-radius: ${({ theme }) => theme.radius};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.font.size.sm};
  white-space: nowrap;
`;

/** Controls side by side, wrapping onto the next line on narrow screens. */
export const StyledControls = styled.div<{ $spread?: boolean }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: ${({ $spread }) => ($spread ? 'space-between' : 'flex-start')};
  gap: ${({ theme }) => theme.space(3)};
`;

export const StyledSelect = styled.select`
  font: inherit;
  min-height: 36px;
  max-width: 100%;
  padding: 0 ${({ theme }) => theme.space(2)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
`;

/** A select with its label above it, in the list's toolbar. */
export const StyledLabelled = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  flex: 0 1 240px;
  min-width: 0;

  label {
    font-weight: 600;
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;
