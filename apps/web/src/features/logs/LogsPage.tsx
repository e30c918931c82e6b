import { useApolloClient, useQuery } from '@apollo/client/react';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { ActivityEntryRowFragment } from '../../__generated__/graphql';
import { SEARCH_DEBOUNCE_MS } from '../../shared/resource/ListToolbar';
import { fieldDisplayName, fieldMessage, invalidFieldsOf } from '../../shared/errors/describeError';
import type { ErrorHandlingContext } from '../../shared/errors/handlers';
import { StyledButton } from '../../shared/ui/Button';
import { StyledPageTitle } from '../../shared/ui/Page';
import { EmptyState, ErrorState, LoadingState } from '../../shared/ui/States';
import { StyledError } from '../../shared/ui/TextField';
import {
  NO_CHOICES,
  NO_DAYS,
  exportHref,
  isDayRangeValid,
  matchesActivityFilter,
  toActivityFilter,
  type DayRange,
  type LogChoices,
} from './activityFilter';
import { LogsFilterBar, type DayErrors } from './LogsFilterBar';
import { LogsTable } from './LogsTable';
import { StyledLiveToggle, StyledMuted, StyledRow } from './logsStyles';
import { ActivityLogQuery } from './operations';
import { useActivityTail } from './useActivityTail';

/** Entries a page shows. */
export const LOG_PAGE_SIZE = 50;
/** How long an entry that arrived live stays marked. */
export const FRESH_MS = 4000;

/** Refusals of the filter are shown under their fields, other failures in the list's place. */
const SHOWN_HERE: ErrorHandlingContext = { skipErrorToast: true };

/** The entries that just arrived live, each for FRESH_MS. */
function useFreshMarks(): [ReadonlySet<number>, (seq: number) => void] {
  const [fresh, setFresh] = useState<ReadonlySet<number>>(() => new Set());
  const timers = useRef(new Set<number>());
  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => window.clearTimeout(timer));
  }, []);
  const mark = useCallback((seq: number) => {
    setFresh((marked) => new Set(marked).add(seq));
    const timer = window.setTimeout(() => {
      timers.current.delete(timer);
      setFresh((marked) => {
        const next = new Set(marked);
        next.delete(seq);
        return next;
      });
    }, FRESH_MS);
    timers.current.add(timer);
  }, []);
  return [fresh, mark];
}

/**
 * The activity log (/logs, ADMIN and ROOT): every record write, sign-in, failed sign-in, sign-out, job
 * start and feed publication, newest first, filtered by user, entity, kind, action and days, 50 a
 * page, exported as CSV with the same filter. While "Live" is on, new entries that pass the filter
 * enter page 1 at the top (marked for a moment) and other pages offer to show them; missed events
 * (a gap, a reconnect) read the page again.
 */
