import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import styled, { css } from 'styled-components';

/** Dropdown menu parts (Radix: arrow keys, typeahead, Escape) in the app's look. */
export const MenuRoot = DropdownMenu.Root;
export const MenuTrigger = DropdownMenu.Trigger;
export const MenuPortal = DropdownMenu.Portal;
export const MenuRadioGroup = DropdownMenu.RadioGroup;

export const StyledMenuContent = styled(DropdownMenu.Content)`
  min-width: 200px;
  z-index: 60;
  padding: ${({ theme }) => theme.space(1)};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  box-shadow: ${({ theme }) => theme.shadow};
`;

const item = css`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
  border-radius: ${({ theme }) => theme.radius};
  cursor: pointer;
  outline: none;
  &[data-highlighted] {
    background: ${({ theme }) => theme.colors.surfaceAlt};
    box-shadow: inset 0 0 0 2px ${({ theme }) => theme.colors.focus};
  }
`;

export const StyledMenuItem = styled(DropdownMenu.Item)`
  ${item}
`;

export const StyledMenuRadioItem = styled(DropdownMenu.RadioItem)`
  ${item}
  &[data-state='checked'] {
    font-weight: 700;
  }
`;

export const StyledMenuLabel = styled(DropdownMenu.Label)`
  padding: ${({ theme }) => `${theme.space(1)} ${theme.space(3)}`};
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const StyledMenuSeparator = styled(DropdownMenu.Separator)`
  height: 1px;
  margin: ${({ theme }) => theme.space(1)} 0;
  background: ${({ theme }) => theme.colors.border};
`;
