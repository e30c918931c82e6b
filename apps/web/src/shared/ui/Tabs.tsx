import * as RadixTabs from '@radix-ui/react-tabs';
import styled, { css } from 'styled-components';

/**
 * Tabs of a screen (Radix Tabs: arrow keys move between tabs, each tab names its panel): the row of
 * tabs underlined, the chosen one marked by a thick line in the primary colour. Screens put the parts
 * in a `TabsRoot` with the chosen value.
 */

export const TabsRoot = RadixTabs.Root;

const focusRing = css`
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

/** One tab of the row. */
export const Tab = styled(RadixTabs.Trigger)`
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(4)}`};
  border: 0;
  border-bottom: 3px solid transparent;
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  font: inherit;
  font-weight: 600;
  cursor: pointer;

  &:hover {
    color: ${({ theme }) => theme.colors.text};
  }

  &[data-state='active'] {
    border-bottom-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.text};
  }

  ${focusRing}
`;

export interface TabListStyleProps {
  /**
   * Keeps the tabs on one line, scrolling it sideways when they do not fit (narrower tabs, their focus
   * ring drawn inside); by default the tabs wrap onto more lines.
   */
  $scroll?: boolean;
  /** Leaves room between the row and the panel under it. */
  $spaced?: boolean;
}

/** The row of tabs; give it an accessible name (aria-label). */
export const TabList = styled(RadixTabs.List)<TabListStyleProps>`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(1)};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};

  ${({ $spaced, theme }) =>
    $spaced &&
    css`
      margin-bottom: ${theme.space(4)};
    `}

  ${({ $scroll, theme }) =>
    $scroll &&
    css`
      flex-wrap: nowrap;
      /* Contains its absolutely placed content (a visually hidden caption), which would otherwise widen the page. */
      position: relative;
      overflow-x: auto;

      ${Tab} {
        flex: none;
        padding: ${theme.space(2)} ${theme.space(3)};
      }

      ${Tab}:focus-visible {
        outline-offset: -2px;
      }
    `}
`;

/** The panel of one tab; a panel mounted while hidden (forceMount) takes no room. */
export const TabPanel = styled(RadixTabs.Content)`
  min-width: 0;

  &[hidden] {
    display: none;
  }

  ${focusRing}
`;
