import { screen } from '@testing-library/react';
import { JobProgressBar } from './JobProgressBar';
import { JobStatusBadge } from './JobStatusBadge';
import { aFinishedJob, aJob, renderWithJobProviders } from './test-utils';

describe('JobProgressBar', () => {
  it('shows done out of total with its status', () => {
    renderWithJobProviders(<JobProgressBar job={aJob({ id: 'j', done: 3, total: 12 })} label="Cutting lidl-48" />);
    const bar = screen.getByRole('progressbar', { name: 'Cutting lidl-48' });
    expect(bar).toHaveAttribute('aria-valuenow', '3');
    expect(bar).toHaveAttribute('aria-valuemax', '12');
    expect(screen.getByText('3 / 12')).toBeInTheDocument();
    expect(screen.getByTestId('job-status')).toHaveTextContent('Processing');
  });

  it('is indeterminate while the amount of work is unknown', () => {
    renderWithJobProviders(
      <JobProgressBar job={aJob({ id: 'j', kind: 'ARTICLES_IMPORT', status: 'STARTED', done: 0, total: null })} />,
      { theme: 'dark' },
    );
    const bar = screen.getByRole('progressbar', { name: 'Progress: Import of article data' });
    expect(bar).not.toHaveAttribute('aria-valuenow');
    expect(bar).toHaveAttribute('data-state', 'indeterminate');
    expect(screen.getByText('0 / ?')).toBeInTheDocument();
  });

  it('says why a job failed, in the interface language', () => {
    const failed = aFinishedJob({ id: 'j', kind: 'ARTICLES_IMPORT', status: 'FAILED', errorCode: 'FETCH_ERROR', done: 0, total: null });
    const { unmount } = renderWithJobProviders(<JobProgressBar job={failed} />);
    expect(screen.getByText('Failed: Fetching error. Please try again later.')).toBeInTheDocument();
    expect(screen.getByTestId('job-status')).toHaveTextContent('Failed');
    unmount();

    renderWithJobProviders(<JobProgressBar job={failed} />, { language: 'pl' });
    expect(screen.getByText('Niepowodzenie: Błąd pobierania. Spróbuj ponownie później.')).toBeInTheDocument();
    expect(screen.getByTestId('job-status')).toHaveTextContent('Nieudane');
  });

  it('tells when a retrying job tries again', () => {
    renderWithJobProviders(
      <JobProgressBar
        job={aJob({
          id: 'j',
          kind: 'CRAWL',
          status: 'RETRYING',
          errorCode: 'FETCH_ERROR',
          attempt: 2,
          subject: { sourceName: 'Gazetki.pl' },
          nextAttemptAt: '2026-11-23T08:10:00.000Z',
        })}
      />,
    );
    expect(screen.getByRole('progressbar', { name: 'Progress: Crawler run — Gazetki.pl' })).toBeInTheDocument();
    expect(screen.getByText(/Attempt 2 of 3 — next try at/)).toHaveTextContent('Fetching error. Please try again later.');
  });
});

describe('JobStatusBadge', () => {
  it.each([
    ['QUEUED', 'Queued', 'W kolejce'],
    ['SUCCESS', 'Success', 'Sukces'],
    ['CANCELLED', 'Cancelled', 'Anulowane'],
  ] as const)('names %s', (status, english, polish) => {
    const { unmount } = renderWithJobProviders(<JobStatusBadge status={status} />);
    expect(screen.getByTestId('job-status')).toHaveTextContent(english);
    unmount();
    renderWithJobProviders(<JobStatusBadge status={status} />, { language: 'pl' });
    expect(screen.getByTestId('job-status')).toHaveTextContent(polish);
  });
});
