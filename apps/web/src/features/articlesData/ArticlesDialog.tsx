import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../shared/ui/Dialog';
import { EmptyState, ErrorState, LoadingState } from '../../shared/ui/States';
import { StyledMuted, StyledNoWrap, StyledTable, StyledTableWrap } from './articlesDataStyles';
import { ArticlesDataArticlesQuery } from './operations';
import type { ArticleDataItem } from './useArticleDataActions';

export interface ArticlesDialogProps {
  item: ArticleDataItem;
  onClose: () => void;
}

function price(value: number | null | undefined, currency: string | null | undefined): string {
  if (value === null || value === undefined) return '';
  return currency ? `${value.toFixed(2)} ${currency}` : value.toFixed(2);
}

/** The product articles the external source lists for one item. */
export function ArticlesDialog({ item, onClose }: ArticlesDialogProps) {
  const { t } = useTranslation('articlesData');
  const { data, error, refetch } = useQuery(ArticlesDataArticlesQuery, { variables: { id: item.id } });
  const articles = data?.articlesDataArticles;

  let body;
  if (!articles) {
    body = error ? (
      <ErrorState
        message={t('articles.error')}
        onRetry={() => {
          refetch().catch(() => undefined);
        }}
      />
    ) : (
      <LoadingState label={t('articles.loading')} />
    );
  } else if (articles.length === 0) {
    body = <EmptyState message={t('articles.empty')} />;
  } else {
    body = (
      <StyledTableWrap>
        <StyledTable>
          <thead>
            <tr>
              <th scope="col">{t('articles.name')}</th>
              <th scope="col">{t('articles.brand')}</th>
              <th scope="col">{t('articles.packaging')}</th>
              <th scope="col">{t('articles.price')}</th>
              <th scope="col">{t('articles.pricePerUnit')}</th>
              <th scope="col">{t('articles.crossedPrice')}</th>
              <th scope="col">{t('articles.discount')}</th>
              <th scope="col">{t('articles.page')}</th>
            </tr>
          </thead>
          <tbody>
            {articles.map((article) => (
              <tr key={article.id}>
                <th scope="row">{article.name}</th>
                <td>{article.brand ?? <StyledMuted>—</StyledMuted>}</td>
                <td>{article.packaging ?? <StyledMuted>—</StyledMuted>}</td>
                <StyledNoWrap>{price(article.price, article.currency)}</StyledNoWrap>
                <StyledNoWrap>
                  {article.pricePerUnit !== null && article.pricePerUnit !== undefined
                    ? `${price(article.pricePerUnit, article.currency)}${article.unit ? ` / ${article.unit}` : ''}`
                    : ''}
                </StyledNoWrap>
                <StyledNoWrap>{price(article.crossedPrice, article.currency)}</StyledNoWrap>
                <td>{article.discount ?? ''}</td>
                <td>{article.pageNumber ?? ''}</td>
              </tr>
            ))}
          </tbody>
        </StyledTable>
      </StyledTableWrap>
    );
  }

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t('articles.title', { title: item.title })}
      closeLabel={t('articles.close')}
    >
      {body}
    </Dialog>
  );
}
