import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type DragStartEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { SMALL_DEVICE_QUERY } from '@flyerdesk/domain/constants';
import { defaultRangeExtractor, useVirtualizer, type Range } from '@tanstack/react-virtual';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useMediaQuery } from '../../shared/useMediaQuery';
import type { OrderingItem } from './orderingModel';
import { OrderingRow, rowLayout } from './OrderingRow';

/** Height of a row; rows have a fixed height so the virtual list needs no measuring. */
export const ROW_HEIGHT = 76;
const SMALL_ROW_HEIGHT = 216;
/** Rows rendered beyond the visible ones on each side. */
const OVERSCAN = 8;

export interface OrderingListProps {
  items: readonly OrderingItem[];
  /** Name of the list for assistive technology. */
  label: string;
  /** Leaflets can be moved and their priorities typed (a real platform, not "all platforms"). */
  reorderable: boolean;
  /** Who else is dragging which leaflet (leaflet id → username). */
  movingBy: ReadonlyMap<string, string>;
  /** A leaflet dropped at a position (1-based) takes that position as its priority. */
  onMove: (leafletId: string, position: number) => void;
  onSetPriority: (leafletId: string, priority: number | null) => void;
  onRefresh: (leafletId: string) => void;
  onOpenDetails: (item: OrderingItem) => void;
  onDragStart: (leafletId: string) => void;
  onDragStop: () => void;
}

/**
 * The ordered leaflets of a platform: a virtual list (only the rows in view are in the page, so
 * thousands of leaflets stay fast) whose rows can be dragged to a new position with the pointer or
 * the keyboard; moves are announced to screen readers.
 */
export function OrderingList({
  items,
  label,
  reorderable,
  movingBy,
  onMove,
  onSetPriority,
  onRefresh,
  onOpenDetails,
  onDragStart,
  onDragStop,
}: OrderingListProps) {
  const { t } = useTranslation('xmloffers');
  const small = useMediaQuery(SMALL_DEVICE_QUERY);
  const rowHeight = small ? SMALL_ROW_HEIGHT : ROW_HEIGHT;
  const scrollRef = useRef<HTMLDivElement>(null);
  const [activeId, setActiveId] = useState<string | null>(null);

  const ids = useMemo(() => items.map((item) => item.leaflet.id), [items]);
  const indexOf = useCallback((id: UniqueIdentifier) => ids.indexOf(String(id)), [ids]);
  const activeIndex = activeId === null ? -1 : indexOf(activeId);

  // The dragged row stays in the page even when scrolled out of view.
  const rangeExtractor = useCallback(
    (range: Range) => {
      const indexes = defaultRangeExtractor(range);
      return activeIndex >= 0 && !indexes.includes(activeIndex) ? [...indexes, activeIndex].sort((a, b) => a - b) : indexes;
    },
    [activeIndex],
  );

  const virtualizer = useVirtualizer({
    count: items.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    getItemKey: (index) => items[index]?.leaflet.id ?? index,
    overscan: OVERSCAN,
    rangeExtractor,
  });

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const naturalIdOf = useCallback((id: UniqueIdentifier) => items[indexOf(id)]?.leaflet.naturalId ?? String(id), [items, indexOf]);
  const announcements = useMemo<Announcements>(() => {
    const total = items.length;
    return {
      onDragStart: ({ active }) =>
        t('drag.pickedUp', { naturalId: naturalIdOf(active.id), position: indexOf(active.id) + 1, total }),
      onDragOver: ({ active, over }) =>
        over
          ? t('drag.over', { naturalId: naturalIdOf(active.id), position: indexOf(over.id) + 1, total })
          : t('drag.outside', { naturalId: naturalIdOf(active.id) }),
      onDragEnd: ({ active, over }) =>
        over
          ? t('drag.dropped', { naturalId: naturalIdOf(active.id), position: indexOf(over.id) + 1, total })
          : t('drag.cancelled', { naturalId: naturalIdOf(active.id), position: indexOf(active.id) + 1 }),
      onDragCancel: ({ active }) =>
        t('drag.cancelled', { naturalId: naturalIdOf(active.id), position: indexOf(active.id) + 1 }),
    };
  }, [items.length, t, naturalIdOf, indexOf]);

  const handleDragStart = ({ active }: DragStartEvent) => {
    setActiveId(String(active.id));
    onDragStart(String(active.id));
  };
  const handleDragEnd = ({ active, over }: DragEndEvent) => {
    setActiveId(null);
    onDragStop();
    if (!over || over.id === active.id) return;
    const target = indexOf(over.id);
    if (target >= 0) onMove(String(active.id), target + 1);
  };
  const handleDragCancel = () => {
    setActiveId(null);
    onDragStop();
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      accessibility={{ announcements, screenReaderInstructions: { draggable: t('drag.instructions') } }}
      onDragStart={handleDragStart}
      onDragEnd={handleDragEnd}
      onDragCancel={handleDragCancel}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy} disabled={!reorderable}>
        <StyledHeader aria-hidden="true">
          <span style={{ gridArea: 'position' }}>{t('row.position')}</span>
          <span style={{ gridArea: 'priority' }}>{t('row.priority')}</span>
          <span style={{ gridArea: 'main' }}>{t('row.leaflet')}</span>
          <span style={{ gridArea: 'status' }}>{t('row.status')}</span>
          <span style={{ gridArea: 'dates' }}>{t('row.dates')}</span>
        </StyledHeader>
        <StyledScroll ref={scrollRef} data-testid="ordering-scroll">
          <StyledList aria-label={label} data-testid="ordering-list" style={{ height: virtualizer.getTotalSize() }}>
            {virtualizer.getVirtualItems().map((row) => {
              const item = items[row.index];
              if (!item) return null;
              return (
                <OrderingRow
                  key={item.leaflet.id}
                  item={item}
                  index={row.index}
                  total={items.length}
                  start={row.start}
                  height={rowHeight}
                  reorderable={reorderable}
                  movingBy={movingBy.get(item.leaflet.id)}
                  onSetPriority={onSetPriority}
                  onRefresh={onRefresh}
                  onOpenDetails={onOpenDetails}
                />
              );
            })}
          </StyledList>
        </StyledScroll>
      </SortableContext>
    </DndContext>
  );
}

const StyledHeader = styled.div`
  ${rowLayout}
  padding-top: ${({ theme }) => theme.space(2)};
  padding-bottom: ${({ theme }) => theme.space(2)};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: 600;

  @media (max-width: ${({ theme }) => theme.breakpoints.mobileMax}) {
    display: none;
  }
`;

const StyledScroll = styled.div`
  height: min(70vh, 760px);
  overflow: auto;
  overscroll-behavior: contain;
`;

const StyledList = styled.ol`
  position: relative;
  margin: 0;
  padding: 0;
`;
