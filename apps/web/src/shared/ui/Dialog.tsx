import * as RadixDialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Icon } from './Icon';
import { StyledIconButton } from './Button';

const StyledOverlay = styled(RadixDialog.Overlay)`
  position: fixed;
  inset: 0;
  background: ${({ theme }) => theme.colors.overlay};
  z-index: 50;
`;

const StyledContent = styled(RadixDialog.Content)`
  position: fixed;
  z-index: 51;
  top: 50%;
  left: 50%;
  transform: translate(-50%, -50%);
  width: min(960px, calc(100vw - 32px));
  max-height: calc(100vh - 64px);
  overflow: auto;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  box-shadow: ${({ theme }) => theme.shadow};
  padding: ${({ theme }) => theme.space(6)};
`;

const StyledHeader = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(4)};
  margin-bottom: ${({ theme }) => theme.space(4)};
`;

const StyledTitle = styled(RadixDialog.Title)`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.lg};
`;

export interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** Accessible name of the close button. */
  closeLabel: string;
  description?: string;
  children: ReactNode;
}

/** Modal dialog (focus trapped, Escape closes, focus returns to the opener). */
export function Dialog({ open, onOpenChange, title, closeLabel, description, children }: DialogProps) {
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <StyledOverlay />
        <StyledContent {...(description ? {} : { "aria-describedby": undefined })}>
          <StyledHeader>
            <StyledTitle>{title}</StyledTitle>
            <RadixDialog.Close asChild>
              <StyledIconButton type="button" aria-label={closeLabel}>
                <Icon name="close" />
              </StyledIconButton>
            </RadixDialog.Close>
          </StyledHeader>
          {description ? <RadixDialog.Description>{description}</RadixDialog.Description> : null}
          {children}
        </StyledContent>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
