import { compareRecords, matchesArchived, patchPage, planSequence, type Page, type PagePatchContext } from './listPatch';
import type { ListView, ResourceRecord } from './types';

interface Row extends ResourceRecord {
  name: string;
}

function row(id: string, name: string, overrides: Partial<Row> = {}): Row {
  return { id, name, version: 1, archivedAt: null, updatedAt: '2026-11-20T10:00:00.000Z', updatedBy: 'anna', ...overrides };
}

const VIEW: ListView = { search: '', archived: 'ACTIVE', sort: 'name', descending: false, offset: 0, limit: 3 };

function context(view: Partial<ListView> = {}): PagePatchContext<Row> {
  return { view: { ...VIEW, ...view }, searchFields: ['name'] };
}

const names = (page: Page<Row> | null) => page?.items.map((item) => item.name);

describe('planSequence', () => {
  it('takes the first event as it comes, then only the next number', () => {
    expect(planSequence(null, 41)).toEqual({ apply: true, refetch: false, lastSeq: 41 });
    expect(planSequence(41, 42)).toEqual({ apply: true, refetch: false, lastSeq: 42 });
  });

  it('loads again after a gap or a restarted topic, and skips a repeated event', () => {
    expect(planSequence(42, 44)).toEqual({ apply: true, refetch: true, lastSeq: 44 });
    expect(planSequence(42, 3)).toEqual({ apply: true, refetch: true, lastSeq: 3 });
    expect(planSequence(42, 42)).toEqual({ apply: false, refetch: false, lastSeq: 42 });
  });
});

describe('patchPage', () => {
  const page: Page<Row> = { items: [row('a', 'Apteki'), row('d', 'Drogerie'), row('m', 'Market')], total: 5 };

  it('puts a created record in its place in the sort order when it belongs on the page', () => {
    const next = patchPage(page, 'CREATED', row('b', 'Bazary'), context());
    expect(names(next)).toEqual(['Apteki', 'Bazary', 'Drogerie']);
    expect(next?.total).toBe(6);
  });

  it('only counts a created record whose place is on a later page, or that does not match the search', () => {
    expect(patchPage(page, 'CREATED', row('z', 'Zoo'), context())).toEqual({ items: page.items, total: 6 });
    expect(patchPage(page, 'CREATED', row('b', 'Bazary'), context({ search: 'dro' }))).toBeNull();
  });

  it('replaces an updated record and ignores one not newer than the one shown', () => {
    const renamed = row('d', 'Drogerie i apteki', { version: 2 });
    expect(names(patchPage(page, 'UPDATED', renamed, context()))).toEqual(['Apteki', 'Drogerie i apteki', 'Market']);
    expect(patchPage(page, 'UPDATED', row('d', 'Stale', { version: 1 }), context())).toBeNull();
  });

  it('takes an archived record out of the active list and into the archived one', () => {
    const archived = row('d', 'Drogerie', { version: 2, archivedAt: '2026-11-21T10:00:00.000Z' });
    const active = patchPage(page, 'ARCHIVED', archived, context());
    expect(names(active)).toEqual(['Apteki', 'Market']);
    expect(active?.total).toBe(4);
    const archive: Page<Row> = { items: [row('x', 'Xero', { archivedAt: '2026-11-01T10:00:00.000Z' })], total: 1 };
    expect(names(patchPage(archive, 'ARCHIVED', archived, context({ archived: 'ARCHIVED' })))).toEqual(['Drogerie', 'Xero']);
    expect(patchPage(archive, 'ARCHIVED', archived, context({ archived: 'ALL' }))).toBeNull();
  });

  it('lowers the total when a record from another page leaves the list', () => {
    const archivedElsewhere = row('q', 'Quiz', { version: 3, archivedAt: '2026-11-21T10:00:00.000Z' });
    expect(patchPage(page, 'ARCHIVED', archivedElsewhere, context())).toEqual({ items: page.items, total: 4 });
  });

  it('brings a restored record back into the active list', () => {
    const restored = row('c', 'Cukiernie', { version: 4 });
    expect(names(patchPage(page, 'RESTORED', restored, context()))).toEqual(['Apteki', 'Cukiernie', 'Drogerie']);
  });
});

describe('patchPage with a filter', () => {
  interface Sent extends Row {
    status: string;
  }
  const sent = (id: string, name: string, status: string, version = 1): Sent => ({ ...row(id, name, { version }), status });
  const filtered = (status: string): PagePatchContext<Sent> => ({
    view: { ...VIEW, filter: { status } },
    searchFields: ['name'],
    filterFields: ['status'],
  });
  const planned: Page<Sent> = { items: [sent('a', 'Apteki', 'PLANNED'), sent('d', 'Drogerie', 'PLANNED')], total: 2 };

  it('takes a record out when it no longer matches the filter, and lets in a new one that does', () => {
    const started = patchPage(planned, 'UPDATED', sent('a', 'Apteki', 'SENDING', 2), filtered('PLANNED'));
    expect(started?.items.map((item) => item.id)).toEqual(['d']);
    expect(started?.total).toBe(1);
    expect(patchPage(planned, 'CREATED', sent('b', 'Bazary', 'SENDING'), filtered('PLANNED'))).toBeNull();
    expect(patchPage(planned, 'CREATED', sent('b', 'Bazary', 'PLANNED'), filtered('PLANNED'))?.items.map((item) => item.id)).toEqual(['a', 'b', 'd']);
  });

  it('ignores filter values of fields the resource does not filter by', () => {
    const context: PagePatchContext<Sent> = { view: { ...VIEW, filter: { other: 'x' } }, searchFields: ['name'], filterFields: ['status'] };
    expect(patchPage(planned, 'CREATED', sent('b', 'Bazary', 'SENT'), context)?.total).toBe(3);
  });
});

describe('list rules', () => {
  it('filters by archived state', () => {
    expect(matchesArchived(row('a', 'A'), 'ACTIVE')).toBe(true);
    expect(matchesArchived(row('a', 'A', { archivedAt: '2026-01-01T00:00:00Z' }), 'ACTIVE')).toBe(false);
    expect(matchesArchived(row('a', 'A', { archivedAt: '2026-01-01T00:00:00Z' }), 'ALL')).toBe(true);
  });

  it('sorts text without regard to case, numbers as numbers, missing values last', () => {
    expect(compareRecords(row('a', 'apteki'), row('b', 'Bazary'), 'name', false)).toBeLessThan(0);
    expect(compareRecords(row('a', 'apteki'), row('b', 'Bazary'), 'name', true)).toBeGreaterThan(0);
    expect(compareRecords(row('a', 'x', { updatedBy: null }), row('b', 'y'), 'updatedBy', false)).toBeGreaterThan(0);
  });
});
