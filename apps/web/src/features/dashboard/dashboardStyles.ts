import styled, { css } from 'styled-components';

/** Small styled pieces shared by the dashboard's components. */

const focusRing = css`
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

export const StyledChevron = styled.span`
  display: inline-block;
  width: 1em;
  text-align: center;
  transition: transform 120ms ease-out;

  [data-state='open'] > & {
    transform: rotate(90deg);
  }

  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

export const focusRingStyles = focusRing;
