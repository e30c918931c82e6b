import { skipToken, useQuery } from '@apollo/client/react';
import { LIST_PAGES } from '@flyerdesk/domain/lists';
import { can } from '@flyerdesk/domain/permissions';
import { isAdmin } from '@flyerdesk/domain/roles';
import { useMemo } from 'react';
import type { ErrorHandlingContext } from '../../shared/errors/handlers';
import { SessionDocument } from '../../shared/session/session';
import { ShopEditorChoicesQuery, ShopFormChoicesQuery } from './operations';

/** What the signed-in user may do with shops (packages/domain/src/permissions.ts). */
export interface ShopAccess {
  create: boolean;
  update: boolean;
  archive: boolean;
  restore: boolean;
  /** Administrators assign editors; an editor sees them read-only. */
  assignEditors: boolean;
}

export function useShopAccess(): ShopAccess {
  const { data } = useQuery(SessionDocument, { fetchPolicy: 'cache-only' });
  const roles = data?.me.roles;
  return useMemo(() => {
    const mine = roles ?? [];
    return {
      create: can(mine, 'stores.create'),
      update: can(mine, 'stores.update'),
      archive: can(mine, 'stores.delete'),
      restore: can(mine, 'stores.restore'),
      assignEditors: isAdmin(mine),
    };
  }, [roles]);
}

export interface Choice {
  id: string;
  name: string;
}

export interface ShopChoices {
  categories: readonly Choice[] | undefined;
  groups: readonly Choice[] | undefined;
  /** Users with the role EDITOR (undefined while loading, or when the user does not assign editors). */
  editors: readonly (Choice & { enabled: boolean })[] | undefined;
  /** The editors could not be listed. */
  editorsFailed: boolean;
}

/** The field shows what the editors list lacks; no toast on top of it. */
const SHOWN_IN_FIELD: ErrorHandlingContext = { skipErrorToast: true };

/** What the shop form offers: categories in use, groups and — for administrators — the editors. */
export function useShopChoices(assignEditors: boolean): ShopChoices {
  const choices = useQuery(ShopFormChoicesQuery, {
    variables: { categoriesPage: { limit: LIST_PAGES.categories.max }, groupsPage: { limit: LIST_PAGES.groups.max } },
    fetchPolicy: 'cache-and-network',
  });
  const users = useQuery(
    ShopEditorChoicesQuery,
    assignEditors ? { variables: { page: { limit: LIST_PAGES.users.max } }, fetchPolicy: 'cache-and-network', context: SHOWN_IN_FIELD } : skipToken,
  );
  const items = users.data?.users.items;
  const editors = useMemo(
    () => items?.filter((user) => user.role === 'EDITOR').map((user) => ({ id: user.id, name: user.username, enabled: user.enabled })),
    [items],
  );
  return {
    categories: choices.data?.categoryChoices.items,
    groups: choices.data?.groupChoices.items,
    editors,
    editorsFailed: !users.data && users.error !== undefined,
  };
}
