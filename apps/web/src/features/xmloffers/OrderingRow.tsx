import { formatDate, formatDateTime } from '@flyerdesk/domain/dates';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import styled, { css } from 'styled-components';
import { graphql } from '../../__generated__/gql';
import { Icon } from '../../shared/ui/Icon';
import type { OrderingItem } from './orderingModel';
import { PriorityInput } from './PriorityInput';
import { StatusBadge } from '../../shared/ui/StatusBadge';
import { StyledRowButton, focusRing } from './xmloffersStyles';

export const OrderingRow_item = graphql(`
  fragment OrderingRow_item on OrderedLeaflet {
    position
    priority
    storeName
    leaflet {
      id
      naturalId
      status
      additionalInfo
      validFrom
      validTo
      untilEndOfSupply
      createdAt
      refreshedAt
      version
      priorities {
        android
        ios
        web
        wp
        android2
      }
    }
  }
`);

/** Columns of a row and of the list's header. */
export const ROW_COLUMNS = '2.75rem 3.75rem 5rem minmax(10rem, 1fr) 11.5rem 14rem 5rem';

export interface OrderingRowProps {
  item: OrderingItem;
  index: number;
  total: number;
  /** Top of the row in the virtual list, in pixels. */
  start: number;
  height: number;
  /** Priorities can be changed (a real platform, not "all platforms"). */
  reorderable: boolean;
  /** Who else is dragging this leaflet right now. */
  movingBy: string | undefined;
  onSetPriority: (leafletId: string, priority: number | null) => void;
  onRefresh: (leafletId: string) => void;
  onOpenDetails: (item: OrderingItem) => void;
}

/**
 * One leaflet at its place in the order: a sortable item of the virtual list. The row itself follows
 * the drag (every sortable row renders again when the order or the drag changes); what it shows is its
 * own component, rendered again only when the row's leaflet, place or priority changed.
 */
export const OrderingRow = memo(function OrderingRow({
  item,
  index,
  total,
  start,
  height,
  reorderable,
  movingBy,
  onSetPriority,
  onRefresh,
  onOpenDetails,
}: OrderingRowProps) {
  const { t } = useTranslation('xmloffers');
  const { leaflet } = item;
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: leaflet.id,
    disabled: !reorderable,
  });

  return (
    <StyledRow
      ref={setNodeRef}
      data-index={index}
      data-testid={`ordering-row-${leaflet.id}`}
      data-position={item.position}
      data-natural-id={leaflet.naturalId}
      data-moving-by={movingBy}
      aria-label={t('row.label', { position: item.position, naturalId: leaflet.naturalId })}
      aria-posinset={index + 1}
      aria-setsize={total}
      $dragging={isDragging}
      $marked={movingBy !== undefined}
      style={{ top: start, height, transform: CSS.Transform.toString(transform), transition }}
    >
      <StyledArea $area="handle">
        {reorderable && (
          <StyledHandle
            ref={setActivatorNodeRef}
            type="button"
            {...attributes}
            {...listeners}
            aria-label={t('row.move', { naturalId: leaflet.naturalId })}
            data-testid={`drag-handle-${leaflet.id}`}
          >
            <Icon name="drag" />
          </StyledHandle>
        )}
      </StyledArea>
      <RowCells
        item={item}
        reorderable={reorderable}
        movingBy={movingBy}
        onSetPriority={onSetPriority}
        onRefresh={onRefresh}
        onOpenDetails={onOpenDetails}
      />
    </StyledRow>
  );
});

type RowCellsProps = Pick<OrderingRowProps, 'item' | 'reorderable' | 'movingBy' | 'onSetPriority' | 'onRefresh' | 'onOpenDetails'>;

