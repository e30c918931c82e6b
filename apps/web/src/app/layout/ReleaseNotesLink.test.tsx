import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { NO_FEATURES } from '@flyerdesk/domain/features';
import type { Language } from '@flyerdesk/domain/constants';
import { renderWithProviders } from '../../test/renderApp';
import { BUILT_ROUTES } from '../builtRoutes';
import { Sidebar } from './Sidebar';

// The repository's CHANGELOG.md itself (the app takes it in with the build tool, which Jest is not).
jest.mock('../../features/releaseNotes/changelog', () => {
  const fs = jest.requireActual<typeof import('node:fs')>('node:fs');
  const path = jest.requireActual<typeof import('node:path')>('node:path');
  return { CHANGELOG: fs.readFileSync(path.join(__dirname, '../../../../../CHANGELOG.md'), 'utf8') };
});

function renderSidebar(language: Language = 'en') {
  renderWithProviders(
    <MemoryRouter initialEntries={['/dashboard']}>
      <Sidebar roles={['ADMIN']} flags={NO_FEATURES} isBuilt={(path) => Object.hasOwn(BUILT_ROUTES, path)} open overlay={false} />
    </MemoryRouter>,
    { language },
  );
  return screen.getByRole('navigation', { name: language === 'pl' ? 'Nawigacja główna' : 'Main navigation' });
}

describe('the versions in the sidebar footer', () => {
  it('open the release notes by keyboard, and Escape gives the focus back', async () => {
    const user = userEvent.setup();
    const nav = renderSidebar();
    const versions = await within(nav).findByRole('button', { name: /^Back-end 1\.0\.0 \(build 3f2a1bc\) UI .+ Release notes$/ });
    expect(versions).toHaveAttribute('aria-haspopup', 'dialog');

    versions.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Release notes' });
    expect(await within(dialog).findByRole('heading', { level: 3, name: 'Changelog' })).toBeInTheDocument();
    expect(within(dialog).getByRole('heading', { level: 4, name: '[0.1.0]' })).toBeInTheDocument();
    expect(within(dialog).queryByText('The release notes are written in English.')).not.toBeInTheDocument();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(versions).toHaveFocus());
  });

  it('tell Polish readers that the notes are in English', async () => {
    const user = userEvent.setup();
    const nav = renderSidebar('pl');
    await user.click(await within(nav).findByRole('button', { name: /Informacje o wydaniu$/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Informacje o wydaniu' });
    expect(within(dialog).getByText('Informacje o wydaniu są napisane po angielsku.')).toBeInTheDocument();
    expect(await within(dialog).findByRole('heading', { name: 'Changelog' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Zamknij' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
