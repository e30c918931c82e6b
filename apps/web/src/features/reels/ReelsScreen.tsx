import { formatDateTime } from '@flyerdesk/domain/dates';
import { formatPlatformName } from '@flyerdesk/domain/platforms';
import { REEL_ACTION_TYPES, REEL_MEDIA_TYPES, REEL_STATUSES } from '@flyerdesk/domain/reels';
import { useCallback, useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import type { ListFilterControl } from '../../shared/resource/ListToolbar';
import { ResourceScreen } from '../../shared/resource/ResourceScreen';
import type { ResourceColumn } from '../../shared/resource/ResourceTable';
import type { ListView } from '../../shared/resource/types';
import { formatValue } from '../../shared/resource/values';
import { Alert } from '../../shared/ui/Alert';
import { ReelActions } from './ReelActions';
import { ReelFields } from './ReelFields';
import { ReelsNav } from './ReelsNav';
import { reelEditor, reelsResource, SHOW_EXPIRED_PARAM, type ReelRecord } from './reelsResource';
import { ReelStatusBadge } from './ReelStatusBadge';
import { useReelChannelChoices } from './useReelChoices';

/**
 * The reels of /reels: the live list (newest first; by channel and status; expired reels hidden until
 * "Show expired" is on) and a reel's form with its media, action and platforms, publish and deactivate,
 * remove (archive) and restore, history, presence and edit lock.
 */
export function ReelsScreen() {
  const { t } = useTranslation('reels');
  const [params, setParams] = useSearchParams();
  const showExpired = params.get(SHOW_EXPIRED_PARAM) === '1';
  const chosenChannel = params.get('channelId') ?? '';
  const channels = useReelChannelChoices();

  const nameOf = useCallback(
    (list: readonly { id: string; name: string }[] | undefined) => (value: unknown) =>
      formatValue(typeof value === 'string' ? (list?.find((item) => item.id === value)?.name ?? value) : value, t),
    [t],
  );
  // A new reel starts in the channel the list shows, or in the only one there is.
  const defaultChannel = chosenChannel !== '' ? chosenChannel : channels.open?.length === 1 ? (channels.open[0]?.id ?? '') : '';
  const editor = useMemo(() => {
    const known = (all: readonly string[], key: string) => (value: unknown) =>
      typeof value === 'string' && all.includes(value) ? t(`${key}.${value}`) : formatValue(value, t);
    return reelEditor(
        {
          labels: {
            channelId: t('fields.channelId'),
            naturalId: t('fields.naturalId'),
            mediaURL: t('fields.mediaURL'),
            mediaType: t('fields.mediaType'),
            description: t('fields.description'),
            ctaButtonText: t('fields.ctaButtonText'),
            visibilityTime: t('fields.visibilityTime'),
            status: t('fields.status'),
            visibilityStartDate: t('fields.visibilityStartDate'),
            visibilityEndDate: t('fields.visibilityEndDate'),
            publishDate: t('fields.publishDate'),
            internalNote: t('fields.internalNote'),
            showOn: t('fields.showOn'),
            actionType: t('fields.actionType'),
            leafletId: t('fields.leafletId'),
            insertNumber: t('fields.insertNumber'),
            standardPageNumber: t('fields.standardPageNumber'),
            url: t('fields.url'),
            productName: t('fields.productName'),
          },
          channel: nameOf(channels.all),
          mediaType: known(REEL_MEDIA_TYPES, 'mediaType'),
          status: known(REEL_STATUSES, 'status'),
          action: known(REEL_ACTION_TYPES, 'action'),
          platforms: (value) => formatValue(Array.isArray(value) ? (value as unknown[]).map((key) => (typeof key === 'string' ? formatPlatformName(key) : key)) : value, t),
          dateTime: (value) => (typeof value === 'string' && value !== '' ? formatDateTime(value) : formatValue(value, t)),
        },
      defaultChannel,
    );
  }, [t, nameOf, channels.all, defaultChannel]);

  const columns = useMemo<ResourceColumn<ReelRecord>[]>(
    () => [
      { id: 'naturalId', header: t('columns.naturalId'), cell: (reel) => reel.naturalId, isName: true },
      { id: 'status', header: t('columns.status'), cell: (reel) => <ReelStatusBadge status={reel.status} expired={reel.expiry === 'EXPIRED'} /> },
      { id: 'channel', header: t('columns.channel'), cell: (reel) => reel.channelName, secondary: true },
      {
        id: 'visibilityStartDate',
        header: t('columns.visibility'),
        cell: (reel) => (
          <StyledNowrap>
            {t('summary.visibility', { from: formatDateTime(reel.visibilityStartDate), to: formatDateTime(reel.visibilityEndDate) })}
          </StyledNowrap>
        ),
      },
      { id: 'action', header: t('columns.action'), cell: (reel) => actionSummary(reel, t), secondary: true },
      {
        id: 'stats',
        header: t('columns.stats'),
        cell: (reel) => t('summary.stats', { impressions: reel.impressions, clicks: reel.clicks }),
        secondary: true,
        align: 'end',
      },
    ],
    [t],
  );

  const filters = useMemo<ListFilterControl[]>(
    () => [
      {
        name: 'channelId',
        label: t('filters.channel'),
        anyLabel: t('filters.any'),
        options: (channels.all ?? []).map((channel) => ({ value: channel.id, label: channel.name })),
      },
      {
        name: 'status',
        label: t('filters.status'),
        anyLabel: t('filters.any'),
        options: REEL_STATUSES.map((status) => ({ value: status, label: t(`status.${status}`) })),
      },
    ],
    [t, channels.all],
  );

  // Expired reels leave the list (and events of them stay out) unless "Show expired" is on.
  const listView = useCallback(
    (view: ListView): ListView => {
      const { expiry: _expiry, ...rest } = view.filter ?? {};
      return { ...view, filter: showExpired ? rest : { ...rest, expiry: 'CURRENT' } };
    },
    [showExpired],
  );

  const setShowExpired = (on: boolean) => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (on) next.set(SHOW_EXPIRED_PARAM, '1');
        else next.delete(SHOW_EXPIRED_PARAM);
        next.delete('offset');
        return next;
      },
      { replace: true },
    );
  };

  return (
    <ResourceScreen
      definition={reelsResource}
      editor={editor}
      title={t('reels.title')}
      tableLabel={t('reels.tableLabel')}
      columns={columns}
      emptyMessage={t('reels.empty')}
      newLabel={t('reels.new')}
      newTitle={t('reels.newTitle')}
      filters={filters}
      listView={listView}
      intro={
        <>
          <ReelsNav current="reels" />
          <StyledIntro>{t('reels.intro')}</StyledIntro>
          <ShowExpiredSwitch on={showExpired} onChange={setShowExpired} />
          {channels.open?.length === 0 ? <Alert tone="info">{t('reels.noChannels')}</Alert> : null}
        </>
      }
      renderFields={({ record }) => (
        <ReelFields
          channels={channels.open}
          currentChannel={record ? { id: record.channelId, name: record.channelName } : undefined}
        />
      )}
      renderExtra={(record, context) => <ReelActions reel={record} context={context} />}
    />
  );
}

