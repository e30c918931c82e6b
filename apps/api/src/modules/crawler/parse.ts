/**
 * Reading a retailer's listing page: each `<article class="leaflet">` names one leaflet (its link,
 * title and `<time class="from|to" datetime>` validity); `<a rel="next">` leads to the next page.
 */
import { parse, type HTMLElement } from 'node-html-parser';

export interface ListedLeaflet {
  /** Absolute address of the leaflet (its PDF or page). */
  url: string;
  title: string;
  validFrom: string | null;
  validTo: string | null;
}

export interface ListingPage {
  leaflets: ListedLeaflet[];
  next: URL | null;
}

const TITLE_MAX = 500;

function calendarDay(element: HTMLElement | null): string | null {
  const raw = element?.getAttribute('datetime')?.trim();
  if (!raw) return null;
  const day = raw.slice(0, 10);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return null;
  const parsed = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === day ? day : null;
}

/** An http(s) address relative to the page, or null when it is none. */
function resolveLink(href: string | undefined, base: URL): URL | null {
  if (!href?.trim()) return null;
  try {
    const url = new URL(href.trim(), base);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    url.hash = '';
    return url;
  } catch {
    return null;
  }
}

function hasRel(element: HTMLElement, rel: string): boolean {
  return (element.getAttribute('rel') ?? '').toLowerCase().split(/\s+/).includes(rel);
}

export function parseListing(html: string, pageUrl: URL): ListingPage {
  const root = parse(html, { comment: false });
  const seen = new Set<string>();
  const leaflets: ListedLeaflet[] = [];
  for (const article of root.querySelectorAll('article.leaflet')) {
    const link = article.querySelectorAll('a').find((a) => !hasRel(a, 'next') && a.getAttribute('href'));
    const url = link ? resolveLink(link.getAttribute('href'), pageUrl) : null;
    if (!link || !url || seen.has(url.href)) continue;
    seen.add(url.href);
    const title = link.text.replace(/\s+/g, ' ').trim().slice(0, TITLE_MAX);
    leaflets.push({
      url: url.href,
      title: title || url.pathname.split('/').pop() || url.href,
      validFrom: calendarDay(article.querySelector('time.from')),
      validTo: calendarDay(article.querySelector('time.to')),
    });
  }
  const nextLink = [...root.querySelectorAll('a'), ...root.querySelectorAll('link')].find((a) => hasRel(a, 'next'));
  const next = nextLink ? resolveLink(nextLink.getAttribute('href'), pageUrl) : null;
  return { leaflets, next };
}
