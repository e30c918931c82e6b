import { act, screen, waitFor } from '@testing-library/react';
import { createConnectionMonitor } from '../apollo/connectionMonitor';
import { JobProgressBar } from './JobProgressBar';
import { planJobEvent, useJobProgress, JobProgressQuery } from './useJobProgress';
import { aJob, aStep, renderWithJobProviders, type JobData, type Mock } from './test-utils';

function jobMock(job: JobData, requests: jest.Mock = jest.fn()): Mock {
  return {
    request: { query: JobProgressQuery, variables: { id: job.id } },
    result: () => {
      requests();
      return { data: { job } };
    },
  };
}

function progressEvent(seq: number, job: JobData | null, state: 'LIVE' | 'UPSTREAM_UNAVAILABLE' = 'LIVE') {
  return {
    jobProgress: { __typename: 'JobProgressEvent', seq, state, retryInMs: state === 'LIVE' ? null : 5000, job },
  };
}

/** Shows what the hook answers: the live state, and the job's progress. */
function Probe({ jobId }: { jobId: string | null }) {
  const { job, live, loading } = useJobProgress(jobId);
  return (
    <div>
      <p data-testid="live">{live}</p>
      <p data-testid="loading">{String(loading)}</p>
      <p data-testid="steps">{job?.steps?.map((s) => `${s.number}:${s.status}`).join(',') ?? 'none'}</p>
      {job ? <JobProgressBar job={job} /> : null}
    </div>
  );
}

describe('planJobEvent', () => {
  it('applies the first event and the next in sequence', () => {
    expect(planJobEvent(null, 4)).toEqual({ apply: true, refetch: false, lastSeq: 4 });
    expect(planJobEvent(4, 5)).toEqual({ apply: true, refetch: false, lastSeq: 5 });
  });

  it('ignores a repeated event and refetches after a gap', () => {
    expect(planJobEvent(5, 5)).toEqual({ apply: false, refetch: false, lastSeq: 5 });
    expect(planJobEvent(5, 9)).toEqual({ apply: true, refetch: true, lastSeq: 9 });
    expect(planJobEvent(9, 1)).toEqual({ apply: true, refetch: true, lastSeq: 1 });
  });
});

describe('useJobProgress', () => {
  const start = aJob({ id: 'job-1', done: 1, total: 4, steps: [aStep(1, { status: 'SUCCESS' }), aStep(2), aStep(3), aStep(4)] });

  it('loads the job and follows its live events', async () => {
    const view = renderWithJobProviders(<Probe jobId="job-1" />, { mocks: [jobMock(start)] });

    const bar = await screen.findByRole('progressbar', { name: 'Progress: Page cutting — lidl-48 (Lidl)' });
    expect(bar).toHaveAttribute('aria-valuenow', '1');
    expect(bar).toHaveAttribute('aria-valuemax', '4');
    expect(screen.getByText('1 / 4')).toBeInTheDocument();
    await waitFor(() => expect(view.subscriptions.operation?.operationName).toBe('JobProgressChanged'));

    view.push(
      progressEvent(
        1,
        aJob({
          id: 'job-1',
          done: 3,
          total: 4,
          version: 2,
          steps: [aStep(1, { status: 'SUCCESS' }), aStep(2, { status: 'SUCCESS' }), aStep(3, { status: 'SUCCESS' }), aStep(4, { status: 'IN_PROGRESS' })],
        }),
      ),
    );

    expect(await screen.findByText('3 / 4')).toBeInTheDocument();
    expect(screen.getByTestId('steps')).toHaveTextContent('1:SUCCESS,2:SUCCESS,3:SUCCESS,4:IN_PROGRESS');
    expect(screen.getByTestId('live')).toHaveTextContent('LIVE');
  });

  it('tells while the gateway cannot read the job, and keeps the last state', async () => {
    const view = renderWithJobProviders(<Probe jobId="job-1" />, { mocks: [jobMock(start)] });
    await screen.findByText('1 / 4');
    await waitFor(() => expect(view.subscriptions.operation?.operationName).toBe('JobProgressChanged'));

    view.push(progressEvent(1, null, 'UPSTREAM_UNAVAILABLE'));
    expect(await screen.findByText('UPSTREAM_UNAVAILABLE')).toBeInTheDocument();
    expect(screen.getByText('1 / 4')).toBeInTheDocument();

    view.push(progressEvent(2, aJob({ id: 'job-1', done: 2, total: 4, version: 3, steps: start.steps ?? [] })));
    expect(await screen.findByText('LIVE')).toBeInTheDocument();
    expect(screen.getByText('2 / 4')).toBeInTheDocument();
  });

  it('loads the job again after a missed event and after the connection came back', async () => {
    const requests = jest.fn();
    const connection = createConnectionMonitor(() => undefined);
    const later = aJob({ id: 'job-1', done: 4, total: 4, status: 'SUCCESS', running: false, version: 9, steps: start.steps ?? [] });
    const view = renderWithJobProviders(<Probe jobId="job-1" />, {
      mocks: [jobMock(start, requests), jobMock(later, requests), jobMock(later, requests)],
      connection,
    });
    await screen.findByText('1 / 4');
    await waitFor(() => expect(view.subscriptions.operation?.operationName).toBe('JobProgressChanged'));
    expect(requests).toHaveBeenCalledTimes(1);

    view.push(progressEvent(1, aJob({ id: 'job-1', done: 2, total: 4, version: 2, steps: start.steps ?? [] })));
    view.push(progressEvent(3, aJob({ id: 'job-1', done: 3, total: 4, version: 4, steps: start.steps ?? [] })));
    await waitFor(() => expect(requests).toHaveBeenCalledTimes(2));
    expect(await screen.findByText('4 / 4')).toBeInTheDocument();

    act(() => {
      connection.connected();
      connection.closed({ code: 1006 });
      connection.connected();
    });
    await waitFor(() => expect(requests).toHaveBeenCalledTimes(3));
  });

  it('watches nothing without a job', () => {
    renderWithJobProviders(<Probe jobId={null} />);
    expect(screen.getByTestId('live')).toHaveTextContent('LIVE');
    expect(screen.getByTestId('loading')).toHaveTextContent('false');
    expect(screen.getByTestId('steps')).toHaveTextContent('none');
  });
});
