import { useQuery } from '@apollo/client/react';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { afterNextPaint } from '../../shared/afterNextPaint';
import { useSession } from '../../shared/session/session';
import { PresenceAvatars } from '../../shared/presence/PresenceAvatars';
import { Alert } from '../../shared/ui/Alert';
import { ActivityLine } from './ActivityLine';
import { LeafletDetailsDialog, type DetailsTarget } from './LeafletDetailsDialog';
import { OrderingQuery } from './operations';
import { OrderingList } from './OrderingList';
import { ALL_PLATFORMS } from '@flyerdesk/domain/ordering';
import { withPriority, type OrderingItem } from './orderingModel';
import { EmptyState, ErrorState, LoadingState } from '../../shared/ui/States';
import { useOrderingLive } from './useOrderingLive';
import { DRAGGING, presenceRoom, usePresence } from './usePresence';
import { useRefreshLeaflet } from './useRefreshLeaflet';
import { useSetLeafletPriority } from './useSetLeafletPriority';
import { useUndoMove } from './useUndoMove';

export interface OrderingPanelProps {
  /** Platform key, or 'all'. */
  platform: string;
  /** Display name of the platform (or "All platforms"). */
  platformName: string;
}

/** One platform's order of promotions, live, with who else is working on it and what changed lately. */
export function OrderingPanel({ platform, platformName }: OrderingPanelProps) {
  const { t } = useTranslation('xmloffers');
  const me = useSession().user?.username;
  const reorderable = platform !== ALL_PLATFORMS;
  const { data, error, loading, refetch } = useQuery(OrderingQuery, {
    variables: { platform },
    fetchPolicy: 'cache-and-network',
    nextFetchPolicy: 'cache-first',
  });
  useOrderingLive(platform);
  const presence = usePresence(presenceRoom(platform));
  const setPriority = useSetLeafletPriority(platform);
  const refresh = useRefreshLeaflet(platform);
  const undo = useUndoMove(platform);
  const [details, setDetails] = useState<DetailsTarget | null>(null);

  const ordering = data?.ordering;
  const items = ordering?.items;

  // Who else is dragging which leaflet of this tab.
  const others = useMemo(
    () =>
      presence.members.filter(
        (member) => member.username !== me && member.activity === DRAGGING && member.subject != null && member.subject !== '',
      ),
    [presence.members, me],
  );
  const movingBy = useMemo(() => new Map(others.map((member) => [member.subject ?? '', member.username])), [others]);
  const movingLines = others.flatMap((member) => {
    const item = items?.find((candidate) => candidate.leaflet.id === member.subject);
    return item ? [{ username: member.username, naturalId: item.leaflet.naturalId }] : [];
  });

  // A drop is shown at once (the order the move makes, computed here), and handed to the cache and the
  // server right after that frame is painted: the drop never waits for a thousand rows to be written.
  const [dropped, setDropped] = useState<readonly OrderingItem[] | null>(null);
  const onMove = useCallback(
    (leafletId: string, position: number) => {
      if (items) setDropped(withPriority(items, platform, leafletId, position, false));
      afterNextPaint(() => {
        setDropped(null);
        void setPriority({ leafletId, priority: position });
      });
    },
    [items, platform, setPriority],
  );
  const onSetPriority = useCallback(
    (leafletId: string, priority: number | null) => void setPriority({ leafletId, priority }),
    [setPriority],
  );
  const onRefresh = useCallback((leafletId: string) => void refresh(leafletId), [refresh]);
  const onOpenDetails = useCallback(
    (item: OrderingItem) => setDetails({ leafletId: item.leaflet.id, naturalId: item.leaflet.naturalId, storeName: item.storeName }),
    [],
  );
  const retry = () => {
    refetch().catch(() => undefined);
  };

  let body;
  if (!ordering || !items) {
    body = error ? <ErrorState message={t('ordering.error')} onRetry={retry} /> : <LoadingState label={t('ordering.loading')} />;
  } else if (items.length === 0) {
    body = <EmptyState message={t('ordering.empty')} />;
  } else {
    body = (
      <>
        {error && <ErrorState message={t('ordering.error')} onRetry={retry} />}
        <OrderingList
          items={dropped ?? items}
          label={t('ordering.listLabel', { platform: platformName })}
          reorderable={reorderable}
          movingBy={movingBy}
          onMove={onMove}
          onSetPriority={onSetPriority}
          onRefresh={onRefresh}
          onOpenDetails={onOpenDetails}
          onDragStart={presence.startDragging}
          onDragStop={presence.stopDragging}
        />
      </>
    );
  }

  return (
    <StyledPanel data-testid={`ordering-panel-${platform}`} aria-busy={loading}>
      <StyledToolbar>
        {items && <StyledCount role="status">{t('ordering.count', { count: items.length })}</StyledCount>}
        <PresenceAvatars
          members={presence.members}
          me={me}
          label={t('presence.label')}
          youLabel={(username) => t('presence.you', { username })}
          data-testid="presence-avatars"
        />
      </StyledToolbar>
      <StyledMoving aria-live="polite" data-testid="presence-moving">
        {movingLines.map((line) => (
          <p key={`${line.username}:${line.naturalId}`}>{t('presence.moving', line)}</p>
        ))}
      </StyledMoving>
      {ordering && (
        <ActivityLine
          platform={platform}
          orderingVersion={ordering.version}
          me={me}
          onUndo={(move) => void undo(move)}
        />
      )}
      {reorderable ? (
        <StyledHint>{t('ordering.dragHint')}</StyledHint>
      ) : (
        <Alert tone="info">
          <span data-testid="all-platforms-notice">{t('ordering.allNotice')}</span>
        </Alert>
      )}
      {body}
      <LeafletDetailsDialog target={details} onClose={() => setDetails(null)} />
    </StyledPanel>
  );
}

const StyledPanel = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  padding-top: ${({ theme }) => theme.space(3)};
`;

const StyledToolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  min-height: 36px;
`;

const StyledCount = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const StyledMoving = styled.div`
  color: ${({ theme }) => theme.colors.warning};
  font-weight: 600;

  p {
    margin: 0;
  }

  &:empty {
    display: none;
  }
`;

const StyledHint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;
