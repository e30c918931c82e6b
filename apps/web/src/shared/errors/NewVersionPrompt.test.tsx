import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../test/renderApp';
import { clearErrorLog, useErrorLog } from '../errorLog/errorLogStore';
import { currentPage, isChunkLoadError, PRELOAD_ERROR_EVENT, resetNewVersionOffer } from './newVersion';

const CHROMIUM_FAILURE = 'Failed to fetch dynamically imported module: http://localhost/assets/LoyaltyCardsPage-DpcpmgUy.js';

/** Fires the preload-error event as the app's module preloader does (cancelable, the error in `payload`). */
function firePreloadError(error: Error): Event {
  const event = Object.assign(new Event(PRELOAD_ERROR_EVENT, { cancelable: true }), { payload: error });
  act(() => {
    window.dispatchEvent(event);
  });
  return event;
}

function ErrorLogMessages() {
  const entries = useErrorLog();
  return (
    <ul aria-label="logged">
      {entries.map((entry) => (
        <li key={entry.id}>{entry.message}</li>
      ))}
    </ul>
  );
}

beforeEach(() => {
  resetNewVersionOffer();
  clearErrorLog();
});

afterEach(() => {
  jest.restoreAllMocks();
});

describe('the reload offer after a failed module load', () => {
  it('appears when the preload-error event fires, and Reload reloads the page', async () => {
    const user = userEvent.setup();
    const reload = jest.spyOn(currentPage, 'reload').mockImplementation(() => undefined);
    renderWithProviders(<ErrorLogMessages />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    const event = firePreloadError(new TypeError(CHROMIUM_FAILURE));

    const prompt = await screen.findByRole('alert');
    expect(prompt).toHaveTextContent('A new version of Flyerdesk is available — reload');
    // The error still rethrows to the lazy screen, which shows the offer in its place.
    expect(event.defaultPrevented).toBe(false);
    // And it is in the error log.
    expect(within(screen.getByRole('list', { name: 'logged' })).getByText(CHROMIUM_FAILURE)).toBeInTheDocument();

    const button = within(prompt).getByRole('button', { name: 'Reload' });
    await user.tab();
    expect(button).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('is worded in Polish and Russian', async () => {
    const first = renderWithProviders(<p>pl</p>, { language: 'pl' });
    firePreloadError(new Error('Importing a module script failed.'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Dostępna jest nowa wersja Flyerdesk — odśwież stronę');
    expect(screen.getByRole('button', { name: 'Odśwież' })).toBeInTheDocument();
    first.unmount();

    renderWithProviders(<p>ru</p>, { language: 'ru' });
    expect(await screen.findByRole('button', { name: 'Перезагрузить' })).toBeInTheDocument();
  });

  it('stops listening when the app goes away', () => {
    const { unmount } = renderWithProviders(<p>app</p>);
    unmount();
    firePreloadError(new TypeError(CHROMIUM_FAILURE));
    renderWithProviders(<p>later</p>);
    // The failure of a page that was gone is not offered to a new one.
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('reloads the page through window.location.reload', () => {
    // jsdom cannot spy on location.reload (it is unforgeable); it reports the navigation it cannot do instead.
    const reported = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    currentPage.reload();
    expect(reported.mock.calls.flat().map(String).join('\n')).toMatch(/Not implemented: navigation/);
  });
});

describe('isChunkLoadError', () => {
  it.each([
    ['Chromium', new TypeError(CHROMIUM_FAILURE)],
    ['Firefox', new TypeError('error loading dynamically imported module: http://localhost/assets/LogsPage-x.js')],
    ['Safari', new TypeError('Importing a module script failed.')],
    ['the stylesheet preloader', new Error('Unable to preload CSS for /assets/LogsPage-x.css')],
    ['another bundler', Object.assign(new Error('Loading chunk 7 failed.'), { name: 'ChunkLoadError' })],
    ['a wrapped failure', new Error('Screen failed', { cause: new TypeError(CHROMIUM_FAILURE) })],
    ['a plain message', CHROMIUM_FAILURE],
  ])('recognises %s', (_, error) => {
    expect(isChunkLoadError(error)).toBe(true);
  });

  it('recognises whatever the preload-error event announced', () => {
    const odd = new Error('net::ERR_ABORTED');
    expect(isChunkLoadError(odd)).toBe(false);
    renderWithProviders(<p>app</p>);
    firePreloadError(odd);
    expect(isChunkLoadError(odd)).toBe(true);
  });

  it.each([
    ['a render error', new Error('Leaflet list exploded')],
    ['a failed server call', new TypeError('Failed to fetch')],
    ['nothing', undefined],
    ['a number', 404],
  ])('leaves out %s', (_, error) => {
    expect(isChunkLoadError(error)).toBe(false);
  });
});
