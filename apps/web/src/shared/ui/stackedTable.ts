import { SMALL_DEVICE_QUERY } from '@flyerdesk/domain/constants';
import { css } from 'styled-components';
import { useMediaQuery } from '../useMediaQuery';

/**
 * Tables on narrow screens (≤ 767 px): each row becomes a stack of its cells, each cell labelled by
 * its column header, so no screen scrolls sideways. A table opts in with `data-stacked="true"` on the
 * <table> (useStackedTable), `data-label` (the column header's text) on every data cell, and each
 * cell's content in one element (so the label and the value stay side by side). Sortable column
 * headers (with aria-sort) stay on top as a row of buttons; the others are only read out.
 *
 * CSS `display` on table parts makes some browsers forget they are a table: stackedRoles gives the
 * parts their roles explicitly while stacked.
 */
export const stackedTableStyles = css`
  &[data-stacked='true'] {
    display: block;
    width: 100%;

    > thead,
    > tbody {
      display: block;
    }

    > thead > tr {
      display: flex;
      flex-wrap: wrap;
      align-items: center;
      gap: ${({ theme }) => `${theme.space(1)} ${theme.space(4)}`};
      padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
      background: ${({ theme }) => theme.colors.surfaceAlt};
      border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    }

    > thead > tr > th {
      display: block;
      position: static;
      padding: 0;
      border: 0;
      background: none;
      white-space: normal;
    }

    > thead > tr > th:not([aria-sort]) {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip: rect(0 0 0 0);
      white-space: nowrap;
    }

    > tbody > tr {
      display: flex;
      flex-direction: column;
      padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
      border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    }

    > tbody > tr > th,
    > tbody > tr > td {
      display: block;
      padding: ${({ theme }) => `${theme.space(1)} 0`};
      text-align: start;
      overflow-wrap: anywhere;
    }

    /* The row's name heads its stack, wherever its column is. */
    > tbody > tr > th[scope='row'] {
      order: -1;
      font-size: ${({ theme }) => theme.font.size.md};
    }

    > tbody > tr > td[data-label] {
      display: grid;
      grid-template-columns: minmax(6rem, 38%) minmax(0, 1fr);
      gap: ${({ theme }) => theme.space(3)};
      align-items: baseline;
    }

    /* The label is read out with the cell's column header already: shown, not spoken twice. */
    > tbody > tr > td[data-label]::before {
      content: attr(data-label);
      content: attr(data-label) / '';
      color: ${({ theme }) => theme.colors.textMuted};
      font-size: ${({ theme }) => theme.font.size.sm};
      font-weight: 600;
    }
  }
`;

type StackedRole = 'table' | 'rowgroup' | 'row' | 'columnheader' | 'rowheader' | 'cell';

/** Whether tables stack their rows now (narrow screen), and the explicit roles of their parts while they do. */
export function useStackedTable(): { stacked: boolean; stackedRole: (role: StackedRole) => { role?: StackedRole } } {
  const stacked = useMediaQuery(SMALL_DEVICE_QUERY);
  return { stacked, stackedRole: (role) => (stacked ? { role } : {}) };
}
