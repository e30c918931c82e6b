/** Public addresses of rendered leaflet pages (relative; the gateway proxies /files). */

/** Names of rendered page files: `<page>-<job id>.png` and `<page>-<job id>.thumb.png`, made by the server. */
export const RENDERED_FILE_NAME = /^\d{1,5}-[0-9a-f-]{36}(\.thumb)?\.png$/;

export function renderedPageName(jobId: string, pageNumber: number, thumbnail: boolean): string {
  return `${pageNumber}-${jobId}${thumbnail ? '.thumb' : ''}.png`;
}

export function renderedPageUrl(leafletId: string, name: string): string {
  return `/files/leaflets/${leafletId}/rendered/${name}`;
}
