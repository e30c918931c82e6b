import { useQuery } from '@apollo/client/react';
import { formatDateTime } from '@flyerdesk/domain/dates';
import { canChangeNotification, NOTIFICATION_STATUSES } from '@flyerdesk/domain/notifications';
import { NOTIFICATION_CHANNELS } from '@flyerdesk/domain/notificationChannels';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { NotificationChannel, NotificationStatus } from '../../__generated__/graphql';
import { translateValidation } from '../../shared/forms/validation';
import type { ListFilterControl } from '../../shared/resource/ListToolbar';
import { ResourceScreen } from '../../shared/resource/ResourceScreen';
import type { ResourceColumn } from '../../shared/resource/ResourceTable';
import { formatValue } from '../../shared/resource/values';
import { Alert } from '../../shared/ui/Alert';
import { StyledPageTitle } from '../../shared/ui/Page';
import { ErrorState, LoadingState } from '../../shared/ui/States';
import { describeError } from '../../shared/errors/describeError';
import { NotificationActions } from './NotificationActions';
import { NotificationFields, type NotificationTargets } from './NotificationFields';
import { NotificationProgress } from './NotificationProgress';
import {
  notificationEditor,
  notificationsResource,
  orderedChannels,
  plannedAtMissing,
  type NotificationRecord,
  type NotificationValues,
} from './notificationsResource';
import { NotificationStatusBadge } from './NotificationStatusBadge';
import { NotificationTargetsQuery } from './operations';
import { useNotificationTexts } from './useNotificationTexts';

/**
 * Selective notifications (/selective-notifications; EDITOR_NOTIFICATION lands here, ADMIN and ROOT
 * too): the live list of notifications, newest first, filtered by status and channel, with the live
 * progress of sends; "New notification" opens the form beside a phone preview and the estimated
 * reach, sent now or planned. A planned notification opens editable (lock, conflicts, history) and can
 * be cancelled; the others open read-only with their result and deliveries.
 */
export default function NotificationsPage() {
  const { t } = useTranslation('notifications');
  const targets = useQuery(NotificationTargetsQuery);
  const loaded = targets.data?.notificationTargets;
  if (loaded) return <NotificationsScreen targets={loaded} />;
  return (
    <div>
      <StyledPageTitle>{t('title')}</StyledPageTitle>
      {targets.error && !targets.loading ? (
        <ErrorState
          message={`${t('targetsError')} ${describeError(targets.error, t)}`}
          onRetry={() => {
            targets.refetch().catch(() => undefined);
          }}
        />
      ) : (
        <LoadingState label={t('targetsLoading')} />
      )}
    </div>
  );
}

