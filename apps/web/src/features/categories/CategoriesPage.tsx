import { useApolloClient } from '@apollo/client/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { updatedAtColumn } from '../../shared/resource/columns';
import { RecordImageUpload } from '../../shared/resource/RecordImageUpload';
import { RecordTextField } from '../../shared/resource/RecordFields';
import { ResourceScreen } from '../../shared/resource/ResourceScreen';
import type { ResourceColumn } from '../../shared/resource/ResourceTable';
import { categoriesResource, categoryEditor, categoryLogoPath, type CategoryRecord } from './categoriesResource';
import { CategoryQuery } from './operations';

/**
 * Categories (/categories): the live list (name, web id, logo), and a category's form (name and web
 * id), logo upload, archive and restore, history, presence and edit lock in the record panel.
 */
export default function CategoriesPage() {
  const { t } = useTranslation('categories');
  const client = useApolloClient();
  const editor = useMemo(() => categoryEditor({ name: t('fields.name'), categoryWebId: t('fields.categoryWebId') }), [t]);
  const columns = useMemo<ResourceColumn<CategoryRecord>[]>(
    () => [
      {
        id: 'logo',
        header: t('columns.logo'),
        cell: (category) =>
          category.logoUrl ? <StyledThumb src={category.logoUrl} alt={t('logoOf', { name: category.name })} loading="lazy" /> : null,
        secondary: true,
      },
      { id: 'name', header: t('columns.name'), cell: (category) => category.name, isName: true },
      { id: 'categoryWebId', header: t('columns.categoryWebId'), cell: (category) => category.categoryWebId },
      updatedAtColumn(t('columns.updatedAt')),
    ],
    [t],
  );

  return (
    <ResourceScreen
      definition={categoriesResource}
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
          <RecordTextField name="categoryWebId" label={t('fields.categoryWebId')} autoComplete="off" />
        </>
      )}
      renderExtra={(category, context) => (
        <RecordImageUpload
          label={t('fields.logo')}
          currentUrl={category.logoUrl}
          imageAlt={t('logoOf', { name: category.name })}
          uploadPath={categoryLogoPath(category.id)}
          context={context}
          archivedReason={t('archivedNoUpload')}
          onUploaded={() => client.query({ query: CategoryQuery, variables: { id: category.id }, fetchPolicy: 'network-only' })}
        />
      )}
    />
  );
}

const StyledThumb = styled.img`
  display: block;
  width: 40px;
  height: 40px;
  object-fit: contain;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surfaceAlt};
`;
