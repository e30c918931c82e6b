import { screen } from '@testing-library/react';
import { renderFeature } from '../../test/renderFeature';
import { UnconfirmedMatchesBadge } from './UnconfirmedMatchesBadge';

describe('unconfirmed matches badge of a shop', () => {
  it('flags a shop whose article data waits for confirmation', () => {
    renderFeature(<UnconfirmedMatchesBadge unconfirmed />, { roles: ['EDITOR'] });

    expect(screen.getByTestId('unconfirmed-matches-badge')).toHaveTextContent('Unconfirmed matches');
  });

  it('says nothing about a shop whose matches are all confirmed', () => {
    renderFeature(<UnconfirmedMatchesBadge unconfirmed={false} />, { roles: ['EDITOR'] });

    expect(screen.queryByText('Unconfirmed matches')).not.toBeInTheDocument();
  });

  it('is not shown while the articles-data switch is off', () => {
    renderFeature(<UnconfirmedMatchesBadge unconfirmed />, {
      roles: ['EDITOR'],
      flags: { articlesData: false, leafletScrapper: false },
    });

    expect(screen.queryByText('Unconfirmed matches')).not.toBeInTheDocument();
  });

  it('is translated', () => {
    renderFeature(<UnconfirmedMatchesBadge unconfirmed />, { roles: ['ADMIN'], language: 'pl' });

    expect(screen.getByText('Niepotwierdzone dopasowania')).toBeInTheDocument();
  });
});
