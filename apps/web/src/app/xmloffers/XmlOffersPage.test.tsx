import { screen } from '@testing-library/react';
import { LeafletDetailsDialog, LeafletDetailsQuery, LeafletDetailsSlotsContext } from '../../features/xmloffers/LeafletDetailsDialog';
import { renderFeature } from '../../test/renderFeature';
import { DETAILS_SLOTS } from './XmlOffersPage';

describe('ordering screen composition', () => {
  it("offers the leaflet's edit dialog in its details", async () => {
    const leaflet = {
      __typename: 'Leaflet',
      id: 'l-1',
      naturalId: 'lidl-w48',
      status: 'ACTIVE',
      additionalInfo: 'Weekly',
      additionalInfo2: null,
      validFrom: '2030-12-01',
      validTo: '2030-12-07',
      untilEndOfSupply: false,
      publishDate: null,
      publishEndDate: null,
      createdAt: '2026-11-20T09:00:00.000Z',
      createdBy: 'anna',
      refreshedAt: null,
      refreshedBy: null,
      pageCount: 0,
      priorities: { __typename: 'LeafletPriorities', android: null, ios: null, web: null, wp: null, android2: null },
      visibility: { __typename: 'LeafletVisibility', android: true, android2: false, ios: true, web: true, wp: false },
      pages: [],
    };
    renderFeature(
      <LeafletDetailsSlotsContext.Provider value={DETAILS_SLOTS}>
        <LeafletDetailsDialog target={{ leafletId: 'l-1', naturalId: 'lidl-w48', storeName: 'Lidl' }} onClose={jest.fn()} />
      </LeafletDetailsSlotsContext.Provider>,
      { roles: ['ADMIN'], mocks: [{ request: { query: LeafletDetailsQuery, variables: { id: 'l-1' } }, result: { data: { leaflet } } }] },
    );
    expect(await screen.findByTestId('edit-leaflet-l-1')).toHaveAccessibleName('Edit leaflet lidl-w48');
  });
});
