import { LIST_PAGES } from '@flyerdesk/domain/lists';
import { ARCHIVED_FILTERS, LIST_SEARCH_MAX, RESOURCE_SORTS, isResourceSort, type ArchivedFilter, type ResourceName } from '@flyerdesk/domain/resources';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { ListView } from './types';

/** Page sizes offered under a list (the resource's maximum caps them). */
export const PAGE_SIZES = [25, 50, 100, 200] as const;

/** The URL parameter naming the open record (`new` while creating one), e.g. `/groups?record=<id>`. */
export const RECORD_PARAM = 'record';
export const NEW_RECORD = 'new';

export interface ListParams {
  view: ListView;
  setSearch: (search: string) => void;
  setArchived: (archived: ArchivedFilter) => void;
  setSort: (sort: string, descending: boolean) => void;
  setOffset: (offset: number) => void;
  setLimit: (limit: number) => void;
  /** Chooses one value of a filter field ('' for any). */
  setFilter: (field: string, value: string) => void;
}

export interface ListParamOptions {
  /** The list starts sorted descending (`desc=0` in the URL then asks for ascending). */
  defaultDescending?: boolean | undefined;
  /** Filter fields of the resource, each kept in the URL under its own name. */
  filterFields?: readonly string[] | undefined;
}

const NO_FIELDS: readonly string[] = [];

function toInt(text: string | null, fallback: number): number {
  const value = text === null ? Number.NaN : Number.parseInt(text, 10);
  return Number.isFinite(value) && value >= 0 ? value : fallback;
}

/**
 * What the list shows, kept in the page's URL (so a link or a reload shows the same page): `q`
 * (search), `archived` (ACTIVE by default), `sort` and `desc`, `offset` and `size`, and the value of
 * each filter field under the field's name.
 */
export function useListParams(resource: ResourceName, options: ListParamOptions = {}): ListParams {
  const [params, setParams] = useSearchParams();
  const { max, fallback } = LIST_PAGES[resource];
  const defaultDescending = options.defaultDescending ?? false;
  const filterFields = options.filterFields ?? NO_FIELDS;
  const view = useMemo<ListView>(() => {
    const archived = params.get('archived');
    const sort = params.get('sort');
    const desc = params.get('desc');
    const filter = Object.fromEntries(
      filterFields.map((field) => [field, params.get(field) ?? ''] as const).filter(([, value]) => value !== ''),
    );
    return {
      search: (params.get('q') ?? '').slice(0, LIST_SEARCH_MAX),
      archived: (ARCHIVED_FILTERS as readonly string[]).includes(archived ?? '') ? (archived as ArchivedFilter) : 'ACTIVE',
      sort: sort !== null && isResourceSort(resource, sort) ? sort : RESOURCE_SORTS[resource][0],
      descending: desc === '1' || (desc === null && defaultDescending),
      offset: toInt(params.get('offset'), 0),
      limit: Math.min(max, Math.max(1, toInt(params.get('size'), fallback))),
      ...(filterFields.length > 0 ? { filter } : {}),
    };
  }, [params, resource, max, fallback, defaultDescending, filterFields]);

  const update = useCallback(
    (changes: Record<string, string | null>, resetOffset = true) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes)) {
            if (value === null || value === '') next.delete(key);
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

  return {
    view,
    setSearch: useCallback((search: string) => update({ q: search.trim().slice(0, LIST_SEARCH_MAX) }), [update]),
    setArchived: useCallback((archived: ArchivedFilter) => update({ archived: archived === 'ACTIVE' ? null : archived }), [update]),
    setSort: useCallback(
      (sort: string, descending: boolean) => update({ sort, desc: descending === defaultDescending ? null : descending ? '1' : '0' }),
      [update, defaultDescending],
    ),
    setOffset: useCallback((offset: number) => update({ offset: offset > 0 ? String(offset) : null }, false), [update]),
    setLimit: useCallback((limit: number) => update({ size: String(limit) }), [update]),
    setFilter: useCallback((field: string, value: string) => update({ [field]: value }), [update]),
  };
}

export interface RecordParam {
  /** The open record's id, NEW_RECORD while creating one, null when none is open. */
  recordId: string | null;
  open: (id: string) => void;
  openNew: () => void;
  close: () => void;
}

/** The record open in the list page's panel, addressed by the URL so another browser can open the same one. */
export function useRecordParam(): RecordParam {
  const [params, setParams] = useSearchParams();
  const recordId = params.get(RECORD_PARAM);
  const set = useCallback(
    (value: string | null, replace = false) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (value === null) next.delete(RECORD_PARAM);
          else next.set(RECORD_PARAM, value);
          return next;
        },
        { replace },
      );
    },
    [setParams],
  );
  return {
    recordId,
    open: useCallback((id: string) => set(id, recordId !== null), [set, recordId]),
    openNew: useCallback(() => set(NEW_RECORD), [set]),
    close: useCallback(() => set(null), [set]),
  };
}