function NotificationsScreen({ targets }: { targets: NotificationTargets }) {
  const { t } = useTranslation('notifications');
  const texts = useNotificationTexts();
  const channels = useMemo(() => orderedChannels(targets.channels), [targets.channels]);
  const definition = useMemo(() => notificationsResource((notification) => texts.name(notification)), [texts]);

  const namesOf = useCallback(
    (choices: readonly { id: string; name: string }[]) => (ids: unknown) => {
      if (!Array.isArray(ids)) return formatValue(ids, t);
      const names = new Map(choices.map((choice) => [choice.id, choice.name]));
      return formatValue(
        (ids as unknown[]).map((id) => (typeof id === 'string' ? (names.get(id) ?? id) : id)),
        t,
      );
    },
    [t],
  );
  const editor = useMemo(
    () =>
      notificationEditor(
        {
          labels: {
            channel: t('fields.channel'),
            title: t('fields.title'),
            text: t('fields.text'),
            bigIcon: t('fields.bigIcon'),
            bigPicture: t('fields.bigPicture'),
            deepLink: t('fields.deepLink'),
            webpageLink: t('fields.webpageLink'),
            showTrackingLink: t('fields.showTrackingLink'),
            openTrackingLink: t('fields.openTrackingLink'),
            geolocations: t('fields.geolocations'),
            devices: t('fields.devices'),
            storeIds: t('fields.storeIds'),
            groupIds: t('fields.groupIds'),
            plannedAt: t('fields.plannedAt'),
            status: t('fields.status'),
            recipients: t('fields.recipients'),
            sent: t('fields.sent'),
            failed: t('fields.failed'),
          },
          channel: (value) => ((NOTIFICATION_CHANNELS as readonly unknown[]).includes(value) ? texts.channel(value as NotificationChannel) : formatValue(value, t)),
          status: (value) => ((NOTIFICATION_STATUSES as readonly unknown[]).includes(value) ? texts.status(value as NotificationStatus) : formatValue(value, t)),
          shops: namesOf(targets.stores),
          groups: namesOf(targets.groups),
          lines: (value) => formatValue(typeof value === 'string' ? value.split('\n').filter((line) => line.trim() !== '') : value, t),
          dateTime: (value) => (typeof value === 'string' && value !== '' ? formatDateTime(value) : formatValue(value, t)),
        },
        // A new notification starts on the sender's only channel; with several, the sender chooses.
        channels.length === 1 ? (channels[0] ?? '') : '',
      ),
    [t, texts, namesOf, targets.stores, targets.groups, channels],
  );

  const columns = useMemo<ResourceColumn<NotificationRecord>[]>(
    () => [
      { id: 'title', header: t('columns.title'), cell: (notification) => texts.name(notification), isName: true },
      { id: 'channel', header: t('columns.channel'), cell: (notification) => texts.channel(notification.channel), secondary: true },
      {
        id: 'status',
        header: t('columns.status'),
        cell: (notification) => (
          <StyledStatus>
            <NotificationStatusBadge status={notification.status} />
            {notification.status === 'SENDING' ? <NotificationProgress notification={notification} /> : null}
          </StyledStatus>
        ),
      },
      {
        id: 'targets',
        header: t('columns.targets'),
        cell: (notification) => (
          <>
            {notification.storeNames.length > 0 ? <StyledLine>{t('targets.shops', { names: notification.storeNames.join(', ') })}</StyledLine> : null}
            {notification.groupNames.length > 0 ? <StyledLine>{t('targets.groups', { names: notification.groupNames.join(', ') })}</StyledLine> : null}
          </>
        ),
        secondary: true,
      },
      {
        id: 'plannedAt',
        header: t('columns.plannedAt'),
        cell: (notification) =>
          notification.plannedAt ? (
            <time dateTime={notification.plannedAt}>{formatDateTime(notification.plannedAt)}</time>
          ) : (
            <StyledMuted>{t('atOnce')}</StyledMuted>
          ),
      },
      {
        id: 'createdAt',
        header: t('columns.createdAt'),
        cell: (notification) => (
          <>
            <time dateTime={notification.createdAt}>{formatDateTime(notification.createdAt)}</time>
            {notification.createdBy ? <StyledMuted as="span">{t('createdBy', { who: notification.createdBy })}</StyledMuted> : null}
          </>
        ),
        secondary: true,
      },
    ],
    [t, texts],
  );

  const filters = useMemo<ListFilterControl[]>(
    () => [
      {
        name: 'status',
        label: t('filters.status'),
        anyLabel: t('filters.any'),
        options: NOTIFICATION_STATUSES.map((status) => ({ value: status, label: texts.status(status) })),
      },
      {
        name: 'channel',
        label: t('filters.channel'),
        anyLabel: t('filters.any'),
        options: (channels.length > 0 ? channels : NOTIFICATION_CHANNELS).map((channel) => ({ value: channel, label: texts.channel(channel) })),
      },
    ],
    [t, texts, channels],
  );

  // "Planned" needs its day and hour (an empty one would send at once).
  const validate = useCallback(
    (values: NotificationValues) =>
      plannedAtMissing(values) ? { plannedAt: translateValidation(t, { key: 'validation.required' }) } : {},
    [t],
  );
  const readOnlyReason = useCallback(
    (notification: NotificationRecord) => (canChangeNotification(notification.status) ? null : t(`readOnly.${notification.status}`)),
    [t],
  );
  const submitLabel = useCallback(
    (values: NotificationValues) => t(values.when === 'planned' ? 'submit.planned' : 'submit.now'),
    [t],
  );

  return (
    <ResourceScreen
      definition={definition}
      editor={editor}
      title={t('title')}
      tableLabel={t('tableLabel')}
      columns={columns}
      emptyMessage={t('empty')}
      newLabel={t('new')}
      newTitle={t('newTitle')}
      filters={filters}
      intro={
        <>
          <StyledIntro>{t('intro')}</StyledIntro>
          {targets.provider === 'OUTBOX' ? (
            <Alert tone="warning">
              <span data-testid="notifications-outbox-note">{t('outbox')}</span>
            </Alert>
          ) : null}
          {channels.length === 0 ? <Alert tone="info">{t('noChannels')}</Alert> : null}
        </>
      }
      validate={validate}
      readOnlyReason={readOnlyReason}
      submitLabel={submitLabel}
      renderFields={({ record }) => <NotificationFields targets={targets} storeNames={record?.storeNames} />}
      renderExtra={(record, context) => <NotificationActions notification={record} context={context} />}
    />
  );
}

const StyledIntro = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(4)};
  color: ${({ theme }) => theme.colors.textMuted};
  max-width: 72ch;
`;

const StyledStatus = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(1)};
  min-width: 0;
`;

const StyledLine = styled.span`
  display: block;
`;

const StyledMuted = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;
