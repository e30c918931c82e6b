import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../test/renderApp';
import ReleaseNotes from './ReleaseNotes';
import { MarkdownDocument } from './MarkdownDocument';

// The repository's CHANGELOG.md itself (the app takes it in with the build tool, which Jest is not).
jest.mock('./changelog', () => {
  const fs = jest.requireActual<typeof import('node:fs')>('node:fs');
  const path = jest.requireActual<typeof import('node:path')>('node:path');
  return { CHANGELOG: fs.readFileSync(path.join(__dirname, '../../../../../CHANGELOG.md'), 'utf8') };
});

describe('ReleaseNotes', () => {
  it('shows the changelog with its versions and sections under the dialog’s heading', () => {
    const { container } = renderWithProviders(<ReleaseNotes />);
    expect(screen.getByRole('heading', { level: 3, name: 'Changelog' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 4, name: '[Unreleased]' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 4, name: '[0.1.0]' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 5, name: 'Added' }).length).toBeGreaterThanOrEqual(2);
    expect(screen.getAllByRole('list').length).toBeGreaterThanOrEqual(3);
    expect(screen.getByRole('link', { name: 'Keep a Changelog' })).toHaveAttribute('href', 'https://keepachangelog.com/en/1.1.0/');
    expect(screen.getByRole('link', { name: 'Keep a Changelog' })).toHaveAttribute('rel', 'noopener noreferrer');
    expect(container.firstElementChild).toHaveAttribute('lang', 'en');
    // Nothing of the Markdown syntax is left on screen.
    expect(container.textContent).not.toMatch(/^#|\]\(|^- /m);
  });

  it('renders markup in the text as text', () => {
    const { container } = renderWithProviders(
      <MarkdownDocument source={'# Notes\n\n- <img src=x onerror=alert(1)> [x](javascript:alert(1))'} headingOffset={1} />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Notes' })).toBeInTheDocument();
    expect(container.querySelector('img')).toBeNull();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(within(screen.getByRole('listitem')).getByText('<img src=x onerror=alert(1)> [x](javascript:alert(1))')).toBeInTheDocument();
  });
});
