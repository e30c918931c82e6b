/** The archive's screens (packages/domain/src/routes.ts); a leaflet's details are addressed by `?id=`. */
export const ARCHIVE_LIST_PATH = '/archives/leaflets';
export const ARCHIVE_DETAILS_PATH = '/archives/leaflet-details';

export function detailsPath(leafletId: string): string {
  return `${ARCHIVE_DETAILS_PATH}?${new URLSearchParams({ id: leafletId }).toString()}`;
}
