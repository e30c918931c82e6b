import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Mock } from '../../test/renderFeature';
import { clearToasts } from '../../test/renderFeature';
import { AT, graphQLError, renderResourceScreen } from '../../shared/resource/test-utils';
import { formatLogTime } from './activityText';
import LogsPage from './LogsPage';
import { anEntry, anEvent, dayStart, logAnswers, logPage, logVariables, pushEntry } from './test-utils';

function renderLogs(mocks: Mock[], language: 'en' | 'pl' = 'pl') {
  return renderResourceScreen(<LogsPage />, { mocks, roles: ['ADMIN'], language });
}

function segmentsOf(testId: string): HTMLElement[] {
  return within(screen.getByTestId(testId)).getAllByRole('spinbutton');
}

const created = anEntry({ seq: 9, kind: 'RECORD', resource: 'categories', action: 'CREATED', actor: 'anna' });
const changed = anEntry({
  seq: 8,
  resource: 'stores',
  action: 'UPDATED',
  actor: 'piotr',
  recordId: 'store-1',
  summary: ['name', 'storeWebId'],
  details: { version: 4 },
});
const signedIn = anEvent(7, 'SIGNED_IN', { address: '10.0.0.7' });
const wrongPassword = anEvent(6, 'SIGN_IN_FAILED', { username: 'Anna', reason: 'BAD_CREDENTIALS', address: '10.0.0.7' });
const nobody = anEvent(5, 'SIGN_IN_FAILED', { username: 'ghost', reason: 'BAD_CREDENTIALS', address: '10.0.0.9' }, { actor: null, recordId: null });
const signedOut = anEvent(4, 'SIGNED_OUT', { sessions: 'ALL' });
const jobStarted = anEvent(3, 'JOB_STARTED', { jobKind: 'ARTICLES_IMPORT', subject: null }, { actor: null, recordId: 'job-1' });
const published = anEvent(2, 'FEED_PUBLISHED', { activated: 3, deactivated: 1 }, { actor: 'piotr', recordId: 'pub-1' });

afterEach(() => {
  clearToasts();
  jest.useRealTimers();
});

