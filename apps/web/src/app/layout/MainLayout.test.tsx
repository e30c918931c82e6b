import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { renderApp, signedInSession, signedOutSession, TEST_SCREENS, type Mock } from '../../test/renderApp';
import { clearErrorLog } from '../../shared/errorLog/errorLogStore';
import { setErrorLogOpen } from '../../shared/errorLog/errorLogDialogState';
import { LogoutDocument } from '../../shared/session/useLogout';

function Broken(): never {
  throw new Error('Leaflet list exploded');
}

/** Makes the browser report that only this media query matches. */
function matchOnly(matching: string) {
  jest.spyOn(window, 'matchMedia').mockImplementation(
    (query: string): MediaQueryList => ({
      matches: query === matching,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }),
  );
}

const logout: Mock = { request: { query: LogoutDocument }, result: { data: { logout: true } } };

beforeEach(() => {
  Cookies.remove('locale');
  Cookies.remove('theme');
  Cookies.remove('sidebarStatus');
  clearErrorLog();
  setErrorLogOpen(false);
});

describe('Main layout', () => {
  it('has the landmarks, the breadcrumb from the dashboard and the page title', async () => {
    renderApp('/password', { mocks: [signedInSession(['ADMIN'], 'admin')] });
    expect(await screen.findByRole('heading', { name: 'Password screen' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(breadcrumb).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(within(breadcrumb).getByText('Change password')).toHaveAttribute('aria-current', 'page');
    expect(document.title).toBe('[PL] Admin · localhost');
  });

  it('switches the language from the menu, confirms it and remembers it', async () => {
    const user = userEvent.setup();
    renderApp('/dashboard', { mocks: [signedInSession(['ADMIN'])], language: 'pl' });
    const trigger = await screen.findByRole('button', { name: 'Język: Polski' });
    trigger.focus();
    await user.keyboard('{Enter}');
    await user.click(await screen.findByRole('menuitemradio', { name: /ENG/ }));
    expect(await screen.findByText('Language changed to English')).toBeInTheDocument();
    expect(Cookies.get('locale')).toBe('en');
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Language: English' })).toBeInTheDocument();
  });

  it('switches to the dark theme and keeps it on the next visit', async () => {
    const user = userEvent.setup();
    const first = renderApp('/dashboard', { mocks: [signedInSession(['ADMIN'])] });
    const toggle = await screen.findByRole('switch', { name: 'Dark theme' });
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    expect(Cookies.get('theme')).toBe('dark');
    first.unmount();

    renderApp('/dashboard', { mocks: [signedInSession(['ADMIN'])] });
    expect(await screen.findByRole('switch', { name: 'Dark theme' })).toHaveAttribute('aria-checked', 'true');
  });

  it('follows the system dark mode on a first visit', async () => {
    matchOnly('(prefers-color-scheme: dark)');
    try {
      renderApp('/dashboard', { mocks: [signedInSession(['ADMIN'])] });
      expect(await screen.findByRole('switch', { name: 'Dark theme' })).toHaveAttribute('aria-checked', 'true');
      expect(Cookies.get('theme')).toBeUndefined();
    } finally {
      jest.restoreAllMocks();
    }
  });

  it('remembers whether the sidebar is open', async () => {
    const user = userEvent.setup();
    renderApp('/dashboard', { mocks: [signedInSession(['ADMIN'])] });
    await user.click(await screen.findByRole('button', { name: 'Close the menu' }));
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument();
    expect(Cookies.get('sidebarStatus')).toBe('0');
    await user.click(screen.getByRole('button', { name: 'Open the menu' }));
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
    expect(Cookies.get('sidebarStatus')).toBe('1');
  });

  it('records a screen that failed to render in the error log', async () => {
    const user = userEvent.setup();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderApp('/dashboard', { mocks: [signedInSession(['ADMIN'])], screens: { ...TEST_SCREENS, '/dashboard': <Broken /> } });
    expect(await screen.findByRole('heading', { name: 'Something went wrong on this screen' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Error log (1)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Error log' });
    for (const column of ['Message', 'Info', 'Url', 'Stack']) {
      expect(within(dialog).getByRole('columnheader', { name: column })).toBeInTheDocument();
    }
    expect(within(dialog).getByRole('cell', { name: 'Leaflet list exploded' })).toBeInTheDocument();
    expect(within(dialog).getByRole('cell', { name: /^http:\/\/localhost\// })).toBeInTheDocument();
  });

  it('logs out from the user menu', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/dashboard', { mocks: [signedInSession(['ADMIN'], 'admin'), logout, signedOutSession()] });
    const menu = await screen.findByRole('button', { name: 'User menu: admin' });
    menu.focus();
    await user.keyboard('{Enter}');
    await user.click(await screen.findByRole('menuitem', { name: 'Log out' }));
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(screen.queryByText('Verification failed, please log in again.')).not.toBeInTheDocument();
  });

  it('opens the change-password screen from the user menu', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/dashboard', { mocks: [signedInSession(['EDITOR'], 'editor')] });
    const menu = await screen.findByRole('button', { name: 'User menu: editor' });
    menu.focus();
    await user.keyboard('{Enter}');
    await user.click(await screen.findByRole('menuitem', { name: 'Change password' }));
    expect(await screen.findByRole('heading', { name: 'Password screen' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/password');
  });

  it('on small devices closes the sidebar after navigating and does not remember toggling', async () => {
    const user = userEvent.setup();
    matchOnly('(max-width: 767px)');
    try {
      renderApp('/password', { mocks: [signedInSession(['ADMIN'])] });
      expect(await screen.findByRole('heading', { name: 'Password screen' })).toBeInTheDocument();
      expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Open the menu' }));
      const nav = screen.getByRole('navigation', { name: 'Main navigation' });
      await user.click(within(nav).getByRole('link', { name: 'Dashboard' }));
      expect(await screen.findByRole('heading', { name: 'Dashboard screen' })).toBeInTheDocument();
      expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument();
      expect(Cookies.get('sidebarStatus')).toBeUndefined();
    } finally {
      jest.restoreAllMocks();
    }
  });

  it('scrolls back to the top 360 ms after navigating', async () => {
    const scrollTo = jest.spyOn(window, 'scrollTo');
    const { router } = renderApp('/dashboard', { mocks: [signedInSession(['ADMIN'])] });
    expect(await screen.findByRole('heading', { name: 'Dashboard screen' })).toBeInTheDocument();
    jest.useFakeTimers();
    try {
      scrollTo.mockClear();
      await act(() => router.navigate('/password'));
      act(() => jest.advanceTimersByTime(359));
      expect(scrollTo).not.toHaveBeenCalled();
      act(() => jest.advanceTimersByTime(1));
      expect(scrollTo).toHaveBeenCalledWith({ top: 0, left: 0 });
    } finally {
      jest.useRealTimers();
    }
  });

  it('offers the job centre in the navbar to those who may see jobs', async () => {
    const first = renderApp('/dashboard', { mocks: [signedInSession(['EDITOR'])] });
    expect(await screen.findByRole('heading', { name: 'Dashboard screen' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Jobs' })).toBeInTheDocument();
    first.unmount();

    renderApp('/password', { mocks: [signedInSession(['EDITOR_RECIPE'])] });
    expect(await screen.findByRole('heading', { name: 'Password screen' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Jobs/ })).not.toBeInTheDocument();
  });
});
