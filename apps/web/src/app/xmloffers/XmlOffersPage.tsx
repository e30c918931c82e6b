import XmlOffersScreen from '../../features/xmloffers/XmlOffersPage';
import { LeafletDetailsSlotsContext, type LeafletDetailsSlots } from '../../features/xmloffers/LeafletDetailsDialog';
import { EditLeafletButton } from '../../features/leaflets/LeafletDialogButtons';

/** What the other features add to the ordering screen: the leaflet's edit dialog in its details. */
export const DETAILS_SLOTS: LeafletDetailsSlots = {
  leafletActions: (target) => <EditLeafletButton leafletId={target.leafletId} naturalId={target.naturalId} />,
};

/** The order of promotions (/xmloffers), composed here with the leaflet edit dialog. */
export default function XmlOffersPage() {
  return (
    <LeafletDetailsSlotsContext.Provider value={DETAILS_SLOTS}>
      <XmlOffersScreen />
    </LeafletDetailsSlotsContext.Provider>
  );
}
