import { skipToken, useApolloClient, useQuery } from '@apollo/client/react';
import { LIST_PAGES } from '@flyerdesk/domain/lists';
import { COOK_EDITOR_ROLE, isRecipeStatus } from '@flyerdesk/domain/recipes';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { RecordImageUpload } from '../../shared/resource/RecordImageUpload';
import { RecordPanel } from '../../shared/resource/RecordPanel';
import { formatValue } from '../../shared/resource/values';
import { CookFields, StyledNote, type EditorChoice } from './CookFields';
import { cookEditor, cookLogoPath, cooksResource, type CookRecord } from './cooksResource';
import { CookEditorChoicesQuery, CookQuery } from './operations';
import { useRecipeTexts } from './useRecipeTexts';

/** Recipe editors see a cook without archive and restore (only administrators change cooks). */
const { archive: _archive, restore: _restore, ...READ_ONLY_COOKS } = cooksResource;

export interface CookDialogProps {
  /** The cook to open, or NEW_RECORD for a new one. */
  cookId: string;
  /** Administrators create, edit, archive and restore cooks and assign their editors. */
  admin: boolean;
  onClose: () => void;
  onCreated: (cook: CookRecord) => void;
}

/**
 * A cook in the kit's record panel (presence, lock, conflicts, history): name, seo id, status and the
 * assigned recipe editors, and its logo. Administrators change everything; a recipe editor sees the
 * cook read-only.
 */
export function CookDialog({ cookId, admin, onClose, onCreated }: CookDialogProps) {
  const { t } = useTranslation('recipes');
  const texts = useRecipeTexts();
  const client = useApolloClient();
  const users = useQuery(CookEditorChoicesQuery, admin ? { variables: { page: { limit: LIST_PAGES.users.max } }, fetchPolicy: 'cache-and-network' } : skipToken);
  const items = users.data?.users.items;
  const editors = useMemo<EditorChoice[] | undefined>(
    () =>
      items
        ?.filter((user) => user.role === COOK_EDITOR_ROLE)
        .map((user) => ({ id: user.id, name: user.enabled ? user.username : t('editors.disabled', { name: user.username }) })),
    [items, t],
  );
  const choices = editors ?? (users.error ? [] : undefined);

  const editor = useMemo(() => {
    const names = new Map((editors ?? []).map((choice) => [choice.id, choice.name]));
    return cookEditor(
      {
        labels: {
          name: t('cookFields.name'),
          seoId: t('cookFields.seoId'),
          status: t('cookFields.status'),
          editorIds: t('cookFields.editorIds'),
          logoUrl: t('cookFields.logo'),
        },
        status: (value) => (isRecipeStatus(value) ? texts.status(value) : formatValue(value, t)),
        editors: (value) => formatValue(Array.isArray(value) ? value.map((id: unknown) => (typeof id === 'string' ? (names.get(id) ?? id) : id)) : value, t),
      },
      admin,
    );
  }, [admin, editors, t, texts]);

  return (
    <RecordPanel
      key={cookId}
      definition={admin ? cooksResource : READ_ONLY_COOKS}
      editor={editor}
      recordId={cookId}
      newTitle={t('cooks.newTitle')}
      renderFields={({ record, creating }) => (
        <>
          <CookFields record={record} editors={choices} assignEditors={admin} />
          {creating ? <StyledNote>{t('cooks.logoAfterCreate')}</StyledNote> : null}
        </>
      )}
      renderExtra={(record, context) =>
        admin ? (
          <RecordImageUpload
            label={t('cookFields.logo')}
            currentUrl={record.logoUrl}
            imageAlt={t('cooks.logoOf', { name: record.name })}
            uploadPath={cookLogoPath(record.id)}
            context={context}
            archivedReason={t('cooks.logoArchived')}
            onUploaded={() => client.query({ query: CookQuery, variables: { id: record.id }, fetchPolicy: 'network-only' })}
          />
        ) : record.logoUrl ? (
          <StyledLogo src={record.logoUrl} alt={t('cooks.logoOf', { name: record.name })} />
        ) : null
      }
      {...(admin ? {} : { readOnlyReason: () => t('cooks.readOnly') })}
      onClose={onClose}
      onCreated={onCreated}
    />
  );
}

const StyledLogo = styled.img`
  max-width: 160px;
  max-height: 120px;
  object-fit: contain;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
`;
