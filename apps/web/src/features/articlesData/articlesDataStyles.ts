import styled from 'styled-components';

/** Small styled pieces shared by the article-data panel's components. */

export const StyledTableWrap = styled.div`
  overflow: auto;
  max-height: 32rem;
`;

export const StyledTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  color: ${({ theme }) => theme.colors.text};

  caption {
    padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.font.size.sm};
    text-align: left;
  }

  th,
  td {
    padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
    border-top: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
    vertical-align: middle;
  }

  thead th {
    position: sticky;
    top: 0;
    z-index: 1;
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.font.size.sm};
    font-weight: 600;
    white-space: nowrap;
  }
`;

export const StyledMono = styled.span`
  font-family: ${({ theme }) => theme.font.mono};
  white-space: nowrap;
`;

export const StyledNoWrap = styled.td`
  white-space: nowrap;
`;

export const StyledMuted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

export const StyledNote = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;
