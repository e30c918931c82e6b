import { useApolloClient } from '@apollo/client/react';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { updatedAtColumn } from '../../shared/resource/columns';
import { RecordCheckboxList } from '../../shared/resource/RecordCheckboxList';
import { RecordCheckbox, RecordFieldset, RecordTextArea, RecordTextField } from '../../shared/resource/RecordFields';
import { RecordImageUpload } from '../../shared/resource/RecordImageUpload';
import { ResourceScreen } from '../../shared/resource/ResourceScreen';
import type { ResourceColumn } from '../../shared/resource/ResourceTable';
import { formatValue } from '../../shared/resource/values';
import { ReelChannelQuery } from './operations';
import { reelChannelEditor, reelChannelLogoPath, reelChannelsResource, type ReelChannelRecord } from './reelChannelsResource';
import { ReelsNav, sectionPath } from './ReelsNav';
import { useAssignsReelEditors, useReelEditorChoices, type ReelEditorChoices } from './useReelChoices';

/**
 * The channels of /reels: the live list of the channels the user may see and a channel's form (id,
 * name, description, automatic reels; its editors for administrators), its logo, archive and restore,
 * history, presence and edit lock; each channel leads to its reels.
 */
export function ChannelsScreen() {
  const { t } = useTranslation('reels');
  const client = useApolloClient();
  const assignEditors = useAssignsReelEditors();
  const choices = useReelEditorChoices(assignEditors);

  const editorNames = useCallback(
    (value: unknown) => {
      const names = new Map((choices.editors ?? []).map((editor) => [editor.id, editor.name]));
      const nameOf = (id: unknown): unknown => (typeof id === 'string' ? (names.get(id) ?? id) : id);
      return formatValue(Array.isArray(value) ? value.map(nameOf) : nameOf(value), t);
    },
    [choices.editors, t],
  );
  const editor = useMemo(
    () =>
      reelChannelEditor(
        {
          naturalId: t('fields.naturalId'),
          name: t('fields.name'),
          description: t('fields.description'),
          autoCreateReels: t('fields.autoCreateReels'),
          editorIds: t('fields.editorIds'),
        },
        { editorIds: editorNames },
        assignEditors,
      ),
    [t, editorNames, assignEditors],
  );

  const columns = useMemo<ResourceColumn<ReelChannelRecord>[]>(
    () => [
      {
        id: 'name',
        header: t('columns.name'),
        cell: (channel) => (
          <StyledName>
            {channel.logoUrl ? <StyledLogo src={channel.logoUrl} alt="" /> : null}
            {channel.name}
          </StyledName>
        ),
        isName: true,
      },
      { id: 'naturalId', header: t('columns.naturalId'), cell: (channel) => channel.naturalId },
      { id: 'editors', header: t('columns.editors'), cell: (channel) => (channel.editors.length > 0 ? channel.editors.join(', ') : '—'), secondary: true },
      { id: 'autoCreateReels', header: t('columns.autoCreateReels'), cell: (channel) => formatValue(channel.autoCreateReels, t), secondary: true },
      {
        id: 'reels',
        header: t('columns.reels'),
        cell: (channel) => (
          <StyledReelsLink
            to={sectionPath('reels', channel.id)}
            // The row opens the channel; the link leads to its reels instead.
            onClick={(event) => event.stopPropagation()}
            aria-label={t('channels.showReelsOf', { name: channel.name })}
            data-testid={`reel-channel-reels-${channel.id}`}
          >
            {t('channels.showReels')}
          </StyledReelsLink>
        ),
      },
      updatedAtColumn(t('columns.updatedAt')),
    ],
    [t],
  );

  return (
    <ResourceScreen
      definition={reelChannelsResource}
      editor={editor}
      title={t('channels.title')}
      tableLabel={t('channels.tableLabel')}
      columns={columns}
      emptyMessage={t('channels.empty')}
      newLabel={t('channels.new')}
      newTitle={t('channels.newTitle')}
      intro={
        <>
          <ReelsNav current="channels" />
          <StyledIntro>{t('channels.intro')}</StyledIntro>
        </>
      }
      renderFields={({ record, creating }) => (
        <>
          <RecordTextField name="naturalId" label={t('fields.naturalId')} autoComplete="off" spellCheck={false} data-testid="reel-channel-natural-id" />
          <RecordTextField name="name" label={t('fields.name')} autoComplete="off" data-testid="reel-channel-name" />
          <RecordTextArea name="description" label={t('fields.description')} rows={3} />
          <RecordCheckbox name="autoCreateReels" label={t('fields.autoCreateReels')} />
          <StyledNote data-testid="reel-channel-auto-note">{t('channels.autoCreateNote')}</StyledNote>
          <EditorsField record={record} creating={creating} assignEditors={assignEditors} choices={choices} />
          {creating ? <StyledNote>{t('channels.logoAfterCreate')}</StyledNote> : null}
        </>
      )}
      renderExtra={(record, context) => (
        <StyledExtra>
          <RecordImageUpload
            label={t('fields.logo')}
            currentUrl={record.logoUrl}
            imageAlt={t('channels.logoOf', { name: record.name })}
            uploadPath={reelChannelLogoPath(record.id)}
            context={context}
            archivedReason={t('channels.logoArchived')}
            onUploaded={() => client.query({ query: ReelChannelQuery, variables: { id: record.id }, fetchPolicy: 'network-only' })}
          />
          <Link to={sectionPath('reels', record.id)} data-testid="reel-channel-show-reels">
            {t('channels.showReelsOf', { name: record.name })}
          </Link>
        </StyledExtra>
      )}
    />
  );
}

/** Administrators tick the channel's reel editors; anyone else sees them. */
function EditorsField({
  record,
  creating,
  assignEditors,
  choices,
}: {
  record: ReelChannelRecord | undefined;
  creating: boolean;
  assignEditors: boolean;
  choices: ReelEditorChoices;
}) {
  const { t } = useTranslation('reels');
  const named = useMemo(
    () => choices.editors?.map((choice) => ({ id: choice.id, name: choice.enabled ? choice.name : t('channels.disabledUser', { name: choice.name }) })),
    [choices.editors, t],
  );
  if (assignEditors && !choices.failed) {
    return (
      <RecordCheckboxList
        name="editorIds"
        legend={t('fields.editorIds')}
        choices={named}
        order={(ids) => [...ids].sort()}
        loadingLabel={t('channels.editorsLoading')}
        emptyLabel={t('channels.noEditors')}
        testId="reel-channel-editors"
      />
    );
  }
  return (
    <RecordFieldset legend={t('fields.editorIds')}>
      <StyledNote>{assignEditors ? t('channels.editorsFailed') : creating ? t('channels.createdForYou') : t('channels.editorsReadOnly')}</StyledNote>
      <p data-testid="reel-channel-editors-read-only">{record && record.editors.length > 0 ? record.editors.join(', ') : t('channels.noEditorAssigned')}</p>
    </RecordFieldset>
  );
}

const StyledIntro = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(4)};
  color: ${({ theme }) => theme.colors.textMuted};
  max-width: 72ch;
`;

const StyledName = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  min-width: 0;
  overflow-wrap: anywhere;
`;

const StyledLogo = styled.img`
  width: 24px;
  height: 24px;
  object-fit: contain;
  flex: none;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surfaceAlt};
`;

const StyledReelsLink = styled(Link)`
  white-space: nowrap;
`;

const StyledNote = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(3)};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const StyledExtra = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(3)};
`;
