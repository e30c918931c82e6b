import styled from 'styled-components';

/** Styled pieces both tabs of the scraper use. */

/** The tab's fields side by side, as many to a row as fit (one on a narrow screen). */
export const StyledFieldGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(15rem, 100%), 1fr));
  column-gap: ${({ theme }) => theme.space(4)};
  align-items: start;
`;

/** A stage of the work followed live: its heading (h3) over the job's progress. */
export const StyledJobStage = styled.section`
  min-width: 0;

  h3 {
    margin: 0 0 ${({ theme }) => theme.space(2)};
    font-size: ${({ theme }) => theme.font.size.md};
  }
`;
