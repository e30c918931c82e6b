import { useApolloClient } from '@apollo/client/react';
import { useCallback, useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import type { ErrorToastContext } from '../apollo/errorLink';
import { describeError } from '../errors/describeError';
import { newClientMutationId } from './clientMutationId';
import { announceLocalChange } from './localChanges';
import type { FailureToast, ResourceDefinition, ResourceRecord } from './types';

export interface ArchiveRestore<TRecord> {
  /** Archives the record (sends its version); true when it went through. */
  archive: (record: TRecord) => Promise<boolean>;
  restore: (record: TRecord) => Promise<boolean>;
  busy: boolean;
}

const NO_DEFAULT_TOAST: ErrorToastContext = { skipErrorToast: true };

/**
 * Archive and restore of a resource's records: each a mutation with its clientMutationId, the list
 * told at once, a toast when done, and the refusal worded by describeError (e.g. an insert still used
 * on leaflet pages cannot be archived).
 */
export function useArchiveRestore<TRecord extends ResourceRecord, TInput, TCreateInput = TInput>(
  definition: ResourceDefinition<TRecord, TInput, TCreateInput>,
  /** Words the refusal for the resource (e.g. "The loyalty card could not be deleted: …"); describeError alone otherwise. */
  failureToast?: FailureToast,
): ArchiveRestore<TRecord> {
  const client = useApolloClient();
  const { t } = useTranslation('resource');
  const [busy, setBusy] = useState(false);

  const run = useCallback(
    async (kind: 'archive' | 'restore', record: TRecord): Promise<boolean> => {
      const { archive: archiveDocument, restore: restoreDocument } = definition;
      // A resource without archive has neither action to offer.
      if (!archiveDocument || !restoreDocument) return false;
      setBusy(true);
      const clientMutationId = newClientMutationId();
      try {
        const result =
          kind === 'archive'
            ? await client.mutate({
                mutation: archiveDocument,
                variables: { id: record.id, version: record.version, clientMutationId },
                context: NO_DEFAULT_TOAST,
              })
            : await client.mutate({ mutation: restoreDocument, variables: { id: record.id, clientMutationId }, context: NO_DEFAULT_TOAST });
        const changed = result.data?.record;
        if (changed) announceLocalChange(definition.resource, kind === 'archive' ? 'ARCHIVED' : 'RESTORED', changed);
        toast.success(t(kind === 'archive' ? 'archive.done' : 'restore.done', { name: definition.nameOf(changed ?? record) }));
        return true;
      } catch (error) {
        const reason = describeError(error, t);
        toast.error(failureToast ? failureToast(kind, reason) : reason, { id: `${kind}:${record.id}` });
        return false;
      } finally {
        setBusy(false);
      }
    },
    [client, definition, failureToast, t],
  );

  const archive = useCallback((record: TRecord) => run('archive', record), [run]);
  const restore = useCallback((record: TRecord) => run('restore', record), [run]);
  return { archive, restore, busy };
}
