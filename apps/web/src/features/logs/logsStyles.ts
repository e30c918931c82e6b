import styled, { css } from 'styled-components';
import { textControlStyles } from '../../shared/ui/TextField';

export const StyledMuted = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(4)};
  color: ${({ theme }) => theme.colors.textMuted};
  max-width: 72ch;
`;

/** Controls side by side, wrapping onto the next line on narrow screens. */
export const StyledRow = styled.div<{ $spread?: boolean }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: ${({ $spread }) => ($spread ? 'space-between' : 'flex-start')};
  gap: ${({ theme }) => theme.space(3)};
`;

const labelText = css`
  font-weight: 600;
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/**
 * The filter bar: fields in as many columns as fit (one on a phone), their controls on one line;
 * the fields' own bottom margins give way to the grid's gap.
 */
export const StyledFilterBar = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 200px), 1fr));
  align-items: end;
  gap: ${({ theme }) => theme.space(3)};
  margin-bottom: ${({ theme }) => theme.space(3)};

  & > * {
    margin: 0;
    min-width: 0;
  }

  label {
    ${labelText}
  }
`;

/** A select with its label above it. */
export const StyledSelectField = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  align-self: start;

  select {
    ${textControlStyles}
    min-height: 36px;
    max-width: 100%;
    padding-block: 0;
  }

  select:disabled {
    opacity: 0.6;
  }

  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;

export const StyledLiveToggle = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  min-height: 36px;
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(4)}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-weight: 600;
  cursor: pointer;

  &::before {
    content: '';
    width: 10px;
    height: 10px;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.textMuted};
  }

  &[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.colors.success};
  }

  &[aria-pressed='true']::before {
    background: ${({ theme }) => theme.colors.success};
  }
`;
