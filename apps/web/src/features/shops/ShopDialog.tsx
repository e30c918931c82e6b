import { useApolloClient, useQuery } from '@apollo/client/react';
import { formatDateTime } from '@flyerdesk/domain/dates';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { PresenceAvatars } from '../../shared/presence/PresenceAvatars';
import { HistoryPanel } from '../../shared/resource/HistoryPanel';
import { LockBanner } from '../../shared/resource/LockBanner';
import { RecordForm } from '../../shared/resource/RecordForm';
import { RecordImageUpload } from '../../shared/resource/RecordImageUpload';
import type { FieldDescription } from '../../shared/resource/types';
import { useArchiveRestore } from '../../shared/resource/useArchiveRestore';
import { useRecordLock, type RecordLockController } from '../../shared/resource/useRecordLock';
import { useRecordPresence } from '../../shared/resource/useRecordPresence';
import { formatValue } from '../../shared/resource/values';
import { Alert } from '../../shared/ui/Alert';
import { StyledButton } from '../../shared/ui/Button';
import { ConfirmDialog } from '../../shared/ui/ConfirmDialog';
import { Dialog } from '../../shared/ui/Dialog';
import { ErrorState, LoadingState } from '../../shared/ui/States';
import { StoreQuery } from './operations';
import { ShopFields } from './ShopFields';
import { STORE_FLAGS, storeEditor, storeLogoPath, storesResource, type StoreRecord, type StoreValueName } from './storesResource';
import { useShopAccess, useShopChoices, type ShopAccess, type ShopChoices } from './useShopAccess';

/** What the dialog opens: a new shop, or an existing one (archived ones too, read-only). */
export type ShopDialogTarget = { kind: 'create' } | { kind: 'edit'; storeId: string; name: string };

export interface ShopDialogProps {
  target: ShopDialogTarget;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * A shop's add/edit dialog, built from the resource kit: the record form with the domain schema
 * (server refusals under their fields, the conflict dialog on a stale save), who else has the shop
 * open, the enforced edit lock, the logo upload, archive and restore (administrators) and the
 * shop's history. A created shop stays open for its logo. Closing with unsaved changes asks first.
 * The default export is what the openers load lazily.
 */
export default function ShopDialog({ target, open, onOpenChange }: ShopDialogProps) {
  const { t } = useTranslation('shops');
  const client = useApolloClient();
  const [created, setCreated] = useState<StoreRecord | null>(null);
  const [dirty, setDirty] = useState(false);
  const [confirmClose, setConfirmClose] = useState(false);
  const storeId = created?.id ?? (target.kind === 'edit' ? target.storeId : undefined);
  const { data, error, loading, refetch } = useQuery(StoreQuery, {
    variables: { id: storeId ?? '' },
    skip: !open || storeId === undefined,
    fetchPolicy: 'cache-and-network',
  });
  const record = data?.record ?? undefined;

  const closeNow = () => {
    setDirty(false);
    setCreated(null);
    onOpenChange(false);
  };
  const close = () => {
    if (dirty) setConfirmClose(true);
    else closeNow();
  };
  const onCreated = useCallback(
    (store: StoreRecord) => {
      // The new shop shows at once; the query still asks the server.
      client.writeQuery({ query: StoreQuery, variables: { id: store.id }, data: { record: store } });
      setCreated(store);
    },
    [client],
  );

  const name = record?.name ?? created?.name ?? (target.kind === 'edit' ? target.name : '');
  let body;
  if (storeId === undefined) body = <ShopBody key="new" record={undefined} onCreated={onCreated} onDirtyChange={setDirty} />;
  else if (record) body = <ShopBody key={record.id} record={record} onCreated={onCreated} onDirtyChange={setDirty} />;
  else if (error && !loading)
    body = (
      <ErrorState
        message={t('dialog.loadError')}
        onRetry={() => {
          refetch().catch(() => undefined);
        }}
      />
    );
  else if (data && !data.record) body = <Alert tone="warning">{t('dialog.notFound')}</Alert>;
  else body = <LoadingState label={t('dialog.loading')} />;

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (next) onOpenChange(true);
        else close();
      }}
      title={storeId === undefined ? t('dialog.newTitle') : t('dialog.title', { name })}
      closeLabel={t('dialog.close')}
    >
      <StyledContent data-testid="shop-dialog" data-mode={storeId === undefined ? 'create' : 'edit'}>
        {open ? body : null}
      </StyledContent>
      <ConfirmDialog
        open={confirmClose}
        onOpenChange={setConfirmClose}
        title={t('panel.discardTitle', { ns: 'resource' })}
        description={t('panel.discardQuestion', { ns: 'resource' })}
        confirmLabel={t('panel.discardConfirm', { ns: 'resource' })}
        onConfirm={closeNow}
        confirmTestId="shop-discard-confirm"
      />
    </Dialog>
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
      ...Object.fromEntries(STORE_FLAGS.map((flag) => [flag, t(`flags.${flag}.label`)])),
    } as Record<StoreValueName, string>;
    const editor = storeEditor({
      labels,
      names: { categoryId: namesOf(categories), groupIds: namesOf(groups), editorIds: namesOf(editors) },
      assignEditors,
    });
    // The history also names the logo, which the form does not edit.
    const history: FieldDescription<Record<string, unknown>>[] = [
      ...(editor.fields as readonly FieldDescription<Record<string, unknown>>[]),
      { name: 'logoUrl', label: t('fields.logoUrl') },
    ];
    return { editor, history };
  }, [categories, groups, editors, assignEditors, t]);
}

