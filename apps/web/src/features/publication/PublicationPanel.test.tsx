import { formatDateTime } from '@flyerdesk/domain/dates';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { PublicationPanel } from './PublicationPanel';
import { PendingPublicationQuery } from './usePendingPublication';
import { PublishPromotionsMutationDocument } from './usePublishPromotions';
import { aPendingLeaflet, clearToasts, pendingMock, publishMock, renderWithProviders } from './test-utils';

const spring = aPendingLeaflet({
  id: 'l-1',
  naturalId: 'lidl-spring',
  additionalInfo: 'Spring offers',
  publishDate: '2026-03-02T07:30:00.000Z',
});
const garden = aPendingLeaflet({
  id: 'l-2',
  naturalId: 'obi-garden',
  additionalInfo: null,
  publishDate: '2026-03-01T10:00:00.000Z',
});
const winter = aPendingLeaflet({ id: 'l-3', naturalId: 'aldi-winter', additionalInfo: 'Winter sale' });

async function findPanel() {
  return screen.findByRole('region', { name: 'Publish promotions' });
}

async function waitForSubscription(view: ReturnType<typeof renderWithProviders>) {
  await waitFor(() => expect(view.subscriptions.operation?.operationName).toBe('PendingPublicationChanged'));
}

afterEach(() => {
  clearToasts();
});

