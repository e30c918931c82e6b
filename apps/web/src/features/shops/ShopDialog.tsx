import { useApolloClient } from '@apollo/client/react';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { RecordImageUpload } from '../../shared/resource/RecordImageUpload';
import { RecordPanel } from '../../shared/resource/RecordPanel';
import { NEW_RECORD } from '../../shared/resource/useListParams';
import { useArchiveRestore } from '../../shared/resource/useArchiveRestore';
import type { RecordLockController } from '../../shared/resource/useRecordLock';
import { formatValue } from '../../shared/resource/values';
import { StyledButton } from '../../shared/ui/Button';
import { ConfirmDialog } from '../../shared/ui/ConfirmDialog';
import { StoreQuery } from './operations';
import { ShopFields, StyledNote } from './ShopFields';
import { STORE_FLAGS, storeEditor, storeLogoPath, storesResource, type StoreRecord, type StoreValueName } from './storesResource';
import { useShopAccess, useShopChoices, type ShopAccess, type ShopChoices } from './useShopAccess';

/**
 * The kit's record panel offers its own archive and restore to everybody; shops are archived and
 * restored by administrators only, with a question that says what happens to the shop's leaflets
 * (ArchiveRestoreActions below), so the panel gets the shop without them.
 */
const { archive: _archive, restore: _restore, ...PANEL_DEFINITION } = storesResource;

export interface ShopDialogProps {
  /** The shop to open (archived ones too, read-only), or null for a new shop. */
  storeId: string | null;
  onClose: () => void;
}

/**
 * A shop's add/edit dialog: the resource kit's record panel (the form with the domain schema, server
 * refusals under their fields, the conflict dialog on a stale save, who else has the shop open, the
 * enforced edit lock with its banner, the history) with the shop's fields, its logo upload and, for
 * administrators, archive and restore. A created shop stays open for its logo. Closing with unsaved
 * changes asks first. The default export is what the openers load lazily.
 */
export default function ShopDialog({ storeId, onClose }: ShopDialogProps) {
  const { t } = useTranslation('shops');
  const client = useApolloClient();
  const access = useShopAccess();
  const choices = useShopChoices(access.assignEditors);
  const editor = useStoreEditor(choices, access.assignEditors);
  const [recordId, setRecordId] = useState(storeId ?? NEW_RECORD);

  const onCreated = useCallback(
    (store: StoreRecord) => {
      // The new shop shows at once; its panel still asks the server.
      client.writeQuery({ query: StoreQuery, variables: { id: store.id }, data: { record: store } });
      setRecordId(store.id);
    },
    [client],
  );

  return (
    <RecordPanel
      key={recordId}
      definition={PANEL_DEFINITION}
      editor={editor}
      recordId={recordId}
      newTitle={t('dialog.newTitle')}
      renderFields={({ record, creating }) => (
        <>
          <ShopFields record={record} choices={choices} assignEditors={access.assignEditors} />
          {creating ? <StyledNote>{t('logo.afterCreate')}</StyledNote> : null}
        </>
      )}
      renderExtra={(record, context) => (
        <>
          <RecordImageUpload
            label={t('fields.logo')}
            currentUrl={record.logoUrl}
            imageAlt={t('logo.of', { name: record.name })}
            uploadPath={storeLogoPath(record.id)}
            context={context}
            archivedReason={t('logo.archived')}
            onUploaded={() => client.query({ query: StoreQuery, variables: { id: record.id }, fetchPolicy: 'network-only' })}
          />
          <ArchiveRestoreActions record={record} access={access} lock={context.lock} />
        </>
      )}
      onClose={onClose}
      onCreated={onCreated}
    />
  );
}

/** The form's editor with ids worded for people (history, conflicts) from the choices on offer. */
function useStoreEditor(choices: ShopChoices, assignEditors: boolean) {
  const { t } = useTranslation('shops');
  const { categories, groups, editors } = choices;
  return useMemo(() => {
    const namesOf = (list: readonly { id: string; name: string }[] | undefined) => {
      const names = new Map((list ?? []).map((item) => [item.id, item.name]));
      const nameOf = (id: unknown): unknown => (typeof id === 'string' ? (names.get(id) ?? id) : id);
      return (value: unknown) => formatValue(Array.isArray(value) ? value.map(nameOf) : nameOf(value), t);
    };
    const labels = {
      name: t('fields.name'),
      storeWebId: t('fields.storeWebId'),
      categoryId: t('fields.categoryId'),
      groupIds: t('fields.groupIds'),
      editorIds: t('fields.editorIds'),
      logoUrl: t('fields.logo'),
      ...Object.fromEntries(STORE_FLAGS.map((flag) => [flag, t(`flags.${flag}.label`)])),
    } as Record<StoreValueName | 'logoUrl', string>;
    return storeEditor({ labels, names: { categoryId: namesOf(categories), groupIds: namesOf(groups), editorIds: namesOf(editors) }, assignEditors });
  }, [categories, groups, editors, assignEditors, t]);
}

/** "Archive shop" / "Restore shop" for administrators, each after a question that says what it means. */
function ArchiveRestoreActions({ record, access, lock }: { record: StoreRecord; access: ShopAccess; lock: RecordLockController }) {
  const { t } = useTranslation('shops');
  const { archive, restore, busy } = useArchiveRestore(storesResource);
  const [asking, setAsking] = useState(false);
  const archived = record.archivedAt != null;
  const kind = archived ? 'restore' : 'archive';
  if (!(archived ? access.restore : access.archive)) return null;
  return (
    <StyledActions>
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title={t(`${kind}.title`)}
        description={t(`${kind}.question`, { name: record.name })}
        confirmLabel={t(`${kind}.confirm`)}
        busy={busy}
        onConfirm={() => (archived ? restore(record) : archive(record))}
        data-testid={`${kind}-shop-dialog`}
        confirmTestId={`${kind}-shop-confirm`}
        trigger={
          <StyledButton type="button" disabled={busy || lock.heldByOther} data-testid={`${kind}-shop`}>
            {t(`${kind}.button`)}
          </StyledButton>
        }
      />
    </StyledActions>
  );
}

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  padding-top: ${({ theme }) => theme.space(3)};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;
