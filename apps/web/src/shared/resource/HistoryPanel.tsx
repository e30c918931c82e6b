import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { useQuery } from '@apollo/client/react';
import { formatDateTime } from '@flyerdesk/domain/dates';
import { LIST_PAGES } from '@flyerdesk/domain/lists';
import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { graphql } from '../../__generated__/gql';
import { describeError } from '../errors/describeError';
import { StyledButton } from '../ui/Button';
import { EmptyState, ErrorState, LoadingState } from '../ui/States';
import type { FieldDescription, HistoryData, HistoryEntryData, HistoryFieldChange, HistoryVariables } from './types';
import { formatValue, parseJsonValue } from './values';

/** What the history shows of an audit entry; a resource's history query spreads it. */
export const HistoryPanelEntryFragment = graphql(`
  fragment HistoryPanel_entry on HistoryEntry {
    id
    at
    actor
    action
    version
    changes {
      field
      before
      after
    }
  }
`);

const PAGE = LIST_PAGES.history.fallback;

export interface HistoryPanelProps<TValues> {
  /** The resource's history query (`history: <res>History(id: $id, limit: $limit, offset: $offset)`). */
  query: TypedDocumentNode<HistoryData, HistoryVariables>;
  id: string;
  /** The record's version: a new version loads the history again. */
  version: number;
  /** Labels and display of the record's fields (others show their name and their value as text). */
  fields: readonly FieldDescription<TValues>[];
  /**
   * A change shown as other changes: e.g. a field holding a JSON document shown as the keys that
   * changed in it (each named and shown by `fields`). Each change is shown as it is when left out.
   */
  expandChange?: (change: HistoryFieldChange) => readonly HistoryFieldChange[];
  /** Actions of an entry, shown under it (e.g. "Restore this version"). */
  renderActions?: (entry: HistoryEntryData) => ReactNode;
}

/**
 * The writes of a record, newest first: what happened, who did it and when, and each changed field
 * before → after (the JSON values shown readably). Loads again when the record's version changes.
 */
export function HistoryPanel<TValues>({ query, id, version, fields, expandChange, renderActions }: HistoryPanelProps<TValues>) {
  const { t } = useTranslation('resource');
  const headingId = useId();
  const [limit, setLimit] = useState<number>(PAGE);
  const { data, error, loading, refetch } = useQuery(query, {
    variables: { id, limit, offset: 0 },
    fetchPolicy: 'cache-and-network',
  });
  const shownVersion = useRef(version);
  useEffect(() => {
    if (shownVersion.current === version) return;
    shownVersion.current = version;
    refetch().catch(() => undefined);
  }, [version, refetch]);

  const entries = useMemo(
    () =>
      [...(data?.history.items ?? [])].sort((a, b) => (a.at === b.at ? b.version - a.version : a.at < b.at ? 1 : -1)),
    [data],
  );
  const total = data?.history.total ?? 0;

  return (
    <StyledPanel aria-labelledby={headingId} data-testid="history-panel">
      <StyledHeading id={headingId}>{t('history.title')}</StyledHeading>
      {!data ? (
        error && !loading ? (
          <ErrorState
            message={describeError(error, t)}
            onRetry={() => {
              refetch().catch(() => undefined);
            }}
          />
        ) : (
          <LoadingState label={t('history.loading')} />
        )
      ) : entries.length === 0 ? (
        <EmptyState message={t('history.empty')} />
      ) : (
        <>
          <StyledList>
            {entries.map((entry) => (
              <HistoryEntryView key={entry.id} entry={entry} fields={fields} expandChange={expandChange} actions={renderActions?.(entry)} />
            ))}
          </StyledList>
          {total > entries.length && limit < LIST_PAGES.history.max ? (
            <StyledButton type="button" onClick={() => setLimit((current) => Math.min(current + PAGE, LIST_PAGES.history.max))}>
              {t('history.more', { shown: entries.length, total })}
            </StyledButton>
          ) : null}
        </>
      )}
    </StyledPanel>
  );
}

function HistoryEntryView<TValues>({
  entry,
  fields,
  expandChange,
  actions,
}: {
  entry: HistoryEntryData;
  fields: readonly FieldDescription<TValues>[];
  expandChange: ((change: HistoryFieldChange) => readonly HistoryFieldChange[]) | undefined;
  actions: ReactNode;
}) {
  const { t } = useTranslation('resource');
  const changes = expandChange ? entry.changes.flatMap((change) => expandChange(change)) : entry.changes;
  const describe = (name: string) => fields.find((field) => field.name === name);
  const show = (name: string, json: string | null | undefined) => {
    const value = parseJsonValue(json);
    const format = describe(name)?.format;
    return format ? format(value) : formatValue(value, t);
  };
  return (
    <StyledEntry data-testid="history-entry">
      <StyledEntryHead>
        <strong>{t(`history.action.${entry.action}`)}</strong>
        <span>{entry.actor ?? t('history.system')}</span>
        <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
      </StyledEntryHead>
      {changes.length > 0 ? (
        <StyledChanges>
          {changes.map((change) => (
            <div key={change.field}>
              <dt>{describe(change.field)?.label ?? change.field}</dt>
              <dd>
                <StyledBefore>{show(change.field, change.before)}</StyledBefore>
                <span aria-label={t('history.changedTo')}> → </span>
                <span>{show(change.field, change.after)}</span>
              </dd>
            </div>
          ))}
        </StyledChanges>
      ) : null}
      {actions ? <StyledEntryActions>{actions}</StyledEntryActions> : null}
    </StyledEntry>
  );
}

const StyledPanel = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
`;

const StyledHeading = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.md};
`;

const StyledList = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
`;

const StyledEntry = styled.li`
  padding: ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surfaceAlt};
`;

const StyledEntryHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  align-items: baseline;

  span,
  time {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;

const StyledEntryActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: ${({ theme }) => theme.space(2)};
`;

const StyledChanges = styled.dl`
  margin: ${({ theme }) => theme.space(2)} 0 0;

  div {
    display: grid;
    grid-template-columns: minmax(8rem, max-content) 1fr;
    gap: ${({ theme }) => theme.space(2)};
    padding: ${({ theme }) => theme.space(1)} 0;
  }

  dt {
    font-weight: 600;
  }

  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }

  @media (max-width: ${({ theme }) => theme.breakpoints.mobileMax}) {
    div {
      grid-template-columns: 1fr;
      gap: 0;
    }
  }
`;

const StyledBefore = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  text-decoration: line-through;
`;