describe('publication panel', () => {
  it('lists the leaflets awaiting activation and deactivation with their counts', async () => {
    renderWithProviders(<PublicationPanel />, {
      roles: ['EDITOR'],
      mocks: [pendingMock([spring, garden], [winter])],
    });

    expect(screen.getByRole('status', { name: 'Loading leaflets awaiting publication' })).toBeInTheDocument();
    const toActivate = await screen.findByRole('table', { name: /Awaiting activation/ });
    const toDeactivate = screen.getByRole('table', { name: /Awaiting deactivation/ });

    expect(screen.getByRole('button', { name: /Awaiting activation/ })).toHaveTextContent('2 leaflets');
    expect(screen.getByRole('button', { name: /Awaiting deactivation/ })).toHaveTextContent('1 leaflet');
    expect(
      screen.getByText('Leaflets ready for activation whose publication date is more than 5 minutes ago.'),
    ).toBeInTheDocument();

    const springRow = within(toActivate).getByRole('row', { name: /lidl-spring/ });
    expect(springRow).toHaveTextContent('Spring offers');
    expect(springRow).toHaveTextContent(formatDateTime('2026-03-02T07:30:00.000Z'));
    expect(within(toActivate).getByRole('row', { name: /obi-garden/ })).toHaveTextContent('No title');
    expect(within(toDeactivate).getByRole('row', { name: /aldi-winter/ })).toHaveTextContent('Winter sale');
    expect(within(toDeactivate).queryByRole('row', { name: /lidl-spring/ })).not.toBeInTheDocument();
  });

  it('says so when nothing is waiting', async () => {
    renderWithProviders(<PublicationPanel />, { roles: ['ADMIN'], mocks: [pendingMock([], [])] });

    expect(await screen.findByText('No leaflets awaiting activation')).toBeInTheDocument();
    expect(screen.getByText('No leaflets awaiting deactivation')).toBeInTheDocument();
    expect(screen.getByTestId('publication-to-activate-count')).toHaveTextContent('0 leaflets');
    expect(screen.getByTestId('publication-to-deactivate-count')).toHaveTextContent('0 leaflets');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('counts in Polish', async () => {
    const many = Array.from({ length: 5 }, (_, i) => aPendingLeaflet({ id: `pl-${i}` }));
    renderWithProviders(<PublicationPanel />, {
      roles: ['ADMIN'],
      language: 'pl',
      mocks: [pendingMock([spring, garden], many)],
    });

    expect(await screen.findByRole('button', { name: /Oczekujące na aktywację/ })).toHaveTextContent('2 gazetki');
    expect(screen.getByRole('button', { name: /Oczekujące na dezaktywację/ })).toHaveTextContent('5 gazetek');
    expect(
      screen.getByText('Gazetki gotowe do aktywacji, których data publikacji minęła ponad 5 minut temu.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Publikuj promocje' })).toBeInTheDocument();
  });

  it('hides the publish button from editors', async () => {
    renderWithProviders(<PublicationPanel />, { roles: ['EDITOR'], mocks: [pendingMock([spring], [])] });

    await screen.findByRole('table', { name: /Awaiting activation/ });
    expect(screen.queryByRole('button', { name: 'Publish promotions' })).not.toBeInTheDocument();
  });

  it('offers the publish button to admins', async () => {
    renderWithProviders(<PublicationPanel />, { roles: ['ADMIN'], mocks: [pendingMock([spring], [])] });

    await screen.findByRole('table', { name: /Awaiting activation/ });
    expect(screen.getByRole('button', { name: 'Publish promotions' })).toBeEnabled();
  });

  it('is not shown to users who may not see the pending lists', async () => {
    const pendingRequests = jest.fn();
    renderWithProviders(<PublicationPanel />, {
      roles: ['EDITOR_RECIPE'],
      mocks: [pendingMock([spring], [], pendingRequests)],
    });
    // Give any request a chance to start.
    await act(() => Promise.resolve());

    expect(screen.queryByTestId('publication-panel')).not.toBeInTheDocument();
    expect(screen.queryByText('lidl-spring')).not.toBeInTheDocument();
    expect(pendingRequests).not.toHaveBeenCalled();
  });

  it('publishes after confirmation, reports the numbers and reloads the lists', async () => {
    const user = userEvent.setup();
    const published = jest.fn();
    const pendingRequests = jest.fn();
    renderWithProviders(<PublicationPanel />, {
      roles: ['ADMIN'],
      mocks: [
        pendingMock([spring, garden], [winter], pendingRequests),
        publishMock(2, 1, published),
        pendingMock([], [], pendingRequests),
      ],
    });
    await screen.findByRole('table', { name: /Awaiting activation/ });

    await user.click(screen.getByRole('button', { name: 'Publish promotions' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Publish promotions?' });
    expect(dialog).toHaveAccessibleDescription(
      '2 leaflets will be activated. 1 leaflet will be deactivated. The XML feeds of all platforms will be updated.',
    );
    expect(published).not.toHaveBeenCalled();

    await user.click(within(dialog).getByRole('button', { name: 'Publish' }));

    expect(await screen.findByText('Published: 2 activated, 1 deactivated')).toBeInTheDocument();
    expect(published).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(await screen.findByText('No leaflets awaiting activation')).toBeInTheDocument();
    expect(screen.getByText('No leaflets awaiting deactivation')).toBeInTheDocument();
    expect(pendingRequests).toHaveBeenCalledTimes(2);
  });

  it('publishes nothing when the confirmation is cancelled', async () => {
    const user = userEvent.setup();
    const published = jest.fn();
    renderWithProviders(<PublicationPanel />, {
      roles: ['ROOT'],
      mocks: [pendingMock([spring], []), publishMock(1, 0, published)],
    });
    await screen.findByRole('table', { name: /Awaiting activation/ });

    await user.click(screen.getByRole('button', { name: 'Publish promotions' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));

    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(published).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Publish promotions' })).toHaveFocus();
  });

  it('reports a failed publication through the app error toast', async () => {
    const user = userEvent.setup();
    renderWithProviders(<PublicationPanel />, {
      roles: ['ADMIN'],
      mocks: [
        pendingMock([spring], []),
        {
          request: { query: PublishPromotionsMutationDocument },
          result: { errors: [new GraphQLError('The feed could not be written')] },
        },
      ],
    });
    await screen.findByRole('table', { name: /Awaiting activation/ });

    await user.click(screen.getByRole('button', { name: 'Publish promotions' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Publish' }));

    expect(await screen.findByText('Error: The feed could not be written')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.queryByText(/^Published:/)).not.toBeInTheDocument();
    expect(screen.getByRole('row', { name: /lidl-spring/ })).toBeInTheDocument();
  });

  it('updates the lists and counts from a live event', async () => {
    const pendingRequests = jest.fn();
    const view = renderWithProviders(<PublicationPanel />, {
      roles: ['EDITOR'],
      mocks: [pendingMock([spring], [], pendingRequests)],
    });
    await screen.findByRole('table', { name: /Awaiting activation/ });
    await waitForSubscription(view);

    view.pushPending(7, [spring, garden], [winter]);

    expect(await screen.findByRole('row', { name: /obi-garden/ })).toBeInTheDocument();
    expect(screen.getByTestId('publication-to-activate-count')).toHaveTextContent('2 leaflets');
    expect(screen.getByTestId('publication-to-deactivate-count')).toHaveTextContent('1 leaflet');
    expect(screen.getByRole('table', { name: /Awaiting deactivation/ })).toHaveTextContent('aldi-winter');

    view.pushPending(8, [], [winter]);

    expect(await screen.findByText('No leaflets awaiting activation')).toBeInTheDocument();
    expect(screen.getByTestId('publication-to-activate-count')).toHaveTextContent('0 leaflets');
    expect(pendingRequests).toHaveBeenCalledTimes(1);
  });

  it('loads the lists again when live events were missed', async () => {
    const pendingRequests = jest.fn();
    const view = renderWithProviders(<PublicationPanel />, {
      roles: ['EDITOR'],
      mocks: [pendingMock([spring], [], pendingRequests), pendingMock([garden], [winter], pendingRequests)],
    });
    await screen.findByRole('table', { name: /Awaiting activation/ });
    await waitForSubscription(view);

    view.pushPending(1, [spring], []);
    view.pushPending(3, [spring], []);

    expect(await screen.findByRole('row', { name: /obi-garden/ })).toBeInTheDocument();
    expect(screen.getByTestId('publication-to-deactivate-count')).toHaveTextContent('1 leaflet');
    expect(pendingRequests).toHaveBeenCalledTimes(2);
  });

  it('shows a failed load with a way to try again', async () => {
    const user = userEvent.setup();
    renderWithProviders(<PublicationPanel />, {
      roles: ['EDITOR'],
      mocks: [
        { request: { query: PendingPublicationQuery }, error: new Error('Network down') },
        pendingMock([spring], []),
      ],
    });

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load the leaflets awaiting publication.');

    await user.click(within(alert).getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('row', { name: /lidl-spring/ })).toBeInTheDocument();
    expect(screen.queryByText('Could not load the leaflets awaiting publication.')).not.toBeInTheDocument();
  });

  it('folds each list from the keyboard', async () => {
    const user = userEvent.setup();
    renderWithProviders(<PublicationPanel />, { roles: ['EDITOR'], mocks: [pendingMock([spring], [winter])] });
    await screen.findByRole('table', { name: /Awaiting activation/ });
    const toggle = screen.getByRole('button', { name: /Awaiting activation/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');

    toggle.focus();
    await user.keyboard('{Enter}');

    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('table', { name: /Awaiting activation/ })).not.toBeInTheDocument();
    expect(screen.getByRole('table', { name: /Awaiting deactivation/ })).toBeInTheDocument();

    await user.keyboard(' ');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('table', { name: /Awaiting activation/ })).toBeInTheDocument();
  });

  it("links to every platform's XML feed in a new tab", async () => {
    renderWithProviders(<PublicationPanel />, { roles: ['EDITOR'], mocks: [pendingMock([], [])], theme: 'dark' });
    const feeds = within(await findPanel()).getByTestId('publication-feeds');

    const android = await within(feeds).findByRole('link', { name: 'Android (opens in a new tab)' });
    expect(android).toHaveAttribute('href', 'https://flyerdesk.example.com/feed/android.xml');
    expect(android).toHaveAttribute('target', '_blank');
    expect(android).toHaveAttribute('rel', expect.stringContaining('noopener'));
    expect(await within(feeds).findByRole('link', { name: 'IOS (opens in a new tab)' })).toHaveAttribute(
      'href',
      'https://flyerdesk.example.com/feed/ios.xml',
    );
  });
});
