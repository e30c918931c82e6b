import type { UpstreamJob } from './client';
import { jobListQuery, toJob } from './mappers';

const RAW: UpstreamJob = {
  id: 'j1',
  kind: 'PAGE_CUT',
  status: 'FAILED',
  running: false,
  subject: { storeId: 's1', storeName: 'Lidl', leafletId: 'l1', leafletNaturalId: 'lidl-01' },
  done: 1,
  total: 2,
  failedSteps: 1,
  errorCode: 'RENDER_ERROR',
  message: 'Page 2 could not be rendered',
  attempt: 3,
  maxAttempts: 3,
  startedBy: 'editor',
  createdAt: '2026-03-02T10:00:00.000Z',
  startedAt: '2026-03-02T10:00:01.000Z',
  finishedAt: '2026-03-02T10:00:05.000Z',
  nextAttemptAt: null,
  version: 7,
  result: { pages: 1 },
  steps: [
    {
      key: 'page-2',
      number: 2,
      status: 'FAILED',
      errorCode: 'SOMETHING_NEW' as never,
      error: 'boom',
      attempts: 3,
      imageUrl: null,
      thumbnailUrl: null,
      width: null,
      height: null,
    },
  ],
};

describe('job mapping', () => {
  it('maps the subject of its kind, the result counts and the steps', () => {
    const job = toJob(RAW);
    expect(job.subject).toEqual({
      storeId: 's1',
      storeName: 'Lidl',
      leafletId: 'l1',
      leafletNaturalId: 'lidl-01',
      sourceId: null,
      sourceName: null,
      notificationId: null,
      notificationTitle: null,
      notificationChannel: null,
    });
    expect(job.result).toEqual({ imported: null, matched: null, unmatched: null, found: null, new: null, pages: 1, cutJobId: null, expiresAt: null, recipients: null, sent: null, failed: null });
    expect(job.errorCode).toBe('RENDER_ERROR');
    // An error code the web cannot translate yet counts as INTERNAL.
    expect(job.steps).toEqual([expect.objectContaining({ number: 2, status: 'FAILED', errorCode: 'INTERNAL', error: 'boom' })]);
  });

  it('maps the notification a send works on and its counts', () => {
    const job = toJob({
      ...RAW,
      kind: 'NOTIFICATION_SEND',
      status: 'SUCCESS',
      subject: { notificationId: 'n1', notificationTitle: 'Weekend deals', notificationChannel: 'PROMOTIONAL_NOTIFICATION_EXTENDED' },
      result: { recipients: 5, sent: 4, failed: 1 },
      steps: [],
    });
    expect(job.kind).toBe('NOTIFICATION_SEND');
    expect(job.subject).toMatchObject({ notificationId: 'n1', notificationTitle: 'Weekend deals', notificationChannel: 'PROMOTIONAL_NOTIFICATION_EXTENDED', storeId: null });
    expect(job.result).toMatchObject({ recipients: 5, sent: 4, failed: 1, pages: null });
    // A channel the contract does not know is left out rather than failing the whole job.
    expect(toJob({ ...RAW, subject: { notificationId: 'n1', notificationChannel: 'SMOKE_SIGNALS' } }).subject.notificationChannel).toBeNull();
  });

  it('leaves the steps null when the api did not send them (lists)', () => {
    const { steps: _steps, ...listed } = RAW;
    expect(toJob({ ...listed, subject: null, result: null }).steps).toBeNull();
    expect(toJob({ ...listed, subject: null, result: null }).subject.storeId).toBeNull();
  });

  it('checks the list arguments', () => {
    expect(jobListQuery({})).toEqual({ state: 'ALL', kind: undefined, limit: 50 });
    expect(jobListQuery({ state: 'RUNNING', kind: 'CRAWL', limit: 10 })).toEqual({ state: 'RUNNING', kind: 'CRAWL', limit: 10 });
    expect(() => jobListQuery({ limit: 0 })).toThrow('Validation failed');
    expect(() => jobListQuery({ limit: 201 })).toThrow('Validation failed');
  });
});