/** Where a reel leads, in a few words. */
function actionSummary(reel: ReelRecord, t: (key: string, values?: Record<string, unknown>) => string): string {
  if (reel.actionType === 'URL') return reel.url ?? '';
  if (reel.actionType === 'SHOPPING_LIST') return reel.productName ?? '';
  const insert = reel.insertNumber != null;
  return t(insert ? 'summary.leafletInsert' : 'summary.leafletPage', {
    leafletId: reel.leafletId ?? '',
    page: insert ? reel.insertNumber : reel.standardPageNumber,
  });
}

/** "Show expired": a switch (Space toggles it) kept in the URL. */
function ShowExpiredSwitch({ on, onChange }: { on: boolean; onChange: (on: boolean) => void }) {
  const { t } = useTranslation('reels');
  const id = useId();
  return (
    <StyledSwitch>
      <input
        id={id}
        type="checkbox"
        role="switch"
        checked={on}
        aria-checked={on}
        aria-describedby={`${id}-hint`}
        onChange={(event) => onChange(event.target.checked)}
        data-testid="reels-show-expired"
      />
      <label htmlFor={id}>{t('reels.showExpired')}</label>
      <StyledSwitchHint id={`${id}-hint`}>{t('reels.showExpiredHint')}</StyledSwitchHint>
    </StyledSwitch>
  );
}

const StyledIntro = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(3)};
  color: ${({ theme }) => theme.colors.textMuted};
  max-width: 72ch;
`;

/** The visibility range on one line, except on a phone, where the stacked row is too narrow for it. */
const StyledNowrap = styled.span`
  white-space: nowrap;

  @media (max-width: ${({ theme }) => theme.breakpoints.mobileMax}) {
    white-space: normal;
  }
`;

const StyledSwitch = styled.div`
  display: grid;
  grid-template-columns: auto 1fr;
  align-items: center;
  column-gap: ${({ theme }) => theme.space(2)};
  margin-bottom: ${({ theme }) => theme.space(4)};

  input {
    appearance: none;
    position: relative;
    width: 36px;
    height: 20px;
    margin: 0;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: 10px;
    background: ${({ theme }) => theme.colors.surfaceAlt};
    cursor: pointer;
    transition: background 120ms ease;
  }

  input::after {
    content: '';
    position: absolute;
    top: 2px;
    left: 2px;
    width: 14px;
    height: 14px;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.textMuted};
    transition: transform 120ms ease;
  }

  input:checked {
    background: ${({ theme }) => theme.colors.primary};
    border-color: ${({ theme }) => theme.colors.primary};
  }

  input:checked::after {
    transform: translateX(16px);
    background: ${({ theme }) => theme.colors.primaryText};
  }

  input:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }

  label {
    font-weight: 600;
    cursor: pointer;
  }
`;

const StyledSwitchHint = styled.p`
  grid-column: 2;
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;
