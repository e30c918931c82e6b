import { useQuery } from '@apollo/client/react';
import { formatDate, formatDateTime } from '@flyerdesk/domain/dates';
import { restoreRefusal } from '@flyerdesk/domain/leafletStatus';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import type { ArchiveLeafletRowFragment } from '../../__generated__/graphql';
import { ArchiveShopsQuery } from './operations';

type Validity = Pick<ArchiveLeafletRowFragment, 'validFrom' | 'validTo' | 'untilEndOfSupply'>;

/** "from – to" of a leaflet's validity; "until end of supply" when it has no end day. */
export function validityText(leaflet: Validity, t: TFunction): string {
  const notSet = t('leaflet.notSet');
  const to = leaflet.untilEndOfSupply ? t('leaflet.untilEndOfSupply') : leaflet.validTo ? formatDate(leaflet.validTo) : notSet;
  return t('leaflet.validRange', { from: leaflet.validFrom ? formatDate(leaflet.validFrom) : notSet, to });
}

/** An archived leaflet whose validity has ended: the server refuses to restore it (LEAFLET_EXPIRED). */
export function hasExpired(leaflet: Validity & { status: string }): boolean {
  return leaflet.status === 'DELETED' && restoreRefusal({ status: leaflet.status, untilEndOfSupply: leaflet.untilEndOfSupply, validTo: leaflet.validTo ?? null }) === 'expired';
}

/** When something happened and who did it (the system when nobody is named). */
export function atBy(at: string | null | undefined, who: string | null | undefined, t: TFunction): string {
  const when = formatDateTime(at);
  return who ? t('leaflet.atBy', { at: when, who }) : when;
}

export function titleOf(leaflet: Pick<ArchiveLeafletRowFragment, 'additionalInfo'>, t: TFunction): string {
  const title = leaflet.additionalInfo?.trim();
  return title ? title : t('leaflet.untitled');
}

export interface ArchiveShops {
  /** The shops the user sees, by name. */
  shops: readonly { id: string; name: string }[];
  /** A shop's name; a leaflet of a shop outside the user's list (e.g. an archived shop) says so. */
  nameOf: (storeId: string) => string;
}

/** The shops the user sees: the list's shop filter and the shop names of rows and details. */
export function useArchiveShops(t: TFunction): ArchiveShops {
  const { data } = useQuery(ArchiveShopsQuery, { fetchPolicy: 'cache-and-network', nextFetchPolicy: 'cache-first' });
  return useMemo(() => {
    const shops = [...(data?.stores ?? [])].sort((a, b) => a.name.localeCompare(b.name));
    const names = new Map(shops.map((shop) => [shop.id, shop.name]));
    // Until the shops have loaded a name is left blank rather than called unknown.
    const unknown = data ? t('leaflet.unknownShop') : '';
    return { shops, nameOf: (storeId: string) => names.get(storeId) ?? unknown };
  }, [data, t]);
}
