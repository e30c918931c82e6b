import styled, { css } from 'styled-components';

/** Small styled pieces shared by the screen's components. */

export const focusRing = css`
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

/** Small square button holding a glyph; the accessible name comes from aria-label. */
export const StyledRowButton = styled.button`
  display: inline-grid;
  place-items: center;
  min-width: 32px;
  height: 32px;
  padding: 0 ${({ theme }) => theme.space(2)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  cursor: pointer;

  &:hover:not(:disabled) {
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }

  &:disabled {
    opacity: 0.6;
    cursor: not-allowed;
  }

  ${focusRing}
`;
