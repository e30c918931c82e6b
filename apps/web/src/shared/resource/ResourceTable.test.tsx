import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SMALL_DEVICE_QUERY } from '@flyerdesk/domain/constants';
import { renderFeature } from '../../test/renderFeature';
import { ResourceTable, VIRTUAL_THRESHOLD, type ResourceColumn } from './ResourceTable';
import type { ListParams } from './useListParams';
import type { LiveList } from './useLiveList';

interface Category {
  __typename: 'Category';
  id: string;
  version: number;
  name: string;
  categoryWebId: string;
  description: string;
  archivedAt: string | null;
  updatedAt: string;
  updatedBy: string | null;
}

const COLUMNS: readonly ResourceColumn<Category>[] = [
  { id: 'name', header: 'Name', cell: (category) => category.name, isName: true },
  { id: 'categoryWebId', header: 'Web id', cell: (category) => <code>{category.categoryWebId}</code> },
  { id: 'description', header: 'Description', cell: (category) => category.description, secondary: true },
  { id: 'updatedAt', header: 'Changed', cell: (category) => category.updatedAt.slice(0, 10), align: 'end' },
];

function categories(count: number): Category[] {
  return Array.from({ length: count }, (_, index) => ({
    __typename: 'Category',
    id: `category-${index + 1}`,
    version: 1,
    name: `Category ${index + 1}`,
    categoryWebId: `category-${index + 1}`,
    description: `About category ${index + 1}`,
    archivedAt: index === 1 ? '2026-11-20T10:00:00.000Z' : null,
    updatedAt: '2026-11-20T09:00:00.000Z',
    updatedBy: 'tester',
  }));
}

function params(): ListParams {
  return {
    view: { search: '', archived: 'ALL', sort: 'name', descending: false, offset: 0, limit: 500 },
    setSearch: jest.fn(),
    setArchived: jest.fn(),
    setSort: jest.fn(),
    setOffset: jest.fn(),
    setLimit: jest.fn(),
    setFilter: jest.fn(),
  };
}

/** Makes the browser report a phone-sized window (SMALL_DEVICE_QUERY matches) or a wide one. */
function narrowScreen(narrow: boolean) {
  jest.spyOn(window, 'matchMedia').mockImplementation(
    (query: string): MediaQueryList => ({
      matches: narrow && query === SMALL_DEVICE_QUERY,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }),
  );
}

function renderTable(items: Category[], onOpen: (record: Category) => void = jest.fn()) {
  const list: LiveList<Category> = { items, total: items.length, loading: false, error: undefined, refetch: jest.fn() };
  const listParams = params();
  renderFeature(
    <ResourceTable
      resource="categories"
      label="Categories"
      columns={COLUMNS}
      list={list}
      params={listParams}
      onOpen={onOpen}
      emptyMessage="No categories yet."
    />,
  );
  return { table: screen.getByRole('table', { name: 'Categories' }), params: listParams };
}

afterEach(() => {
  jest.restoreAllMocks();
});

describe('ResourceTable on a narrow screen', () => {
  it('stacks each row, labels every value with its column header and keeps the table’s roles', () => {
    narrowScreen(true);
    const { table } = renderTable(categories(3));
    expect(table).toHaveAttribute('data-stacked', 'true');
    expect(table).toHaveAttribute('role', 'table');
    expect(screen.getByTestId('resource-table-scroll')).toHaveAttribute('data-stacked', 'true');

    const [header, ...rows] = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    // Secondary columns give way on narrow screens (hidden, also from assistive technology).
    expect(within(header as HTMLElement).getAllByRole('columnheader').map((cell) => cell.textContent?.replace(/[▲▼↕]/g, ''))).toEqual([
      'Name',
      'Web id',
      'Changed',
    ]);

    const first = screen.getByTestId('resource-row-category-1');
    expect(first).toHaveAttribute('role', 'row');
    expect(within(first).getByRole('rowheader', { name: 'Category 1' })).not.toHaveAttribute('data-label');
    const cells = within(first).getAllByRole('cell');
    expect(cells.map((cell) => [cell.getAttribute('data-label'), cell.textContent])).toEqual([
      ['Web id', 'category-1'],
      ['Changed', '2026-11-20'],
    ]);
    // Each value is one element beside its label.
    cells.forEach((cell) => expect(cell.children).toHaveLength(1));
    const description = first.querySelector('[data-secondary="true"]');
    expect(description).toHaveAttribute('data-label', 'Description');
    expect(description).not.toBeVisible();
    // The archived mark stays with the name.
    expect(within(screen.getByTestId('resource-row-category-2')).getByRole('rowheader')).toHaveTextContent('Category 2');
  });

  it('keeps sorting from the headers and the rows’ keyboard use', async () => {
    narrowScreen(true);
    const user = userEvent.setup();
    const onOpen = jest.fn();
    const { table, params: listParams } = renderTable(categories(3), onOpen);

    await user.click(within(table).getByRole('button', { name: /Web id/ }));
    expect(listParams.setSort).toHaveBeenCalledWith('categoryWebId', false);

    screen.getByTestId('resource-row-category-1').focus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByTestId('resource-row-category-2')).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByTestId('resource-row-category-3')).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onOpen).toHaveBeenCalledWith(expect.objectContaining({ id: 'category-3' }));
  });

  it('renders every row of a long page (stacked rows have heights of their own)', () => {
    narrowScreen(true);
    const count = VIRTUAL_THRESHOLD + 20;
    renderTable(categories(count));
    expect(screen.getByTestId('resource-table-scroll')).not.toHaveAttribute('data-virtual');
    expect(screen.getAllByTestId(/^resource-row-/)).toHaveLength(count);
  });
});

describe('ResourceTable on a wide screen', () => {
  it('is a plain table without stacking marks', () => {
    narrowScreen(false);
    const { table } = renderTable(categories(2));
    expect(table).not.toHaveAttribute('data-stacked');
    expect(table).not.toHaveAttribute('role');
    const first = screen.getByTestId('resource-row-category-1');
    expect(first).not.toHaveAttribute('role');
    within(first)
      .getAllByRole('cell')
      .forEach((cell) => expect(cell).not.toHaveAttribute('data-label'));
  });

  it('renders only the rows in view of a long page', () => {
    narrowScreen(false);
    renderTable(categories(VIRTUAL_THRESHOLD + 20));
    expect(screen.getByTestId('resource-table-scroll')).toHaveAttribute('data-virtual', 'true');
    expect(screen.queryAllByTestId(/^resource-row-/).length).toBeLessThan(VIRTUAL_THRESHOLD + 20);
  });
});