function ShopBody({
  record,
  onCreated,
  onDirtyChange,
}: {
  record: StoreRecord | undefined;
  onCreated: (store: StoreRecord) => void;
  onDirtyChange: (dirty: boolean) => void;
}) {
  const { t } = useTranslation('shops');
  const client = useApolloClient();
  const access = useShopAccess();
  const choices = useShopChoices(access.assignEditors);
  const { editor, history } = useStoreEditor(choices, access.assignEditors);
  const id = record?.id;
  const members = useRecordPresence('stores', id);
  const lock = useRecordLock('stores', id);
  const [dirty, setDirty] = useState(false);
  const archived = record?.archivedAt != null;

  const dirtyChanged = useCallback(
    (next: boolean) => {
      setDirty(next);
      onDirtyChange(next);
    },
    [onDirtyChange],
  );
  const saved = useCallback(
    (store: StoreRecord, wasCreated: boolean) => {
      if (wasCreated) onCreated(store);
    },
    [onCreated],
  );

  return (
    <StyledBody>
      {record ? (
        <StyledMeta>
          <span>{t('panel.updated', { ns: 'resource', who: record.updatedBy ?? t('history.system', { ns: 'resource' }), at: formatDateTime(record.updatedAt) })}</span>
          <PresenceAvatars
            members={members}
            me={lock.me}
            label={t('presence.label', { ns: 'resource' })}
            youLabel={(username) => t('presence.you', { ns: 'resource', username })}
            data-testid="record-presence"
          />
        </StyledMeta>
      ) : null}
      <LockBanner lock={lock} />
      {record && archived ? <Alert tone="info">{t('dialog.archivedNote', { at: formatDateTime(record.archivedAt) })}</Alert> : null}
      <RecordForm
        definition={storesResource}
        editor={editor}
        record={record}
        lock={record ? lock : undefined}
        readOnly={archived}
        onSaved={saved}
        onDirtyChange={dirtyChanged}
      >
        <ShopFields record={record} choices={choices} assignEditors={access.assignEditors} />
      </RecordForm>
      {record ? (
        <RecordImageUpload
          label={t('fields.logo')}
          currentUrl={record.logoUrl}
          imageAlt={t('logo.of', { name: record.name })}
          uploadPath={storeLogoPath(record.id)}
          context={{ readOnly: archived || lock.heldByOther, dirty, lock }}
          archivedReason={t('logo.archived')}
          onUploaded={() => client.query({ query: StoreQuery, variables: { id: record.id }, fetchPolicy: 'network-only' })}
        />
      ) : (
        <StyledNote>{t('logo.afterCreate')}</StyledNote>
      )}
      {record ? <ArchiveRestoreActions record={record} access={access} lock={lock} /> : null}
      {record ? <HistoryPanel query={storesResource.historyQuery} id={record.id} version={record.version} fields={history} /> : null}
    </StyledBody>
  );
}

/** "Archive shop" / "Restore shop" for administrators, each after a confirmation that says what it means. */
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

const StyledContent = styled.div`
  min-width: 0;
`;

const StyledBody = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
  min-width: 0;
`;

const StyledMeta = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const StyledNote = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  padding-top: ${({ theme }) => theme.space(3)};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;
