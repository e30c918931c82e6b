import { allowedArticleDataActions, type ArticleDataAction } from '@flyerdesk/domain/articlesData';
import { formatDate } from '@flyerdesk/domain/dates';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { StyledButton } from '../../shared/ui/Button';
import { EmptyState } from '../../shared/ui/States';
import { useReturnFocus } from '../../shared/ui/useReturnFocus';
import { ArticleDataStatusBadge } from './ArticleDataStatusBadge';
import { ArticlesDialog } from './ArticlesDialog';
import { AssignForm } from './AssignForm';
import { StyledActions, StyledMono, StyledMuted, StyledNoWrap, StyledTable, StyledTableWrap } from './articlesDataStyles';
import {
  useConfirmMatch,
  useDeleteItem,
  useRejectMatch,
  useRemoveMatch,
  useUndeleteItem,
  type ActionOutcome,
  type ArticleDataItem,
} from './useArticleDataActions';

/** The matching tables: which items each holds and what can be done with them there. */
export type MatchingTab = 'toConfirm' | 'unmatched' | 'confirmed' | 'deleted';

/** A button of a row; `reject` removes the match the import found. */
type RowAction = 'confirm' | 'reject' | 'assign' | 'delete' | 'removeMatch' | 'undelete';

const TAB_ACTIONS: Record<MatchingTab, readonly RowAction[]> = {
  toConfirm: ['confirm', 'reject'],
  unmatched: ['assign', 'delete'],
  confirmed: ['removeMatch'],
  deleted: ['undelete'],
};

/** The workflow action (packages/domain/src/articlesData.ts) behind each button. */
const WORKFLOW_ACTION: Record<RowAction, ArticleDataAction> = {
  confirm: 'confirm',
  reject: 'removeMatch',
  assign: 'assign',
  delete: 'delete',
  removeMatch: 'removeMatch',
  undelete: 'undelete',
};

/** Buttons of an item in a table: the tab's actions its status allows. */
export function rowActions(tab: MatchingTab, item: Pick<ArticleDataItem, 'status'>): RowAction[] {
  const allowed = allowedArticleDataActions(item.status);
  return TAB_ACTIONS[tab].filter((action) => allowed.includes(WORKFLOW_ACTION[action]));
}

/** Tables showing the leaflet an item is (or would be) matched to. */
const LEAFLET_COLUMN: Partial<Record<MatchingTab, 'suggested' | 'leaflet'>> = {
  toConfirm: 'suggested',
  confirmed: 'leaflet',
};

export interface ArticleDataTableProps {
  tab: MatchingTab;
  items: readonly ArticleDataItem[];
  caption: string;
  emptyMessage: string;
}

/** One matching table: retailer, title, validity, (matched leaflet,) articles, status and actions per item. */
export function ArticleDataTable({ tab, items, caption, emptyMessage }: ArticleDataTableProps) {
  const { t } = useTranslation('articlesData');
  const [articlesOf, setArticlesOf] = useState<ArticleDataItem | null>(null);
  const focus = useReturnFocus();
  if (items.length === 0) return <EmptyState message={emptyMessage} />;
  const leafletColumn = LEAFLET_COLUMN[tab];
  const columns = leafletColumn ? 7 : 6;

  return (
    <>
      <StyledTableWrap>
        <StyledTable data-testid={`articles-data-table-${tab}`}>
          <caption>{caption}</caption>
          <thead>
            <tr>
              <th scope="col">{t('table.retailer')}</th>
              <th scope="col">{t('table.title')}</th>
              <th scope="col">{t('table.validity')}</th>
              {leafletColumn ? <th scope="col">{t(`table.${leafletColumn}`)}</th> : null}
              <th scope="col">{t('table.articles')}</th>
              <th scope="col">{t('table.status')}</th>
              <th scope="col">{t('table.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {items.map((item) => (
              <ArticleDataRow
                key={item.id}
                tab={tab}
                item={item}
                showLeaflet={leafletColumn !== undefined}
                columns={columns}
                onShowArticles={() => {
                  focus.remember();
                  setArticlesOf(item);
                }}
              />
            ))}
          </tbody>
        </StyledTable>
      </StyledTableWrap>
      {articlesOf ? (
        <ArticlesDialog
          item={articlesOf}
          onClose={() => {
            setArticlesOf(null);
            focus.restore();
          }}
        />
      ) : null}
    </>
  );
}

