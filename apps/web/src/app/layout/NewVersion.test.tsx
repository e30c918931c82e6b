import { lazy } from 'react';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { renderApp, signedInSession, TEST_SCREENS } from '../../test/renderApp';
import { clearErrorLog } from '../../shared/errorLog/errorLogStore';
import { setErrorLogOpen } from '../../shared/errorLog/errorLogDialogState';
import { currentPage, PRELOAD_ERROR_EVENT, resetNewVersionOffer } from '../../shared/errors/newVersion';

const GONE = 'Failed to fetch dynamically imported module: http://localhost/assets/LoyaltyCardsPage-DpcpmgUy.js';

/** A lazy screen whose module is gone from the server (a new version was deployed meanwhile). */
function screenOfPreviousVersion(error: Error, announce = false) {
  return lazy(() => {
    if (announce) {
      // What the module preloader does before rethrowing.
      window.dispatchEvent(Object.assign(new Event(PRELOAD_ERROR_EVENT, { cancelable: true }), { payload: error }));
    }
    return Promise.reject(error);
  });
}

beforeEach(() => {
  Cookies.remove('locale');
  Cookies.remove('sidebarStatus');
  resetNewVersionOffer();
  clearErrorLog();
  setErrorLogOpen(false);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  jest.restoreAllMocks();
});

describe('a screen whose module failed to load', () => {
  it('offers the reload in its place and records the failure in the error log', async () => {
    const user = userEvent.setup();
    const reload = jest.spyOn(currentPage, 'reload').mockImplementation(() => undefined);
    const LoyaltyCards = screenOfPreviousVersion(new TypeError(GONE));
    renderApp('/loyalty-cards', {
      mocks: [signedInSession(['ADMIN'])],
      screens: { ...TEST_SCREENS, '/loyalty-cards': <LoyaltyCards /> },
    });

    const main = await screen.findByRole('main');
    const prompt = await within(main).findByRole('alert');
    expect(prompt).toHaveTextContent('A new version of Flyerdesk is available — reload');
    expect(screen.queryByRole('heading', { name: 'Something went wrong on this screen' })).not.toBeInTheDocument();
    // Offered once: in the screen's place, not also floating over it.
    expect(screen.getAllByTestId('new-version-prompt')).toHaveLength(1);

    await user.click(within(prompt).getByRole('button', { name: 'Reload' }));
    expect(reload).toHaveBeenCalledTimes(1);

    await user.click(screen.getByRole('button', { name: 'Error log (1)' }));
    const log = await screen.findByRole('dialog', { name: 'Error log' });
    expect(within(log).getByRole('cell', { name: GONE })).toBeInTheDocument();
  });

  it('logs the failure once when the preload-error event announced it first', async () => {
    const LoyaltyCards = screenOfPreviousVersion(new TypeError(GONE), true);
    renderApp('/loyalty-cards', {
      mocks: [signedInSession(['ADMIN'])],
      screens: { ...TEST_SCREENS, '/loyalty-cards': <LoyaltyCards /> },
    });
    expect(await within(await screen.findByRole('main')).findByRole('alert')).toHaveTextContent('A new version of Flyerdesk');
    expect(screen.getAllByTestId('new-version-prompt')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Error log (1)' })).toBeInTheDocument();
  });

  it('keeps the offer after leaving the screen, floating over the next one', async () => {
    const LoyaltyCards = screenOfPreviousVersion(new TypeError(GONE));
    const { router } = renderApp('/loyalty-cards', {
      mocks: [signedInSession(['ADMIN'])],
      screens: { ...TEST_SCREENS, '/loyalty-cards': <LoyaltyCards /> },
    });
    await within(await screen.findByRole('main')).findByRole('alert');
    await act(() => router.navigate('/dashboard'));
    expect(await screen.findByRole('heading', { name: 'Dashboard screen' })).toBeInTheDocument();
    const prompt = screen.getByRole('alert');
    expect(prompt).toHaveTextContent('A new version of Flyerdesk is available — reload');
    expect(within(screen.getByRole('main')).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('leaves other errors to the screen’s error boundary', async () => {
    const Broken = screenOfPreviousVersion(new Error('Leaflet list exploded'));
    renderApp('/loyalty-cards', {
      mocks: [signedInSession(['ADMIN'])],
      screens: { ...TEST_SCREENS, '/loyalty-cards': <Broken /> },
    });
    expect(await screen.findByRole('heading', { name: 'Something went wrong on this screen' })).toBeInTheDocument();
    expect(screen.queryByTestId('new-version-prompt')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Error log (1)' })).toBeInTheDocument();
  });
});
