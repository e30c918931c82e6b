import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { clearErrorLog } from '../../shared/errorLog/errorLogStore';
import { setErrorLogOpen } from '../../shared/errorLog/errorLogDialogState';
import { renderWithProviders } from '../../test/renderApp';
import { RouteErrorPage } from './RouteErrorPage';

function Exploding(): never {
  throw new Error('Route exploded');
}

beforeEach(() => {
  clearErrorLog();
  setErrorLogOpen(false);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => jest.restoreAllMocks());

describe('the router’s error page', () => {
  it('opens the error log (loaded when first opened) with the error in it', async () => {
    const user = userEvent.setup();
    const router = createMemoryRouter([{ path: '/', element: <Exploding />, errorElement: <RouteErrorPage /> }]);
    renderWithProviders(<RouterProvider router={router} />, { language: 'en' });
    expect(await screen.findByRole('heading', { name: 'Something went wrong on this screen' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Open the error log' }));
    const dialog = await screen.findByRole('dialog', { name: 'Error log' });
    expect(within(dialog).getByRole('row', { name: /Route exploded/ })).toBeInTheDocument();
  });
});
