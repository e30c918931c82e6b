import type { Article, ArticleData } from '../../__generated__/resolvers-types';
import type { UpstreamArticle, UpstreamArticleData } from './client';

export function toArticleData(raw: UpstreamArticleData): ArticleData {
  return {
    id: raw.id,
    retailer: raw.retailer,
    storeId: raw.storeId ?? null,
    storeName: raw.storeName ?? null,
    title: raw.title,
    validFrom: raw.validFrom ?? null,
    validTo: raw.validTo ?? null,
    status: raw.status,
    leafletReference: raw.leafletReference
      ? {
          leafletId: raw.leafletReference.leafletId,
          leafletNaturalId: raw.leafletReference.leafletNaturalId,
          leafletStoreId: raw.leafletReference.leafletStoreId,
        }
      : null,
    articlesCount: raw.articlesCount ?? 0,
    updatedAt: raw.updatedAt,
    updatedBy: raw.updatedBy ?? null,
    version: raw.version,
  };
}

export function toArticle(raw: UpstreamArticle): Article {
  return {
    id: raw.id,
    name: raw.name,
    brand: raw.brand ?? null,
    packaging: raw.packaging ?? null,
    price: raw.price ?? null,
    currency: raw.currency ?? null,
    pricePerUnit: raw.pricePerUnit ?? null,
    unit: raw.unit ?? null,
    crossedPrice: raw.crossedPrice ?? null,
    discount: raw.discount ?? null,
    pageNumber: raw.pageNumber ?? null,
  };
}
