import { useQuery } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { EmptyState, ErrorState, LoadingState } from '../../shared/ui/States';
import { ArchiveLeafletPagesQuery } from './operations';

/**
 * A leaflet's pages, read-only: the page thumbnails (each opens the full page image) and what the
 * page details hold — inserts between pages, page redirects, clickable areas and product articles.
 */
export function LeafletPagesReadOnly({ leafletId }: { leafletId: string }) {
  const { t, i18n } = useTranslation('archives');
  const { data, error, loading, refetch } = useQuery(ArchiveLeafletPagesQuery, { variables: { leafletId }, fetchPolicy: 'cache-and-network' });
  const details = data?.details;
  if (!details) {
    if (error && !loading)
      return (
        <ErrorState
          message={t('pages.error')}
          onRetry={() => {
            refetch().catch(() => undefined);
          }}
        />
      );
    return <LoadingState label={t('pages.loading')} />;
  }
  const money = new Intl.NumberFormat(i18n.language, { minimumFractionDigits: 2, maximumFractionDigits: 2 });

  return (
    <StyledPages data-testid="archive-leaflet-pages">
      {details.pages.length === 0 ? (
        <EmptyState message={t('pages.none')} />
      ) : (
        <StyledThumbnails aria-label={t('pages.listLabel')}>
          {byPage(details.pages).map((page) => (
            <li key={page.pageNumber}>
              <a href={page.imageUrl} target="_blank" rel="noreferrer" aria-label={t('pages.openFull', { page: page.pageNumber })}>
                <img src={page.thumbnailUrl} alt={t('pages.page', { page: page.pageNumber })} loading="lazy" />
                <span aria-hidden="true">{page.pageNumber}</span>
              </a>
            </li>
          ))}
        </StyledThumbnails>
      )}
      <StyledParts>
        <Part title={t('pages.inserts')} testId="archive-page-inserts">
          {[...details.inserts]
            .sort((a, b) => a.position - b.position)
            .map((insert) => (
              <li key={insert.id}>{t('pages.insertAt', { position: insert.position, name: insert.insertName })}</li>
            ))}
        </Part>
        <Part title={t('pages.redirects')} testId="archive-page-redirects">
          {details.redirects.map((redirect) => (
            <li key={redirect.id}>
              <strong>{t('pages.onPages', { positions: redirect.positionsText })}</strong>
              {redirect.description ? <StyledLine>{redirect.description}</StyledLine> : null}
              {redirect.redirectUrl ? <StyledLine>{redirect.redirectUrl}</StyledLine> : null}
            </li>
          ))}
        </Part>
        <Part title={t('pages.areas')} testId="archive-page-areas">
          {byPage(details.areas).map((area) => (
            <PageItem key={area.id} page={area.pageNumber} text={area.link} />
          ))}
        </Part>
        <Part title={t('pages.articles')} testId="archive-page-articles">
          {byPage(details.articles).map((article) => (
            <PageItem
              key={article.id}
              page={article.pageNumber}
              text={[article.name, article.brand, article.price == null ? null : `${money.format(article.price)} ${article.currency ?? ''}`.trim()]
                .filter(Boolean)
                .join(' · ')}
            />
          ))}
        </Part>
      </StyledParts>
    </StyledPages>
  );
}

function byPage<T extends { pageNumber: number }>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => a.pageNumber - b.pageNumber);
}

/** Something on one page: the page, then what it is. */
function PageItem({ page, text }: { page: number; text: string }) {
  const { t } = useTranslation('archives');
  return (
    <li>
      <strong>{t('pages.onPage', { page })}</strong>
      <StyledLine>{text}</StyledLine>
    </li>
  );
}

/** One part of the page details: its items, or "None". */
function Part({ title, testId, children }: { title: string; testId: string; children: ReactNode[] }) {
  const { t } = useTranslation('archives');
  return (
    <section data-testid={testId}>
      <h3>{title}</h3>
      {children.length === 0 ? <StyledNone>{t('pages.nothing')}</StyledNone> : <ul>{children}</ul>}
    </section>
  );
}

const StyledPages = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
  min-width: 0;
`;

const StyledThumbnails = styled.ol`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(88px, 1fr));
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  padding: 0;
  list-style: none;

  a {
    display: flex;
    flex-direction: column;
    align-items: center;
    gap: ${({ theme }) => theme.space(1)};
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.font.size.sm};
    text-decoration: none;
    border-radius: ${({ theme }) => theme.radius};
  }

  img {
    display: block;
    width: 100%;
    aspect-ratio: 3 / 4;
    object-fit: contain;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius};
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }

  a:hover img {
    border-color: ${({ theme }) => theme.colors.focus};
  }
`;

const StyledParts = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 240px), 1fr));
  gap: ${({ theme }) => theme.space(4)};

  h3 {
    margin: 0 0 ${({ theme }) => theme.space(2)};
    font-size: ${({ theme }) => theme.font.size.md};
  }

  ul {
    margin: 0;
    padding-inline-start: ${({ theme }) => theme.space(5)};
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space(2)};
  }

  li {
    overflow-wrap: anywhere;
  }
`;

const StyledLine = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const StyledNone = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;
