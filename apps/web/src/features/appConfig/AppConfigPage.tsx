import { useQuery } from '@apollo/client/react';
import { APP_THEMES, isAppConfigSection, RECOMMENDATION_TYPES } from '@flyerdesk/domain/appConfig';
import { NOTIFICATION_CHANNELS } from '@flyerdesk/domain/notificationChannels';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { updatedAtColumn } from '../../shared/resource/columns';
import type { RecordContext } from '../../shared/resource/RecordPanel';
import { ResourceScreen } from '../../shared/resource/ResourceScreen';
import type { ResourceColumn } from '../../shared/resource/ResourceTable';
import type { FailureToast, HistoryEntryData, HistoryFieldChange } from '../../shared/resource/types';
import { formatValue } from '../../shared/resource/values';
import { appConfigResource, documentChanges, sectionEditors, type AppConfigEditor, type AppConfigRecord, type SectionFormats } from './appConfigResource';
import { AppConfigCooksQuery, AppConfigRecipesQuery, AppConfigShopsQuery } from './operations';
import { RestoreVersion } from './RestoreVersion';
import { COOK_CHOICES_VARIABLES, RECIPE_CHOICES_VARIABLES, SectionFields } from './SectionFields';

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
}

/**
 * The app configuration (/app-config; administrators): the 19 sections of the mobile and web apps'
 * remote configuration as a live list (title, version, who changed it and when), each opened in the
 * kit's record panel with its own form and rules (lists with add, remove and reorder, shop, cook and
 * recipe pickers, a colour picker, a picture preview), presence, edit lock and conflict dialog; its
 * history shows what changed in the document, and any earlier version can be restored. A section
 * that cannot be loaded says so with a retry.
 */
export default function AppConfigPage() {
  const { t } = useTranslation('appConfig');
  const sectionTitle = useCallback((section: string) => (isAppConfigSection(section) ? t(`sections.${section}`) : section), [t]);
  const definition = useMemo(() => appConfigResource((record) => sectionTitle(record.section)), [sectionTitle]);

  // Names of the shops, cooks and recipes the history and the conflict dialog show, as far as a
  // section's form has loaded them (the forms ask the server; these only read what they brought).
  const shops = useQuery(AppConfigShopsQuery, { fetchPolicy: 'cache-only' }).data?.stores;
  const cooks = useQuery(AppConfigCooksQuery, { variables: COOK_CHOICES_VARIABLES, fetchPolicy: 'cache-only' }).data?.cooks.items;
  const recipes = useQuery(AppConfigRecipesQuery, { variables: RECIPE_CHOICES_VARIABLES, fetchPolicy: 'cache-only' }).data?.recipes.items;

  const formats = useMemo<SectionFormats>(() => {
    const names = (list: readonly { id: string; name: string }[] | undefined) => new Map((list ?? []).map((item) => [item.id, item.name]));
    const shopNames = names(shops);
    const cookNames = names(cooks);
    const recipeNames = names(recipes?.map((recipe) => ({ id: recipe.id, name: recipe.title })));
    const list = (value: unknown, show: (item: unknown) => string) =>
      Array.isArray(value) ? (value.length === 0 ? formatValue([], t) : value.map(show).join('; ')) : formatValue(value, t);
    const ids = (map: Map<string, string>) => (value: unknown) => list(value, (id) => map.get(text(id)) ?? text(id));
    const entries = (show: (entry: Record<string, unknown>) => string) => (value: unknown) =>
      list(value, (entry) => (isObject(entry) ? show(entry) : formatValue(entry, t)));
    const byField: Partial<Record<string, (value: unknown) => string>> = {
      storeIds: ids(shopNames),
      popularStoreIds: ids(shopNames),
      cookIds: ids(cookNames),
      recipeIds: ids(recipeNames),
      items: entries((article) => text(article['title'])),
      categories: entries((category) => {
        const stores = Array.isArray(category['storeIds']) ? category['storeIds'].map((id) => shopNames.get(text(id)) ?? text(id)).join(', ') : '';
        return `${text(category['name'])} (${stores})`;
      }),
      stores: entries((link) => `${text(link['name'])} – ${text(link['url'])}`),
      locations: entries((link) => `${text(link['name'])} – ${text(link['url'])}`),
      articles: entries((link) => `${text(link['name'])} – ${text(link['url'])}`),
      entries: entries((entry) => `${text(entry['key'])} = ${text(entry['value'])}`),
      type: (value) => (RECOMMENDATION_TYPES.some((type) => type === value) ? t(`recommendation.types.${text(value)}`) : formatValue(value, t)),
      theme: (value) => (APP_THEMES.some((theme) => theme === value) ? t(`themes.${text(value)}`) : formatValue(value, t)),
      defaultChannels: (value) =>
        list(value, (channel) => (NOTIFICATION_CHANNELS.some((known) => known === channel) ? t(`channels.${text(channel)}`) : text(channel))),
    };
    return {
      label: (section, field) => t(`fields.${section}.${field}`, { defaultValue: field }),
      format: (_section, field) => byField[field],
    };
  }, [t, shops, cooks, recipes]);

  const editors = useMemo(() => sectionEditors(formats), [formats]);
  const editor = useCallback(
    // Sections are never created: a record is always there (the first section's editor stands in otherwise).
    (record: AppConfigRecord | undefined): AppConfigEditor => editors[record?.section ?? 'articlesList'],
    [editors],
  );

  const columns = useMemo<ResourceColumn<AppConfigRecord>[]>(
    () => [
      { id: 'section', header: t('columns.section'), cell: (record) => sectionTitle(record.section), isName: true },
      { id: 'version', header: t('columns.version'), cell: (record) => record.version, align: 'end' },
      { id: 'updatedBy', header: t('columns.updatedBy'), cell: (record) => record.updatedBy ?? t('system'), secondary: true },
      updatedAtColumn(t('columns.updatedAt')),
    ],
    [t, sectionTitle],
  );

  const failureToast = useCallback<FailureToast>((_write, reason) => t('failure.update', { reason }), [t]);
  const loadFailure = useCallback((reason: string) => t('failure.load', { reason }), [t]);
  const historyChanges = useCallback(
    (change: HistoryFieldChange, record: AppConfigRecord) => documentChanges(change, record.section),
    [],
  );
  const renderHistoryActions = useCallback(
    (entry: HistoryEntryData, record: AppConfigRecord, context: RecordContext<AppConfigRecord>) =>
      entry.version >= record.version ? (
        <StyledVersion data-testid={`history-version-${String(entry.version)}`}>{t('history.current', { version: entry.version })}</StyledVersion>
      ) : (
        <>
          <StyledVersion data-testid={`history-version-${String(entry.version)}`}>{t('history.version', { version: entry.version })}</StyledVersion>
          <RestoreVersion entry={entry} record={record} context={context} name={sectionTitle(record.section)} />
        </>
      ),
    [t, sectionTitle],
  );

  return (
    <ResourceScreen
      definition={definition}
      editor={editor}
      title={t('title')}
      tableLabel={t('tableLabel')}
      columns={columns}
      emptyMessage={t('empty')}
      searchable={false}
      intro={<StyledIntro>{t('intro')}</StyledIntro>}
      failureToast={failureToast}
      loadFailure={loadFailure}
      historyChanges={historyChanges}
      renderHistoryActions={renderHistoryActions}
      renderFields={(context) => (context.record ? <SectionFields section={context.record.section} listed={context.listed} /> : null)}
    />
  );
}

const StyledIntro = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(4)};
  max-width: 72ch;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledVersion = styled.span`
  align-self: center;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;
