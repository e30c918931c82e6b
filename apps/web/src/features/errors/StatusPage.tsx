import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Icon, type IconKey } from '../../shared/ui/Icon';

const StyledStatus = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  text-align: center;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(12)} ${({ theme }) => theme.space(4)};
  color: ${({ theme }) => theme.colors.text};
  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.xl};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const StyledBadge = styled.div`
  color: ${({ theme }) => theme.colors.primary};
`;

/** A full message screen: icon, heading, explanation and an optional action. */
export function StatusPage({ icon, title, text, children }: { icon: IconKey; title: string; text: string; children?: ReactNode }) {
  return (
    <StyledStatus>
      <StyledBadge>
        <Icon name={icon} size={64} />
      </StyledBadge>
      <h1>{title}</h1>
      <p>{text}</p>
      {children}
    </StyledStatus>
  );
}
