import styled, { keyframes } from 'styled-components';

const spin = keyframes`to { transform: rotate(360deg); }`;

const StyledSpinnerWrap = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(8)};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledSpinner = styled.span`
  width: 20px;
  height: 20px;
  border-radius: 50%;
  border: 3px solid ${({ theme }) => theme.colors.border};
  border-top-color: ${({ theme }) => theme.colors.primary};
  animation: ${spin} 0.8s linear infinite;
`;

/** Busy indicator with a text label for screen readers and sighted users alike. */
export function Loading({ label }: { label: string }) {
  return (
    <StyledSpinnerWrap role="status" aria-live="polite">
      <StyledSpinner aria-hidden="true" />
      <span>{label}</span>
    </StyledSpinnerWrap>
  );
}
