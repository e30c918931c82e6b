import { isPlatformKey } from '@flyerdesk/domain/platforms';
import { isLeafletUrlKind, LINK_SWAP_STATUSES, PAGE_AREA_SOURCES, type LeafletUrlKind } from '@flyerdesk/domain/validation/pageDetails';
import type {
  LeafletPageDetails,
  LinkPlatform,
  LinkSwapStatus,
  PageAreaSource,
} from '../../__generated__/resolvers-types';
import { badRequest } from '../../errors';
import type { UpstreamPageDetails } from './client';

function platformsOf(values: readonly string[]): LinkPlatform[] {
  return values.filter(isPlatformKey);
}

function swapStatus(value: string): LinkSwapStatus {
  return (LINK_SWAP_STATUSES as readonly string[]).includes(value) ? (value as LinkSwapStatus) : 'FAILED';
}

function areaSource(value: string): PageAreaSource {
  return (PAGE_AREA_SOURCES as readonly string[]).includes(value) ? (value as PageAreaSource) : 'DRAWN';
}

/** The page details of the api as the GraphQL contract shows them. */
export function toPageDetails(raw: UpstreamPageDetails): LeafletPageDetails {
  return {
    leafletId: raw.leafletId,
    storeId: raw.storeId,
    naturalId: raw.naturalId,
    pageCount: raw.pageCount,
    version: raw.version,
    pages: raw.pages.map((page) => ({ ...page })),
    inserts: raw.inserts.map((insert) => ({ ...insert })),
    redirects: raw.redirects.map((redirect) => ({
      ...redirect,
      platformLinks: redirect.platformLinks.filter((link) => isPlatformKey(link.platform)).map((link) => ({ platform: link.platform as LinkPlatform, url: link.url })),
    })),
    linkSwaps: raw.linkSwaps.map((swap) => ({ ...swap, platforms: platformsOf(swap.platforms), status: swapStatus(swap.status) })),
    areas: raw.areas.map((area) => ({ ...area, source: areaSource(area.source) })),
    articles: raw.articles.map((article) => ({ ...article })),
  };
}

/** A GraphQL input as the REST body (absent optional fields left out). */
export function restBody(input: object): Record<string, unknown> {
  return Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined));
}

export function urlKind(value: string): LeafletUrlKind {
  if (!isLeafletUrlKind(value)) throw badRequest('Unknown kind of link');
  return value;
}
