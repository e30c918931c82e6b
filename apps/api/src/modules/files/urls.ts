/** Public addresses of files served under /files (relative; the gateway proxies the same path). */

export function categoryLogoUrl(categoryId: string): string {
  return `/files/logos/category-${categoryId}.svg`;
}

export function logoUrl(logoName: string | null): string | null {
  return logoName ? `/files/logos/${logoName}` : null;
}

/** Name of the generated logo of a shop. */
export function generatedStoreLogoName(storeId: string): string {
  return `store-${storeId}.svg`;
}

export function pageImageUrl(leafletId: string, pageNumber: number): string {
  return `/files/leaflets/${leafletId}/pages/${pageNumber}.svg`;
}

export function pageThumbnailUrl(leafletId: string, pageNumber: number): string {
  return `/files/leaflets/${leafletId}/thumbnails/${pageNumber}.svg`;
}
