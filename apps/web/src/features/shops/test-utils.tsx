import type { Language } from '@flyerdesk/domain/constants';
import type { Role } from '@flyerdesk/domain/roles';
import type { StoreRecordFragment } from '../../__generated__/graphql';
import { answers, AT, lockServer, renderResourceScreen } from '../../shared/resource/test-utils';
import type { Mock } from '../../test/renderFeature';
import { ShopEditorChoicesQuery, ShopFormChoicesQuery, StoreHistoryQuery, StoreQuery } from './operations';
import ShopDialog from './ShopDialog';

/** Server answers and records of the shop screens' tests (ids are UUIDs: the domain schema checks them). */

export type StoreData = StoreRecordFragment & { __typename: 'Store' };

export const SUPERMARKETS = { __typename: 'Category' as const, id: 'c0000000-0000-4000-8000-000000000001', name: 'Supermarkets' };
export const DISCOUNTERS = { __typename: 'Category' as const, id: 'c0000000-0000-4000-8000-000000000002', name: 'Discounters' };
export const NORTH = { __typename: 'Group' as const, id: 'a0000000-0000-4000-8000-000000000001', name: 'North' };
export const SOUTH = { __typename: 'Group' as const, id: 'a0000000-0000-4000-8000-000000000002', name: 'South' };
export const EWA = { __typename: 'User' as const, id: 'e0000000-0000-4000-8000-000000000001', username: 'ewa', role: 'EDITOR' as const, enabled: true };
export const ADAM = { __typename: 'User' as const, id: 'e0000000-0000-4000-8000-000000000002', username: 'adam', role: 'EDITOR' as const, enabled: false };
const ROOT_USER = { __typename: 'User' as const, id: 'e0000000-0000-4000-8000-000000000003', username: 'root', role: 'ROOT' as const, enabled: true };

export function aShop(overrides: Partial<StoreData> & { id: string; name: string }): StoreData {
  return {
    __typename: 'Store',
    storeWebId: overrides.name.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
    categoryId: SUPERMARKETS.id,
    category: SUPERMARKETS,
    groupIds: [],
    editorIds: [],
    editors: [],
    logoUrl: null,
    forceFavorites: false,
    showAnyway: false,
    storeAtFirst: false,
    addAsReelsChannel: false,
    version: 1,
    archivedAt: null,
    updatedAt: AT,
    updatedBy: 'anna',
    ...overrides,
  };
}

/** The categories and groups the form offers. */
export function choicesAnswer() {
  return answers(ShopFormChoicesQuery, undefined, {
    data: {
      categoryChoices: { __typename: 'CategoryPage', items: [SUPERMARKETS, DISCOUNTERS] },
      groupChoices: { __typename: 'GroupPage', items: [NORTH, SOUTH] },
    },
  });
}

/** The accounts an administrator sees (only EDITORs are offered). */
export function editorsAnswer() {
  return answers(ShopEditorChoicesQuery, undefined, { data: { users: { __typename: 'UserPage', items: [EWA, ADAM, ROOT_USER] } } });
}

/** The shop as the record query answers it, in turn. */
export function recordAnswers(...versions: StoreData[]) {
  const first = versions[0];
  if (!first) throw new Error('recordAnswers needs a shop');
  return answers(StoreQuery, { id: first.id }, ...versions.map((store) => ({ data: { record: store } })));
}

export function noHistory() {
  return answers(StoreHistoryQuery, undefined, { data: { history: { __typename: 'HistoryPage', items: [], total: 0 } } });
}

/** What every shop dialog asks for: its choices, the lock and presence mutations. */
export function dialogMocks(): Mock[] {
  return [choicesAnswer().mock, editorsAnswer().mock, noHistory().mock, ...lockServer().mocks];
}

/** Renders the shop dialog of a shop (null: a new one), signed in with the given roles. */
export function renderShopDialog(storeId: string | null, { mocks, roles = ['ADMIN'], language = 'en' }: { mocks: Mock[]; roles?: Role[]; language?: Language }) {
  return renderResourceScreen(<ShopDialog storeId={storeId} onClose={jest.fn()} />, { mocks: [...dialogMocks(), ...mocks], roles, language });
}