export default function LogsPage() {
  const { t } = useTranslation('logs');
  const client = useApolloClient();
  const [choices, setChoices] = useState<LogChoices>(NO_CHOICES);
  /** The days as the pickers show them, once typing paused, and the last usable pair (the one applied). */
  const [days, setDays] = useState<DayRange>(NO_DAYS);
  const [settled, setSettled] = useState<DayRange>(NO_DAYS);
  const [range, setRange] = useState<DayRange>(NO_DAYS);
  const [offset, setOffset] = useState(0);
  const [live, setLive] = useState(true);
  const [pending, setPending] = useState(0);
  const [fresh, markFresh] = useFreshMarks();
  const tableRef = useRef<HTMLDivElement>(null);

  const filter = useMemo(() => toActivityFilter(choices, range), [choices, range]);
  const variables = useMemo(() => ({ filter, limit: LOG_PAGE_SIZE, offset }), [filter, offset]);
  const { data, previousData, loading, error, refetch: refetchQuery } = useQuery(ActivityLogQuery, {
    variables,
    fetchPolicy: 'cache-and-network',
    nextFetchPolicy: 'cache-first',
    context: SHOWN_HERE,
  });
  const refetch = useCallback(() => {
    refetchQuery().catch(() => undefined);
  }, [refetchQuery]);

  const toFirstPage = useCallback(() => {
    setOffset(0);
    setPending(0);
  }, []);
  const onChoices = useCallback(
    (patch: Partial<LogChoices>) => {
      setChoices((current) => ({ ...current, ...patch }));
      toFirstPage();
    },
    [toFirstPage],
  );
  // Typed days settle first (a year typed digit by digit passes through other years): then the range is
  // checked, and applied when usable.
  useEffect(() => {
    if (days === settled) return undefined;
    const timer = window.setTimeout(() => {
      setSettled(days);
      if (!isDayRangeValid(days)) return;
      setRange(days);
      toFirstPage();
    }, SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [days, settled, toFirstPage]);
  const onClear = () => {
    setChoices(NO_CHOICES);
    setDays(NO_DAYS);
    setSettled(NO_DAYS);
    setRange(NO_DAYS);
    toFirstPage();
  };

  const onEntry = (entry: ActivityEntryRowFragment) => {
    if (!matchesActivityFilter(entry, filter)) return;
    if (offset > 0) {
      setPending((count) => count + 1);
      return;
    }
    let added = false;
    client.cache.updateQuery({ query: ActivityLogQuery, variables }, (cached) => {
      const page = cached?.activityLog;
      // Not loaded yet (its answer will hold the entry), or already there: nothing to add.
      if (!page || page.items.some((item) => item.seq >= entry.seq)) return undefined;
      added = true;
      return { ...cached, activityLog: { ...page, items: [entry, ...page.items].slice(0, LOG_PAGE_SIZE), total: page.total + 1 } };
    });
    if (added) markFresh(entry.seq);
  };
  useActivityTail({ live, onEntry, onMissed: refetch });

  const onLive = () => {
    setLive(!live);
    // Entries written while it was off.
    if (!live) refetch();
  };
  const goTo = (next: number) => {
    if (next === 0) toFirstPage();
    else setOffset(next);
  };
  const showNew = () => {
    toFirstPage();
    // The button leaves with the click: keyboard focus goes to the table.
    window.setTimeout(() => tableRef.current?.focus(), 0);
  };

  const refused = invalidFieldsOf(error);
  const refusal = (field: string) => {
    const item = refused.find((candidate) => candidate.field === field);
    if (!item) return undefined;
    return field === 'to' && item.key === 'validation.invalid' ? t('filters.toBeforeFrom') : fieldMessage(item, t);
  };
  const dayErrors: DayErrors = {
    from: refusal('from'),
    to: isDayRangeValid(settled) ? refusal('to') : t('filters.toBeforeFrom'),
  };
  const otherRefusals = refused.filter((item) => item.field !== 'from' && item.field !== 'to');

  const page = (data ?? previousData)?.activityLog;
  const items = page?.items ?? [];
  const total = page?.total ?? 0;
  const filtered = Object.keys(filter).length > 0;

  let body: ReactNode;
  if (refused.length > 0) body = <EmptyState message={t('list.fixFilters')} />;
  else if (!page && error) body = <ErrorState message={t('list.error')} onRetry={refetch} />;
  else if (!page && loading) body = <LoadingState label={t('list.loading')} lines={5} />;
  else if (items.length === 0) body = <EmptyState message={filtered ? t('list.noMatches') : t('list.empty')} />;
  else body = <LogsTable ref={tableRef} entries={items} fresh={fresh} />;

  return (
    <StyledScreen>
      <StyledHeader $spread>
        <StyledPageTitle>{t('title')}</StyledPageTitle>
        <StyledRow>
          <span role="status">{live ? t('live.on') : t('live.off')}</span>
          <StyledLiveToggle type="button" aria-pressed={live} onClick={onLive} data-testid="logs-live">
            {t('live.toggle')}
          </StyledLiveToggle>
        </StyledRow>
      </StyledHeader>
      <StyledMuted>{t('intro')}</StyledMuted>
      <LogsFilterBar
        choices={choices}
        days={days}
        dayErrors={dayErrors}
        exportUrl={exportHref(filter)}
        onChoices={onChoices}
        onDays={setDays}
        onClear={onClear}
      />
      {otherRefusals.map((item) => (
        <StyledError key={item.field} role="alert">
          {`${fieldDisplayName(item.field, t)}: ${fieldMessage(item, t)}`}
        </StyledError>
      ))}
      <StyledListTop>
        {pending > 0 && offset > 0 ? (
          <StyledButton type="button" $variant="primary" onClick={showNew} data-testid="logs-show-new">
            {t('live.pending', { count: pending })}
          </StyledButton>
        ) : null}
      </StyledListTop>
      {page && error && refused.length === 0 ? <ErrorState message={t('list.error')} onRetry={refetch} /> : null}
      {body}
      <StyledPaging as="nav" $spread aria-label={t('list.paging')}>
        <span data-testid="logs-range" aria-live="polite">
          {t('list.range', { from: items.length === 0 ? 0 : offset + 1, to: offset + items.length, total })}
        </span>
        <StyledRow>
          <StyledButton type="button" disabled={offset === 0} onClick={() => goTo(Math.max(0, offset - LOG_PAGE_SIZE))}>
            {t('list.previous')}
          </StyledButton>
          <StyledButton type="button" disabled={offset + LOG_PAGE_SIZE >= total} onClick={() => goTo(offset + LOG_PAGE_SIZE)}>
            {t('list.next')}
          </StyledButton>
        </StyledRow>
      </StyledPaging>
    </StyledScreen>
  );
}

const StyledScreen = styled.div`
  min-width: 0;
  max-width: 100%;
`;

const StyledHeader = styled(StyledRow)`
  margin-bottom: ${({ theme }) => theme.space(3)};

  h1 {
    margin: 0;
  }
`;

const StyledListTop = styled.div`
  display: flex;
  justify-content: center;
  margin: ${({ theme }) => theme.space(3)} 0;

  &:empty {
    margin: 0 0 ${({ theme }) => theme.space(3)};
  }
`;

const StyledPaging = styled(StyledRow)`
  margin-top: ${({ theme }) => theme.space(3)};
  color: ${({ theme }) => theme.colors.textMuted};
`;
