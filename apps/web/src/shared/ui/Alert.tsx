import type { ReactNode } from 'react';
import styled from 'styled-components';

type Tone = 'danger' | 'warning' | 'info' | 'success';

const StyledAlert = styled.div<{ $tone: Tone }>`
  padding: ${({ theme }) => `${theme.space(3)} ${theme.space(4)}`};
  margin-bottom: ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radius};
  border: 1px solid ${({ theme, $tone }) => theme.colors[$tone]};
  border-left-width: 4px;
  background: ${({ theme }) => theme.colors.surfaceAlt};
  color: ${({ theme }) => theme.colors.text};
`;

/** A message box; `danger` is announced immediately (role alert), the others politely (role status). */
export function Alert({ tone, children }: { tone: Tone; children: ReactNode }) {
  return (
    <StyledAlert $tone={tone} role={tone === 'danger' ? 'alert' : 'status'}>
      {children}
    </StyledAlert>
  );
}
