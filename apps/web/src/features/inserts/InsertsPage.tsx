import { useApolloClient } from '@apollo/client/react';
import { formatDate } from '@flyerdesk/domain/dates';
import { formatPlatformName } from '@flyerdesk/domain/platforms';
import { useCallback, useMemo } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { RecordCheckbox, RecordFieldset, RecordTextArea, RecordTextField } from '../../shared/resource/RecordFields';
import { RecordImageUpload } from '../../shared/resource/RecordImageUpload';
import { ResourceScreen } from '../../shared/resource/ResourceScreen';
import type { ResourceColumn } from '../../shared/resource/ResourceTable';
import { isImageFile, uploadFailureText, uploadRecordFile } from '../../shared/resource/uploadRecordFile';
import { InsertImageField } from './InsertImageField';
import { INSERT_PLATFORMS, insertEditor, insertImagePath, insertsResource, platformsOf, type InsertRecord, type InsertValues } from './insertsResource';
import { InsertQuery } from './operations';

/**
 * Inserts (/inserts): the live list (technical name, description, validity, platforms, how many
 * leaflet pages use it) and an insert's form; a new insert needs its image, uploaded right after it
 * is created. An insert in use cannot be archived (the server says so, the toast words it).
 */
export default function InsertsPage() {
  const { t } = useTranslation('inserts');
  const client = useApolloClient();
  const formatDay = useCallback(
    (value: unknown) => (typeof value === 'string' && value !== '' ? formatDate(value) : t('value.empty', { ns: 'resource' })),
    [t],
  );
  const editor = useMemo(
    () =>
      insertEditor(
        {
          insertName: t('fields.insertName'),
          description: t('fields.description'),
          redirectUrl: t('fields.redirectUrl'),
          longUrl: t('fields.longUrl'),
          validFrom: t('fields.validFrom'),
          validTo: t('fields.validTo'),
          showOnIos: t('fields.showOn', { platform: formatPlatformName('ios') }),
          showOnAndroid: t('fields.showOn', { platform: formatPlatformName('android') }),
          showOnAndroid2: t('fields.showOn', { platform: formatPlatformName('android2') }),
          showOnWeb: t('fields.showOn', { platform: formatPlatformName('web') }),
        },
        formatDay,
      ),
    [t, formatDay],
  );
  const columns = useMemo<ResourceColumn<InsertRecord>[]>(
    () => [
      { id: 'insertName', header: t('columns.insertName'), cell: (insert) => insert.insertName, isName: true },
      { id: 'description', header: t('columns.description'), cell: (insert) => insert.description ?? '', secondary: true },
      { id: 'validFrom', header: t('columns.validFrom'), cell: (insert) => formatDay(insert.validFrom) },
      { id: 'validTo', header: t('columns.validTo'), cell: (insert) => formatDay(insert.validTo) },
      {
        id: 'platforms',
        header: t('columns.platforms'),
        cell: (insert) => platformsOf(insert).join(', ') || t('noPlatforms'),
        secondary: true,
      },
      { id: 'usedBy', header: t('columns.usedBy'), cell: (insert) => insert.usedBy, align: 'end' },
    ],
    [t, formatDay],
  );

  const validate = useCallback(
    (values: InsertValues, { creating }: { creating: boolean }) => {
      if (!creating) return {};
      if (!values.image) return { image: t('validation.required', { ns: 'validation' }) };
      return isImageFile(values.image) ? {} : { image: t('upload.wrongType', { ns: 'resource' }) };
    },
    [t],
  );

  const reload = useCallback(
    (id: string) => client.query({ query: InsertQuery, variables: { id }, fetchPolicy: 'network-only' }),
    [client],
  );

  const onSaved = useCallback(
    async (insert: InsertRecord, created: boolean, values: InsertValues) => {
      if (!created || !values.image) return;
      const result = await uploadRecordFile(insertImagePath(insert.id), values.image);
      if (result.ok) await reload(insert.id).catch(() => undefined);
      else toast.error(t('imageFailed', { reason: uploadFailureText(result.failure, t) }), { duration: Number.POSITIVE_INFINITY });
    },
    [reload, t],
  );

  return (
    <ResourceScreen
      definition={insertsResource}
      editor={editor}
      title={t('title')}
      tableLabel={t('tableLabel')}
      columns={columns}
      emptyMessage={t('empty')}
      newLabel={t('new')}
      newTitle={t('newTitle')}
      validate={validate}
      onSaved={onSaved}
      renderFields={({ creating }) => (
        <>
          <RecordTextField name="insertName" label={t('fields.insertName')} autoComplete="off" />
          <RecordTextArea name="description" label={t('fields.description')} />
          {creating ? <InsertImageField label={t('fields.image')} /> : null}
          <RecordTextField name="redirectUrl" label={t('fields.redirectUrl')} type="url" inputMode="url" />
          <RecordTextField name="longUrl" label={t('fields.longUrl')} type="url" inputMode="url" />
          <StyledDates>
            <RecordTextField name="validFrom" label={t('fields.validFrom')} type="date" />
            <RecordTextField name="validTo" label={t('fields.validTo')} type="date" />
          </StyledDates>
          <RecordFieldset legend={t('fields.platforms')}>
            {INSERT_PLATFORMS.map(({ flag, platform }) => (
              <RecordCheckbox key={flag} name={flag} label={t('fields.showOn', { platform: formatPlatformName(platform) })} />
            ))}
          </RecordFieldset>
        </>
      )}
      renderExtra={(insert, context) => (
        <RecordImageUpload
          label={t('fields.image')}
          currentUrl={insert.imageUrl}
          imageAlt={t('imageOf', { name: insert.insertName })}
          uploadPath={insertImagePath(insert.id)}
          context={context}
          archivedReason={t('archivedNoUpload')}
          onUploaded={() => reload(insert.id)}
        />
      )}
    />
  );
}

const StyledDates = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 12rem), 1fr));
  column-gap: ${({ theme }) => theme.space(4)};
`;