/** What a row shows besides its drag handle (cells of the row's grid). */
const RowCells = memo(function RowCells({ item, reorderable, movingBy, onSetPriority, onRefresh, onOpenDetails }: RowCellsProps) {
  const { t } = useTranslation('xmloffers');
  const { leaflet } = item;
  const notSet = t('row.notSet');
  const from = leaflet.validFrom ? formatDate(leaflet.validFrom) : notSet;
  const to = leaflet.untilEndOfSupply ? t('row.untilEndOfSupply') : leaflet.validTo ? formatDate(leaflet.validTo) : notSet;
  const title = leaflet.additionalInfo?.trim();

  return (
    <>
      <StyledPosition $area="position" data-testid="row-position">
        {t('row.positionValue', { position: item.position })}
      </StyledPosition>
      <StyledArea $area="priority">
        {reorderable ? (
          <PriorityInput
            leafletId={leaflet.id}
            naturalId={leaflet.naturalId}
            priority={item.priority ?? null}
            onCommit={(priority) => onSetPriority(leaflet.id, priority)}
          />
        ) : (
          <StyledMuted>
            {item.priority != null ? t('row.lowestPriority', { priority: item.priority }) : t('row.noPriority')}
          </StyledMuted>
        )}
      </StyledArea>
      <StyledMain $area="main">
        <StyledNaturalId title={leaflet.naturalId}>{leaflet.naturalId}</StyledNaturalId>
        <StyledTitle>
          <StyledShop>{item.storeName}</StyledShop>
          {' · '}
          {title ? title : <StyledMuted>{t('row.untitled')}</StyledMuted>}
        </StyledTitle>
        {movingBy !== undefined && <StyledMovingBy>{t('row.movingBy', { username: movingBy })}</StyledMovingBy>}
      </StyledMain>
      <StyledArea $area="status">
        <StatusBadge status={leaflet.status} />
      </StyledArea>
      <StyledDates $area="dates">
        <span>{t('row.validity', { from, to })}</span>
        <span>{t('row.created', { date: formatDateTime(leaflet.createdAt) })}</span>
        <span>
          {leaflet.refreshedAt ? t('row.refreshed', { date: formatDateTime(leaflet.refreshedAt) }) : t('row.neverRefreshed')}
        </span>
      </StyledDates>
      <StyledActions $area="actions">
        <StyledRowButton
          type="button"
          aria-label={t('row.refresh', { naturalId: leaflet.naturalId })}
          title={t('row.refresh', { naturalId: leaflet.naturalId })}
          onClick={() => onRefresh(leaflet.id)}
        >
          <span aria-hidden="true">⟳</span>
        </StyledRowButton>
        <StyledRowButton
          type="button"
          aria-label={t('row.details', { naturalId: leaflet.naturalId })}
          title={t('row.details', { naturalId: leaflet.naturalId })}
          aria-haspopup="dialog"
          onClick={() => onOpenDetails(item)}
        >
          <Icon name="eye" />
        </StyledRowButton>
      </StyledActions>
    </>
  );
});

type Area = 'handle' | 'position' | 'priority' | 'main' | 'status' | 'dates' | 'actions';

export const rowLayout = css`
  display: grid;
  grid-template-columns: ${ROW_COLUMNS};
  grid-template-areas: 'handle position priority main status dates actions';
  align-items: center;
  column-gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => `0 ${theme.space(3)}`};

  @media (max-width: ${({ theme }) => theme.breakpoints.mobileMax}) {
    grid-template-columns: 2.75rem 3.75rem 5rem 1fr;
    grid-template-areas:
      'handle position priority actions'
      'main main main main'
      'status status status status'
      'dates dates dates dates';
    align-content: center;
    row-gap: ${({ theme }) => theme.space(1.5)};
  }
`;

const StyledRow = styled.li<{ $dragging: boolean; $marked: boolean }>`
  ${rowLayout}
  position: absolute;
  left: 0;
  right: 0;
  box-sizing: border-box;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  list-style: none;

  /* A field's message overlaps the next rows. */
  &:focus-within,
  &:has([aria-invalid='true']) {
    z-index: 3;
  }

  ${({ $marked, theme }) =>
    $marked &&
    css`
      box-shadow: inset 4px 0 0 ${theme.colors.warning};
      background: ${theme.colors.surfaceAlt};
    `}

  ${({ $dragging, theme }) =>
    $dragging &&
    css`
      && {
        z-index: 10;
      }
      box-shadow: ${theme.shadow};
      outline: 2px solid ${theme.colors.focus};
    `}
`;

const StyledArea = styled.div<{ $area: Area }>`
  grid-area: ${({ $area }) => $area};
  min-width: 0;
`;

const StyledHandle = styled.button`
  display: inline-grid;
  place-items: center;
  width: 32px;
  height: 32px;
  padding: 0;
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radius};
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  cursor: grab;
  touch-action: none;

  &:hover {
    background: ${({ theme }) => theme.colors.surfaceAlt};
    color: ${({ theme }) => theme.colors.text};
  }

  ${focusRing}
`;

const StyledPosition = styled(StyledArea)`
  font-weight: 700;
  font-variant-numeric: tabular-nums;
`;

const StyledMain = styled(StyledArea)`
  display: flex;
  flex-direction: column;
  gap: 2px;
`;

const ellipsis = css`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const StyledNaturalId = styled.span`
  ${ellipsis}
  font-family: ${({ theme }) => theme.font.mono};
  font-weight: 600;
`;

const StyledShop = styled.span`
  font-weight: 600;
`;

const StyledTitle = styled.span`
  ${ellipsis}
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const StyledMovingBy = styled.span`
  ${ellipsis}
  color: ${({ theme }) => theme.colors.warning};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: 600;
`;

const StyledMuted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const StyledDates = styled(StyledArea)`
  display: flex;
  flex-direction: column;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
  line-height: 1.35;

  span {
    ${ellipsis}
  }
`;

const StyledActions = styled(StyledArea)`
  display: flex;
  gap: ${({ theme }) => theme.space(1)};
  justify-content: flex-end;
`;