interface ArticleDataRowProps {
  tab: MatchingTab;
  item: ArticleDataItem;
  showLeaflet: boolean;
  columns: number;
  onShowArticles: () => void;
}

function ArticleDataRow({ tab, item, showLeaflet, columns, onShowArticles }: ArticleDataRowProps) {
  const { t } = useTranslation('articlesData');
  const [assigning, setAssigning] = useState(false);
  const [busy, setBusy] = useState(false);
  const { confirm } = useConfirmMatch();
  const { reject } = useRejectMatch();
  const { removeMatch } = useRemoveMatch();
  const { remove } = useDeleteItem();
  const { undelete } = useUndeleteItem();

  const run = async (action: (target: ArticleDataItem) => Promise<ActionOutcome>) => {
    setBusy(true);
    try {
      await action(item);
    } finally {
      setBusy(false);
    }
  };
  const handlers: Record<Exclude<RowAction, 'assign'>, () => Promise<void>> = {
    confirm: () => run(confirm),
    reject: () => run(reject),
    removeMatch: () => run(removeMatch),
    delete: () => run(remove),
    undelete: () => run(undelete),
  };

  const statusText = t(`status.${item.status}`);
  const validity =
    item.validFrom || item.validTo
      ? `${formatDate(item.validFrom)} – ${formatDate(item.validTo)}`
      : null;

  return (
    <>
      <tr
        aria-label={t('table.rowLabel', { title: item.title, retailer: item.retailer, status: statusText })}
        data-testid={`article-data-row-${item.id}`}
        data-status={item.status}
      >
        <td>
          <StyledMono>{item.retailer}</StyledMono>
          {item.storeName ? <StyledSub>{item.storeName}</StyledSub> : null}
        </td>
        <th scope="row">{item.title}</th>
        <StyledNoWrap>{validity ?? <StyledMuted>{t('table.noValidity')}</StyledMuted>}</StyledNoWrap>
        {showLeaflet ? (
          <td>
            {item.leafletReference ? (
              <StyledMono>{item.leafletReference.leafletNaturalId}</StyledMono>
            ) : (
              <StyledMuted>—</StyledMuted>
            )}
          </td>
        ) : null}
        <td>
          <StyledLinkButton
            type="button"
            $variant="ghost"
            aria-label={t('actions.articlesLabel', { title: item.title, count: item.articlesCount })}
            onClick={onShowArticles}
          >
            {t('actions.articles', { count: item.articlesCount })}
          </StyledLinkButton>
        </td>
        <td>
          <ArticleDataStatusBadge status={item.status} />
        </td>
        <td>
          <StyledActions>
            {rowActions(tab, item).map((action) =>
              action === 'assign' ? (
                <StyledButton
                  key={action}
                  type="button"
                  $variant="primary"
                  aria-expanded={assigning}
                  aria-label={t('actions.assignLabel', { title: item.title })}
                  disabled={busy}
                  onClick={() => setAssigning((open) => !open)}
                >
                  {t('actions.assign')}
                </StyledButton>
              ) : (
                <StyledButton
                  key={action}
                  type="button"
                  $variant={action === 'confirm' || action === 'undelete' ? 'primary' : 'secondary'}
                  aria-label={t(`actions.${action}Label`, { title: item.title })}
                  disabled={busy}
                  onClick={() => {
                    void handlers[action]();
                  }}
                >
                  {t(`actions.${action}`)}
                </StyledButton>
              ),
            )}
          </StyledActions>
        </td>
      </tr>
      {assigning ? (
        <tr data-testid={`article-data-assign-${item.id}`}>
          <td colSpan={columns}>
            <AssignForm item={item} onClose={() => setAssigning(false)} />
          </td>
        </tr>
      ) : null}
    </>
  );
}

const StyledSub = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const StyledLinkButton = styled(StyledButton)`
  min-height: 0;
  padding: ${({ theme }) => `${theme.space(1)} ${theme.space(2)}`};
  color: ${({ theme }) => theme.colors.info};
  text-decoration: underline;
  white-space: nowrap;
`;
