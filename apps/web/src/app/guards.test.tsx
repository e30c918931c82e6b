import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TEST_SCREENS, renderApp, signedInSession, signedOutSession, type Mock } from '../test/renderApp';
import { LoginDocument } from '../features/auth/LoginPage';

beforeEach(() => sessionStorage.clear());

const login: Mock = {
  request: { query: LoginDocument, variables: { username: 'editor', password: 'flyerdesk' } },
  result: {
    data: {
      login: { __typename: 'Session', user: { __typename: 'CurrentUser', id: 'user-editor', username: 'editor', roles: ['EDITOR'] } },
    },
  },
};

describe('route guards', () => {
  it('sends a signed-out visitor to sign-in and back to the page they asked for afterwards', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/password', { mocks: [signedOutSession(), login, signedInSession(['EDITOR'], 'editor')] });
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(screen.getByText('Verification failed, please log in again.')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Username'), 'editor');
    await user.type(screen.getByLabelText('Password'), 'flyerdesk');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { name: 'Password screen' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/password');
  });

  it("sends a user to their role's default page when the role may not open the page", async () => {
    const { router } = renderApp('/dashboard', { mocks: [signedInSession(['EDITOR_NOTIFICATION'])] });
    expect(await screen.findByText('This screen is not available in this version yet.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/selective-notifications');
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
  });

  it('sends unknown addresses to /404', async () => {
    const { router } = renderApp('/no-such-screen', { mocks: [signedInSession(['ADMIN'])] });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/404');
  });

  it('treats screens this version does not contain as unknown', async () => {
    const { router } = renderApp('/categories', { mocks: [signedInSession(['ADMIN'])] });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/404');
  });

  it('checks the role before telling that a screen does not exist in this version', async () => {
    const { router } = renderApp('/users', { mocks: [signedInSession(['EDITOR'])] });
    expect(await screen.findByRole('heading', { name: 'Dashboard screen' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it("leads a group's address to its page that this version contains", async () => {
    const screens = { ...TEST_SCREENS, '/scrapper/new-leaflets-search': <h1>New leaflets screen</h1> };
    const { router } = renderApp('/scrapper', {
      screens,
      mocks: [signedInSession(['ADMIN'], 'admin', { articlesData: true, leafletScrapper: true })],
    });
    expect(await screen.findByRole('heading', { name: 'New leaflets screen' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/scrapper/new-leaflets-search');
  });

  it('opens the scraper only while the leaflet-scrapper switch is on', async () => {
    const screens = { ...TEST_SCREENS, '/scrapper/pdf': <h1>Scrapper PDF screen</h1> };
    const on = renderApp('/scrapper/pdf', { screens, mocks: [signedInSession(['ADMIN'], 'admin', { articlesData: true, leafletScrapper: true })] });
    expect(await screen.findByRole('heading', { name: 'Scrapper PDF screen' })).toBeInTheDocument();
    expect(on.router.state.location.pathname).toBe('/scrapper/pdf');
    on.unmount();

    const off = renderApp('/scrapper/pdf', { screens, mocks: [signedInSession(['ADMIN'], 'admin', { articlesData: true, leafletScrapper: false })] });
    expect(await screen.findByRole('heading', { name: 'Dashboard screen' })).toBeInTheDocument();
    expect(off.router.state.location.pathname).toBe('/dashboard');
    expect(screen.queryByRole('heading', { name: 'Scrapper PDF screen' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Scrapper PDF/ })).not.toBeInTheDocument();
  });

  it('opens the start page of the role at the root address', async () => {
    const { router } = renderApp('/', { mocks: [signedInSession(['EDITOR'])] });
    expect(await screen.findByRole('heading', { name: 'Dashboard screen' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('does not show sign-in to a signed-in user', async () => {
    const { router } = renderApp('/login', { mocks: [signedInSession(['ADMIN'])] });
    expect(await screen.findByRole('heading', { name: 'Dashboard screen' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
  });
});
