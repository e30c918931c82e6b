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

/**
 * The horizontal scroll box of a leaflets table on narrow screens. It is the containing block of the
 * table's visually hidden texts (positioned absolutely), so they scroll with the table instead of
 * widening the page.
 */
export const StyledTableScroll = styled.div`
  position: relative;
  // Contains its absolutely placed content (a visually hidden caption), which would otherwise widen the page.
  position: relative;
  overflow-x: auto;
  ${focusRing}
`;

/** A table of leaflets (a shop's live ones, its archive). */
export const StyledLeafletTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.font.size.md};

  th,
  td {
    padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    vertical-align: top;
  }

  thead th {
    position: sticky;
    top: 0;
    background: ${({ theme }) => theme.colors.surfaceAlt};
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.font.size.sm};
    font-weight: 600;
    text-align: left;
  }

  tbody tr:hover {
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
`;
