import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { NO_FEATURES } from '@flyerdesk/domain/features';
import type { Role } from '@flyerdesk/domain/roles';
import { renderWithProviders } from '../../test/renderApp';
import { BUILT_ROUTES } from '../builtRoutes';
import { Sidebar } from './Sidebar';

const thisVersion = (path: string) => Object.hasOwn(BUILT_ROUTES, path);
const everyScreen = () => true;

function renderSidebar(roles: Role[], isBuilt: (path: string) => boolean, path = '/dashboard') {
  renderWithProviders(
    <MemoryRouter initialEntries={[path]}>
      <Sidebar roles={roles} flags={NO_FEATURES} isBuilt={isBuilt} open overlay={false} />
    </MemoryRouter>,
  );
  return screen.getByRole('navigation', { name: 'Main navigation' });
}

function linkNames(nav: HTMLElement): string[] {
  return within(nav)
    .queryAllByRole('link')
    .map((link) => link.textContent ?? '');
}

describe('Sidebar', () => {
  it('lists only the screens of this version that the role may open', () => {
    const admin = renderSidebar(['ADMIN'], thisVersion);
    expect(linkNames(admin)).toEqual([
      'Dashboard',
      'Selective notifications',
      'Order of promotions',
      'Categories',
      'Inserts',
      'Users',
      'Groups',
      'Logs',
      'Cooks and recipes',
      'New leaflets search',
      'Reels',
      'Loyalty cards',
      'App configuration',
    ]);
    expect(within(admin).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
  });

  it('collapses the scrapper group into its one built page, for editors too', () => {
    const editor = renderSidebar(['EDITOR'], thisVersion);
    expect(linkNames(editor)).toEqual(['Dashboard', 'Categories', 'Inserts', 'Groups', 'New leaflets search']);
    expect(within(editor).getByRole('link', { name: 'New leaflets search' })).toHaveAttribute(
      'href',
      '/scrapper/new-leaflets-search',
    );
    expect(within(editor).queryByRole('button', { name: 'Scrapper' })).not.toBeInTheDocument();
  });

  it('is empty for a role whose screens are not in this version yet', () => {
    const nav = renderSidebar(['EDITOR_RECIPE'], (path) => path !== '/recipes' && thisVersion(path), '/recipes');
    expect(linkNames(nav)).toEqual([]);
    expect(within(nav).getByText('No screens of this version are available for your role.')).toBeInTheDocument();
  });

  it('gives the recipe role its one screen of this version', () => {
    const nav = renderSidebar(['EDITOR_RECIPE'], thisVersion, '/recipes');
    expect(linkNames(nav)).toEqual(['Cooks and recipes']);
  });

  it('gives the reels role its one screen of this version', () => {
    const nav = renderSidebar(['EDITOR_REELS'], thisVersion, '/reels');
    expect(linkNames(nav)).toEqual(['Reels']);
  });

  it('gives the notification role its two screens of this version', () => {
    const nav = renderSidebar(['EDITOR_NOTIFICATION'], thisVersion, '/selective-notifications');
    expect(linkNames(nav)).toEqual(['Selective notifications', 'Notification archive']);
  });

  it('shows administrators the admin-only screens and editors not', () => {
    const admin = renderSidebar(['ADMIN'], everyScreen);
    expect(within(admin).getByRole('link', { name: 'Users' })).toBeInTheDocument();
    expect(within(admin).getByRole('link', { name: 'Order of promotions' })).toBeInTheDocument();
  });

  it('hides admin-only screens from editors', () => {
    const editor = renderSidebar(['EDITOR'], everyScreen);
    expect(within(editor).getByRole('link', { name: 'Categories' })).toBeInTheDocument();
    expect(within(editor).queryByRole('link', { name: 'Users' })).not.toBeInTheDocument();
    expect(within(editor).queryByRole('link', { name: 'Order of promotions' })).not.toBeInTheDocument();
  });

  it('collapses a group with one visible page into that page', () => {
    const nav = renderSidebar(['EDITOR_NOTIFICATION'], everyScreen, '/selective-notifications');
    expect(linkNames(nav)).toEqual(['Selective notifications', 'Notification archive']);
    expect(within(nav).queryByRole('button', { name: 'Archives' })).not.toBeInTheDocument();
  });

  it('opens and closes a group of pages', async () => {
    const user = userEvent.setup();
    const nav = renderSidebar(['ADMIN'], everyScreen);
    const group = within(nav).getByRole('button', { name: 'Archives' });
    expect(group).toHaveAttribute('aria-expanded', 'false');
    expect(within(nav).queryByRole('link', { name: 'Archived leaflets' })).not.toBeInTheDocument();

    await user.click(group);
    expect(group).toHaveAttribute('aria-expanded', 'true');
    expect(within(nav).getByRole('link', { name: 'Archived leaflets' })).toBeInTheDocument();

    await user.click(group);
    expect(within(nav).queryByRole('link', { name: 'Archived leaflets' })).not.toBeInTheDocument();
  });

  it('starts with the group of the current page open', () => {
    const nav = renderSidebar(['ADMIN'], everyScreen, '/archives/shops');
    expect(within(nav).getByRole('button', { name: 'Archives' })).toHaveAttribute('aria-expanded', 'true');
    expect(within(nav).getByRole('link', { name: 'Archived shops' })).toHaveAttribute('aria-current', 'page');
  });

  it('shows the back-end and interface versions', async () => {
    const nav = renderSidebar(['ADMIN'], thisVersion);
    expect(await within(nav).findByText('Back-end 1.0.0 (build 3f2a1bc)')).toBeInTheDocument();
    expect(within(nav).getByText(/^UI /)).toBeInTheDocument();
  });
});
