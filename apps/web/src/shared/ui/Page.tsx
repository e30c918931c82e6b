import styled from 'styled-components';

/** Content card of a screen. */
export const StyledPanel = styled.section`
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  box-shadow: ${({ theme }) => theme.shadow};
  padding: ${({ theme }) => theme.space(6)};
`;

export const StyledPageTitle = styled.h1`
  font-size: ${({ theme }) => theme.font.size.xl};
  margin: 0 0 ${({ theme }) => theme.space(4)};
`;
