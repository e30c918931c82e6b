import { useQuery } from '@apollo/client/react';
import { formatDateTime } from '@flyerdesk/domain/dates';
import { DELIVERY_UNCONFIRMED, isDelivered } from '@flyerdesk/domain/notifications';
import { NOTIFICATION_CHANNELS } from '@flyerdesk/domain/notificationChannels';
import { can } from '@flyerdesk/domain/permissions';
import { VisuallyHidden } from '@radix-ui/react-visually-hidden';
import { createColumnHelper, flexRender, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import { useCallback, useEffect, useId, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import type { DeliveryRowFragment } from '../../__generated__/graphql';
import { fieldDisplayName, fieldMessage, invalidFieldsOf } from '../../shared/errors/describeError';
import type { ErrorHandlingContext } from '../../shared/errors/handlers';
import { SEARCH_DEBOUNCE_MS, SearchBox } from '../../shared/resource/ListToolbar';
import { SessionDocument } from '../../shared/session/session';
import { StyledButton } from '../../shared/ui/Button';
import { DatePicker } from '../../shared/ui/DatePicker';
import { StyledPageTitle } from '../../shared/ui/Page';
import { EmptyState, ErrorState, LoadingState } from '../../shared/ui/States';
import { StyledError, textControlStyles } from '../../shared/ui/TextField';
import {
  choicesOf,
  DELIVERY_PAGE_SIZE,
  DELIVERY_PAGE_SIZES,
  DELIVERY_PARAMS,
  isDayRangeValid,
  toDeliveryFilter,
  type DeliveryChoices,
} from './deliveriesFilter';
import { DeliveryStoresQuery, NotificationDeliveriesQuery, NotificationTargetsQuery } from './operations';
import { useNotificationTexts } from './useNotificationTexts';

type Row = DeliveryRowFragment;

/** Refusals of the filter are shown under their fields, other failures in the list's place. */
const SHOWN_HERE: ErrorHandlingContext = { skipErrorToast: true };

function toInt(text: string | null, fallback: number): number {
  const value = text === null ? Number.NaN : Number.parseInt(text, 10);
  return Number.isFinite(value) && value >= 0 ? value : fallback;
}

/** Roles of the signed-in user, from the session the app has already loaded. */
function useSessionRoles(): readonly string[] {
  const { data } = useQuery(SessionDocument, { fetchPolicy: 'cache-only' });
  return data?.me.roles ?? [];
}

/**
 * The shops the filter offers: a sender's targets (the shops they may send to), else the shops an
 * editor sees; none for a role that reads neither.
 */
function useShopChoices(): readonly { id: string; name: string }[] {
  const roles = useSessionRoles();
  const sender = can(roles, 'notifications.send');
  const reader = !sender && can(roles, 'stores.read');
  const targets = useQuery(NotificationTargetsQuery, { skip: !sender, context: SHOWN_HERE });
  const stores = useQuery(DeliveryStoresQuery, { skip: !reader, context: SHOWN_HERE });
  return useMemo(() => {
    const shops = targets.data?.notificationTargets.stores ?? stores.data?.stores ?? [];
    return [...shops].sort((a, b) => a.name.localeCompare(b.name));
  }, [targets.data, stores.data]);
}

/**
 * The notification archive (/archives/notifications; ADMIN, ROOT, EDITOR, EDITOR_NOTIFICATION): one row
 * per delivery of a notification to a device, newest first, with the provider's answer (delivered or
 * failed, the HTTP code and the error's name), when and for which shops; filtered by notification
 * (a notification's "Show deliveries" links here with its id), device, channel, result, shop and days,
 * paged on the server. The filter lives in the URL.
 */
export default function DeliveriesPage() {
  const { t } = useTranslation('notifications');
  const [params, setParams] = useSearchParams();
  const choices = useMemo(() => choicesOf(params), [params]);
  const offset = toInt(params.get('offset'), 0);
  const limit = Math.min(Math.max(1, toInt(params.get('size'), DELIVERY_PAGE_SIZE)), DELIVERY_PAGE_SIZES[DELIVERY_PAGE_SIZES.length - 1] ?? DELIVERY_PAGE_SIZE);
  const shops = useShopChoices();

  const update = useCallback(
    (changes: Record<string, string>, resetOffset = true) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes)) {
            if (value === '') next.delete(key);
            else next.set(key, value);
          }
          if (resetOffset) next.delete('offset');
          return next;
        },
        { replace: true },
      );
    },
    [setParams],
  );

  // Typed days settle first (a year typed digit by digit passes through other years).
  const [days, setDays] = useState({ fromDay: choices.fromDay, toDay: choices.toDay });
  useEffect(() => {
    if (days.fromDay === choices.fromDay && days.toDay === choices.toDay) return undefined;
    const timer = window.setTimeout(() => update({ from: days.fromDay, to: days.toDay }), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [days, choices.fromDay, choices.toDay, update]);

  const filter = useMemo(() => toDeliveryFilter(choices), [choices]);
  const variables = useMemo(() => ({ filter, limit, offset }), [filter, limit, offset]);
  const { data, previousData, loading, error, refetch: refetchQuery } = useQuery(NotificationDeliveriesQuery, {
    variables,
    fetchPolicy: 'cache-and-network',
    nextFetchPolicy: 'cache-first',
    context: SHOWN_HERE,
  });
  const refetch = useCallback(() => {
    refetchQuery().catch(() => undefined);
  }, [refetchQuery]);

  const refused = invalidFieldsOf(error);
  const refusal = (field: string) => {
    const item = refused.find((candidate) => candidate.field === field);
    return item ? fieldMessage(item, t) : undefined;
  };
  const toError = isDayRangeValid(days) ? refusal('to') : t('archive.filters.toBeforeFrom');
  const shownFields: readonly string[] = ['from', 'to'];
  const otherRefusals = refused.filter((item) => !shownFields.includes(item.field));

  const page = (data ?? previousData)?.notificationDeliveries;
  const items = page?.items ?? [];
  const total = page?.total ?? 0;
  const filtered = Object.keys(filter).length > 0;
  const columns = useDeliveryColumns();
  const table = useReactTable<Row>({
    data: items,
    columns,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (delivery) => delivery.id,
    manualPagination: true,
    rowCount: total,
  });

  let body: ReactNode;
  if (refused.length > 0) body = <EmptyState message={t('archive.fixFilters')} />;
  else if (!page && error) body = <ErrorState message={t('archive.error')} onRetry={refetch} />;
  else if (!page && loading) body = <LoadingState label={t('archive.loading')} lines={5} />;
  else if (items.length === 0) body = <EmptyState message={filtered ? t('archive.noMatches') : t('archive.empty')} />;
  else
    body = (
      <StyledScroll role="region" aria-label={t('archive.scrollLabel')} tabIndex={0} data-testid="deliveries-table-scroll">
        <StyledTable>
          <caption>
            <VisuallyHidden>{t('archive.tableLabel')}</VisuallyHidden>
          </caption>
          <thead>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => (
                  <th key={header.id} scope="col">
                    {flexRender(header.column.columnDef.header, header.getContext())}
                  </th>
                ))}
              </tr>
            ))}
          </thead>
          <tbody>
            {table.getRowModel().rows.map((row) => (
              <tr key={row.id} data-testid={`delivery-row-${row.id}`} data-delivered={isDelivered(row.original.responseCode) ? 'true' : 'false'}>
                {row.getVisibleCells().map((cell) =>
                  cell.column.id === 'device' ? (
                    <th key={cell.id} scope="row">
                      {flexRender(cell.column.columnDef.cell, cell.getContext())}
                    </th>
                  ) : (
                    <td key={cell.id}>{flexRender(cell.column.columnDef.cell, cell.getContext())}</td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </StyledTable>
      </StyledScroll>
    );

  return (
    <StyledScreen>
      <StyledPageTitle>{t('archive.title')}</StyledPageTitle>
      <StyledMuted>{t('archive.intro')}</StyledMuted>
      <DeliveryFilters
        choices={choices}
        days={days}
        shops={shops}
        errors={{ from: refusal('from'), to: toError }}
        onChange={update}
        onDays={setDays}
        onClear={() => {
          setDays({ fromDay: '', toDay: '' });
          update(Object.fromEntries(DELIVERY_PARAMS.map((name) => [name, ''])));
        }}
      />
      {otherRefusals.map((item) => (
        <StyledError key={item.field} role="alert">
          {`${fieldDisplayName(item.field, t)}: ${fieldMessage(item, t)}`}
        </StyledError>
      ))}
      {page && error && refused.length === 0 ? <ErrorState message={t('archive.error')} onRetry={refetch} /> : null}
      {body}
      <DeliveryPaging
        total={total}
        shown={items.length}
        offset={offset}
        limit={limit}
        onOffset={(next) => update({ offset: next > 0 ? String(next) : '' }, false)}
        onLimit={(size) => update({ size: String(size) })}
      />
    </StyledScreen>
  );
}

function useDeliveryColumns() {
  const { t } = useTranslation('notifications');
  const texts = useNotificationTexts();
  return useMemo(() => {
    const column = createColumnHelper<Row>();
    return [
      column.accessor('device', {
        header: t('archive.columns.device'),
        cell: ({ row: { original: delivery } }) => (
          <>
            <StyledToken title={delivery.device}>{delivery.device}</StyledToken>
            {delivery.platform ? <StyledNote>{delivery.platform}</StyledNote> : null}
          </>
        ),
      }),
      column.accessor('notificationId', {
        header: t('archive.columns.notification'),
        cell: ({ row: { original: delivery } }) => (
          <>
            {texts.name({ title: delivery.notificationTitle ?? null, channel: delivery.channel })}
            <StyledNote>
              {texts.channel(delivery.channel)} · <StyledId title={delivery.notificationId}>{t('archive.notificationId', { id: delivery.notificationId })}</StyledId>
            </StyledNote>
          </>
        ),
      }),
      column.accessor('responseCode', {
        header: t('archive.columns.response'),
        cell: ({ row: { original: delivery } }) => <ResponseBadge code={delivery.responseCode} errorCode={delivery.errorCode ?? null} />,
      }),
      column.accessor('sentAt', {
        header: t('archive.columns.sentAt'),
        cell: ({ getValue }) => <time dateTime={getValue()}>{formatDateTime(getValue())}</time>,
      }),
      column.accessor('storeNames', {
        header: t('archive.columns.shops'),
        cell: ({ getValue }) => getValue().join(', '),
      }),
    ];
  }, [t, texts]);
}

/** Delivered or failed, by word, colour and shape, with the provider's code and error name. */
function ResponseBadge({ code, errorCode }: { code: number; errorCode: string | null }) {
  const { t } = useTranslation('notifications');
  const delivered = isDelivered(code);
  const word = delivered ? t('archive.delivered') : code === DELIVERY_UNCONFIRMED ? t('archive.unconfirmed') : t('archive.failed');
  return (
    <StyledResponse data-delivered={delivered ? 'true' : 'false'} data-testid="delivery-response">
      <StyledResponseWord>
        <span aria-hidden="true">{delivered ? '✓' : '✕'}</span>
        {word}
      </StyledResponseWord>
      <StyledNote>
        {t('archive.code', { code })}
        {errorCode ? ` · ${errorCode}` : ''}
      </StyledNote>
    </StyledResponse>
  );
}

interface FilterErrors {
  from?: string | undefined;
  to?: string | undefined;
}

function DeliveryFilters({
  choices,
  days,
  shops,
  errors,
  onChange,
  onDays,
  onClear,
}: {
  choices: DeliveryChoices;
  days: { fromDay: string; toDay: string };
  shops: readonly { id: string; name: string }[];
  errors: FilterErrors;
  onChange: (changes: Record<string, string>) => void;
  onDays: (days: { fromDay: string; toDay: string }) => void;
  onClear: () => void;
}) {
  const { t } = useTranslation('notifications');
  const texts = useNotificationTexts();
  const any = t('archive.filters.any');
  const onNotification = useCallback((value: string) => onChange({ notificationId: value.trim() }), [onChange]);
  const onDevice = useCallback((value: string) => onChange({ device: value.trim() }), [onChange]);
  return (
    <section aria-label={t('archive.filters.label')}>
      <StyledFilterBar>
        <SearchBox value={choices.notificationId} onSearch={onNotification} label={t('archive.filters.notificationId')} />
        <SearchBox value={choices.device} onSearch={onDevice} label={t('archive.filters.device')} />
        <SelectField
          label={t('archive.filters.channel')}
          value={choices.channel}
          anyLabel={any}
          options={NOTIFICATION_CHANNELS.map((channel) => ({ value: channel, label: texts.channel(channel) }))}
          onChange={(channel) => onChange({ channel })}
          testId="deliveries-channel-filter"
        />
        <SelectField
          label={t('archive.filters.result')}
          value={choices.result}
          anyLabel={any}
          options={[
            { value: 'delivered', label: t('archive.filters.delivered') },
            { value: 'failed', label: t('archive.filters.failed') },
          ]}
          onChange={(result) => onChange({ result })}
          testId="deliveries-result-filter"
        />
        {shops.length > 0 || choices.storeId !== '' ? (
          <SelectField
            label={t('archive.filters.shop')}
            value={choices.storeId}
            anyLabel={any}
            options={shops.map((shop) => ({ value: shop.id, label: shop.name }))}
            onChange={(storeId) => onChange({ storeId })}
            testId="deliveries-shop-filter"
          />
        ) : null}
        <DatePicker
          label={t('archive.filters.from')}
          value={days.fromDay}
          onChange={(fromDay) => onDays({ ...days, fromDay })}
          error={errors.from}
          testId="deliveries-from"
        />
        <DatePicker
          label={t('archive.filters.to')}
          value={days.toDay}
          onChange={(toDay) => onDays({ ...days, toDay })}
          error={errors.to}
          testId="deliveries-to"
        />
      </StyledFilterBar>
      <StyledRow>
        <StyledButton type="button" onClick={onClear} data-testid="deliveries-clear">
          {t('archive.filters.clear')}
        </StyledButton>
      </StyledRow>
    </section>
  );
}

function SelectField({
  label,
  value,
  options,
  anyLabel,
  onChange,
  testId,
}: {
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
  anyLabel: string;
  onChange: (value: string) => void;
  testId: string;
}) {
  const id = useId();
  return (
    <StyledSelectField>
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)} data-testid={testId}>
        <option value="">{anyLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </StyledSelectField>
  );
}

/** "x–y of total", the page size and previous / next. */
function DeliveryPaging({
  total,
  shown,
  offset,
  limit,
  onOffset,
  onLimit,
}: {
  total: number;
  shown: number;
  offset: number;
  limit: number;
  onOffset: (offset: number) => void;
  onLimit: (limit: number) => void;
}) {
  const { t } = useTranslation('notifications');
  const sizeId = useId();
  return (
    <StyledPaging aria-label={t('archive.paging')}>
      <span data-testid="deliveries-range" aria-live="polite">
        {t('archive.range', { from: shown === 0 ? 0 : offset + 1, to: offset + shown, total })}
      </span>
      <StyledRow>
        <label htmlFor={sizeId}>{t('archive.pageSize')}</label>
        <StyledSelect id={sizeId} value={limit} onChange={(event) => onLimit(Number(event.target.value))}>
          {DELIVERY_PAGE_SIZES.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </StyledSelect>
        <StyledButton type="button" disabled={offset === 0} onClick={() => onOffset(Math.max(0, offset - limit))}>
          {t('archive.previous')}
        </StyledButton>
        <StyledButton type="button" disabled={offset + limit >= total} onClick={() => onOffset(offset + limit)}>
          {t('archive.next')}
        </StyledButton>
      </StyledRow>
    </StyledPaging>
  );
}

const StyledScreen = styled.div`
  min-width: 0;
  max-width: 100%;
`;

const StyledMuted = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(4)};
  color: ${({ theme }) => theme.colors.textMuted};
  max-width: 72ch;
`;

const StyledRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
`;

const StyledFilterBar = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 200px), 1fr));
  align-items: end;
  gap: ${({ theme }) => theme.space(3)};
  margin-bottom: ${({ theme }) => theme.space(3)};

  & > * {
    margin: 0;
    min-width: 0;
  }

  label {
    font-weight: 600;
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;

const StyledSelectField = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  align-self: start;

  select {
    ${textControlStyles}
    min-height: 36px;
    max-width: 100%;
    padding-block: 0;
  }
`;

const StyledSelect = styled.select`
  ${textControlStyles}
  min-height: 36px;
  padding-block: 0;
`;

const StyledPaging = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  margin-top: ${({ theme }) => theme.space(3)};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledScroll = styled.div`
  /* The containing block of the table's visually hidden texts, so they scroll with it instead of widening the page. */
  position: relative;
  max-width: 100%;
  margin-top: ${({ theme }) => theme.space(3)};
  // Contains its absolutely placed content (a visually hidden caption), which would otherwise widen the page.
  position: relative;
  overflow-x: auto;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
`;

const StyledTable = styled.table`
  width: 100%;
  min-width: 760px;
  border-collapse: collapse;

  th,
  td {
    padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
    text-align: start;
    vertical-align: top;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }

  thead th {
    background: ${({ theme }) => theme.colors.surfaceAlt};
    font-size: ${({ theme }) => theme.font.size.sm};
    white-space: nowrap;
  }

  tbody th {
    font-weight: 400;
  }

  tbody tr:hover {
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }

  tbody tr:last-child > * {
    border-bottom: 0;
  }

  tbody tr[data-delivered='false'] {
    box-shadow: inset 4px 0 0 ${({ theme }) => theme.colors.danger};
  }
`;

const StyledToken = styled.code`
  display: block;
  max-width: 16rem;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  font-family: ${({ theme }) => theme.font.mono};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const StyledId = styled.span`
  font-family: ${({ theme }) => theme.font.mono};
`;

const StyledNote = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const StyledResponse = styled.div`
  display: inline-flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(0.5)};
  padding: ${({ theme }) => `${theme.space(0.5)} ${theme.space(2)}`};
  border: 1px solid ${({ theme }) => theme.colors.success};
  border-left-width: 4px;
  border-radius: ${({ theme }) => theme.radius};

  &[data-delivered='false'] {
    border-color: ${({ theme }) => theme.colors.danger};
  }
`;

const StyledResponseWord = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  font-weight: 600;
  white-space: nowrap;

  span {
    color: ${({ theme }) => theme.colors.success};
  }

  [data-delivered='false'] & span {
    color: ${({ theme }) => theme.colors.danger};
  }
`;
