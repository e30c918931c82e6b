import type { NotificationCounts } from '@flyerdesk/domain/notifications';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { NotificationChannel, NotificationStatus } from '../../__generated__/graphql';

export interface NotificationTexts {
  channel: (channel: NotificationChannel) => string;
  status: (status: NotificationStatus) => string;
  /** A notification as people know it: its title, or its channel's name when it has none (NEW_OFFERS_NOTIFICATION). */
  name: (notification: { title?: string | null; channel: NotificationChannel }) => string;
  /** "sent N · failed M of R". */
  counts: (counts: NotificationCounts) => string;
}

/** Translated names of channels and statuses, a notification's name and its counts (namespace 'notifications'). */
export function useNotificationTexts(): NotificationTexts {
  const { t } = useTranslation('notifications');
  return useMemo<NotificationTexts>(
    () => ({
      channel: (channel) => t(`channels.${channel}`),
      status: (status) => t(`status.${status}`),
      name: ({ title, channel }) => (title != null && title.trim() !== '' ? title : t(`channels.${channel}`)),
      counts: ({ sent, failed, recipients }) => t('progress.counts', { sent, failed, recipients }),
    }),
    [t],
  );
}
