/** Public addresses of files served under /files (relative; the gateway proxies the same path). */

export function categoryLogoUrl(categoryId: string): string {
  return `/files/logos/category-${categoryId}.svg`;
}

/** The uploaded logo of a category, or its generated one. */
export function categoryLogo(categoryId: string, logoName: string | null): string {
  return logoName ? `/files/logos/${logoName}` : categoryLogoUrl(categoryId);
}

export function insertImageUrl(imageName: string | null): string | null {
  return imageName ? `/files/inserts/${imageName}` : null;
}

/** The uploaded first page (cover) of a leaflet; null when its first cut page serves. */
export function leafletCoverUrl(firstPageName: string | null): string | null {
  return firstPageName ? `/files/covers/${firstPageName}` : null;
}

/** An uploaded image of a push notification. */
export function notificationImagePath(name: string): string {
  return `/files/notifications/${name}`;
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