describe('activity log', () => {
  it('lists the entries with a Polish sentence per kind, who did it, the entity and a short record id', async () => {
    renderLogs([logAnswers(logVariables(), logPage([created, changed, signedIn, wrongPassword, nobody, signedOut, jobStarted, published])).mock]);

    const first = await screen.findByTestId('log-row-9');
    expect(within(first).getByRole('rowheader')).toHaveTextContent(formatLogTime(AT, 'pl'));
    expect(within(first).getByTitle('7f3c2a10-5b8e-4c1d-9a2f-0e6d4b3c2a10')).toHaveTextContent('7f3c2a10…');
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    // Who, what, entity and record id of each row, newest first; a failed sign-in names the username as typed.
    expect(rows.map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent))).toEqual([
      ['anna', 'Utworzono kategorię', 'Kategoria', '7f3c2a10…'],
      ['piotr', 'Zmieniono sklep: name, storeWebId', 'Sklep', 'store-1'],
      ['anna', 'Zalogowanoz adresu 10.0.0.7', 'Użytkownik', 'u-anna'],
      ['Anna', 'Nieudane logowanie (złe hasło)z adresu 10.0.0.7', 'Użytkownik', 'u-anna'],
      ['ghost', 'Nieudane logowanie (nieznany użytkownik)z adresu 10.0.0.9', 'Użytkownik', ''],
      ['anna', 'Wylogowano (wszystkie sesje)', 'Użytkownik', 'u-anna'],
      ['system', 'Uruchomiono zadanie: import danych artykułów', 'Zadanie', 'job-1'],
      ['piotr', 'Opublikowano feed XML: +3 / −1', 'Publikacja', 'pub-1'],
    ]);

    expect(screen.getByTestId('logs-range')).toHaveTextContent('1–8 z 8');
    expect(screen.getByRole('region', { name: /Tabela dziennika aktywności/ })).toHaveAttribute('tabindex', '0');
  });

  it('sends the chosen kind as filter.kind, and the action only where it applies', async () => {
    const all = logAnswers(logVariables(), logPage([created, signedIn]));
    const signIns = logAnswers(logVariables({ kind: 'SIGNED_IN' }), logPage([signedIn]));
    const records = logAnswers(logVariables({ kind: 'RECORD' }), logPage([created]));
    const creations = logAnswers(logVariables({ kind: 'RECORD', action: 'CREATED' }), logPage([created]));
    renderLogs([all.mock, signIns.mock, records.mock, creations.mock], 'en');
    const user = userEvent.setup();
    await screen.findByTestId('log-row-9');

    await user.selectOptions(screen.getByLabelText('Kind'), 'SIGNED_IN');
    await waitFor(() => expect(signIns.calls).toHaveBeenCalledWith({ filter: { kind: 'SIGNED_IN' }, limit: 50, offset: 0 }));
    await waitFor(() => expect(screen.queryByTestId('log-row-9')).not.toBeInTheDocument());
    // A record action means nothing for sign-ins.
    expect(screen.getByLabelText('Action')).toBeDisabled();
    expect(screen.getByLabelText('Action')).toHaveAccessibleDescription('Only for record changes');

    await user.selectOptions(screen.getByLabelText('Kind'), 'RECORD');
    await user.selectOptions(screen.getByLabelText('Action'), 'CREATED');
    await waitFor(() => expect(creations.calls).toHaveBeenCalledWith({ filter: { kind: 'RECORD', action: 'CREATED' }, limit: 50, offset: 0 }));
    expect(await screen.findByTestId('log-row-9')).toBeInTheDocument();
  });

  it('refuses an end day before the start day in the browser, with a translated message, and sends no such filter', async () => {
    const all = logAnswers(logVariables(), logPage([created]));
    const fromTenth = logAnswers(logVariables({ from: dayStart(2026, 5, 10) }), logPage([created]));
    renderLogs([all.mock, fromTenth.mock]);
    const user = userEvent.setup();
    await screen.findByTestId('log-row-9');

    await user.click(segmentsOf('logs-from')[0]!);
    await user.keyboard('10052026');
    await waitFor(() => expect(fromTenth.calls).toHaveBeenCalled());
    await user.click(segmentsOf('logs-to')[0]!);
    await user.keyboard('05052026');

    const to = screen.getByTestId('logs-to');
    expect(await within(to).findByText('Dzień końcowy nie może być wcześniejszy niż początkowy.')).toBeInTheDocument();
    expect(within(to).getByRole('group')).toHaveAttribute('data-invalid', 'true');
    // The list keeps the last usable filter.
    expect(fromTenth.calls.mock.calls.every(([variables]) => !('to' in (variables.filter as object)))).toBe(true);
    expect(screen.getByTestId('log-row-9')).toBeInTheDocument();
    expect(screen.getByTestId('logs-export')).toHaveAttribute('href', `/export/logs.csv?${new URLSearchParams({ from: dayStart(2026, 5, 10) }).toString()}`);
  });

  it('shows the server refusal of `to` (BAD_USER_INPUT) under the field, without a toast', async () => {
    const all = logAnswers(logVariables(), logPage([created]));
    const refused = logAnswers(
      logVariables({ to: dayStart(2026, 5, 6) }),
      graphQLError('BAD_USER_INPUT', { invalidFields: [{ field: 'to', key: 'validation.invalid', message: 'to must be after from' }] }),
    );
    renderLogs([all.mock, refused.mock]);
    const user = userEvent.setup();
    await screen.findByTestId('log-row-9');

    await user.click(segmentsOf('logs-to')[0]!);
    await user.keyboard('05052026');

    const to = screen.getByTestId('logs-to');
    expect(await within(to).findByText('Dzień końcowy nie może być wcześniejszy niż początkowy.')).toBeInTheDocument();
    expect(screen.getByText('Popraw zaznaczony filtr, aby zobaczyć wpisy.')).toBeInTheDocument();
    expect(screen.queryByText(/Nieprawidłow/)).not.toBeInTheDocument();
    expect(refused.calls).toHaveBeenCalled();
  });

  it('puts a live entry that matches the filter at the top of page 1, marked, and the total grows; others stay out', async () => {
    const signIns = logAnswers(logVariables({ kind: 'SIGNED_IN' }), logPage([signedIn]));
    const view = renderLogs([logAnswers(logVariables(), logPage([signedIn])).mock, signIns.mock], 'en');
    const user = userEvent.setup();
    await screen.findByTestId('log-row-7');
    await user.selectOptions(screen.getByLabelText('Kind'), 'SIGNED_IN');
    await waitFor(() => expect(signIns.calls).toHaveBeenCalled());
    await waitFor(() => expect(view.subscriptions.isOpen('ActivityLogged')).toBe(true));

    pushEntry(view.subscriptions, 100, anEvent(20, 'SIGNED_IN', { address: '10.0.0.8' }, { actor: 'ola' }));
    const arrived = await screen.findByTestId('log-row-20');
    expect(arrived).toHaveAttribute('data-fresh', 'true');
    expect(arrived).toHaveTextContent('Signed in');
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(rows[0]).toBe(arrived);
    expect(screen.getByTestId('logs-range')).toHaveTextContent('1–2 of 2');

    pushEntry(view.subscriptions, 101, anEntry({ seq: 21, kind: 'RECORD', actor: 'ola' }));
    pushEntry(view.subscriptions, 102, anEvent(22, 'SIGNED_OUT', { sessions: 'THIS' }, { actor: 'ola' }));
    expect(screen.queryByTestId('log-row-21')).not.toBeInTheDocument();
    expect(screen.queryByTestId('log-row-22')).not.toBeInTheDocument();
    expect(screen.getByTestId('logs-range')).toHaveTextContent('1–2 of 2');
    // Nothing was read again: the entry came from the event.
    expect(signIns.calls).toHaveBeenCalledTimes(1);
  });

  it('filters live entries by user in any case, including the username a failed sign-in typed', async () => {
    const anna = logAnswers(logVariables({ user: 'anna' }), logPage([]));
    const view = renderLogs([logAnswers(logVariables(), logPage([])).mock, anna.mock], 'en');
    const user = userEvent.setup();
    await screen.findByText('The log has no entries yet.');
    await user.type(screen.getByLabelText('User (full username)'), 'anna');
    await waitFor(() => expect(anna.calls).toHaveBeenCalled());
    await screen.findByText('No entry matches the filters.');

    pushEntry(view.subscriptions, 1, anEntry({ seq: 30, actor: 'ANNA' }));
    pushEntry(view.subscriptions, 2, anEntry({ seq: 31, actor: 'annabel' }));
    pushEntry(view.subscriptions, 3, anEvent(32, 'SIGN_IN_FAILED', { username: 'Anna', reason: 'BAD_CREDENTIALS' }, { actor: null, recordId: null }));
    expect(await screen.findByTestId('log-row-30')).toBeInTheDocument();
    expect(screen.getByTestId('log-row-32')).toBeInTheDocument();
    expect(screen.queryByTestId('log-row-31')).not.toBeInTheDocument();
  });

  it('offers the new entries on other pages instead of moving the rows, and shows page 1 on demand', async () => {
    const first = logAnswers(logVariables(), logPage([created], 51), logPage([anEntry({ seq: 40 }), created], 52));
    const second = logAnswers(logVariables({}, 50), logPage([published], 51, 50));
    const view = renderLogs([first.mock, second.mock], 'en');
    const user = userEvent.setup();
    await screen.findByTestId('log-row-9');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByTestId('log-row-2')).toBeInTheDocument();
    await waitFor(() => expect(view.subscriptions.isOpen('ActivityLogged')).toBe(true));

    pushEntry(view.subscriptions, 1, anEntry({ seq: 40 }));
    expect(screen.queryByTestId('log-row-40')).not.toBeInTheDocument();
    const show = await screen.findByRole('button', { name: '1 new entry — show' });
    expect(screen.getByTestId('logs-range')).toHaveTextContent('51–51 of 51');

    await user.click(show);
    expect(await screen.findByTestId('log-row-40')).toBeInTheDocument();
    expect(first.calls).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('button', { name: /new entr/ })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('logs-table-scroll')).toHaveFocus());
  });

  it('reads the page again after a gap in the sequence and after a reconnect', async () => {
    const list = logAnswers(logVariables(), logPage([created]));
    const view = renderLogs([list.mock], 'en');
    await screen.findByTestId('log-row-9');
    await waitFor(() => expect(view.subscriptions.isOpen('ActivityLogged')).toBe(true));

    pushEntry(view.subscriptions, 1, anEntry({ seq: 10 }));
    pushEntry(view.subscriptions, 2, anEntry({ seq: 11 }));
    expect(list.calls).toHaveBeenCalledTimes(1);
    pushEntry(view.subscriptions, 5, anEntry({ seq: 14 }));
    await waitFor(() => expect(list.calls).toHaveBeenCalledTimes(2));

    act(() => {
      view.connection.connected();
      view.connection.closed({ code: 1006 });
    });
    act(() => {
      view.connection.connected();
    });
    await waitFor(() => expect(list.calls).toHaveBeenCalledTimes(3));
  });

  it('links the CSV export with the current filters and clears them', async () => {
    const mocks = [
      logAnswers(logVariables(), logPage([created])).mock,
      logAnswers(logVariables({ resource: 'stores' }), logPage([changed])).mock,
      logAnswers(logVariables({ resource: 'stores', kind: 'RECORD' }), logPage([changed])).mock,
      logAnswers(logVariables({ user: 'piotr', resource: 'stores', kind: 'RECORD' }), logPage([changed])).mock,
    ];
    renderLogs(mocks, 'en');
    const user = userEvent.setup();
    await screen.findByTestId('log-row-9');
    const link = screen.getByRole('link', { name: 'Export CSV' });
    expect(link).toHaveAttribute('href', '/export/logs.csv');
    expect(link).toHaveAttribute('download');

    await user.selectOptions(screen.getByLabelText('Entity'), 'stores');
    await user.selectOptions(screen.getByLabelText('Kind'), 'RECORD');
    await user.type(screen.getByLabelText('User (full username)'), 'piotr');
    await waitFor(() => expect(link).toHaveAttribute('href', '/export/logs.csv?user=piotr&resource=stores&kind=RECORD'));

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(link).toHaveAttribute('href', '/export/logs.csv');
    expect(screen.getByLabelText('Entity')).toHaveValue('');
    expect(screen.getByLabelText('Kind')).toHaveValue('');
    expect(screen.getByLabelText('User (full username)')).toHaveValue('');
    expect(await screen.findByTestId('log-row-9')).toBeInTheDocument();
  });

  it('subscribes while Live is on (the default) and not at all while it is off', async () => {
    const list = logAnswers(logVariables(), logPage([created]));
    const view = renderLogs([list.mock], 'en');
    const user = userEvent.setup();
    await screen.findByTestId('log-row-9');
    const toggle = screen.getByRole('button', { name: 'Live' });
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(view.subscriptions.isOpen('ActivityLogged')).toBe(true));

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(view.subscriptions.isOpen('ActivityLogged')).toBe(false);
    expect(screen.getByText('Live updates are off.')).toBeInTheDocument();
    expect(() => pushEntry(view.subscriptions, 1, anEntry({ seq: 50 }))).toThrow('No open subscription ActivityLogged');

    // Back on: what was written meanwhile is read, and the tail opens again.
    await user.click(toggle);
    await waitFor(() => expect(view.subscriptions.isOpen('ActivityLogged')).toBe(true));
    await waitFor(() => expect(list.calls).toHaveBeenCalledTimes(2));
  });
});
