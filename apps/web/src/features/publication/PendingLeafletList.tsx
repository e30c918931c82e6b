import { formatDateTime } from '@flyerdesk/domain/dates';
import * as Collapsible from '@radix-ui/react-collapsible';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { graphql } from '../../__generated__/gql';
import type { PendingLeafletList_LeafletFragment } from '../../__generated__/graphql';
import { StyledChevron, StyledMessage, focusRing } from './publicationStyles';

export const PendingLeafletList_leaflet = graphql(`
  fragment PendingLeafletList_leaflet on Leaflet {
    id
    naturalId
    additionalInfo
    publishDate
  }
`);

/** Which of the two publication lists: leaflets to switch on, or to switch off. */
export type PendingKind = 'toActivate' | 'toDeactivate';

export interface PendingLeafletListProps {
  kind: PendingKind;
  leaflets: readonly PendingLeafletList_LeafletFragment[];
  /** Which leaflets the list holds, shown under its heading. */
  hint: ReactNode;
}

/**
 * One list of leaflets waiting for the next publication: heading with a count badge (a button that
 * folds the list, Enter/Space from the keyboard), the rule it follows, and the leaflets or an empty note.
 */
export function PendingLeafletList({ kind, leaflets, hint }: PendingLeafletListProps) {
  const { t } = useTranslation('publication');
  const [open, setOpen] = useState(true);
  const headingId = useId();
  const hintId = useId();
  const testId = kind === 'toActivate' ? 'publication-to-activate' : 'publication-to-deactivate';

  return (
    <StyledList aria-labelledby={headingId} data-testid={testId}>
      <Collapsible.Root open={open} onOpenChange={setOpen}>
        <StyledHeading id={headingId}>
          <StyledTrigger data-testid={`${testId}-toggle`} aria-describedby={hintId}>
            <StyledChevron aria-hidden="true">▸</StyledChevron>
            <span>{t(`${kind}.heading`)}</span>
            <StyledCount $kind={kind} data-testid={`${testId}-count`} data-count={leaflets.length}>
              {t('count', { count: leaflets.length })}
            </StyledCount>
          </StyledTrigger>
        </StyledHeading>
        <StyledHint id={hintId}>{hint}</StyledHint>
        <Collapsible.Content>
          {leaflets.length === 0 ? (
            <StyledMessage>{t(`${kind}.empty`)}</StyledMessage>
          ) : (
            <StyledTableWrap tabIndex={0} role="group" aria-labelledby={headingId}>
              <StyledTable aria-labelledby={headingId}>
                <thead>
                  <tr>
                    <th scope="col">{t('columns.naturalId')}</th>
                    <th scope="col">{t('columns.title')}</th>
                    <th scope="col">{t('columns.publishDate')}</th>
                  </tr>
                </thead>
                <tbody>
                  {leaflets.map((leaflet) => (
                    <tr key={leaflet.id} data-testid={`pending-leaflet-${leaflet.id}`}>
                      <StyledIdCell scope="row">{leaflet.naturalId}</StyledIdCell>
                      <td>
                        {leaflet.additionalInfo?.trim() ? (
                          leaflet.additionalInfo
                        ) : (
                          <StyledMuted>{t('leaflet.untitled')}</StyledMuted>
                        )}
                      </td>
                      <StyledNoWrap>
                        {leaflet.publishDate ? (
                          <time dateTime={leaflet.publishDate}>{formatDateTime(leaflet.publishDate)}</time>
                        ) : (
                          <StyledMuted>{t('leaflet.notSet')}</StyledMuted>
                        )}
                      </StyledNoWrap>
                    </tr>
                  ))}
                </tbody>
              </StyledTable>
            </StyledTableWrap>
          )}
        </Collapsible.Content>
      </Collapsible.Root>
    </StyledList>
  );
}

const StyledList = styled.section`
  min-width: 0;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
`;

const StyledHeading = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.md};
`;

const StyledTrigger = styled(Collapsible.Trigger)`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  width: 100%;
  padding: ${({ theme }) => `${theme.space(3)} ${theme.space(4)}`};
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-weight: 600;
  text-align: left;
  cursor: pointer;

  ${focusRing}
`;

const StyledCount = styled.span<{ $kind: PendingKind }>`
  padding: ${({ theme }) => `${theme.space(0.5)} ${theme.space(2)}`};
  border: 1px solid
    ${({ theme, $kind }) => theme.status[$kind === 'toActivate' ? 'READY_FOR_ACTIVATION' : 'READY_FOR_DISACTIVATION']};
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.surfaceAlt};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-variant-numeric: tabular-nums;
  font-weight: 500;
  white-space: nowrap;
`;

const StyledHint = styled.p`
  margin: 0;
  padding: ${({ theme }) => `0 ${theme.space(4)} ${theme.space(2)}`};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/** Long lists scroll inside the panel so the shops below stay within reach. */
const StyledTableWrap = styled.div`
  overflow: auto;
  max-height: 20rem;
`;

const StyledTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  color: ${({ theme }) => theme.colors.text};

  th,
  td {
    padding: ${({ theme }) => `${theme.space(2)} ${theme.space(4)}`};
    border-top: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
    vertical-align: top;
  }

  thead th {
    position: sticky;
    top: 0;
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.font.size.sm};
    font-weight: 600;
  }
`;

const StyledIdCell = styled.th`
  font-family: ${({ theme }) => theme.font.mono};
  font-weight: 600;
  white-space: nowrap;
`;

const StyledNoWrap = styled.td`
  white-space: nowrap;
`;

const StyledMuted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;
