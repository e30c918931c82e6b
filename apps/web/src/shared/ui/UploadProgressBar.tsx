import type { ReactNode } from 'react';
import styled from 'styled-components';

export interface UploadProgressBarProps {
  /** The id of the progress element, which its label names. */
  id: string;
  label: string;
  /** Bytes sent of all. */
  progress: { loaded: number; total: number };
  testId: string;
  /** What is shown under the bar (e.g. the share sent in words). */
  children?: ReactNode;
}

/** How far the sending of an upload got: a labelled native progress bar, full width. */
export function UploadProgressBar({ id, label, progress, testId, children }: UploadProgressBarProps) {
  return (
    <StyledProgress>
      <label htmlFor={id}>{label}</label>
      <progress id={id} data-testid={testId} max={Math.max(progress.total, 1)} value={progress.loaded} />
      {children}
    </StyledProgress>
  );
}

const StyledProgress = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  margin-bottom: ${({ theme }) => theme.space(3)};

  progress {
    width: 100%;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
`;
