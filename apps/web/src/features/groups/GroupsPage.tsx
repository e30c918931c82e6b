import { useQuery } from '@apollo/client/react';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { updatedAtColumn } from '../../shared/resource/columns';
import { RecordTextField } from '../../shared/resource/RecordFields';
import { ResourceScreen } from '../../shared/resource/ResourceScreen';
import type { ResourceColumn } from '../../shared/resource/ResourceTable';
import { formatValue } from '../../shared/resource/values';
import { groupEditor, groupsResource, type GroupRecord } from './groupsResource';
import { GroupStoresQuery } from './operations';
import { StoresPicker } from './StoresPicker';

/**
 * Groups (/groups): the live list (name, number of shops) and a group's form (name and its shops,
 * picked from the shops the user may see), archive and restore, history, presence and edit lock.
 */
export default function GroupsPage() {
  const { t } = useTranslation('groups');
  const stores = useQuery(GroupStoresQuery);
  const storeList = stores.data?.stores;
  const shopNames = useCallback(
    (ids: unknown) => {
      if (!Array.isArray(ids)) return formatValue(ids, t);
      const names = new Map((storeList ?? []).map((store) => [store.id, store.name]));
      return formatValue(
        (ids as unknown[]).map((id) => (typeof id === 'string' ? (names.get(id) ?? id) : id)),
        t,
      );
    },
    [storeList, t],
  );
  const editor = useMemo(() => groupEditor({ name: t('fields.name'), storeIds: t('fields.storeIds') }, shopNames), [t, shopNames]);
  const columns = useMemo<ResourceColumn<GroupRecord>[]>(
    () => [
      { id: 'name', header: t('columns.name'), cell: (group) => group.name, isName: true },
      { id: 'shops', header: t('columns.shops'), cell: (group) => group.storeIds.length, align: 'end' },
      updatedAtColumn(t('columns.updatedAt')),
    ],
    [t],
  );

  return (
    <ResourceScreen
      definition={groupsResource}
      editor={editor}
      title={t('title')}
      tableLabel={t('tableLabel')}
      columns={columns}
      emptyMessage={t('empty')}
      newLabel={t('new')}
      newTitle={t('newTitle')}
      renderFields={() => (
        <>
          <RecordTextField name="name" label={t('fields.name')} autoComplete="off" />
          <StoresPicker stores={storeList} loading={stores.loading} />
        </>
      )}
    />
  );
}
