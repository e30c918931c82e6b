import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { JobErrorCode, JobFieldsFragment, JobKind, JobStatus, JobStepStatus, NotificationChannel } from '../../__generated__/graphql';

export interface JobTexts {
  status: (status: JobStatus) => string;
  stepStatus: (status: JobStepStatus) => string;
  kind: (kind: JobKind) => string;
  /** Why a job or step failed, in the interface language. */
  error: (code: JobErrorCode) => string;
  /** A notification channel's name (the subject of a notification send). */
  channel: (channel: NotificationChannel) => string;
  /** What the job is and what it works on, e.g. "Page cutting — lidl-2026-10 (Lidl)". */
  title: (job: Pick<JobFieldsFragment, 'kind' | 'subject'>) => string;
}

/** Translated names of job statuses, kinds, failure reasons and a job's title (namespace 'jobs'). */
export function useJobTexts(): JobTexts {
  const { t } = useTranslation('jobs');
  return useMemo<JobTexts>(
    () => ({
      status: (status) => t(`status.${status}`),
      stepStatus: (status) => t(`stepStatus.${status}`),
      kind: (kind) => t(`kind.${kind}`),
      error: (code) => t(`errorCode.${code}`),
      channel: (channel) => t(`channel.${channel}`),
      title: ({ kind, subject }) => {
        if (kind === 'PAGE_CUT' || kind === 'LEAFLET_FROM_ZIP' || kind === 'LEAFLET_PDF') {
          // A job on one leaflet: named by the leaflet, and its shop when known.
          const leafletNaturalId = subject.leafletNaturalId ?? subject.leafletId ?? '';
          return subject.storeName
            ? t(`title.${kind}`, { leafletNaturalId, storeName: subject.storeName })
            : t(`title.${kind}_WITHOUT_STORE`, { leafletNaturalId });
        }
        if (kind === 'LINK_SWAP') return t('title.LINK_SWAP', { leafletNaturalId: subject.leafletNaturalId ?? subject.leafletId ?? '' });
        if (kind === 'NOTIFICATION_SEND') {
          const channel = subject.notificationChannel;
          const name = subject.notificationTitle ?? (channel ? t(`channel.${channel}`) : null);
          return name ? t('title.NOTIFICATION_SEND', { subject: name }) : t('kind.NOTIFICATION_SEND');
        }
        if (kind === 'CRAWL') {
          return subject.sourceName ? t('title.CRAWL', { sourceName: subject.sourceName }) : t('kind.CRAWL');
        }
        return t('title.ARTICLES_IMPORT');
      },
    }),
    [t],
  );
}
