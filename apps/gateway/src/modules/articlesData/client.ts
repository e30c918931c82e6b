import type { ArticleDataStatus } from '@flyerdesk/domain/articlesData';
import { ScopedClient, seg, UpstreamUnavailableError } from '../../upstream/http';
import type { UpstreamJob } from '../jobs/client';

/** The leaflet an article-data item is matched to. */
export interface UpstreamLeafletReference {
  leafletId: string;
  leafletNaturalId: string;
  leafletStoreId: string;
}

/** One article-data item as the api answers it. */
export interface UpstreamArticleData {
  id: string;
  retailer: string;
  storeId: string | null;
  storeName: string | null;
  title: string;
  validFrom: string | null;
  validTo: string | null;
  status: ArticleDataStatus;
  leafletReference: UpstreamLeafletReference | null;
  articlesCount: number;
  updatedAt: string;
  updatedBy: string | null;
  version: number;
}

/** A product article of an item. */
export interface UpstreamArticle {
  id: string;
  name: string;
  brand: string | null;
  packaging: string | null;
  price: number | null;
  currency: string | null;
  pricePerUnit: number | null;
  unit: string | null;
  crossedPrice: number | null;
  discount: string | null;
  pageNumber: number | null;
}

export interface UpstreamItems<T> {
  items: T[];
}

/** GET /api/articles-data answer. */
export interface UpstreamArticleDataList extends UpstreamItems<UpstreamArticleData> {
  version: number;
}

/** GET /api/articles-data/version answer: bumped by every change of any item. */
export interface UpstreamArticlesDataVersion {
  version: number;
}

/** REST client for the article data of external retailers (the signed-in user's token). */
export class ArticlesDataClient extends ScopedClient {
  /** Starts an import; when one is running, answers that one. */
  startImport(): Promise<UpstreamJob> {
    return this.write<UpstreamJob>('POST', '/api/articles-data/import');
  }

  importStatus(): Promise<{ job: UpstreamJob | null }> {
    return this.get<{ job: UpstreamJob | null }>('/api/articles-data/import/status');
  }

  list(query: { status?: ArticleDataStatus; retailer?: string }): Promise<UpstreamArticleDataList> {
    return this.get<UpstreamArticleDataList>('/api/articles-data', { status: query.status, retailer: query.retailer });
  }

  version(): Promise<UpstreamArticlesDataVersion> {
    return this.get<UpstreamArticlesDataVersion>('/api/articles-data/version');
  }

  retailers(): Promise<UpstreamItems<string>> {
    return this.get<UpstreamItems<string>>('/api/articles-data/retailers');
  }

  notMatched(): Promise<UpstreamItems<UpstreamArticleData>> {
    return this.get<UpstreamItems<UpstreamArticleData>>('/api/articles-data/not-matched');
  }

  deleted(retailer: string): Promise<UpstreamItems<UpstreamArticleData>> {
    return this.get<UpstreamItems<UpstreamArticleData>>('/api/articles-data/deleted', { retailer });
  }

  articles(id: string): Promise<UpstreamItems<UpstreamArticle>> {
    return this.get<UpstreamItems<UpstreamArticle>>(`/api/articles-data/${seg(id)}/articles`);
  }

  confirmMatching(id: string, leafletId: string, version?: number): Promise<UpstreamArticleData> {
    return this.write<UpstreamArticleData>('POST', `/api/articles-data/${seg(id)}/confirm-matching`, { json: { leafletId }, ifMatch: version });
  }

  matchLeaflet(id: string, leafletNaturalId: string, version?: number): Promise<UpstreamArticleData> {
    return this.write<UpstreamArticleData>('POST', `/api/articles-data/${seg(id)}/match-leaflet`, { json: { leafletNaturalId }, ifMatch: version });
  }

  removeMatching(id: string, version?: number): Promise<UpstreamArticleData> {
    return this.write<UpstreamArticleData>('POST', `/api/articles-data/${seg(id)}/remove-matching`, { ifMatch: version });
  }

  /** Sets an item aside; the item as deleted when the api answers it, null for an empty answer (204). */
  async remove(id: string, version?: number): Promise<UpstreamArticleData | null> {
    const res = await this.http.send({
      method: 'DELETE',
      path: `/api/articles-data/${seg(id)}`,
      ifMatch: version,
      token: await this.scope.accessToken(),
      traceId: this.scope.traceId,
    });
    if (res.status === 204) return null;
    try {
      return res.json() as UpstreamArticleData;
    } catch (err) {
      throw new UpstreamUnavailableError('server', 'DELETE', '/api/articles-data/{id}', res.status, { cause: err });
    }
  }

  undelete(id: string, version?: number): Promise<UpstreamArticleData> {
    return this.write<UpstreamArticleData>('POST', `/api/articles-data/${seg(id)}/undelete`, { ifMatch: version });
  }
}
