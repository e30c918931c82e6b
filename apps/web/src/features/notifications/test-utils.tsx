import type { DeliveryRowFragment, NotificationRecordFragment, NotificationTargetsQuery } from '../../__generated__/graphql';
import { JobProgressQuery } from '../../shared/jobs/useJobProgress';
import { answers, AT, type Counted } from '../../shared/resource/test-utils';
import { aJob, withSteps, type JobData } from '../../test/jobData';
import type { SubscriptionHub } from '../../test/renderFeature';
import { BLOCK_VARIABLES } from './dashboardBlock';
import { DashboardNotificationsQuery, NotificationReachQuery, NotificationTargetsQuery as TargetsQuery } from './operations';

/**
 * Data of the notification screens' tests: notifications, targets, deliveries and the sending job as
 * the gateway answers them.
 */

/** Shop and group ids are UUIDs (the domain schema checks them). */
export const LIDL = '5b6c2a1e-0d8f-4c61-9a57-3f1e2d4c5b6a';
export const BIEDRONKA = '9e8d7c6b-5a4f-4e3d-8c2b-1a0f9e8d7c6b';
export const WEEKEND = '1f2e3d4c-5b6a-4798-8a1b-2c3d4e5f6a7b';

type Targets = NotificationTargetsQuery['notificationTargets'];

export function someTargets(overrides: Partial<Targets> = {}): Targets & { __typename: 'NotificationTargets' } {
  return {
    __typename: 'NotificationTargets',
    stores: [
      { __typename: 'NotificationTarget', id: LIDL, name: 'Lidl Mokotów' },
      { __typename: 'NotificationTarget', id: BIEDRONKA, name: 'Biedronka Wola' },
    ],
    groups: [{ __typename: 'NotificationTarget', id: WEEKEND, name: 'Weekend deals' }],
    channels: ['NEW_OFFERS_NOTIFICATION', 'PROMOTIONAL_NOTIFICATION_EXTENDED'],
    provider: 'FCM',
    ...overrides,
  };
}

export function targetsAnswer(targets = someTargets()): Counted {
  return answers(TargetsQuery, {}, { data: { notificationTargets: targets } });
}

/** The estimate of reach, whatever the form sends. */
export function reachAnswer(devices = 42): Counted {
  return answers(NotificationReachQuery, undefined, { data: { notificationReach: devices } });
}

/** The dashboard block's answer: its parts (none unless given). */
export function blockAnswer(parts: { sending?: NotificationRecordFragment[]; planned?: NotificationRecordFragment[]; sent?: NotificationRecordFragment[]; failed?: NotificationRecordFragment[] } = {}): Counted {
  const section = (items: NotificationRecordFragment[] = []) => ({ __typename: 'NotificationPage', items, total: items.length });
  return answers(DashboardNotificationsQuery, BLOCK_VARIABLES, {
    data: { sending: section(parts.sending), planned: section(parts.planned), sent: section(parts.sent), failed: section(parts.failed) },
  });
}

export function aNotification(overrides: Partial<NotificationRecordFragment> & { id: string }): NotificationRecordFragment & { __typename: 'Notification' } {
  return {
    __typename: 'Notification',
    channel: 'PROMOTIONAL_NOTIFICATION_EXTENDED',
    title: 'Weekend sale',
    text: 'Everything −20%',
    bigIcon: null,
    bigPicture: null,
    deepLink: null,
    webpageLink: null,
    showTrackingLink: null,
    openTrackingLink: null,
    geolocations: [],
    devices: [],
    storeIds: [LIDL],
    groupIds: [],
    storeNames: ['Lidl Mokotów'],
    groupNames: [],
    plannedAt: null,
    status: 'SENT',
    jobId: null,
    recipients: 0,
    sent: 0,
    failed: 0,
    startedAt: null,
    finishedAt: null,
    createdAt: AT,
    createdBy: 'anna',
    version: 1,
    updatedAt: AT,
    updatedBy: 'anna',
    ...overrides,
  };
}

/** The sending job of a notification, `done` of `total` devices tried. */
export function aSendJob(id: string, notification: NotificationRecordFragment, progress: { done: number; total: number; failedSteps?: number }): JobData {
  return aJob({
    id,
    kind: 'NOTIFICATION_SEND',
    status: 'PROCESSING',
    running: true,
    done: progress.done,
    total: progress.total,
    failedSteps: progress.failedSteps ?? 0,
    startedAt: AT,
    subject: { notificationId: notification.id, notificationTitle: notification.title ?? null, notificationChannel: notification.channel },
  });
}

/** The job as its progress query answers it. */
export function jobAnswer(job: JobData): Counted {
  return answers(JobProgressQuery, { id: job.id }, { data: { job: withSteps(job) } });
}

/** A jobProgress event of the job (the version moves with `seq`). */
export function pushJob(hub: SubscriptionHub, job: JobData, seq: number) {
  hub.push('JobProgressChanged', {
    jobProgress: { __typename: 'JobProgressEvent', seq, state: 'LIVE', retryInMs: null, job: withSteps({ ...job, version: job.version + seq }) },
  });
}

export function aDelivery(overrides: Partial<DeliveryRowFragment> & { id: string }): DeliveryRowFragment & { __typename: 'NotificationDelivery' } {
  return {
    __typename: 'NotificationDelivery',
    notificationId: 'n-1',
    notificationTitle: 'Weekend sale',
    channel: 'PROMOTIONAL_NOTIFICATION_EXTENDED',
    device: 'fcm-token-abc',
    platform: 'android',
    responseCode: 200,
    errorCode: null,
    sentAt: AT,
    storeIds: [LIDL],
    storeNames: ['Lidl Mokotów'],
    ...overrides,
  };
}
